/**
 * Demo mall orders, refunds, payments and settlements (商城订单, 退款管理, 交易流水, 结算记录, 开票管理):
 * in the first two demo stores, orders of the last four days in every state, made and moved by the
 * same functions the calls use (placing, paying through the local provider, redeeming, refunding),
 * so the operation log, the trades and the state history are the real ones. The three past days are
 * settled; one of them carries a trade without an order, so the reconciliation shows a mismatch.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../index';
import { newId } from '../ids';
import type { SeedContext } from './context';
import { ahGoods } from '../resource-tables/mall';
import { ahMember } from '../resource-tables/members';
import { ahCarCategory, ahCarGoods, ahCarGoodsTag, ahPayInvoice, ahPayTradeOrder } from '../resource-tables/mall-orders';
import { ahCarBrand, ahCarModel, ahCarSeries, ahStoreCarModel } from '../resource-tables/operations';
import { CAR_TYPE } from '../../../src/domain/resources/mall/car-category';
import type { AuthContext } from '../../http/auth';
import { closeOrder, consumeByCode, createMallOrder, expireMallOrders, handleRefund, payMallOrder, requestRefund } from '../../modules/crm-mall/order';
import { chinaDay, settleDay } from '../../modules/crm-pay';
import { GOODS_IS_UP } from '../../../src/machines/mall-goods.machine';
import { INVOICE_STATUS } from '../../../src/domain/resources/mall/payment';

const NAMES: Array<[string, string]> = [
  ['周杰', '13911110001'],
  ['吴敏', '13911110002'],
  ['郑涛', '13911110003'],
  ['孙丽', '13911110004'],
  ['钱程', '13911110005'],
  ['冯雪', '13911110006'],
];

/** [day offset, hour, goods index, quantity, what happens after ordering] */
type Fate = 'unpaid' | 'paid' | 'partly' | 'consumed' | 'refundWaiting' | 'refunded' | 'partRefunded' | 'closed' | 'expired';
const PLAN: Array<[number, number, number, number, Fate]> = [
  [3, 10, 0, 1, 'consumed'],
  [3, 14, 2, 5, 'partly'],
  [3, 16, 1, 1, 'refunded'],
  [2, 9, 2, 3, 'consumed'],
  [2, 11, 3, 1, 'paid'],
  [2, 15, 0, 2, 'partRefunded'],
  [2, 18, 1, 1, 'expired'],
  [1, 10, 2, 4, 'partly'],
  [1, 13, 0, 1, 'refundWaiting'],
  [1, 17, 3, 1, 'paid'],
  [0, 9, 2, 2, 'paid'],
  [0, 10, 0, 3, 'paid'],
  [0, 11, 1, 1, 'closed'],
  [0, 11, 2, 1, 'unpaid'],
];

/** an hour of a China-time day `back` days before now (clamped to the past) */
function at(now: Date, back: number, hour: number, minute = 0): Date {
  const day = chinaDay(new Date(now.getTime() - back * 86_400_000));
  const t = new Date(`${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+08:00`);
  return t.getTime() > now.getTime() ? new Date(now.getTime() - (back + 1) * 60_000) : t;
}

