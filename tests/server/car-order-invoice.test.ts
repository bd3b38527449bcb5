/**
 * Invoices, delivery, contracts: saveOrUpdateOrderInvoice, getOrderInvoiceInfo, delInvoiceInfo,
 * delInvoiceCar, getDetailByVin, the import's writeAnalysedInvoice, delivery by updateCarOrderState,
 * createElectronicContractByCarOrder and the crm-member preview calls.
 */
import { asTenant } from '../../server/db/data-context';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startServer, type TestServer } from './harness';
import { detail, freeCars, get, invoicedOrder, managerIn, orderCarOf, orderFor, orderRow, order, post, saveLockSetting, stockRow } from './car-order-helpers';
import { writeAnalysedInvoice } from '../../server/modules/crm-warehouse/car-order-invoice';
import type { AuthContext } from '../../server/http/auth';
import { DEMO_TENANT } from '../../server/db/seed';
import { userId } from './clue-helpers';

let s: TestServer;
let token: string;
let storeId: string;

beforeAll(async () => {
  s = await startServer();
  ({ token, storeId } = await managerIn(s, '安华宝马杭州西湖店'));
  // every invoiced order here is the manager's and keeps its cars: the store lets one salesperson hold
  // more than the default 3 (the per-person limit itself: car-order-lock-setting.test.ts)
  await saveLockSetting(s, token, { maxLocksPerUser: 50 });
}, 300_000);
afterAll(async () => {
  await s?.close();
});

const invoice = (over: Record<string, unknown> = {}) => ({ invoiceCode: '033002200111', invoiceNo: '00012345', invoiceDate: '2026-01-05', invoiceAmount: 30000000, taxAmount: 3451327, buyerName: '赵先生', ...over });
let serial = 100;
const nextNo = () => String(10000000 + serial++);

