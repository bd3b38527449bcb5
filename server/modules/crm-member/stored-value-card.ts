/**
 * crm-member/ahStoredValueCard beyond the generated calls (list, detail, saveOrUpdate, remove,
 * changeUp, export, pageList, logList, logDetail, logExport, dict/list, dict/add, dict/remove):
 * dict/save, recharging, sendSms and writeOffAmount. Every change of a balance writes its log line
 * in the same transaction; a write-off is a guarded UPDATE (balance >= amount), so concurrent
 * write-offs never spend more than the card holds; a request id is applied once
 * (docs/stored-value-cards.md).
 */
import { randomInt } from 'node:crypto';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import { ResourceRuntime } from '../../http/resource-router';
import { ApiError, badInput, businessError, fail, notFound } from '../../http/envelope';
import { vId, vOptStr } from '../../http/input';
import type { AuthContext } from '../../http/auth';
import type { Services } from '../../services';
import type { Tx } from '../../db';
import { newId } from '../../db/ids';
import { Codes, type Lang } from '../../../src/domain/codes';
import { checkMobile, validationMessage } from '../../../src/domain/validators';
import { ahMember } from '../../db/resource-tables/members';
import { ahStoredValueCard, ahStoredValueCardDict, ahStoredValueCardLog, ahStoredValueCardMember } from '../../db/resource-tables/stored-value-cards';
import {
  cardExpired,
  insufficientBalance,
  STORED_VALUE_AMOUNT_MAX,
  STORED_VALUE_DICT_TYPE_OPTIONS,
  STORED_VALUE_LOG_TYPE,
  STORED_VALUE_MESSAGES as M,
  storedValueCardResource,
  storedValueMemberCardResource,
  storedValueShelf,
} from '../../../src/domain/resources/sales/stored-value-card';
import { countWrongCode, sendCode, takeCodeIn } from '../../services/sms';
import { userName } from '../crm-warehouse/car-order-core';

type Row = Record<string, unknown>;

const products = new ResourceRuntime(storedValueCardResource, ahStoredValueCard);
const memberCards = new ResourceRuntime(storedValueMemberCardResource, ahStoredValueCardMember);

function requireStore(auth: AuthContext): asserts auth is AuthContext & { storeId: string } {
  if (!auth.storeId) throw badInput({ zh: '请先切换到门店', en: 'Please switch to a store first' });
}

/** an amount in hundredths: more than 0 and at most 99999999.99 (spec 2 sections 5 and 9) */
const vAmount = v.pipe(
  v.union([v.string(), v.number()], validationMessage('notANumber')),
  v.transform((x) => (typeof x === 'string' && x.trim() === '' ? NaN : Number(x))),
  v.check((n) => Number.isFinite(n), validationMessage('notANumber')),
  v.check((n) => Number.isInteger(n) && n >= 0, validationMessage('money')),
  v.check((n) => n <= STORED_VALUE_AMOUNT_MAX, validationMessage('moneyRange')),
  v.check((n) => n > 0, M.amountPositive.zh),
);

/** the client's request id: a retry carries the same one and gets the first answer back */
const vRequestId = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64, '请求号过长'), v.regex(/^[A-Za-z0-9_-]*$/, '请求号格式错误')));

/** the member's card as the spec names it (memberWxId: the member the counter found) or by id/cardNo */
const cardRef = {
  id: v.optional(v.union([v.literal(''), vId()])),
  cardNo: vOptStr(20),
};

const rechargeInput = v.object({
  ahStoredValueCardId: vId('请选择储值卡'),
  memberWxId: v.optional(v.union([v.literal(''), vId('会员id格式错误')])),
  memberId: v.optional(v.union([v.literal(''), vId('会员id格式错误')])),
  phone: vOptStr(20),
  amount: vAmount,
  itemName: vOptStr(30),
  remark: vOptStr(255),
  requestId: vRequestId,
});

const sendSmsInput = v.object({ ...cardRef, amount: vAmount });

