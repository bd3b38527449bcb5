/** Shared bits of the car-order tests: the manager acting in a store, stock cars by state, an order made through the call. */
import { and, eq } from 'drizzle-orm';
import { call, login, type TestServer } from './harness';
import { ahWarehouseCar } from '../../server/db/resource-tables/operations';
import { ahCarOrder, ahCarOrderCar } from '../../server/db/resource-tables/car-orders';
import { newId } from '../../server/db/ids';

export interface Page<T> {
  records: T[];
  total: number;
}

export interface StockCar {
  id: string;
  vin: string;
  state: number;
  inTransfer: number;
  carModelId: string;
  carSeriesId: string;
  modelName: string;
  storeId?: string;
}

export interface OrderCar {
  id: string;
  ahCarOrderCarId: string;
  carModelId: string;
  lockState: number;
  invoiceState: number;
  ahWarehouseCarId: string | null;
  vin: string | null;
  salePrice: number;
}

export interface OrderDetail {
  id: string;
  orderNo: string;
  orderState: number;
  totalAmount: number;
  carCount: number;
  lockedCount: number;
  carList: Array<OrderCar & { boutiqueList: unknown[]; invoice: Record<string, unknown> | null }>;
  additionalList: unknown[];
  actions: string[];
  contractId: string | null;
}

/** an account acting in one of its stores by name (the store belongs to the session: one store per account at a time) */
export async function accountIn(s: TestServer, account: string, storeName: string): Promise<{ token: string; storeId: string }> {
  const t = await login(s.app, account, account === 'admin' ? 'admin123' : 'anhua123');
  const stores = await call<Array<{ value: string; label: string }>>(s.app, 'GET', '/crm-anhua/store/myList', { token: t.access_token });
  const storeId = stores.data.find((x) => x.label === storeName)?.value;
  if (!storeId) throw new Error(`${account} does not work in ${storeName}`);
  const sw = await call<{ access_token: string }>(s.app, 'GET', '/blade-auth/oauth/modifyToken', { token: t.access_token, query: { storeId } });
  return { token: sw.data.access_token, storeId };
}

/** the manager (stores 0, 1, 2) acting in one store by name */
export const managerIn = (s: TestServer, storeName: string) => accountIn(s, 'manager', storeName);

let vinSeq = 0;
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
/** a VIN that passes the rule and no seeded car has (serial part starts with 9) */
export function testVin(): string {
  const n = vinSeq++;
  const mid = Array.from({ length: 5 }, (_, i) => VIN_CHARS[(n * 7 + i * 11 + Math.floor(Math.random() * 33)) % VIN_CHARS.length]).join('');
  return `LTS${mid}0SZ9${String(n).padStart(5, '0')}`;
}

/**
 * Fresh in-stock cars of the token's store, written straight into the table (test setup, not the
 * behaviour under test): of the given model, or of the model of a seeded car of the store.
 */
export async function freeCars(s: TestServer, token: string, n: number, modelId?: string): Promise<StockCar[]> {
  const r = await call<Page<StockCar>>(s.app, 'GET', '/crm-warehouse/ahWarehouseCar/getPage', { token, query: { size: 200, ...(modelId ? { carModelId: modelId } : {}) } });
  const like = r.data.records[0];
  if (!like) throw new Error('no seeded car to copy');
  const [template] = (await s.database.ownerDb.select().from(ahWarehouseCar).where(eq(ahWarehouseCar.id, like.id)).limit(1)) as Record<string, unknown>[];
  const out: StockCar[] = [];
  for (let i = 0; i < n; i++) {
    const id = newId();
    const vin = testVin();
    const now = new Date();
    await s.database.ownerDb.insert(ahWarehouseCar).values({ ...template, id, vin, state: 3, inTransfer: 0, outTime: null, inTime: now, warehouseNo: `T${vin.slice(-8)}`, createTime: now, updateTime: now } as never);
    out.push({ id, vin, state: 3, inTransfer: 0, carModelId: String(template.carModelId), carSeriesId: String(template.carSeriesId), modelName: String(template.modelName), storeId: String(template.storeId) });
  }
  return out;
}

export const order = (over: Record<string, unknown> = {}, cars: Array<Record<string, unknown>> = []) => ({
  orderType: 1,
  customerName: '赵先生',
  customerPhone: '13912345678',
  paymentMode: 1,
  depositAmount: 500000,
  orderDate: new Date().toISOString().slice(0, 10),
  carList: cars,
  additionalList: [{ itemType: 1, itemName: '商业险', price: 800000 }],
  ...over,
});

