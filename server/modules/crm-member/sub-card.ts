/**
 * crm-member/ahSubCard beyond the generated calls (getPage, detail, save, edit, up, down, delete,
 * export, logList, logDetail, logExport, memberCardList): isPreSend, sendCard, getVerifyInfo and
 * verify. The sub-card machine guards edit, delete and send; the issued-card machine guards verify.
 * Every send and verify writes its log row in the same transaction (docs/sub-cards.md).
 */
import { randomInt } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import type { ResourceHookMap } from '../../http/resource-router';
import { lookupRoutes, ResourceRuntime } from '../../http/resource-router';
import { ApiError, businessError, notFound } from '../../http/envelope';
import { vId, vOptStr } from '../../http/input';
import type { AuthContext } from '../../http/auth';
import type { Services } from '../../services';
import type { Tx } from '../../db';
import { newId } from '../../db/ids';
import { Codes, type Lang } from '../../../src/domain/codes';
import { checkMobile, validationMessage } from '../../../src/domain/validators';
import { ahMember } from '../../db/resource-tables/members';
import { ahSubCard, ahSubCardLog, ahSubCardMember } from '../../db/resource-tables/sub-cards';
import { issuedSubCardResource, SUB_CARD_LOG_TYPE, subCardResource, validityProblem } from '../../../src/domain/resources/sales/sub-card';
import { subCardAllows, subCardRefusal, subCardStateOf } from '../../../src/machines/sub-card.machine';
import { issuedCardStatusAt, issuedCardWindow, verifyIssuedCard } from '../../../src/machines/issued-sub-card.machine';
import { userName } from '../crm-warehouse/car-order-core';
import { requireStore as storeOf } from '../../http/store-scope';

type Row = Record<string, unknown>;

export const SUB_CARD_HOOKS: ResourceHookMap = {
  ahSubCard: {
    // the declaration's editable and removable rules keep a listed card as it is (the engine locks and refuses)
    beforeWrite: async ({ tx, value, id, lang }) => {
      let effectNum = value.effectNum;
      let effectUnit = value.effectUnit;
      if (id) {
        // a partial edit is judged with the stored validity
        const [row] = await tx.select().from(ahSubCard).where(eq(ahSubCard.id, id));
        if (!row) throw notFound();
        effectNum ??= row.effectNum;
        effectUnit ??= row.effectUnit;
      }
      const problem = validityProblem(Number(effectNum), Number(effectUnit));
      if (problem) throw new ApiError(Codes.BAD_REQUEST, problem[lang], { field: 'effectNum' });
    },
  },
  ahSubCardMember: {
    // the state is the clock's as much as the count's: computed when answered, never stored
    present: (row, clock) => ({ ...row, status: issuedCardStatusAt(row, clock.now()) }),
  },
};

const cards = new ResourceRuntime(subCardResource, ahSubCard, SUB_CARD_HOOKS.ahSubCard);
const issued = new ResourceRuntime(issuedSubCardResource, ahSubCardMember, SUB_CARD_HOOKS.ahSubCardMember);

const t = (lang: Lang, zh: string, en: string) => (lang === 'en' ? en : zh);

/** the card id as the spec names it (ahSubCardId) or as the generic list sends it (id) */
const cardIdInput = <T extends v.ObjectEntries>(more: T) =>
  v.pipe(
    v.looseObject({ ahSubCardId: v.optional(v.unknown()), id: v.optional(v.unknown()) }),
    v.transform((x) => ({ ...x, ahSubCardId: x.ahSubCardId ?? x.id })),
    v.object({ ahSubCardId: vId('请选择次卡'), ...more }),
  );

/** whether a card can be sent now, and why not: one answer for isPreSend and sendCard */
function sendRefusal(card: Row | null, lang: Lang): string | null {
  if (!card) return t(lang, '次卡不存在', 'No such sub-card');
  if (!subCardAllows(card.isUp, 'SEND')) return subCardRefusal(subCardStateOf(card.isUp), 'SEND')[lang];
  return null;
}