describe('invoices', () => {
  it('needs every car locked; checks the fields; makes the order invoiced when every car has one', async () => {
    const cars = await freeCars(s, token, 2);
    const o = await orderFor(s, token, [cars[0], cars[1]]);
    const [c1, c2] = o.carList;
    const early = await post(s, token, 'saveOrUpdateOrderInvoice', { ahCarOrderId: o.id, invoiceList: [{ ahCarOrderCarId: c1.id, ...invoice({ invoiceNo: nextNo() }) }] });
    expect(early.code).toBe(10300);
    expect(early.msg).toContain('订单车辆全部锁车后才能开票');
    for (const [i, c] of [c1, c2].entries()) expect((await post(s, token, 'lockCar', { ahCarOrderCarId: c.id, ahWarehouseCarId: cars[i].id })).code).toBe(200);
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ ahCarOrderId: o.id }, '请填写发票信息'],
      [{ ahCarOrderId: o.id, invoiceList: [{ ...invoice(), ahCarOrderCarId: '1234567890123' }] }, '请选择订单车辆'],
      [{ ahCarOrderId: o.id, invoiceList: [{ ahCarOrderCarId: c1.id, ...invoice({ invoiceNo: '' }) }] }, '发票号码不能为空'],
      [{ ahCarOrderId: o.id, invoiceList: [{ ahCarOrderCarId: c1.id, ...invoice({ invoiceDate: '2026/01/05' }) }] }, '开票日期日期格式错误'],
      [{ ahCarOrderId: o.id, invoiceList: [{ ahCarOrderCarId: c1.id, ...invoice({ invoiceAmount: 'abc' }) }] }, '请填写0-99999999.99之间的数字'],
      [{ ahCarOrderId: o.id, invoiceList: [{ ahCarOrderCarId: c1.id, ...invoice({ taxAmount: 40000000 }) }] }, '税额不能大于价税合计'],
      [{ ahCarOrderId: o.id, invoiceList: [{ ahCarOrderCarId: c1.id, ...invoice({ buyerIdNo: '123' }) }] }, '身份证格式错误'],
      [{ ahCarOrderId: o.id, invoiceList: [{ ahCarOrderCarId: c1.id, ...invoice() }, { ahCarOrderCarId: c1.id, ...invoice() }] }, '第2张发票：同一车辆只能有一张发票'],
    ];
    for (const [body, message] of bad) {
      const r = await post(s, token, 'saveOrUpdateOrderInvoice', body);
      expect(r.code, message).toBe(400);
      expect(r.msg).toContain(message);
    }
    expect((await orderRow(s, o.id)).orderState).toBe(2);
    const one = await post<{ orderState: number }>(s, token, 'saveOrUpdateOrderInvoice', { ahCarOrderId: o.id, invoiceList: [{ ahCarOrderCarId: c1.id, ...invoice({ invoiceNo: nextNo() }) }] });
    expect(one.code).toBe(200);
    expect(one.data.orderState).toBe(2);
    // the invoiced car stays: no unlock, no change
    const un = await post(s, token, 'unlockCar', { ahCarOrderCarId: c1.id });
    expect(un.code).toBe(10300);
    expect(un.msg).toContain('该车辆已开票，请先删除发票');
    const no = nextNo();
    const both = await post<{ orderState: number }>(s, token, 'saveOrUpdateOrderInvoice', { ahCarOrderId: o.id, invoiceList: [{ ahCarOrderCarId: c2.id, ...invoice({ invoiceNo: no }) }] });
    expect(both.data.orderState).toBe(3);
    // the same number cannot serve another car
    const [c3car] = await freeCars(s, token, 1);
    const o2 = await orderFor(s, token, [c3car]);
    expect((await post(s, token, 'lockCar', { ahCarOrderCarId: o2.carList[0].id, ahWarehouseCarId: c3car.id })).code).toBe(200);
    const dup = await post(s, token, 'saveOrUpdateOrderInvoice', { ahCarOrderId: o2.id, invoiceList: [{ ahCarOrderCarId: o2.carList[0].id, ...invoice({ invoiceNo: no }) }] });
    expect(dup.code).toBe(400);
    expect(dup.msg).toBe(`发票号码${no}已用于车辆${cars[1].vin}`);
    const info = await get<{ carList: Array<{ invoice: { invoiceNo: string } | null }> }>(s, token, 'getOrderInvoiceInfo', { ahCarOrderId: o.id });
    expect(info.data.carList.map((c) => c.invoice?.invoiceNo).filter(Boolean)).toHaveLength(2);
    // an invoiced order cannot be closed or edited
    expect((await post(s, token, 'closeCarOrder', { ahCarOrderId: o.id, closeReason: '不要了' })).msg).toContain('已开票的订单不能关闭，请先删除发票');
    expect((await call(s.app, 'POST', '/crm-warehouse/carOrder/addOrUpdateCarOrder', { token, body: { ...order({}, [orderCarOf(cars[0])]), ahCarOrderId: o.id } })).msg).toContain('已开票的订单不能修改');
  });

  it('deletes invoices by car and by invoice id, and the order goes back to assigned', async () => {
    const cars = await freeCars(s, token, 1);
    const o = await invoicedOrder(s, token, cars);
    expect(o.orderState).toBe(3);
    const r = await post<{ orderState: number }>(s, token, 'delInvoiceCar', { ahCarOrderCarId: o.carList[0].id });
    expect(r.code).toBe(200);
    expect(r.data.orderState).toBe(2);
    const again = await post(s, token, 'delInvoiceCar', { ahCarOrderCarId: o.carList[0].id });
    expect(again.code).toBe(10300);
    expect(again.msg).toContain('该车辆没有发票');
    const saved = await post<{ ids: string[] }>(s, token, 'saveOrUpdateOrderInvoice', { ahCarOrderId: o.id, invoiceList: [{ ahCarOrderCarId: o.carList[0].id, ...invoice({ invoiceNo: nextNo() }) }] });
    expect((await orderRow(s, o.id)).orderState).toBe(3);
    expect((await post(s, token, 'delInvoiceInfo', { ids: '' })).msg).toBe('请选择至少一条数据');
    expect((await post(s, token, 'delInvoiceInfo', { ids: '1234567890123' })).code).toBe(404);
    const del = await post(s, token, 'delInvoiceInfo', { ids: saved.data.ids.join(',') });
    expect(del.code).toBe(200);
    expect((await orderRow(s, o.id)).orderState).toBe(2);
    const list = await call<{ total: number }>(s.app, 'GET', '/crm-warehouse/ahCarOrderInvoiceInfo/page', { token, query: { ahCarOrderId: o.id } });
    expect(list.data.total).toBe(0);
  });

  it('finds an invoice by VIN, with the VIN rule', async () => {
    const cars = await freeCars(s, token, 1);
    await invoicedOrder(s, token, cars);
    const r = await call<{ vin: string; invoiceNo: string }>(s.app, 'GET', '/crm-warehouse/ahCarOrderInvoiceInfo/getDetailByVin', { token, query: { vin: cars[0].vin } });
    expect(r.data.vin).toBe(cars[0].vin);
    expect((await call(s.app, 'GET', '/crm-warehouse/ahCarOrderInvoiceInfo/getDetailByVin', { token, query: { vin: 'LBV123' } })).msg).toBe('车架号格式有误');
    expect((await call(s.app, 'GET', '/crm-warehouse/ahCarOrderInvoiceInfo/getDetailByVin', { token, query: {} })).msg).toBe('请输入车架号');
    expect((await call(s.app, 'GET', '/crm-warehouse/ahCarOrderInvoiceInfo/getDetailByVin', { token, query: { vin: 'LBVAAAAA0SA999999' } })).data).toBeNull();
  });

  it('writeAnalysedInvoice writes one imported row in the caller transaction, or refuses it with its reason', async () => {
    const [car] = await freeCars(s, token, 1);
    const o = await orderFor(s, token, [car]);
    const auth = { tenantId: DEMO_TENANT, storeId, userId: await userId(s, 'manager'), isAdmin: false } as unknown as AuthContext;
    const write = (row: Record<string, unknown>) => asTenant(DEMO_TENANT, () => s.services.db.transaction((tx) => writeAnalysedInvoice(tx, s.services, auth, row)));
    await expect(write({ vin: 'BAD', ...invoice() })).rejects.toThrow('车架号格式有误');
    await expect(write({ vin: car.vin, ...invoice() })).rejects.toThrow(`${car.vin}：未找到锁定该车辆的订单`);
    expect((await post(s, token, 'lockCar', { ahCarOrderCarId: o.carList[0].id, ahWarehouseCarId: car.id })).code).toBe(200);
    await expect(write({ vin: car.vin, ...invoice({ invoiceDate: 'x' }) })).rejects.toThrow(`${car.vin}：开票日期日期格式错误`);
    const r = await write({ vin: car.vin.toLowerCase(), ...invoice({ invoiceNo: nextNo() }) });
    expect(r.orderState).toBe(3);
    const d = await detail(s, token, o.id);
    expect(d.carList[0].invoice).toMatchObject({ source: 2, vin: car.vin });
  });
});

