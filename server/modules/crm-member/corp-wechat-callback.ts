/**
 * The URL Enterprise WeChat posts its events to (企微回调): GET answers the URL check (echostr opened),
 * POST takes an event. The tenant is named in the URL (…/receive?tenantId=); the signature is checked
 * and the message decrypted by the tenant's provider with the token, EncodingAESKey and corp id of
 * 企微配置 (server/services/wecom-crypto.ts); an unsigned, wrongly signed or undecryptable post is
 * refused and changes nothing. An external-contact change moves the contact through its machine
 * (src/machines/corp-wechat-contact.machine.ts): add_external_contact adds or brings back the
 * follow, del_follow_user / del_external_contact mark it deleted (the salesperson is told when they
 * asked to be), edit_external_contact keeps it; every event is stored once (WeCom repeats a callback
 * it did not see answered: the repeat changes nothing) and shows on the contact's timeline.
 * Decisions: docs/enterprise-chat.md "Callback".
 */
import crypto from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import { ApiError } from '../../http/envelope';
import { asTenant } from '../../db/data-context';
import type { Services } from '../../services';
import type { Db, Tx } from '../../db';
import { newId } from '../../db/ids';
import { Codes } from '../../../src/domain/codes';
import { user, userNode } from '../../db/schema';
import { ahNotice } from '../../db/resource-tables/content';
import { ahCorpWechatConfig, ahCorpWechatCustomer as C, ahCorpWechatEvent } from '../../db/resource-tables/corp-wechat';
import { CORP_WECHAT_MESSAGES as M, CORP_WECHAT_STATUS } from '../../../src/domain/resources/sales/corp-wechat';
import { nextCorpWechatStatus, type CorpWechatContactEventType } from '../../../src/machines/corp-wechat-contact.machine';
import { CallbackRefusal, xmlFields, type CallbackSecrets } from '../../services/wecom-crypto';

type Row = Record<string, unknown>;

export const CALLBACK_PATH = '/crm-member/ahCorpWechatCallback/receive';

const b64 = (max: number) => v.pipe(v.string(), v.maxLength(max, M.callbackBadSignature.zh), v.regex(/^[A-Za-z0-9+/=]*$/, M.callbackBadSignature.zh));
const callbackInput = v.object({
  tenantId: v.pipe(v.string(M.callbackNoTenant.zh), v.regex(/^[0-9A-Za-z_-]{1,12}$/, M.callbackNoTenant.zh)),
  msg_signature: v.pipe(v.string(M.callbackBadSignature.zh), v.regex(/^[0-9a-fA-F]{40}$/, M.callbackBadSignature.zh)),
  timestamp: v.pipe(v.string(M.callbackBadSignature.zh), v.regex(/^\d{1,12}$/, M.callbackBadSignature.zh)),
  nonce: v.pipe(v.string(M.callbackBadSignature.zh), v.regex(/^[0-9A-Za-z]{1,64}$/, M.callbackBadSignature.zh)),
  echostr: v.optional(b64(4096)),
  // the body's envelope, read by the XML parser below
  Encrypt: v.optional(b64(200_000)),
  ToUserName: v.optional(v.pipe(v.string(), v.maxLength(64))),
  AgentID: v.optional(v.pipe(v.string(), v.maxLength(32))),
});

async function secretsOf(db: Db | Tx): Promise<{ secrets: CallbackSecrets; provider: string } | null> {
  const [cfg] = (await db.select().from(ahCorpWechatConfig).where(eq(ahCorpWechatConfig.isDeleted, 0)).limit(1)) as Row[];
  if (!cfg?.callbackToken || !cfg.encodingAesKey || !cfg.corpId) return null;
  return { secrets: { token: String(cfg.callbackToken), encodingAesKey: String(cfg.encodingAesKey), corpId: String(cfg.corpId) }, provider: String(cfg.provider ?? 'local') };
}

