/**
 * Contracts from orders: carOrder/createElectronicContractByCarOrder, and the three crm-member
 * preview calls the order screens use (ahElectronicContract/preview, previewSettlementList,
 * previewBookingContract). The contract keeps a snapshot of the order's settlement list, so later
 * edits of the order do not change a contract already made.
 */
import { and, asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import { ApiError, fail, notFound } from '../../http/envelope';
import type { AuthContext } from '../../http/auth';
import type { Services } from '../../services';
import type { Tx } from '../../db';
import { Codes, type Lang } from '../../../src/domain/codes';
import { newId } from '../../db/ids';
import { store } from '../../db/schema';
import * as t from '../../db/resource-tables/car-orders';
import { ahCarModel } from '../../db/resource-tables/operations';
import { idOf, lockOrder, needStore, orderIdInput, orderNotFound, ort, requireOrderEvent, type OrderCarRow, type OrderRow } from './car-order-core';
import { checkOrderBody } from './car-order';

export const CONTRACT_TITLES: Record<number, { zh: string; en: string }> = {
  1: { zh: '汽车订购协议', en: 'Car booking agreement' },
  3: { zh: '汽车销售合同（草签）', en: 'Car sales contract (draft)' },
};

interface SettlementLine {
  kind: 'car' | 'boutique' | 'additional';
  name: string;
  quantity: number;
  price: number;
  amount: number;
  gift?: boolean;
}

/** the settlement list of an order: each car, each boutique, each additional item, and the totals */
async function settlementOf(db: Tx | Services['db'], orderId: string) {
  const cars = (await db
    .select()
    .from(t.ahCarOrderCar)
    .where(and(eq(t.ahCarOrderCar.ahCarOrderId, orderId), eq(t.ahCarOrderCar.isDeleted, 0)))
    .orderBy(asc(t.ahCarOrderCar.sort), asc(t.ahCarOrderCar.id))) as OrderCarRow[];
  const boutiques = (await db
    .select()
    .from(t.ahCarOrderCarBoutique)
    .where(and(eq(t.ahCarOrderCarBoutique.ahCarOrderId, orderId), eq(t.ahCarOrderCarBoutique.isDeleted, 0)))) as Record<string, unknown>[];
  const additional = (await db
    .select()
    .from(t.ahCarOrderAdditional)
    .where(and(eq(t.ahCarOrderAdditional.ahCarOrderId, orderId), eq(t.ahCarOrderAdditional.isDeleted, 0)))) as Record<string, unknown>[];
  const lines: SettlementLine[] = [];
  for (const c of cars) {
    lines.push({ kind: 'car', name: `${c.brandName ?? ''} ${c.modelName ?? ''}${c.color ? `（${c.color}）` : ''}${c.vin ? ` ${c.vin}` : ''}`.trim(), quantity: 1, price: c.salePrice ?? 0, amount: c.salePrice ?? 0 });
    for (const b of boutiques.filter((x) => x.ahCarOrderCarId === c.id)) {
      const gift = b.isGift === 1;
      const q = Number(b.quantity ?? 0);
      const p = Number(b.price ?? 0);
      lines.push({ kind: 'boutique', name: String(b.boutiqueName), quantity: q, price: p, amount: gift ? 0 : p * q, gift });
    }
  }
  for (const a of additional) lines.push({ kind: 'additional', name: String(a.itemName), quantity: 1, price: Number(a.price ?? 0), amount: Number(a.price ?? 0) });
  return { lines, totalAmount: lines.reduce((s, l) => s + l.amount, 0) };
}

function contractContent(order: Record<string, unknown>, storeName: string | null, settlement: { lines: SettlementLine[]; totalAmount: number }, contractType: number) {
  return {
    title: CONTRACT_TITLES[contractType]?.zh ?? '合同',
    seller: storeName,
    buyer: { name: order.customerName ?? null, phone: order.customerPhone ?? null, idCardNo: order.idCardNo ?? null, address: order.address ?? null },
    orderNo: order.orderNo ?? null,
    paymentMode: order.paymentMode ?? null,
    depositAmount: order.depositAmount ?? 0,
    expectedDeliveryDate: order.expectedDeliveryDate ?? null,
    lines: settlement.lines,
    totalAmount: settlement.totalAmount,
    balanceAmount: settlement.totalAmount - Number(order.depositAmount ?? 0),
  };
}

async function storeName(db: Tx | Services['db'], storeId: string | null) {
  if (!storeId) return null;
  const [s] = await db.select({ name: store.branchName }).from(store).where(eq(store.id, storeId)).limit(1);
  return s?.name ?? null;
}

async function createContract(services: Services, auth: AuthContext, orderId: string, contractType: number, lang: Lang) {
  needStore(auth, lang);
  return services.db.transaction(async (tx) => {
    const order = await lockOrder(tx, auth, orderId, lang);
    requireOrderEvent(order, { type: 'CONTRACT' }, lang);
    const [live] = await tx
      .select({ id: t.ahCarOrderContract.id, contractNo: t.ahCarOrderContract.contractNo })
      .from(t.ahCarOrderContract)
      .where(and(eq(t.ahCarOrderContract.ahCarOrderId, orderId), eq(t.ahCarOrderContract.contractType, contractType), eq(t.ahCarOrderContract.isDeleted, 0)))
      .limit(1);
    if (live) throw fail(Codes.BUSINESS_NOTICE, lang === 'en' ? `The order already has contract ${live.contractNo}` : `该订单已生成合同${live.contractNo}`);
    const settlement = await settlementOf(tx, orderId);
    const now = services.now();
    const id = newId();
    const contractNo = `HT${order.orderNo?.slice(2) ?? id}${contractType}`;
    const content = contractContent(order as unknown as Record<string, unknown>, await storeName(tx, order.storeId), settlement, contractType);
    // the contract desk (crm-member ahElectronicContract) reads the first car, its boutiques and the prices
    const [car] = (await tx
      .select()
      .from(t.ahCarOrderCar)
      .where(and(eq(t.ahCarOrderCar.ahCarOrderId, orderId), eq(t.ahCarOrderCar.isDeleted, 0)))
      .orderBy(asc(t.ahCarOrderCar.sort), asc(t.ahCarOrderCar.id))
      .limit(1)) as OrderCarRow[];
    const boutiqueRows = (await tx
      .select({ id: t.ahCarOrderCarBoutique.id })
      .from(t.ahCarOrderCarBoutique)
      .where(and(eq(t.ahCarOrderCarBoutique.ahCarOrderId, orderId), eq(t.ahCarOrderCarBoutique.isDeleted, 0)))) as { id: string }[];
    const carsAmount = settlement.lines.filter((l) => l.kind === 'car').reduce((s, l) => s + l.amount, 0);
    await tx.insert(t.ahCarOrderContract).values({
      id,
      storeId: order.storeId,
      ahCarOrderId: orderId,
      contractNo,
      contractType,
      state: 0,
      customerName: order.customerName,
      customerPhone: order.customerPhone ?? null,
      idCardNo: order.idCardNo ?? null,
      carModelId: car?.carModelId ?? null,
      carModelName: car ? `${car.seriesName ?? ''} ${car.modelName ?? ''}`.trim() : null,
      vin: car?.vin ?? null,
      carPrice: carsAmount,
      boutiqueAmount: settlement.totalAmount - carsAmount,
      depositAmount: Number(order.depositAmount ?? 0),
      contractBoutiqueId: boutiqueRows.map((b) => b.id).join(',') || null,
      totalAmount: settlement.totalAmount,
      content,
      signState: 0,
      isPaper: 0,
      paperContractSignerState: 0,
      reviewStep: 0,
      reviewSteps: 0,
      usedPermissions: 0,
      createUser: auth.userId,
      updateUser: auth.userId,
      createTime: now,
      updateTime: now,
    });
    await tx.update(t.ahCarOrder).set({ contractId: id, contractNo, updateUser: auth.userId, updateTime: now }).where(eq(t.ahCarOrder.id, orderId));
    return { id, ahElectronicContractId: id, contractNo };
  });
}

const contractTypeOf = (raw: unknown, lang: Lang) => {
  if (raw === undefined || raw === null || raw === '') return 1;
  const n = Number(raw);
  if (!CONTRACT_TITLES[n]) throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? 'An order makes a booking agreement (1) or a sale draft (3)' : '合同类型只能是订购协议(1)或销售草签(3)', { field: 'contractType' });
  return n;
};