describe('delivery', () => {
  it('delivers an invoiced order: the cars go out, one delivery row each, the order is final', async () => {
    const cars = await freeCars(s, token, 2);
    const o = await invoicedOrder(s, token, cars);
    const r = await post<{ orderState: number }>(s, token, 'updateCarOrderState', { ahCarOrderId: o.id, orderState: 4 });
    expect(r.code).toBe(200);
    expect(r.data.orderState).toBe(4);
    for (const c of cars) expect((await stockRow(s, c.id)).state).toBe(5);
    const d = await detail(s, token, o.id);
    expect(d.actions.sort()).toEqual(['CONTRACT', 'REPLENISH']);
    expect(d.carList.every((c) => c.lockState === 3)).toBe(true);
    expect((await post(s, token, 'delInvoiceCar', { ahCarOrderCarId: o.carList[0].id })).msg).toContain('订单已交车');
    const again = await post(s, token, 'updateCarOrderState', { ahCarOrderId: o.id, orderState: 4 });
    expect(again.code).toBe(10300);
    const stats = await call<{ records: Array<{ deliverCount: number }>; deliverCount: number }>(s.app, 'POST', '/crm-warehouse/ahCarOrderDeliver/deliverStatisticsPage', { token, body: { current: 1, size: 20 } });
    expect(stats.data.deliverCount).toBeGreaterThanOrEqual(2);
  });
});