/** what a contact change does: the machine's event, the timeline's kind and words */
const CHANGES: Record<string, { event: CorpWechatContactEventType | null; kind: string; content: string }> = {
  add_external_contact: { event: 'ADD', kind: 'add', content: '添加了客户（企微回调）' },
  add_half_external_contact: { event: 'ADD', kind: 'add', content: '客户添加了员工，待员工通过（企微回调）' },
  edit_external_contact: { event: 'EDIT', kind: 'edit', content: '员工修改了客户资料（企微回调）' },
  del_external_contact: { event: 'DELETE', kind: 'delete', content: '员工删除了客户（企微回调）' },
  del_follow_user: { event: 'DELETE', kind: 'delete', content: '客户删除了员工（企微回调）' },
  transfer_fail: { event: null, kind: 'edit', content: '客户接替失败（企微回调）' },
};

export interface CallbackResult {
  applied: 'added' | 'back' | 'deleted' | 'kept' | 'duplicate' | 'ignored';
  contactId: string | null;
}

/**
 * Applies one opened WeCom message to the tenant's contacts, in one transaction: stored once (a
 * repeat is `duplicate` and changes nothing), then the contact's machine decides what changes.
 */
export async function applyCallbackMessage(db: Db, tenantId: string, fields: Record<string, string>, now: Date): Promise<CallbackResult> {
  const change = CHANGES[fields.ChangeType ?? ''];
  if (fields.MsgType !== 'event' || fields.Event !== 'change_external_contact' || !change || !fields.UserID || !fields.ExternalUserID) return { applied: 'ignored', contactId: null };
  const staffAccount = fields.UserID.slice(0, 64);
  const ext = fields.ExternalUserID.slice(0, 64);
  const at = /^\d{1,12}$/.test(fields.CreateTime ?? '') ? new Date(Number(fields.CreateTime) * 1000) : now;
  const eventId = `cb:${crypto.createHash('sha1').update([tenantId, fields.ChangeType, staffAccount, ext, fields.CreateTime ?? ''].join('|')).digest('hex')}`;
  return db.transaction(async (tx) => {
    const [staff] = await tx
      .select({ id: user.id, name: user.name, storeId: userNode.storeId })
      .from(userNode)
      .innerJoin(user, eq(user.id, userNode.userId))
      .where(and(eq(user.account, staffAccount), eq(userNode.isDeleted, 0), eq(user.isDeleted, 0), eq(user.status, 1)))
      .orderBy(asc(userNode.storeId))
      .limit(1);
    if (!staff) return { applied: 'ignored', contactId: null };
    const stored = await tx
      .insert(ahCorpWechatEvent)
      .values({ id: newId(), tenantId, eventId, externalUserId: ext, userWechatId: staffAccount, eventType: change.kind, content: change.content, eventTime: at, createTime: now, updateTime: now })
      .onConflictDoNothing()
      .returning({ id: ahCorpWechatEvent.id });
    if (!stored.length) return { applied: 'duplicate', contactId: null };
    const follow = and(eq(C.externalUserId, ext), eq(C.userWechatId, staffAccount), eq(C.isDeleted, 0));
    let [row] = (await tx.select().from(C).where(follow).limit(1).for('update')) as Row[];
    if (!row && change.event === 'ADD') {
      // a new follow: what WeCom told us now; the next sync fills name, tags and the rest
      const id = newId();
      const made = await tx
        .insert(C)
        .values({
          id,
          tenantId,
          storeId: staff.storeId,
          externalUserId: ext,
          userWechatId: staffAccount,
          name: (fields.Name ?? '').slice(0, 64) || ext.slice(-8),
          userId: staff.id,
          userName: staff.name,
          addTime: at,
          addWay: 0,
          tags: '',
          linked: 0,
          status: CORP_WECHAT_STATUS.normal,
          delReminder: 0,
          createTime: now,
          updateTime: now,
        })
        .onConflictDoNothing()
        .returning({ id: C.id });
      if (made.length) return { applied: 'added', contactId: id };
      [row] = (await tx.select().from(C).where(follow).limit(1).for('update')) as Row[];
    }
    if (!row || !change.event) return { applied: 'kept', contactId: row ? String(row.id) : null };
    const next = nextCorpWechatStatus(row.status, change.event);
    // the machine refuses (a deleted follow edited or deleted again): the event stays on the timeline, the contact as it is
    if (next === null || next === Number(row.status)) return { applied: 'kept', contactId: String(row.id) };
    if (next === CORP_WECHAT_STATUS.normal) {
      await tx.update(C).set({ status: next, delTime: null, updateTime: now }).where(eq(C.id, String(row.id)));
      return { applied: 'back', contactId: String(row.id) };
    }
    await tx.update(C).set({ status: next, delTime: at, updateTime: now }).where(eq(C.id, String(row.id)));
    if (fields.ChangeType === 'del_follow_user' && Number(row.delReminder) === 1 && row.userId) {
      const who = String(row.remark || row.name);
      await tx.insert(ahNotice).values({
        id: newId(),
        tenantId,
        title: `${M.deleteReminderTitle.zh}：${who}`,
        summary: `企微客户「${who}」已将您删除`,
        content: `企微客户「${who}」（添加于${new Date(row.addTime as Date).toISOString().slice(0, 10)}）已将您从好友中删除。`,
        categoryName: '企微提醒',
        status: 1,
        publishTime: now,
        toUserId: String(row.userId),
        createTime: now,
        updateTime: now,
      });
    }
    return { applied: 'deleted', contactId: String(row.id) };
  });
}

