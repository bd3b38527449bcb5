/**
 * crm-anhua ahMarketingQrcode beyond the generated calls (page, detail, saveOrUpdate, delete,
 * batchDelete, export; channel list, page, save, remove): a QR code takes its activity's and channel's
 * names from the rows it names (of the caller's store), gets a scene code of its own on creation, and
 * is one per activity and channel; the scan call (public: a phone scanning a poster has no session)
 * counts a scan by one guarded UPDATE, and an enrolment that names the scene counts for its QR code
 * in the enrolling transaction (activity.ts). Decisions: docs/marketing.md ("Activity QR codes").
 */
import { randomInt } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import type { ResourceHookMap } from '../../http/resource-router';
import { ApiError, badInput, notFound } from '../../http/envelope';
import { asTenant } from '../../db/data-context';
import type { Tx } from '../../db';
import { Codes, type Lang } from '../../../src/domain/codes';
import { ahActivity, ahMarketingQrcode, ahMarketingQrcodeChannel } from '../../db/resource-tables/marketing';
import { QR_SCENE_ALPHABET, QR_SCENE_LENGTH, QRCODE_MESSAGES as M } from '../../../src/domain/resources/marketing/qrcode';

type Row = Record<string, unknown>;

export function newScene(): string {
  let s = '';
  for (let i = 0; i < QR_SCENE_LENGTH; i++) s += QR_SCENE_ALPHABET[randomInt(QR_SCENE_ALPHABET.length)];
  return s;
}

/** The live QR code of `scene` in this activity, locked, or nothing (an enrolment naming a scene of another activity counts for none). */
export async function qrcodeOfScene(tx: Tx, activityId: string, scene: string): Promise<Row | undefined> {
  const [row] = (await tx
    .select()
    .from(ahMarketingQrcode)
    .where(and(eq(ahMarketingQrcode.scene, scene), eq(ahMarketingQrcode.ahActivityId, activityId), eq(ahMarketingQrcode.isDeleted, 0)))
    .for('update')) as Row[];
  return row;
}

export const QRCODE_HOOKS: ResourceHookMap = {
  ahMarketingQrcode: {
    beforeWrite: async ({ tx, auth, value, id }) => {
      let before: Row | undefined;
      if (id) [before] = (await tx.select().from(ahMarketingQrcode).where(eq(ahMarketingQrcode.id, id))) as Row[];
      const merged = { ...before, ...value };
      const activityId = String(merged.ahActivityId ?? '');
      const channelId = String(merged.ahMarketingQrcodeChannelId ?? '');
      // the activity and channel are the caller's store's: another store's ids find nothing (read on
      // the transaction: PGlite has one connection, so a read beside it would wait for it forever)
      const store = auth.storeId ?? '0';
      const [activity] = (await tx.select().from(ahActivity).where(and(eq(ahActivity.id, activityId), eq(ahActivity.storeId, store), eq(ahActivity.isDeleted, 0)))) as Row[];
      if (!activity) throw badInput(M.noActivity, 'ahActivityId');
      const [channel] = (await tx
        .select()
        .from(ahMarketingQrcodeChannel)
        .where(and(eq(ahMarketingQrcodeChannel.id, channelId), eq(ahMarketingQrcodeChannel.storeId, store), eq(ahMarketingQrcodeChannel.isDeleted, 0)))) as Row[];
      if (!channel) throw badInput(M.noChannel, 'ahMarketingQrcodeChannelId');
      const [dup] = await tx
        .select({ id: ahMarketingQrcode.id })
        .from(ahMarketingQrcode)
        .where(and(eq(ahMarketingQrcode.ahActivityId, activityId), eq(ahMarketingQrcode.ahMarketingQrcodeChannelId, channelId), eq(ahMarketingQrcode.isDeleted, 0), id ? ne(ahMarketingQrcode.id, id) : undefined))
        .limit(1);
      if (dup) throw badInput(M.duplicate, 'ahMarketingQrcodeChannelId');
      value.activityName = String(activity.activityName);
      value.channelName = String(channel.channelName);
      // the scene stays what was printed: an edit never changes it
      if (!id) value.scene = newScene();
    },
  },
  ahMarketingQrcodeChannel: {
    beforeWrite: async ({ tx, value, id }) => {
      // a renamed channel renames its QR codes' copies of the name, in the same transaction
      if (id && typeof value.channelName === 'string') await tx.update(ahMarketingQrcode).set({ channelName: value.channelName }).where(eq(ahMarketingQrcode.ahMarketingQrcodeChannelId, id));
    },
    beforeRemove: async ({ tx, ids }) => {
      const [used] = await tx.select({ id: ahMarketingQrcode.id }).from(ahMarketingQrcode).where(and(inArray(ahMarketingQrcode.ahMarketingQrcodeChannelId, ids), eq(ahMarketingQrcode.isDeleted, 0))).limit(1);
      if (used) throw ApiError.of(Codes.BUSINESS_NOTICE, M.channelInUse);
    },
  },
};

const scanInput = v.object({
  tenantId: v.pipe(v.string('租户ID不能为空'), v.trim(), v.regex(/^\d{6}$/, '租户ID格式错误')),
  scene: v.pipe(v.string('场景码不能为空'), v.trim(), v.regex(new RegExp(`^[${QR_SCENE_ALPHABET}]{${QR_SCENE_LENGTH}}$`), '场景码格式错误')),
});

/** One scan: counted by a single UPDATE (concurrent scans all count), answering what the landing page shows. */
async function scan(db: Tx, tenantId: string, scene: string, now: Date, lang: Lang) {
  const [qr] = await db
    .update(ahMarketingQrcode)
    .set({ scanCount: sql`${ahMarketingQrcode.scanCount} + 1`, lastScanTime: now })
    .where(and(eq(ahMarketingQrcode.scene, scene), eq(ahMarketingQrcode.isDeleted, 0)))
    .returning({ ahActivityId: ahMarketingQrcode.ahActivityId, channelName: ahMarketingQrcode.channelName, scanCount: ahMarketingQrcode.scanCount });
  if (!qr) throw notFound(M.noQrcode[lang]);
  const [a] = (await db.select().from(ahActivity).where(and(eq(ahActivity.id, String(qr.ahActivityId)), eq(ahActivity.isDeleted, 0)))) as Row[];
  if (!a) throw notFound(M.noActivity[lang]);
  return { scene, ahActivityId: a.id, activityName: a.activityName, address: a.address, startTime: a.startTime, endTime: a.endTime, enrollDeadline: a.enrollDeadline, price: a.price, channelName: qr.channelName, scanCount: qr.scanCount };
}

export const qrcodeRoutes: Registrable[] = [
  route({
    method: 'GET',
    url: '/crm-anhua/ahMarketingQrcode/scan',
    auth: 'public',
    input: scanInput,
    // the tenant comes with the code, not a session: the scan runs in that tenant's walls (row security
  // on PostgreSQL) and names it in its own predicate (PGlite's only wall)
    handler: async ({ services, input, lang }) => asTenant(input.tenantId, () => services.db.transaction((tx) => scan(tx, input.tenantId, input.scene, services.now(), lang))),
  }),
];