/** a card code nobody in the tenant holds: SC, the date, six random digits */
async function newCardCode(tx: Tx, tenantId: string, now: Date): Promise<string> {
  const day = now.toISOString().slice(2, 10).replace(/-/g, '');
  for (;;) {
    const code = `SC${day}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
    const [dup] = await tx
      .select({ id: ahSubCardMember.id })
      .from(ahSubCardMember)
      .where(eq(ahSubCardMember.subCardCode, code))
      .limit(1);
    if (!dup) return code;
  }
}

async function findMember(tx: Tx, auth: AuthContext, memberId: string | undefined, phone: string | undefined, lang: Lang) {
  const where = memberId ? eq(ahMember.id, memberId) : eq(ahMember.phone, phone!);
  const [m] = await tx
    .select({ id: ahMember.id, memberName: ahMember.memberName, phone: ahMember.phone })
    .from(ahMember)
    .where(and(where, eq(ahMember.storeId, auth.storeId!), eq(ahMember.isDeleted, 0)))
    .limit(1);
  if (!m) throw new ApiError(Codes.BAD_REQUEST, t(lang, '该会员不存在，请先在会员列表中添加', 'No such member; add them in the member list first'), { field: memberId ? 'memberId' : 'phone' });
  return m;
}

function requireStore(auth: AuthContext, lang: Lang): asserts auth is AuthContext & { storeId: string } {
  storeOf(auth, lang);
}

const sendInput = cardIdInput({
  memberId: v.optional(v.union([v.literal(''), vId('会员id格式错误')])),
  phone: vOptStr(20),
  remark: vOptStr(255),
});


async function issuedByCode(db: Services['db'] | Tx, services: Services, auth: AuthContext, code: string, lock: boolean): Promise<Row | null> {
  const scope = await issued.scope(services, auth);
  const q = db
    .select()
    .from(ahSubCardMember)
    .where(and(eq(ahSubCardMember.subCardCode, code), scope))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return (row as Row) ?? null;
}

type Member = { id: string; memberName: string | null; phone: string | null };

/** The card of `scope`, locked for its send, or refused when it cannot be sent now. */
async function lockSendable(tx: Tx, cardId: string, scope: SQL | undefined, lang: Lang): Promise<Row> {
  const [card] = (await tx.select().from(ahSubCard).where(and(eq(ahSubCard.id, cardId), scope)).for('update')) as Row[];
  const reason = sendRefusal(card ?? null, lang);
  if (!card) throw notFound(reason!);
  if (reason) throw businessError(reason);
  return card;
}

/** One card (locked by the caller) to one member: the member's card, its send log row and the send count, in the caller's transaction. */
async function sendLockedCard(tx: Tx, auth: AuthContext & { storeId: string }, card: Row, member: Member, opts: { now: Date; operator: string; remark: string | null }) {
  const { now } = opts;
  const code = await newCardCode(tx, auth.tenantId, now);
  const { effectTime, expireTime } = issuedCardWindow(now, Number(card.takeEffect), Number(card.effectNum), Number(card.effectUnit));
  const common = {
    tenantId: auth.tenantId,
    storeId: auth.storeId,
    subCardCode: code,
    ahSubCardId: String(card.id),
    cardName: card.cardName as string,
    project: card.project as string,
    memberId: member.id,
    memberName: member.memberName,
    memberPhone: member.phone,
    remainCount: Number(card.totalCount),
    createUser: auth.userId,
    updateUser: auth.userId,
    createTime: now,
    updateTime: now,
  };
  const id = newId();
  await tx.insert(ahSubCardMember).values({ ...common, id, totalCount: Number(card.totalCount), effectTime, expireTime });
  await tx.insert(ahSubCardLog).values({ ...common, id: newId(), logType: SUB_CARD_LOG_TYPE.send, useCount: 0, operatorName: opts.operator, operateTime: now, remark: opts.remark });
  await tx
    .update(ahSubCard)
    .set({ sendCount: sql`coalesce(${ahSubCard.sendCount}, 0) + 1`, updateTime: now, updateUser: auth.userId })
    .where(eq(ahSubCard.id, String(card.id)));
  return { id, subCardCode: code, cardName: String(card.cardName), memberName: member.memberName, remainCount: Number(card.totalCount), effectTime, expireTime };
}

/**
 * A sub-card given by another area (a signed contract's gift, docs/contracts.md): the store's card
 * locked and refused when it cannot be sent now, then sent to the member with its log row, in the
 * caller's transaction. A refusal is thrown (ApiError).
 */
export async function sendSubCardGift(tx: Tx, auth: AuthContext & { storeId: string }, cardId: string, member: Member, opts: { now: Date; operator: string; remark: string | null }) {
  const card = await lockSendable(tx, cardId, and(eq(ahSubCard.storeId, auth.storeId), eq(ahSubCard.isDeleted, 0)), 'zh');
  return sendLockedCard(tx, auth, card, member, opts);
}

export const subCardRoutes: Registrable[] = [
  route({
    method: 'GET',
    url: '/crm-member/ahSubCard/isPreSend',
    input: cardIdInput({}),
    handler: async ({ auth, services, input, lang }) => {
      const card = await cards.findOne(services.db, await cards.scope(services, auth), input.ahSubCardId);
      const reason = sendRefusal(card, lang);
      return { canSend: reason === null, msg: reason ?? '' };
    },
  }),
  route({
    method: 'POST',
    url: '/crm-member/ahSubCard/sendCard',
    permission: 'subcard_send',
    input: sendInput,
    handler: async ({ auth, services, input, lang }) => {
      requireStore(auth, lang);
      const memberId = input.memberId || undefined;
      const phone = input.phone || undefined;
      if (!memberId && !phone) throw new ApiError(Codes.BAD_REQUEST, t(lang, '请选择会员或输入会员手机号', 'Pick a member or enter their phone'), { field: 'phone' });
      if (!memberId && checkMobile(phone)) throw new ApiError(Codes.BAD_REQUEST, validationMessage('mobile', lang), { field: 'phone' });
      const scope = await cards.scope(services, auth);
      const operator = await userName(services.db, auth.userId);
      const now = services.now();
      return services.db.transaction(async (tx) => {
        // the card is locked while it is sent: a DOWN at the same moment waits, then sees the send
        const card = await lockSendable(tx, input.ahSubCardId, scope, lang);
        const member = await findMember(tx, auth, memberId, phone, lang);
        return sendLockedCard(tx, auth, card, member, { now, operator, remark: input.remark || null });
      });
    },
  }),
  ...lookupRoutes(subCardResource, 'verify', {
    find: async ({ auth, services, code, lang }) => {
      const row = await issuedByCode(services.db, services, auth, code, false);
      if (!row) throw notFound(t(lang, '次卡卡号不存在', 'No sub-card with this code'));
      return { ...issued.present(row, services), status: issuedCardStatusAt(row, services.now()) };
    },
    act: async ({ auth, services, code, values, rowId, lang }) => {
      const input = { subCardCode: code, count: Number(values.count), ahSubCardId: rowId, remark: values.remark as string | undefined };
      requireStore(auth, lang);
      const scope = await issued.scope(services, auth);
      const operator = await userName(services.db, auth.userId);
      const now = services.now();
      return services.db.transaction(async (tx) => {
        // locked: two counters verifying the same card one after the other never spend a use twice
        const [row] = (await tx
          .select()
          .from(ahSubCardMember)
          .where(and(eq(ahSubCardMember.subCardCode, input.subCardCode), scope))
          .limit(1)
          .for('update')) as Row[];
        if (!row) throw notFound(t(lang, '次卡卡号不存在', 'No sub-card with this code'));
        if (input.ahSubCardId && row.ahSubCardId !== input.ahSubCardId) throw businessError(t(lang, `该卡号不是此次卡（${String(row.cardName)}）`, `This code belongs to another sub-card (${String(row.cardName)})`));
        const answer = verifyIssuedCard(row, input.count, now);
        if (!answer.ok) throw businessError(answer.refusal[lang]);
        await tx.update(ahSubCardMember).set({ remainCount: answer.remainCount, updateUser: auth.userId, updateTime: now }).where(eq(ahSubCardMember.id, String(row.id)));
        await tx.insert(ahSubCardLog).values({
          id: newId(),
          storeId: auth.storeId,
          logType: SUB_CARD_LOG_TYPE.verify,
          subCardCode: row.subCardCode as string,
          ahSubCardId: row.ahSubCardId as string,
          cardName: row.cardName as string,
          project: row.project as string,
          memberId: row.memberId as string,
          memberName: row.memberName as string,
          memberPhone: row.memberPhone as string,
          useCount: input.count,
          remainCount: answer.remainCount,
          operatorName: operator,
          operateTime: now,
          remark: input.remark || null,
          createUser: auth.userId,
          updateUser: auth.userId,
          createTime: now,
          updateTime: now,
        });
        return { subCardCode: row.subCardCode, remainCount: answer.remainCount, status: issuedCardStatusAt({ ...row, remainCount: answer.remainCount }, now) };
      });
    },
  }),
];