const writeOffInput = v.object({
  ...cardRef,
  amount: vAmount,
  smsCode: v.pipe(v.union([v.string(), v.number()], M.smsCodeRequired.zh), v.transform((x) => String(x).trim()), v.minLength(1, M.smsCodeRequired.zh), v.maxLength(10, '验证码错误或已过期')),
  itemName: vOptStr(30),
  remark: vOptStr(255),
  requestId: vRequestId,
});

const dictSaveInput = v.object({
  type: v.pipe(
    v.union([v.string(), v.number()], '请选择字典类型'),
    v.transform(Number),
    v.check((n) => STORED_VALUE_DICT_TYPE_OPTIONS.some((o) => o.value === n), '请选择字典类型'),
  ),
  dictNameList: v.pipe(
    v.array(v.pipe(v.string(), v.trim(), v.minLength(1, '名称不能为空'), v.maxLength(30, '名称长度不能超过30个字符')), '请输入名称'),
    v.minLength(1, '请输入名称'),
    v.maxLength(50, '一次最多50个名称'),
  ),
});

/** a card number nobody in the tenant holds: SV, the date, six random digits */
async function newCardNo(tx: Tx, tenantId: string, now: Date): Promise<string> {
  const day = now.toISOString().slice(2, 10).replace(/-/g, '');
  for (;;) {
    const no = `SV${day}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
    const [dup] = await tx.select({ id: ahStoredValueCardMember.id }).from(ahStoredValueCardMember).where(eq(ahStoredValueCardMember.cardNo, no)).limit(1);
    if (!dup) return no;
  }
}

/** calendar months on: a card bought on 31 January for one month runs to the end of February */
export function addMonths(from: Date, months: number): Date {
  const d = new Date(from);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

async function findMember(tx: Tx | Services['db'], auth: AuthContext & { storeId: string }, memberId: string | undefined, phone: string | undefined, lang: Lang) {
  const where = memberId ? eq(ahMember.id, memberId) : eq(ahMember.phone, phone!);
  const [m] = await tx
    .select({ id: ahMember.id, memberName: ahMember.memberName, phone: ahMember.phone })
    .from(ahMember)
    .where(and(where, eq(ahMember.storeId, auth.storeId), eq(ahMember.isDeleted, 0)))
    .limit(1);
  if (!m) throw ApiError.of(Codes.BAD_REQUEST, M.noMember, { field: memberId ? 'memberWxId' : 'phone' });
  void lang;
  return m;
}

/** the log line a request id already wrote: its answer is the retry's answer */
async function earlier(tx: Tx, tenantId: string, requestId: string | undefined): Promise<Row | null> {
  if (!requestId) return null;
  const [row] = await tx.select().from(ahStoredValueCardLog).where(eq(ahStoredValueCardLog.requestId, requestId)).limit(1);
  return (row as Row) ?? null;
}

const answerOf = (log: Row, card: Row) => ({
  id: String(card.id),
  cardNo: String(card.cardNo),
  logId: String(log.id),
  amount: Number(log.amount),
  giftAmount: Number(log.giftAmount ?? 0),
  balance: Number(log.balanceAfter),
});

/** One line of a card's log, written in the transaction that moved its balance. */
async function writeLog(
  tx: Tx,
  { auth, now, operator, input }: { auth: AuthContext; now: Date; operator: string; input: { amount: number; itemName?: string; requestId?: string; remark?: string } },
  card: Row,
  line: { logType: number; ahStoredValueCardId: string; memberId: string; memberName: string; memberPhone: string; giftAmount: number; balanceBefore: number; balanceAfter: number },
): Promise<Row> {
  const log = {
    id: newId(),
    tenantId: auth.tenantId,
    storeId: auth.storeId,
    cardNo: String(card.cardNo),
    ahStoredValueCardMemberId: String(card.id),
    cardName: String(card.cardName),
    ...line,
    amount: input.amount,
    itemName: input.itemName || null,
    requestId: input.requestId || null,
    operatorName: operator,
    operateTime: now,
    remark: input.remark || null,
    createUser: auth.userId,
    updateUser: auth.userId,
    createTime: now,
    updateTime: now,
  };
  await tx.insert(ahStoredValueCardLog).values(log);
  return log;
}

const ymd = (d: Date) => d.toISOString().slice(0, 10);

/** the member's card in the caller's store by id or card number, locked when asked */
async function cardIn(db: Tx | Services['db'], scope: SQL | undefined, ref: { id?: string; cardNo?: string }, lock: boolean): Promise<Row> {
  if (!ref.id && !ref.cardNo) throw ApiError.of(Codes.BAD_REQUEST, { zh: '请选择会员储值卡', en: 'Pick the member’s card' }, { field: 'cardNo' });
  const where = ref.id ? eq(ahStoredValueCardMember.id, ref.id) : eq(ahStoredValueCardMember.cardNo, ref.cardNo!.toUpperCase());
  const q = db.select().from(ahStoredValueCardMember).where(and(where, scope)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound(M.noMemberCard.zh);
  return row as Row;
}

function spendRefusal(card: Row, amount: number, now: Date, lang: Lang): string | null {
  const expire = card.expireTime as Date | null;
  if (expire && expire.getTime() <= now.getTime()) return cardExpired(ymd(expire))[lang];
  if (Number(card.balance) < amount) return insufficientBalance(Number(card.balance))[lang];
  return null;
}

const codePurpose = (cardId: string, amount: number) => `svc:${cardId}:${amount}` as const;

export const storedValueRoutes: Registrable[] = [
  route({
    method: 'POST',
    url: '/crm-member/ahStoredValueCard/dict/save',
    permission: 'stored_value_card_dict_setting',
    input: dictSaveInput,
    handler: async ({ auth, services, input }) => {
      const now = services.now();
      return services.db.transaction(async (tx) => {
        const have = await tx
          .select({ dictName: ahStoredValueCardDict.dictName })
          .from(ahStoredValueCardDict)
          .where(and(eq(ahStoredValueCardDict.type, input.type), eq(ahStoredValueCardDict.isDeleted, 0), inArray(ahStoredValueCardDict.dictName, input.dictNameList)));
        const known = new Set(have.map((r) => r.dictName));
        // names already there are kept once; the list adds the others
        const fresh = [...new Set(input.dictNameList)].filter((n) => !known.has(n));
        if (fresh.length) {
          await tx.insert(ahStoredValueCardDict).values(fresh.map((dictName) => ({ id: newId(), type: input.type, dictName, createUser: auth.userId, updateUser: auth.userId, createTime: now, updateTime: now })));
        }
        return { added: fresh.length };
      });
    },
  }),
  route({
    method: 'POST',
    url: '/crm-member/ahStoredValueCard/recharging',
    permission: 'stored_value_card_recharge',
    input: rechargeInput,
    handler: async ({ auth, services, input, lang }) => {
      requireStore(auth);
      const memberId = input.memberWxId || input.memberId || undefined;
      const phone = input.phone || undefined;
      if (!memberId && !phone) throw ApiError.of(Codes.BAD_REQUEST, M.chooseMember, { field: 'phone' });
      if (!memberId && checkMobile(phone)) throw ApiError.of(Codes.BAD_REQUEST, { zh: validationMessage('mobile', 'zh'), en: validationMessage('mobile', 'en') }, { field: 'phone' });
      const operator = await userName(services.db, auth.userId);
      const now = services.now();
      const productScope = await products.scope(services, auth);
      const run = () =>
        services.db.transaction(async (tx) => {
          // the product is locked while it is sold: an unlisting at the same moment waits, then sees the sale
          const [product] = (await tx.select().from(ahStoredValueCard).where(and(eq(ahStoredValueCard.id, input.ahStoredValueCardId), productScope)).for('update')) as Row[];
          if (!product) throw notFound(M.noCard[lang]);
          const member = await findMember(tx, auth, memberId, phone, lang);
          let [card] = (await tx
            .select()
            .from(ahStoredValueCardMember)
            .where(and(eq(ahStoredValueCardMember.memberId, member.id), eq(ahStoredValueCardMember.ahStoredValueCardId, String(product.id)), eq(ahStoredValueCardMember.isDeleted, 0)))
            .for('update')) as Row[];
          const done = await earlier(tx, auth.tenantId, input.requestId);
          if (done) {
            if (Number(done.logType) !== STORED_VALUE_LOG_TYPE.recharge || done.ahStoredValueCardId !== String(product.id)) throw badInput({ zh: '请求号已用于另一笔操作', en: 'The request id belongs to another operation' });
            return answerOf(done, { id: done.ahStoredValueCardMemberId, cardNo: done.cardNo });
          }
          if (storedValueShelf.stateOf(product) !== 'on') throw businessError(M.notListed[lang]);
          if (!card) {
            const id = newId();
            const cardNo = await newCardNo(tx, auth.tenantId, now);
            await tx.insert(ahStoredValueCardMember).values({
              id,
              storeId: auth.storeId,
              cardNo,
              ahStoredValueCardId: String(product.id),
              cardName: String(product.cardName),
              memberId: member.id,
              memberName: member.memberName,
              memberPhone: member.phone,
              balance: 0,
              rechargeTotal: 0,
              giftTotal: 0,
              spentTotal: 0,
              createUser: auth.userId,
              updateUser: auth.userId,
              createTime: now,
              updateTime: now,
            });
            await tx.update(ahStoredValueCard).set({ saleCount: sql`coalesce(${ahStoredValueCard.saleCount}, 0) + 1` }).where(eq(ahStoredValueCard.id, String(product.id)));
            [card] = (await tx.select().from(ahStoredValueCardMember).where(eq(ahStoredValueCardMember.id, id))) as Row[];
          }
          // a recharge of at least the face value earns the card's bonus, once per recharge
          const gift = input.amount >= Number(product.faceValue) ? Number(product.giftAmount ?? 0) : 0;
          const months = Number(product.validMonths ?? 0);
          const before = Number(card.balance);
          const after = before + input.amount + gift;
          if (after > Number.MAX_SAFE_INTEGER) throw badInput({ zh: validationMessage('moneyRange', 'zh'), en: validationMessage('moneyRange', 'en') }, 'amount');
          await tx
            .update(ahStoredValueCardMember)
            .set({
              balance: sql`${ahStoredValueCardMember.balance} + ${input.amount + gift}`,
              rechargeTotal: sql`${ahStoredValueCardMember.rechargeTotal} + ${input.amount}`,
              giftTotal: sql`${ahStoredValueCardMember.giftTotal} + ${gift}`,
              // each recharge starts the validity again; 0 months is a card without end
              expireTime: months > 0 ? addMonths(now, months) : null,
              lastTime: now,
              updateUser: auth.userId,
              updateTime: now,
            })
            .where(eq(ahStoredValueCardMember.id, String(card.id)));
          const log = await writeLog(tx, { auth, now, operator, input }, card, {
            logType: STORED_VALUE_LOG_TYPE.recharge,
            ahStoredValueCardId: String(product.id),
            memberId: String(member.id),
            memberName: String(member.memberName),
            memberPhone: String(member.phone),
            giftAmount: gift,
            balanceBefore: before,
            balanceAfter: after,
          });
          return answerOf(log, card);
        });
      return retryOnceOnDuplicate(run);
    },
  }),
  route({
    method: 'POST',
    url: '/crm-member/ahStoredValueCard/sendSms',
    permission: 'stored_value_card_write_off',
    input: sendSmsInput,
    handler: async ({ auth, services, input, lang }) => {
      requireStore(auth);
      const now = services.now();
      const card = await cardIn(services.db, await memberCards.scope(services, auth), input, false);
      // nothing is sent for a write-off that would be refused anyway
      const refusal = spendRefusal(card, input.amount, now, lang);
      if (refusal) throw businessError(refusal);
      const yuan = (input.amount / 100).toFixed(2);
      await sendCode(services.db, services.sms, now, {
        tenantId: auth.tenantId,
        phone: String(card.memberPhone),
        purpose: codePurpose(String(card.id), input.amount),
        text: (code) => `【安华】您的储值卡（卡号${String(card.cardNo)}）将扣款${yuan}元，验证码${code}，5分钟内有效，请勿泄露给他人。`,
      });
      return { phone: String(card.memberPhone).replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2') };
    },
  }),
  route({
    method: 'POST',
    url: '/crm-member/ahStoredValueCard/writeOffAmount',
    permission: 'stored_value_card_write_off',
    input: writeOffInput,
    handler: async ({ auth, services, input, lang }) => {
      requireStore(auth);
      const operator = await userName(services.db, auth.userId);
      const now = services.now();
      let wrongCode: string | null = null;
      // read before the transaction: on the embedded database a query outside it would wait for it
      const scope = await memberCards.scope(services, auth);
      const run = () =>
        services.db.transaction(async (tx) => {
          // locked: write-offs of one card run one after the other, each seeing the balance the last one left
          const card = await cardIn(tx, scope, input, true);
          const done = await earlier(tx, auth.tenantId, input.requestId);
          if (done) {
            if (Number(done.logType) !== STORED_VALUE_LOG_TYPE.verify || done.ahStoredValueCardMemberId !== String(card.id)) throw badInput({ zh: '请求号已用于另一笔操作', en: 'The request id belongs to another operation' });
            return answerOf(done, card);
          }
          const refusal = spendRefusal(card, input.amount, now, lang);
          if (refusal) throw businessError(refusal);
          const code = await takeCodeIn(tx, now, { tenantId: auth.tenantId, phone: String(card.memberPhone), purpose: codePurpose(String(card.id), input.amount), code: input.smsCode });
          if (!code.ok) {
            wrongCode = code.wrongRowId;
            throw fail(Codes.SMS_CODE_WRONG);
          }
          // the guard is the database's: the balance is taken only where it is still there
          const spent = await tx
            .update(ahStoredValueCardMember)
            .set({
              balance: sql`${ahStoredValueCardMember.balance} - ${input.amount}`,
              spentTotal: sql`${ahStoredValueCardMember.spentTotal} + ${input.amount}`,
              lastTime: now,
              updateUser: auth.userId,
              updateTime: now,
            })
            .where(and(eq(ahStoredValueCardMember.id, String(card.id)), sql`${ahStoredValueCardMember.balance} >= ${input.amount}`))
            .returning({ balance: ahStoredValueCardMember.balance });
          if (!spent.length) throw businessError(insufficientBalance(Number(card.balance))[lang]);
          const after = Number(spent[0].balance);
          const log = await writeLog(tx, { auth, now, operator, input }, card, {
            logType: STORED_VALUE_LOG_TYPE.verify,
            ahStoredValueCardId: String(card.ahStoredValueCardId),
            memberId: String(card.memberId),
            memberName: String(card.memberName),
            memberPhone: String(card.memberPhone),
            giftAmount: 0,
            balanceBefore: after + input.amount,
            balanceAfter: after,
          });
          return answerOf(log, card);
        });
      try {
        return await retryOnceOnDuplicate(run);
      } catch (e) {
        if (wrongCode) await countWrongCode(services.db, wrongCode);
        throw e;
      }
    },
  }),
];

/**
 * Two requests with one request id (or two first recharges of one member's card) can meet before
 * either is committed; the unique index refuses the second, which then runs again and finds the
 * first's answer.
 */
async function retryOnceOnDuplicate<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (isUniqueViolation(e)) return run();
    throw e;
  }
}

function isUniqueViolation(e: unknown): boolean {
  for (let x: unknown = e; x && typeof x === 'object'; x = (x as { cause?: unknown }).cause) {
    if ((x as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