export async function seedMallOrders(tx: Tx, ctx: SeedContext, opts: { now?: Date } = {}): Promise<void> {
  const now = opts.now ?? new Date();
  const { tenantId } = ctx;
  const managerId = ctx.userIds.get('manager')!;
  for (const storeId of ctx.storeIds.slice(0, 2)) {
    const goods = await tx
      .select({ id: ahGoods.id, name: ahGoods.goodsName, price: ahGoods.price })
      .from(ahGoods)
      .where(and(eq(ahGoods.tenantId, tenantId), eq(ahGoods.storeId, storeId), eq(ahGoods.isUp, GOODS_IS_UP.listed)));
    if (!goods.length) continue;
    const members = await tx
      .select({ id: ahMember.id, name: ahMember.memberName, phone: ahMember.phone })
      .from(ahMember)
      .where(and(eq(ahMember.tenantId, tenantId), eq(ahMember.storeId, storeId)))
      .limit(NAMES.length);
    const auth: AuthContext & { storeId: string } = {
      sessionId: 'seed',
      tenantId,
      userId: managerId,
      storeId,
      roleId: ctx.roleIds.get('store_manager') ?? '',
      roleAlias: 'store_manager',
      roleName: '店长',
      account: 'manager',
      isAdmin: false,
      passwordIsInitial: false,
    };
    let i = 0;
    for (const [back, hour, gi, quantity, fate] of PLAN) {
      const g = goods[gi % goods.length];
      const m = members[i % Math.max(1, members.length)];
      const [name, phone] = NAMES[i % NAMES.length];
      const member = m ? { id: String(m.id), name: String(m.name ?? name), phone: String(m.phone ?? phone) } : { id: null, name, phone };
      i++;
      const ordered = at(now, back, hour, i);
      const order = await createMallOrder(tx, { tenantId, storeId, member, goods: { id: String(g.id), name: String(g.name), price: Number(g.price) }, quantity, couponAmount: i % 4 === 0 ? 1000 : 0, now: ordered });
      if (fate === 'unpaid') continue;
      if (fate === 'closed') {
        await closeOrder(tx, auth, order.id, ordered, 'zh');
        continue;
      }
      if (fate === 'expired') {
        await expireMallOrders(tx, tenantId, new Date(ordered.getTime() + 31 * 60_000));
        continue;
      }
      const paidAt = new Date(ordered.getTime() + 2 * 60_000);
      await payMallOrder(tx, tenantId, order.id, paidAt);
      const later = new Date(paidAt.getTime() + 30 * 60_000);
      const code = String(order.consumeCode);
      if (fate === 'consumed') await consumeByCode(tx, auth, code, quantity, later, 'zh');
      if (fate === 'partly') await consumeByCode(tx, auth, code, Math.max(1, quantity - 2), later, 'zh');
      if (fate === 'refundWaiting') await requestRefund(tx, auth, order.id, quantity, '行程有变，不需要了', later, 'zh');
      if (fate === 'refunded' || fate === 'partRefunded') {
        const { id } = await requestRefund(tx, auth, order.id, fate === 'refunded' ? quantity : 1, fate === 'refunded' ? '买错了' : '多买了一件', later, 'zh');
        await handleRefund(tx, auth, id, null, new Date(later.getTime() + 20 * 60_000), 'zh');
      }
      if (fate === 'consumed' && back >= 2) {
        await tx.insert(ahPayInvoice).values({
          id: newId(),
          tenantId,
          storeId,
          orderNo: order.orderNo,
          orderId: order.id,
          titleType: 1,
          invoiceTitle: member.name,
          invoiceAmount: Number(order.payAmount),
          invoiceStatus: back === 3 ? INVOICE_STATUS.issued : INVOICE_STATUS.requested,
          invoiceNo: back === 3 ? `2633${String(i).padStart(8, '0')}` : null,
          issueTime: back === 3 ? later : null,
          createTime: later,
          updateTime: later,
        });
      }
    }
    // a payment the provider reports that no order explains: the reconciliation must flag it
    if (storeId === ctx.storeIds[0]) {
      const stray = at(now, 2, 20);
      await tx.insert(ahPayTradeOrder).values({ id: newId(), tenantId, storeId, tradeNo: `LP${chinaDay(stray).replace(/-/g, '')}STRAY01`, tradeType: 1, outTradeNo: 'MO-UNKNOWN', orderNo: null, amount: 3900, fee: 23, channel: 'local', tradeTime: stray, createTime: stray, updateTime: stray });
    }
    for (const back of [3, 2, 1]) await settleDay(tx, tenantId, storeId, chinaDay(new Date(now.getTime() - back * 86_400_000)), now);
  }
}

/** 汽车分类: per open store, the new-car and used-car categories in order (one used-car category hidden) */
const CAR_CATEGORIES: Array<[string, number, number]> = [
  ['热销新车', CAR_TYPE.newCar, 1],
  ['新能源', CAR_TYPE.newCar, 1],
  ['SUV', CAR_TYPE.newCar, 1],
  ['准新车', CAR_TYPE.usedCar, 1],
  ['官方认证二手车', CAR_TYPE.usedCar, 1],
  ['特价清仓', CAR_TYPE.usedCar, 0],
];