/** opens the request with the tenant's provider; a refusal is a 400 with the spec-style words, nothing read */
function opened(services: Services, provider: string, secrets: CallbackSecrets, req: { signature: string; timestamp: string; nonce: string; encrypted: string }): string {
  try {
    return services.corpWechat(provider).openCallback(secrets, req);
  } catch (err) {
    if (err instanceof CallbackRefusal) throw ApiError.of(Codes.BAD_REQUEST, M.callbackBadSignature);
    throw err;
  }
}

const receive = route({
  method: ['GET', 'POST'],
  url: CALLBACK_PATH,
  auth: 'public',
  input: callbackInput,
  raw: true,
  handler: async ({ req, reply, services, input }) =>
    // the tenant comes with the URL, not a session: everything runs inside its walls
    asTenant(input.tenantId, async () => {
      const cfg = await secretsOf(services.db);
      if (!cfg) throw ApiError.of(Codes.BAD_REQUEST, M.callbackNotSet);
      const encrypted = req.method === 'GET' ? input.echostr : input.Encrypt;
      if (!encrypted) throw ApiError.of(Codes.BAD_REQUEST, M.callbackBadSignature);
      const plain = opened(services, cfg.provider, cfg.secrets, { signature: input.msg_signature, timestamp: input.timestamp, nonce: input.nonce, encrypted });
      // the URL check: WeCom wants the opened echostr back, as it is
      if (req.method === 'GET') return reply.type('text/plain; charset=utf-8').send(plain);
      await applyCallbackMessage(services.db, input.tenantId, xmlFields(plain), services.now());
      return reply.type('text/plain; charset=utf-8').send('success');
    }),
});

/** the callback reads an XML body (WeCom's <xml><Encrypt>…</Encrypt></xml>): a parser of its own, for this route only */
export const corpWechatCallbackRoutes: Registrable[] = [
  {
    ...receive,
    register(app, services) {
      void app.register(async (scoped) => {
        scoped.addContentTypeParser(['text/xml', 'application/xml'], { parseAs: 'string', bodyLimit: 256 * 1024 }, (_req, body, done) => {
          const f = xmlFields(String(body));
          done(null, { Encrypt: f.Encrypt ?? '', ToUserName: f.ToUserName ?? '', AgentID: f.AgentID ?? '' });
        });
        receive.register(scoped, services);
      });
    },
  },
];
