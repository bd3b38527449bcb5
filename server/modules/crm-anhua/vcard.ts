/**
 * 智能名片 beyond the generated calls (page, detail, saveOrUpdate): a card names a working user of the
 * caller's store (one card each), takes the user's name, and gets a code of its own on creation that
 * never changes (it may be printed). The view call is public (a member opening a shared card has no
 * session): it runs in the tenant the link names, counts the view by one UPDATE (concurrent views all
 * count) and answers the card. docs/marketing.md ("Smart business cards").
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import type { ResourceHookMap } from '../../http/resource-router';
import { badInput, notFound } from '../../http/envelope';
import { requireStore } from '../../http/store-scope';
import { asTenant } from '../../db/data-context';
import { user } from '../../db/schema';
import { ahVcard } from '../../db/resource-tables/marketing';
import { storeUsers } from '../crm-dcc/clue-common';
import { newScene } from './qrcode';
import { QR_SCENE_ALPHABET } from '../../../src/domain/resources/marketing/qrcode';
import { VCARD_CODE_LENGTH, VCARD_MESSAGES as M } from '../../../src/domain/resources/marketing/vcard';

export const VCARD_HOOKS: ResourceHookMap = {
  ahVcard: {
    beforeWrite: async ({ tx, auth, value, id, lang }) => {
      requireStore(auth, lang);
      if (value.userId !== undefined) {
        const userId = String(value.userId);
        const [u] = await storeUsers(tx, auth, { ids: [userId] });
        if (!u) throw badInput(M.noUser, 'userId');
        const [dup] = await tx
          .select({ id: ahVcard.id })
          .from(ahVcard)
          .where(and(eq(ahVcard.storeId, auth.storeId!), eq(ahVcard.userId, userId), eq(ahVcard.isDeleted, 0), id ? ne(ahVcard.id, id) : undefined))
          .limit(1);
        if (dup) throw badInput(M.duplicate, 'userId');
        const [named] = await tx.select({ realName: user.realName, name: user.name }).from(user).where(eq(user.id, userId));
        value.userName = named?.realName || named?.name || u.name;
      }
      if (!id) value.code = newScene();
    },
  },
};

const viewInput = v.object({
  tenantId: v.pipe(v.string('租户ID不能为空'), v.trim(), v.regex(/^\d{6}$/, '租户ID格式错误')),
  code: v.pipe(v.string('名片码不能为空'), v.trim(), v.regex(new RegExp(`^[${QR_SCENE_ALPHABET}]{${VCARD_CODE_LENGTH}}$`), '名片码格式错误')),
});

export const vcardRoutes: Registrable[] = [
  route({
    method: 'GET',
    url: '/crm-anhua/ahVcard/view',
    auth: 'public',
    input: viewInput,
    handler: async ({ services, input, lang }) =>
      asTenant(input.tenantId, () =>
        services.db.transaction(async (tx) => {
          // one UPDATE counts the view: concurrent views never overwrite each other
          const [card] = await tx
            .update(ahVcard)
            .set({ viewCount: sql`${ahVcard.viewCount} + 1`, lastViewTime: services.now() })
            .where(and(eq(ahVcard.tenantId, input.tenantId), eq(ahVcard.code, input.code), eq(ahVcard.isDeleted, 0)))
            .returning();
          if (!card) throw notFound(M.noCard[lang]);
          const { userName, photo, jobTitle, phone, wechatId, intro, viewCount } = card as Record<string, unknown>;
          return { code: input.code, userName, photo, jobTitle, phone, wechatId, intro, viewCount };
        }),
      ),
  }),
];
