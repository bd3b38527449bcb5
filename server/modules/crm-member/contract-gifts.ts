/**
 * A signed contract's gifts (docs/contracts.md, "Gifts"): the coupons and sub-cards the contract
 * names go to its customer through the coupon and sub-card areas' own issuing (their stock, limits,
 * records and log rows), inside the transaction that signs the contract, which holds the contract's
 * row locked: two signing callbacks at once sign once and issue once. The customer is the store's
 * member with the contract's phone (made a member when not yet one). A gift that cannot be issued
 * (unlisted, out of stock, over the member's limit) does not undo the signature: it is kept with its
 * reason (`giftResult`), the contract reads 部分未发放, and 发放赠品 (`sendCardAndCoupon`) issues what
 * is still missing, once.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { AuthContext } from '../../http/auth';
import { ApiError } from '../../http/envelope';
import { writeStateLog } from '../../http/state-log';
import type { Tx } from '../../db';
import { newId } from '../../db/ids';
import { user } from '../../db/schema';
import { ahCarOrderContract } from '../../db/resource-tables/car-orders';
import { ahCoupon } from '../../db/resource-tables/coupons';
import { ahMember } from '../../db/resource-tables/members';
import { ahSubCard } from '../../db/resource-tables/sub-cards';
import { Codes, type Lang } from '../../../src/domain/codes';
import { checkMobile } from '../../../src/domain/validators';
import { GIFT_STATE, electronicContractResource, type ContractGift } from '../../../src/domain/resources/sales/contract';
import { issueCouponGift } from './coupon';
import { sendSubCardGift } from './sub-card';

type Row = Record<string, unknown>;

/** the gift action's name: its label names the history line too */
export const GIFT_ACTION = 'sendCardAndCoupon';

const idList = (raw: unknown) => [
  ...new Set(
    String(raw ?? '')
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  ),
];

/**
 * The gift lists of a contract being saved: each id a live coupon or sub-card of the contract's
 * store (what it is when issued is judged at signing). Normalises the lists in `value`.
 */
export async function checkGiftLists(tx: Tx, tenantId: string, storeId: string, value: Row, lang: Lang): Promise<void> {
  const lists = [
    ['giftCouponIds', ahCoupon, { zh: '赠送卡券不存在', en: 'A gift coupon does not exist in this store' }],
    ['giftSubCardIds', ahSubCard, { zh: '赠送次卡不存在', en: 'A gift sub-card does not exist in this store' }],
  ] as const;
  for (const [field, table, missing] of lists) {
    if (value[field] === undefined) continue;
    const ids = idList(value[field]);
    if (ids.length > 20) throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? 'At most 20 gifts of a kind' : '每类赠品最多20项', { field });
    if (ids.some((x) => !/^\d{1,19}$/.test(x))) throw new ApiError(Codes.BAD_REQUEST, missing[lang], { field });
    if (ids.length) {
      const found = await tx
        .select({ id: table.id })
        .from(table)
        .where(and(inArray(table.id, ids), eq(table.storeId, storeId), eq(table.isDeleted, 0)));
      if (found.length !== ids.length) throw new ApiError(Codes.BAD_REQUEST, missing[lang], { field });
    }
    value[field] = ids.join(',') || null;
  }
}

/** The store's member with the customer's phone; a buyer not yet a member becomes one (source 门店录入). */
async function customerMember(tx: Tx, tenantId: string, storeId: string, row: Row, now: Date, by: string) {
  const phone = String(row.customerPhone ?? '');
  if (checkMobile(phone)) return null;
  const find = () =>
    tx
      .select({ id: ahMember.id, memberName: ahMember.memberName, phone: ahMember.phone })
      .from(ahMember)
      .where(and(eq(ahMember.storeId, storeId), eq(ahMember.phone, phone), eq(ahMember.isDeleted, 0)))
      .limit(1);
  const [found] = await find();
  if (found) return { id: String(found.id), memberName: String(found.memberName), phone: String(found.phone) };
  // the unique phone per store decides between two makers of the same member
  await tx
    .insert(ahMember)
    .values({ id: newId(), tenantId, storeId, memberName: String(row.customerName ?? phone), phone, idCard: (row.idCardNo as string) || null, source: '2', memberLevel: 1, integral: 0, carCount: 0, registerTime: now, remark: `合同${String(row.contractNo ?? '')}签署`, createUser: by, updateUser: by, createTime: now, updateTime: now })
    .onConflictDoNothing();
  const [made] = await find();
  return made ? { id: String(made.id), memberName: String(made.memberName), phone: String(made.phone) } : null;
}