describe('contracts from orders', () => {
  it('creates one booking contract per order with a snapshot of the settlement list, and previews it', async () => {
    const cars = await freeCars(s, token, 1);
    const draft = await call<{ id: string }>(s.app, 'POST', '/crm-warehouse/carOrder/addOrUpdateCarOrder', { token, body: order({ isDraft: 1 }, [orderCarOf(cars[0])]) });
    const refused = await post(s, token, 'createElectronicContractByCarOrder', { ahCarOrderId: draft.data.id });
    expect(refused.code).toBe(10300);
    expect(refused.msg).toContain('草稿订单不能生成合同');
    const o = await orderFor(s, token, cars);
    expect((await post(s, token, 'createElectronicContractByCarOrder', { ahCarOrderId: o.id, contractType: 2 })).msg).toContain('合同类型只能是订购协议(1)或销售草签(3)');
    const r = await post<{ id: string; contractNo: string }>(s, token, 'createElectronicContractByCarOrder', { ahCarOrderId: o.id });
    expect(r.code).toBe(200);
    expect(r.data.contractNo).toMatch(/^HT\d{12}1$/);
    const twice = await post(s, token, 'createElectronicContractByCarOrder', { ahCarOrderId: o.id });
    expect(twice.code).toBe(10300);
    expect(twice.msg).toBe(`该订单已生成合同${r.data.contractNo}`);
    const sale = await post(s, token, 'createElectronicContractByCarOrder', { ahCarOrderId: o.id, contractType: 3 });
    expect(sale.code).toBe(200);
    const preview = await call<{ contractNo: string; content: { totalAmount: number; lines: unknown[]; buyer: { name: string } } }>(s.app, 'GET', '/crm-member/ahElectronicContract/preview', { token, query: { id: r.data.id } });
    expect(preview.data.content.totalAmount).toBe(o.totalAmount);
    expect(preview.data.content.lines).toHaveLength(4);
    expect(preview.data.content.buyer.name).toBe('赵先生');
    expect((await call(s.app, 'GET', '/crm-member/ahElectronicContract/preview', { token, query: { id: '1234567890123' } })).code).toBe(404);
    const list = await call<{ totalAmount: number; balanceAmount: number; lines: Array<{ kind: string; amount: number }> }>(s.app, 'GET', '/crm-member/ahElectronicContract/previewSettlementList', { token, query: { ahCarOrderId: o.id } });
    expect(list.data.totalAmount).toBe(o.totalAmount);
    expect(list.data.balanceAmount).toBe(o.totalAmount - 500000);
    expect(list.data.lines.find((l) => l.kind === 'boutique' && l.amount === 0)).toBeTruthy();
    const d = await detail(s, token, o.id);
    expect(d.contractId).toBe(sale.data && (sale.data as { id: string }).id);
  });

  it('previews a booking contract of an unsaved order with the order form rules', async () => {
    const [car] = await freeCars(s, token, 1);
    const r = await call<{ title: string; totalAmount: number; balanceAmount: number }>(s.app, 'POST', '/crm-member/ahElectronicContract/previewBookingContract', { token, body: order({}, [orderCarOf(car)]) });
    expect(r.code).toBe(200);
    expect(r.data.title).toBe('汽车订购协议');
    expect(r.data.totalAmount).toBe(30000000 + 100000 + 800000);
    expect(r.data.balanceAmount).toBe(r.data.totalAmount - 500000);
    const bad = await call(s.app, 'POST', '/crm-member/ahElectronicContract/previewBookingContract', { token, body: order({ customerPhone: '123' }, [orderCarOf(car)]) });
    expect(bad.msg).toBe('请输入有效手机号');
  });
});