export const orderCarOf = (car: Pick<StockCar, 'carModelId'>, over: Record<string, unknown> = {}) => ({
  carModelId: car.carModelId,
  color: '矿石白',
  salePrice: 30000000,
  boutiqueList: [{ boutiqueName: '全车窗膜', price: 680000, quantity: 1, isGift: 1 }, { boutiqueName: '脚垫', price: 50000, quantity: 2, isGift: 0 }],
  ...over,
});

export async function addOrder(s: TestServer, token: string, body: Record<string, unknown>) {
  const r = await call<{ id: string; orderNo: string; orderState: number }>(s.app, 'POST', '/crm-warehouse/carOrder/addOrUpdateCarOrder', { token, body });
  if (r.code !== 200) throw new Error(`add order failed: ${r.code} ${r.msg}`);
  return r.data;
}

export async function detail(s: TestServer, token: string, id: string): Promise<OrderDetail> {
  const r = await call<OrderDetail>(s.app, 'GET', '/crm-warehouse/carOrder/getCarOrderInfoById', { token, query: { ahCarOrderId: id } });
  if (r.code !== 200) throw new Error(`detail failed: ${r.code} ${r.msg}`);
  return r.data;
}

export const post = <T = unknown>(s: TestServer, token: string, path: string, body: unknown) => call<T>(s.app, 'POST', `/crm-warehouse/carOrder/${path}`, { token, body });
export const get = <T = unknown>(s: TestServer, token: string, path: string, query: Record<string, string | number | undefined>) => call<T>(s.app, 'GET', `/crm-warehouse/carOrder/${path}`, { token, query });

/** a submitted order with one car per stock car given (each of its model), answered with its detail */
export async function orderFor(s: TestServer, token: string, cars: StockCar[], over: Record<string, unknown> = {}) {
  const made = await addOrder(s, token, order(over, cars.map((c) => orderCarOf(c))));
  return detail(s, token, made.id);
}

/** order, lock every car, invoice every car: answers the invoiced order's detail */
export async function invoicedOrder(s: TestServer, token: string, cars: StockCar[]) {
  const o = await orderFor(s, token, cars);
  for (const [i, c] of o.carList.entries()) {
    const r = await post(s, token, 'lockCar', { ahCarOrderCarId: c.id, ahWarehouseCarId: cars[i].id });
    if (r.code !== 200) throw new Error(`lock failed: ${r.code} ${r.msg}`);
  }
  const inv = await post(s, token, 'saveOrUpdateOrderInvoice', {
    ahCarOrderId: o.id,
    invoiceList: o.carList.map((c, i) => ({ ahCarOrderCarId: c.id, invoiceCode: '033002200111', invoiceNo: `${Date.now() % 100000000}${i}`.slice(-8), invoiceDate: '2026-01-05', invoiceAmount: 30000000, taxAmount: 3451327, buyerName: '赵先生' })),
  });
  if (inv.code !== 200) throw new Error(`invoice failed: ${inv.code} ${inv.msg}`);
  return detail(s, token, o.id);
}

export interface LockSettingBody {
  lockHours: number;
  maxLocksPerUser: number;
  requireDeposit: number;
  allowChangeLock: number;
}

/** saves the lock setting of the token's store: the defaults (72 h, 3 cars, deposit, change) with the given changes */
export async function saveLockSetting(s: TestServer, token: string, over: Partial<LockSettingBody> = {}) {
  const r = await call<LockSettingBody>(s.app, 'POST', '/crm-warehouse/ahWarehouseCar/saveLockSetting', { token, body: { lockHours: 72, maxLocksPerUser: 3, requireDeposit: 1, allowChangeLock: 1, ...over } });
  if (r.code !== 200) throw new Error(`lock setting failed: ${r.code} ${r.msg}`);
  return r.data;
}

export async function stockRow(s: TestServer, id: string) {
  const [row] = (await s.database.ownerDb.select().from(ahWarehouseCar).where(eq(ahWarehouseCar.id, id)).limit(1)) as Array<{ state: number; inTransfer: number; outTime: Date | null; storeId: string }>;
  return row;
}

export async function orderRow(s: TestServer, id: string) {
  const [row] = (await s.database.ownerDb.select().from(ahCarOrder).where(eq(ahCarOrder.id, id)).limit(1)) as Array<{ orderState: number; lockedCount: number; totalAmount: number }>;
  return row;
}

export async function orderCarRows(s: TestServer, orderId: string) {
  return (await s.database.ownerDb
    .select()
    .from(ahCarOrderCar)
    .where(and(eq(ahCarOrderCar.ahCarOrderId, orderId), eq(ahCarOrderCar.isDeleted, 0)))) as Array<{ id: string; lockState: number; invoiceState: number; ahWarehouseCarId: string | null }>;
}