/**
 * Issues the contract's gifts not yet issued, in the caller's transaction, which holds the contract
 * locked: the gifts already in `giftResult` with a code are never issued again. Writes `giftState`,
 * `giftResult` and one history line; answers the new result. Nothing to give: nothing written.
 */
export async function issueContractGifts(tx: Tx, row: Row, now: Date, actor: AuthContext): Promise<ContractGift[] | null> {
  const couponIds = idList(row.giftCouponIds);
  const cardIds = idList(row.giftSubCardIds);
  if (!couponIds.length && !cardIds.length) return null;
  const tenantId = String(row.tenantId ?? actor.tenantId);
  const storeId = String(row.storeId);
  const before = (Array.isArray(row.giftResult) ? row.giftResult : []) as ContractGift[];
  const done = new Map(before.filter((g) => g.code).map((g) => [`${g.kind}:${g.id}`, g]));
  // the gifts are the store's, sent in the name of the contract's creator (the salesperson)
  const creator = String(row.createUser ?? actor.userId);
  const [who] = await tx.select({ realName: user.realName, account: user.account }).from(user).where(eq(user.id, creator)).limit(1);
  const auth = { ...actor, tenantId, storeId, userId: creator } as AuthContext & { storeId: string };
  const opts = { now, operator: String(who?.realName ?? who?.account ?? ''), remark: `合同${String(row.contractNo ?? '')}赠送` };
  const member = await customerMember(tx, tenantId, storeId, row, now, creator);
  const names = async (table: typeof ahCoupon | typeof ahSubCard, ids: string[], col: 'couponName' | 'cardName') => {
    if (!ids.length) return new Map<string, string>();
    const rows = (await tx.select().from(table).where(inArray(table.id, ids))) as Row[];
    return new Map(rows.map((r) => [String(r.id), String(r[col] ?? '')]));
  };
  const couponNames = await names(ahCoupon, couponIds, 'couponName');
  const cardNames = await names(ahSubCard, cardIds, 'cardName');
  const result: ContractGift[] = [];
  const give = async (kind: ContractGift['kind'], id: string, name: string, send: (sp: Tx) => Promise<string>) => {
    const had = done.get(`${kind}:${id}`);
    if (had) return void result.push(had);
    if (!member) return void result.push({ kind, id, name, refusal: '客户手机号无效，不能发放赠品' });
    try {
      // a savepoint each: a refused gift leaves no half of itself, and the others stand
      const code = await tx.transaction((sp) => send(sp as unknown as Tx));
      result.push({ kind, id, name, code });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      result.push({ kind, id, name, refusal: e.message });
    }
  };
  for (const id of couponIds) await give('coupon', id, couponNames.get(id) ?? id, async (sp) => String((await issueCouponGift(sp, auth, id, member!, opts)).couponCode));
  for (const id of cardIds) await give('subCard', id, cardNames.get(id) ?? id, async (sp) => String((await sendSubCardGift(sp, auth, id, member!, opts)).subCardCode));
  const state = result.every((g) => g.code) ? GIFT_STATE.issued : GIFT_STATE.partly;
  await tx.update(ahCarOrderContract).set({ giftState: state, giftResult: result }).where(eq(ahCarOrderContract.id, String(row.id)));
  const fresh = result.filter((g) => g.code && !done.has(`${g.kind}:${g.id}`));
  const refused = result.filter((g) => !g.code);
  const text = [
    fresh.length ? `已发放：${fresh.map((g) => `${g.name}（${g.code}）`).join('、')}` : '',
    refused.length ? `未发放：${refused.map((g) => `${g.name}（${g.refusal}）`).join('、')}` : '',
  ]
    .filter(Boolean)
    .join('；');
  await writeStateLog(tx, actor, [{ resource: electronicContractResource.key, recordId: String(row.id), action: GIFT_ACTION, field: 'giftState', from: row.giftState ?? GIFT_STATE.none, to: state, reason: text }], now);
  return result;
}
