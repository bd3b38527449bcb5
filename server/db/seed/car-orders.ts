/**
 * Demo car orders of every open store, consistent with the seeded stock (seed/operations.ts), which
 * this seed does not change: delivered orders for the cars that went out, two of the three locked
 * cars held by an assigned and an invoiced order (the third stays the warehouse's own lock), open
 * orders waiting for a car (factory orders over the last months), a draft and closed orders. Rows
 * are written in their final state, as the calls would have left them, within the default lock
 * setting (deposits paid, at most 3 cars per salesperson, the open lock still running).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../index';
import { newId } from '../ids';
import type { SeedContext } from './context';
import { ahWarehouseCar } from '../resource-tables/operations';
import * as t from '../resource-tables/car-orders';
import { CAR_ORDER_STATES } from '../../../src/machines/car-order.machine';
import { CAR_LOCK_STATES } from '../../../src/machines/car-lock.machine';
import { WAREHOUSE_CAR_STATES } from '../../../src/machines/warehouse-car.machine';
import { user } from '../schema';

const DAY = 86_400_000;
const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗';
const GIVEN = ['先生', '女士', '建华', '丽娟', '志强', '晓燕', '伟', '静', '磊', '敏'];
const BOUTIQUES: Array<[string, number, number]> = [
  ['全车窗膜', 680000, 1],
  ['行车记录仪', 120000, 1],
  ['全包围脚垫', 80000, 1],
  ['隐形车衣', 1680000, 1],
];
const ADDITIONAL: Array<[number, string, number]> = [
  [1, '商业险', 850000],
  [2, '上牌服务', 150000],
  [3, '金融服务费', 300000],
];

type Car = { id: string; vin: string; state: number; carBrandId: string; carSeriesId: string; carModelId: string; brandName: string; seriesName: string; modelName: string; color: string; guidePrice: number; warehouseNo: string | null; outTime: Date | null; storeId: string };

const day = (d: Date) => d.toISOString().slice(0, 10);

export async function seedCarOrders(tx: Tx, ctx: SeedContext): Promise<void> {
  const now = new Date();
  const orders: Record<string, unknown>[] = [];
  const orderCars: Record<string, unknown>[] = [];
  const boutiques: Record<string, unknown>[] = [];
  const additional: Record<string, unknown>[] = [];
  const invoices: Record<string, unknown>[] = [];
  const delivers: Record<string, unknown>[] = [];
  const logs: Record<string, unknown>[] = [];
  const contracts: Record<string, unknown>[] = [];
  const releases: Record<string, unknown>[] = [];
  const names = new Map<string, string>();
  for (const [account, id] of ctx.userIds) {
    const [u] = await tx.select({ realName: user.realName }).from(user).where(eq(user.id, id)).limit(1);
    names.set(account, u?.realName ?? account);
  }
  let person = 0;
  let invoiceNo = 61000000;

  // the last store is stopped: no orders
  for (const [si, storeId] of ctx.storeIds.slice(0, -1).entries()) {
    const cars = (await tx
      .select()
      .from(ahWarehouseCar)
      .where(and(eq(ahWarehouseCar.tenantId, ctx.tenantId), eq(ahWarehouseCar.storeId, storeId)))
      .orderBy(asc(ahWarehouseCar.vin))) as Car[];
    if (cars.length === 0) continue;
    const staff = ctx.staffByStore.get(si) ?? [];
    const salesAccount = staff.includes('sales') ? 'sales' : staff.includes('manager') ? 'manager' : 'admin';
    const salesUserId = ctx.userIds.get(salesAccount)!;
    const salesName = names.get(salesAccount)!;
    const seq = new Map<string, number>();
    const audit = (at: Date) => ({ tenantId: ctx.tenantId, storeId, createUser: salesUserId, updateUser: salesUserId, createTime: at, updateTime: at });

    const makeOrder = (state: number, at: Date, picked: Car[], opts: { deliveredAt?: Date; lockedAt?: Date; closeReason?: string; contract?: boolean; release?: boolean } = {}) => {
      const id = newId();
      const d = day(at).replaceAll('-', '');
      const n = (seq.get(d) ?? 0) + 1;
      seq.set(d, n);
      const orderNo = `DD${d}${String(n).padStart(4, '0')}`;
      const customerName = `${SURNAMES[person % SURNAMES.length]}${GIVEN[person % GIVEN.length]}`;
      const customerPhone = `139${String(10000000 + ((person * 7919) % 89999999)).padStart(8, '0')}`;
      person++;
      let carAmount = 0;
      let boutiqueAmount = 0;
      let additionalAmount = 0;
      const lockedAt = opts.lockedAt ?? new Date(at.getTime() + DAY);
      picked.forEach((car, i) => {
        const carId = newId();
        const salePrice = car.guidePrice - 1_500_000 - (person % 4) * 500_000;
        carAmount += salePrice;
        const holds = state === CAR_ORDER_STATES.assigned || state === CAR_ORDER_STATES.invoiced;
        const delivered = state === CAR_ORDER_STATES.delivered;
        const lockState = delivered ? CAR_LOCK_STATES.delivered : holds ? CAR_LOCK_STATES.locked : CAR_LOCK_STATES.unlocked;
        const invoiced = state === CAR_ORDER_STATES.invoiced || delivered;
        const withCar = holds || delivered;
        orderCars.push({
          ...audit(at),
          id: carId,
          ahCarOrderId: id,
          carBrandId: car.carBrandId,
          carSeriesId: car.carSeriesId,
          carModelId: car.carModelId,
          brandName: car.brandName,
          seriesName: car.seriesName,
          modelName: car.modelName,
          color: car.color,
          guidePrice: car.guidePrice,
          salePrice,
          ahWarehouseCarId: withCar ? car.id : null,
          vin: withCar ? car.vin : null,
          warehouseNo: withCar ? car.warehouseNo : null,
          lockState,
          lockTime: withCar ? lockedAt : null,
          invoiceState: invoiced ? 1 : 0,
          deliveryState: delivered ? 1 : 0,
          sort: i,
        });
        const [bName, bPrice, bQty] = BOUTIQUES[person % BOUTIQUES.length];
        const gift = person % 2 === 0;
        boutiques.push({ ...audit(at), id: newId(), ahCarOrderId: id, ahCarOrderCarId: carId, boutiqueName: bName, price: bPrice, quantity: bQty, isGift: gift ? 1 : 0 });
        if (!gift) boutiqueAmount += bPrice * bQty;
        if (withCar) logs.push({ ...audit(lockedAt), id: newId(), ahCarOrderId: id, ahCarOrderCarId: carId, event: 'LOCK', toVin: car.vin, operatorName: salesName });
        if (invoiced) {
          invoices.push({
            ...audit(new Date(at.getTime() + 3 * DAY)),
            id: newId(),
            ahCarOrderId: id,
            ahCarOrderCarId: carId,
            orderNo,
            vin: car.vin,
            invoiceCode: '033002200111',
            invoiceNo: String(invoiceNo++),
            invoiceDate: day(new Date(at.getTime() + 3 * DAY)),
            invoiceAmount: salePrice,
            taxAmount: Math.round((salePrice / 1.13) * 0.13),
            buyerName: customerName,
            source: 1,
          });
        }
        if (delivered) {
          logs.push({ ...audit(opts.deliveredAt!), id: newId(), ahCarOrderId: id, ahCarOrderCarId: carId, event: 'DELIVER', fromVin: car.vin, toVin: car.vin, operatorName: salesName });
          delivers.push({
            ...audit(opts.deliveredAt!),
            id: newId(),
            ahCarOrderId: id,
            ahCarOrderCarId: carId,
            ahWarehouseCarId: car.id,
            orderNo,
            vin: car.vin,
            customerName,
            salesUserId,
            salesName,
            carSeriesId: car.carSeriesId,
            seriesName: car.seriesName,
            carModelId: car.carModelId,
            modelName: car.modelName,
            deliverAmount: salePrice,
            deliverTime: opts.deliveredAt,
          });
          if (opts.release) {
            releases.push({ ...audit(opts.deliveredAt!), id: newId(), releaseNo: `FX${day(opts.deliveredAt!).replaceAll('-', '')}${String(releases.length + 1).padStart(4, '0')}`, releaseType: 1, vin: car.vin, ahCarOrderId: id, orderNo, customerName, driverName: customerName, releaseTime: opts.deliveredAt });
          }
        }
      });
      const [aType, aName, aPrice] = ADDITIONAL[person % ADDITIONAL.length];
      additional.push({ ...audit(at), id: newId(), ahCarOrderId: id, itemType: aType, itemName: aName, price: aPrice });
      additionalAmount += aPrice;
      const totalAmount = carAmount + boutiqueAmount + additionalAmount;
      const first = picked[0];
      let contractId: string | null = null;
      let contractNo: string | null = null;
      if (opts.contract) {
        contractId = newId();
        contractNo = `HT${orderNo.slice(2)}1`;
        contracts.push({
          ...audit(new Date(at.getTime() + DAY)),
          id: contractId,
          ahCarOrderId: id,
          contractNo,
          contractType: 1,
          customerName,
          totalAmount,
          signState: 1,
          content: { title: '汽车订购协议', orderNo, buyer: { name: customerName, phone: customerPhone }, totalAmount, depositAmount: 500000, balanceAmount: totalAmount - 500000, lines: [] },
        });
      }
      orders.push({
        ...audit(at),
        id,
        orderNo,
        orderType: first.state === WAREHOUSE_CAR_STATES.inTransit ? 2 : 1,
        orderState: state,
        customerName,
        customerPhone,
        salesUserId,
        salesName,
        carSeriesId: first.carSeriesId,
        seriesName: first.seriesName,
        modelName: picked.length > 1 ? `${first.modelName} 等${picked.length}辆` : first.modelName,
        carCount: picked.length,
        lockedCount: state === CAR_ORDER_STATES.assigned || state === CAR_ORDER_STATES.invoiced || state === CAR_ORDER_STATES.delivered ? picked.length : 0,
        paymentMode: person % 3 === 0 ? 2 : 1,
        depositAmount: 500000,
        carAmount,
        boutiqueAmount,
        additionalAmount,
        totalAmount,
        orderDate: day(at),
        expectedDeliveryDate: day(new Date(at.getTime() + 20 * DAY)),
        deliveryTime: opts.deliveredAt ?? null,
        contractId,
        contractNo,
        closeReason: opts.closeReason ?? null,
        closeTime: opts.closeReason ? new Date(at.getTime() + 5 * DAY) : null,
      });
    };

    const out = cars.filter((c) => c.state === WAREHOUSE_CAR_STATES.out);
    const locked = cars.filter((c) => c.state === WAREHOUSE_CAR_STATES.locked);
    const inStock = cars.filter((c) => c.state === WAREHOUSE_CAR_STATES.inStock);
    const inTransit = cars.filter((c) => c.state === WAREHOUSE_CAR_STATES.inTransit);

    // factory orders placed over the last months, still waiting for their cars (the stock stays as
    // seed/operations.ts made it: only its own cars that went out are delivered here)
    for (let m = 5; m >= 1; m--) {
      const model = cars[(m * 3) % cars.length];
      makeOrder(CAR_ORDER_STATES.ordered, new Date(now.getTime() - (m * 30 + 5) * DAY), [{ ...model, state: WAREHOUSE_CAR_STATES.inTransit }]);
    }
    // the seeded cars that went out were delivered to their orders
    for (const car of out) makeOrder(CAR_ORDER_STATES.delivered, new Date((car.outTime ?? now).getTime() - 8 * DAY), [car], { deliveredAt: car.outTime ?? now, contract: true });
    // two of the locked cars are held by orders; the third is the warehouse's own lock. The store's
    // lock setting holds for them (docs/warehouse.md, "Lock setting"): every order holding a car has
    // its deposit, one salesperson holds two cars (at most 3), and the assigned order's lock was
    // taken yesterday, so it still runs (72 hours) and the detail shows when it runs out; the
    // invoiced order's car is kept by its invoice.
    if (locked[0]) makeOrder(CAR_ORDER_STATES.assigned, new Date(now.getTime() - 6 * DAY), [locked[0]], { contract: true, lockedAt: new Date(now.getTime() - 20 * 3_600_000) });
    if (locked[1]) makeOrder(CAR_ORDER_STATES.invoiced, new Date(now.getTime() - 9 * DAY), [locked[1]], { contract: true });
    // open orders waiting for a car (one for two cars), a factory order for a car still in transit
    if (inStock[0]) makeOrder(CAR_ORDER_STATES.ordered, new Date(now.getTime() - 3 * DAY), [inStock[0]]);
    if (inStock[1] && inStock[2]) makeOrder(CAR_ORDER_STATES.ordered, new Date(now.getTime() - 2 * DAY), [inStock[1], inStock[2]]);
    if (inTransit[0]) makeOrder(CAR_ORDER_STATES.ordered, new Date(now.getTime() - 12 * DAY), [inTransit[0]]);
    if (inStock[3]) makeOrder(CAR_ORDER_STATES.draft, new Date(now.getTime() - DAY), [inStock[3]]);
    if (inStock[4]) makeOrder(CAR_ORDER_STATES.closed, new Date(now.getTime() - 40 * DAY), [inStock[4]], { closeReason: '客户选择了其他品牌' });
    if (inStock[5]) makeOrder(CAR_ORDER_STATES.closed, new Date(now.getTime() - 75 * DAY), [inStock[5]], { closeReason: '贷款审批未通过' });
  }

  const insert = async (table: Parameters<Tx['insert']>[0], rows: Record<string, unknown>[]) => {
    for (let i = 0; i < rows.length; i += 500) if (rows.length) await tx.insert(table).values(rows.slice(i, i + 500));
  };
  await insert(t.ahCarOrder, orders);
  await insert(t.ahCarOrderCar, orderCars);
  await insert(t.ahCarOrderCarBoutique, boutiques);
  await insert(t.ahCarOrderAdditional, additional);
  await insert(t.ahCarOrderInvoiceInfo, invoices);
  await insert(t.ahCarOrderDeliver, delivers);
  await insert(t.ahCarOrderLockLog, logs);
  await insert(t.ahCarOrderContract, contracts);
  await insert(t.ahReleaseBusiness, releases);
}