export async function seedCarCategories(tx: Tx, ctx: SeedContext, opts: { now?: Date } = {}): Promise<void> {
  const now = opts.now ?? new Date();
  const rows = ctx.storeIds.slice(0, -1).flatMap((storeId) =>
    CAR_CATEGORIES.map(([categoryName, carType, isShow], i) => ({ id: newId(), tenantId: ctx.tenantId, storeId, categoryName, carType, sort: i + 1, isShow, createTime: now, updateTime: now })),
  );
  if (rows.length) await tx.insert(ahCarCategory).values(rows);
  await seedCarGoods(tx, ctx, rows, now);
}

/**
 * 汽车商品: per open store, new cars from the store's shelf (two listed, one not) and used cars from
 * the catalogue, in the categories above, with the tags 现车, 限时优惠, 准新车 (one without a tag).
 */
async function seedCarGoods(tx: Tx, ctx: SeedContext, categories: Array<{ id: string; storeId: string; categoryName: string; carType: number }>, now: Date) {
  const goods: (typeof ahCarGoods.$inferInsert)[] = [];
  const tags: (typeof ahCarGoodsTag.$inferInsert)[] = [];
  for (const storeId of ctx.storeIds.slice(0, -1)) {
    const tagIds = ['现车', '限时优惠', '准新车'].map((tagName) => {
      const id = newId();
      tags.push({ id, tenantId: ctx.tenantId, storeId, tagName, createTime: now, updateTime: now });
      return id;
    });
    const cat = (name: string) => categories.find((c) => c.storeId === storeId && c.categoryName === name)!.id;
    const shelf = await tx
      .select({ modelId: ahCarModel.id, modelName: ahCarModel.modelName, guidePrice: ahCarModel.guidePrice, storePrice: ahStoreCarModel.storePrice, seriesId: ahCarSeries.id, seriesName: ahCarSeries.seriesName, brandId: ahCarBrand.id, brandName: ahCarBrand.brandName })
      .from(ahStoreCarModel)
      .innerJoin(ahCarModel, eq(ahCarModel.id, ahStoreCarModel.carModelId))
      .innerJoin(ahCarSeries, eq(ahCarSeries.id, ahCarModel.seriesId))
      .innerJoin(ahCarBrand, eq(ahCarBrand.id, ahCarSeries.brandId))
      .where(and(eq(ahStoreCarModel.storeId, storeId), eq(ahStoreCarModel.state, 1)))
      .orderBy(asc(ahStoreCarModel.sort), asc(ahCarModel.id))
      .limit(4);
    shelf.forEach((m, i) => {
      const used = i === 3;
      goods.push({
        id: newId(),
        tenantId: ctx.tenantId,
        storeId,
        goodsName: used ? `准新车 ${m.seriesName} ${m.modelName}` : `${m.seriesName} ${m.modelName}`,
        carType: used ? CAR_TYPE.usedCar : CAR_TYPE.newCar,
        categoryId: cat(used ? '准新车' : i === 0 ? '热销新车' : 'SUV'),
        carBrandId: m.brandId,
        carSeriesId: m.seriesId,
        carModelId: m.modelId,
        brandName: m.brandName,
        seriesName: m.seriesName,
        modelName: m.modelName,
        guidePrice: m.guidePrice,
        price: used ? Math.round(Number(m.guidePrice) * 0.72 / 100) * 100 : Number(m.storePrice ?? m.guidePrice),
        mileage: used ? 1.2 : null,
        firstRegisterDate: used ? '2025-03-18' : null,
        tagIds: i === 2 ? null : used ? tagIds[2] : `${tagIds[0]},${tagIds[1]}`,
        tagNames: i === 2 ? null : used ? '准新车' : '现车、限时优惠',
        description: used ? '一年车龄，官方检测，原厂质保在保。' : '店内现车，可试驾。',
        isUp: i === 2 ? 0 : 1,
        createTime: new Date(now.getTime() - (4 - i) * 60_000),
        updateTime: now,
      });
    });
  }
  if (tags.length) await tx.insert(ahCarGoodsTag).values(tags);
  if (goods.length) await tx.insert(ahCarGoods).values(goods);
}