export const carOrderContractRoutes: Registrable[] = [
  route({
    method: 'POST',
    url: '/crm-warehouse/carOrder/createElectronicContractByCarOrder',
    permission: 'car_order_contract',
    input: orderIdInput,
    handler: async ({ auth, services, input, lang }) => createContract(services, auth, input.id, contractTypeOf(input.contractType, lang), lang),
  }),
  route({
    method: 'GET',
    url: '/crm-member/ahElectronicContract/preview',
    input: idOf(['ahElectronicContractId', 'id'], '请选择合同'),
    handler: async ({ auth, services, input, lang }) => {
      const row = await ort.contract.findOne(services.db, await ort.contract.scope(services, auth), input.id);
      if (!row) throw notFound(lang === 'en' ? 'No such contract' : '合同不存在');
      return ort.contract.present(row, services);
    },
  }),
  route({
    method: 'GET',
    url: '/crm-member/ahElectronicContract/previewSettlementList',
    input: orderIdInput,
    handler: async ({ auth, services, input, lang }) => {
      const order = await ort.order.findOne(services.db, await ort.order.scope(services, auth), input.id);
      if (!order) throw orderNotFound(lang);
      const settlement = await settlementOf(services.db, input.id);
      return { ahCarOrderId: input.id, orderNo: order.orderNo, depositAmount: order.depositAmount ?? 0, ...settlement, balanceAmount: settlement.totalAmount - Number(order.depositAmount ?? 0) };
    },
  }),
  route({
    method: 'POST',
    url: '/crm-member/ahElectronicContract/previewBookingContract',
    input: v.looseObject({}),
    handler: async ({ auth, services, input, lang }) => {
      // the booking agreement of an order not saved yet: the order form's body, checked the same way
      const storeId = needStore(auth, lang);
      const { order, cars, additional } = checkOrderBody(input, lang);
      const lines: SettlementLine[] = [];
      for (const [i, c] of cars.entries()) {
        const [m] = await services.db
          .select({ modelName: ahCarModel.modelName, seriesName: ahCarModel.seriesName })
          .from(ahCarModel)
          .where(and(eq(ahCarModel.id, String(c.value.carModelId)), eq(ahCarModel.isDeleted, 0)))
          .limit(1);
        if (!m) throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? `Car ${i + 1}: no such car model` : `第${i + 1}辆车：车型不存在`, { field: `carList.${i}.carModelId` });
        const price = Number(c.value.salePrice ?? 0);
        lines.push({ kind: 'car', name: `${m.seriesName ?? ''} ${m.modelName ?? ''}${c.value.color ? `（${c.value.color}）` : ''}`.trim(), quantity: 1, price, amount: price });
        for (const b of c.boutiques) {
          const gift = Number(b.isGift ?? 0) === 1;
          const q = Number(b.quantity ?? 0);
          const p = Number(b.price ?? 0);
          lines.push({ kind: 'boutique', name: String(b.boutiqueName), quantity: q, price: p, amount: gift ? 0 : p * q, gift });
        }
      }
      for (const a of additional) lines.push({ kind: 'additional', name: String(a.itemName), quantity: 1, price: Number(a.price ?? 0), amount: Number(a.price ?? 0) });
      const settlement = { lines, totalAmount: lines.reduce((s, l) => s + l.amount, 0) };
      if (Number(order.depositAmount ?? 0) > settlement.totalAmount) throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? 'The deposit cannot exceed the order total' : '定金不能大于订单总额', { field: 'depositAmount' });
      return { contractType: 1, ...contractContent(order, await storeName(services.db, storeId), settlement, 1) };
    },
  }),
];

export type { OrderRow };
