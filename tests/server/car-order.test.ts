/** crm-warehouse/carOrder: add and edit with bad inputs, list and cards, detail and the read calls, submit, close, removing a car, supplementing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startServer, type TestServer } from './harness';
import { accountIn, detail, freeCars, get, managerIn, order, orderCarOf, orderCarRows, orderFor, orderRow, post, type Page, type StockCar } from './car-order-helpers';

let s: TestServer;
let token: string;
let other: string; // the manager in the Benz store
let bmw: StockCar[];

beforeAll(async () => {
  s = await startServer();
  ({ token } = await managerIn(s, '安华宝马杭州西湖店'));
  bmw = await freeCars(s, token, 6);
  // the finance clerk works in the Benz store too (the store belongs to the session, so another account)
  other = (await accountIn(s, 'finance', '安华奔驰杭州滨江店')).token;
}, 300_000);
afterAll(async () => {
  await s?.close();
});

const add = (body: Record<string, unknown>, t = token) => call<{ id: string; orderNo: string; orderState: number }>(s.app, 'POST', '/crm-warehouse/carOrder/addOrUpdateCarOrder', { token: t, body });

describe('addOrUpdateCarOrder', () => {
  it('creates an ordered order with its cars, boutiques, items, totals and a store order number', async () => {
    const r = await add(order({}, [orderCarOf(bmw[0])]));
    expect(r.code).toBe(200);
    expect(r.data.orderNo).toMatch(/^DD\d{8}\d{4}$/);
    expect(r.data.orderState).toBe(1);
    const d = await detail(s, token, r.data.id);
    expect(d.carCount).toBe(1);
    expect(d.carList[0].boutiqueList).toHaveLength(2);
    // car 300 000.00 + boutiques (gift film free, mats 2 x 500.00) + insurance 8 000.00
    expect(d.totalAmount).toBe(30000000 + 100000 + 800000);
    expect(d.actions).toEqual(expect.arrayContaining(['EDIT', 'CLOSE', 'LOCK_CAR', 'CONTRACT']));
    expect(d.actions).not.toContain('DELIVER');
  });

  it('keeps a draft as a draft and submits it later', async () => {
    const r = await add(order({ isDraft: 1 }, [orderCarOf(bmw[0])]));
    expect(r.data.orderState).toBe(0);
    const d = await detail(s, token, r.data.id);
    expect(d.actions).toContain('SUBMIT');
    expect((await post(s, token, 'lockCar', { ahCarOrderCarId: d.carList[0].id, ahWarehouseCarId: bmw[0].id })).msg).toContain('草稿订单不能锁车');
    const sub = await post<{ orderState: number }>(s, token, 'updateCarOrderState', { ahCarOrderId: r.data.id, orderState: 1 });
    expect(sub.code).toBe(200);
    expect(sub.data.orderState).toBe(1);
    const again = await post(s, token, 'updateCarOrderState', { ahCarOrderId: r.data.id, orderState: 1 });
    expect(again.code).toBe(10300);
    expect(again.msg).toContain('只有草稿订单可以提交');
  });

  it('answers the first bad field in the spec words and writes nothing', async () => {
    const before = (await get<Page<unknown>>(s, token, 'getOrderPageList', { size: 1 })).data.total;
    const cases: Array<[Record<string, unknown>, string]> = [
      [order({ customerName: '' }, [orderCarOf(bmw[0])]), '客户姓名不能为空'],
      [order({ customerPhone: '1234' }, [orderCarOf(bmw[0])]), '请输入有效手机号'],
      [order({ idCardNo: '33010219900101' }, [orderCarOf(bmw[0])]), '身份证格式错误'],
      [order({}, []), '请添加订单车辆'],
      [order({}, [orderCarOf(bmw[0], { salePrice: '' })]), '第1辆车：成交价不能为空'],
      [order({}, [orderCarOf(bmw[0], { salePrice: -1 })]), '第1辆车：请填写0-99999999.99之间的数字'],
      [order({}, [orderCarOf(bmw[0], { carModelId: '1234567890123' })]), '车型不存在'],
      [order({}, [orderCarOf(bmw[0], { boutiqueList: [{ boutiqueName: '脚垫', price: 100, quantity: 0 }] })]), '第1辆车：第1项精品需大于等于 1'],
      [order({ additionalList: [{ itemType: 1, itemName: '', price: 1 }] }, [orderCarOf(bmw[0])]), '第1个附加项目：项目名称不能为空'],
      [order({ depositAmount: 99999999999 }, [orderCarOf(bmw[0])]), '请填写0-99999999.99之间的数字'],
      [order({ depositAmount: 9000000000 }, [orderCarOf(bmw[0])]), '定金不能大于订单总额'],
      [order({ orderType: 7 }, [orderCarOf(bmw[0])]), '订单类型取值无效'],
      [order({ salesUserId: '1234567890123' }, [orderCarOf(bmw[0])]), '销售顾问不存在'],
    ];
    for (const [body, message] of cases) {
      const r = await add(body);
      expect(r.code, message).toBe(400);
      expect(r.msg).toContain(message);
    }
    expect((await get<Page<unknown>>(s, token, 'getOrderPageList', { size: 1 })).data.total).toBe(before);
  });

  it('edits the order: keeps, adds and removes cars; a locked car keeps its model', async () => {
    const o = await orderFor(s, token, [bmw[1]]);
    const two = await add({ ...order({ customerName: '赵先生改' }, [{ ...orderCarOf(bmw[1]), ahCarOrderCarId: o.carList[0].id }, orderCarOf(bmw[2])]), ahCarOrderId: o.id });
    expect(two.code).toBe(200);
    let d = await detail(s, token, o.id);
    expect(d.carCount).toBe(2);
    expect(d.carList[0].id).toBe(o.carList[0].id);
    // lock the first car, then try to change its model or drop it
    expect((await post(s, token, 'lockCar', { ahCarOrderCarId: d.carList[0].id, ahWarehouseCarId: bmw[1].id })).code).toBe(200);
    const models = await call<Array<{ id: string }>>(s.app, 'GET', '/crm-anhua/car_brand/getComModelList', { token });
    const otherModel = models.data.find((m) => m.id !== bmw[1].carModelId)!;
    const changed = await add({ ...order({}, [{ ...orderCarOf(bmw[1], { carModelId: otherModel.id }), ahCarOrderCarId: d.carList[0].id }]), ahCarOrderId: o.id });
    expect(changed.code).toBe(10300);
    expect(changed.msg).toContain('已锁车的车辆不能更换车型');
    const dropped = await add({ ...order({}, [orderCarOf(bmw[2])]), ahCarOrderId: o.id });
    expect(dropped.code).toBe(10300);
    expect(dropped.msg).toContain('已锁车的车辆不能删除，请先解锁');
    d = await detail(s, token, o.id);
    expect(d.carCount).toBe(2);
    // a car of another order is refused
    const foreign = await orderFor(s, token, [bmw[3]]);
    const r = await add({ ...order({}, [{ ...orderCarOf(bmw[3]), ahCarOrderCarId: foreign.carList[0].id }]), ahCarOrderId: o.id });
    expect(r.code).toBe(400);
    expect(r.msg).toContain('不属于该订单');
  });

  it('refuses an order of another store as not found, and a call without a store', async () => {
    const o = await orderFor(s, token, [bmw[0]]);
    expect((await add({ ...order({}, [orderCarOf(bmw[0])]), ahCarOrderId: o.id }, other)).code).toBe(404);
    expect((await get(s, other, 'getCarOrderInfoById', { ahCarOrderId: o.id })).code).toBe(404);
    expect((await get(s, token, 'getCarOrderInfoById', { ahCarOrderId: 'x' })).msg).toBe('请选择订单');
  });
});

describe('lists and reads', () => {
  it('pages with filters and answers the state cards', async () => {
    const o = await orderFor(s, token, [bmw[0]], { customerName: '钱多多' });
    const r = await get<Page<{ id: string; customerName: string; orderState: number }>>(s, token, 'getOrderPageList', { customerName: '钱多', current: 1, size: 10 });
    expect(r.data.records.map((x) => x.id)).toContain(o.id);
    expect(r.data.records.every((x) => x.customerName.includes('钱多'))).toBe(true);
    const cards = await get<{ total: number; ordered: number; cards: Array<{ state: number; count: number }> }>(s, token, 'getOrderStatisticsInfo', {});
    expect(cards.data.cards.map((c) => c.state)).toEqual([0, 1, 2, 3, 4, 9]);
    expect(cards.data.cards.reduce((a, c) => a + c.count, 0)).toBe(cards.data.total);
    const all = await get<Page<unknown>>(s, token, 'getOrderPageList', { size: 1 });
    expect(cards.data.total).toBe(all.data.total);
    expect((await get(s, token, 'getOrderPageList', { orderDateStart: 'yesterday' })).msg).toContain('日期格式错误');
    expect((await get(s, token, 'getOrderPageList', { size: 0 })).code).toBe(400);
  });

  it('answers the cars, boutiques, additional items, a car, the selection VO and the hourly rate', async () => {
    const o = await orderFor(s, token, [bmw[4]]);
    const carId = o.carList[0].id;
    const cars = await get<OrderCarList>(s, token, 'getCarOrderCarList', { ahCarOrderId: o.id });
    expect(cars.data).toHaveLength(1);
    expect((await get<unknown[]>(s, token, 'getCarOrderAdditionalList', { ahCarOrderId: o.id })).data).toHaveLength(1);
    expect((await get<unknown[]>(s, token, 'getCarOrderCarBoutiqueList', { ahCarOrderCarId: carId })).data).toHaveLength(2);
    const one = await get<{ orderNo: string; boutiqueList: unknown[] }>(s, token, 'getCarOrderCarInfo', { ahCarOrderCarId: carId });
    expect(one.data.orderNo).toBe(o.orderNo);
    const vo = await get<{ lockedCar: unknown; customerName: string }>(s, token, 'getSelCarOrderCarInfoVO', { ahCarOrderCarId: carId });
    expect(vo.data.lockedCar).toBeNull();
    expect(vo.data.customerName).toBe('赵先生');
    const rate = await get<{ show: boolean; hourlyRate: number; rateSource: string }>(s, token, 'getHourlyRatesButton', {});
    expect(rate.data).toEqual({ show: true, hourlyRate: 12000, rateSource: 'default' });
    for (const p of ['getCarOrderCarInfo', 'getCarOrderCarBoutiqueList', 'getSelCarOrderCarInfoVO']) {
      expect((await get(s, token, p, {})).msg).toBe('请选择订单车辆');
      expect((await get(s, token, p, { ahCarOrderCarId: '1234567890123' })).code).toBe(404);
    }
    expect((await get(s, token, 'getCarOrderAdditionalList', { ahCarOrderId: '1234567890123' })).code).toBe(404);
    expect((await get(s, token, 'getCarOrderCarList', {})).msg).toBe('请选择订单');
  });
});

type OrderCarList = Array<{ id: string }>;

describe('state, close, removing a car, supplementing', () => {
  it('updateCarOrderState refuses states that come from their own action and unknown ones', async () => {
    const o = await orderFor(s, token, [bmw[0]]);
    const r = await post(s, token, 'updateCarOrderState', { ahCarOrderId: o.id, orderState: 2 });
    expect(r.code).toBe(10300);
    expect(r.msg).toContain('由对应操作产生');
    expect((await post(s, token, 'updateCarOrderState', { ahCarOrderId: o.id, orderState: 7 })).msg).toBe('订单状态不存在');
    expect((await post(s, token, 'updateCarOrderState', { ahCarOrderId: o.id })).msg).toBe('请选择订单状态');
    const deliver = await post(s, token, 'updateCarOrderState', { ahCarOrderId: o.id, orderState: 4 });
    expect(deliver.code).toBe(10300);
    expect(deliver.msg).toContain('订单全部开票后才能交车');
  });

  it('closes an order with a reason, unlocking its cars; a closed order refuses everything', async () => {
    const [car] = await freeCars(s, token, 1);
    const o = await orderFor(s, token, [car]);
    expect((await post(s, token, 'lockCar', { ahCarOrderCarId: o.carList[0].id, ahWarehouseCarId: car.id })).code).toBe(200);
    expect((await post(s, token, 'closeCarOrder', { ahCarOrderId: o.id })).msg).toBe('请输入关闭原因');
    const r = await post(s, token, 'closeCarOrder', { ahCarOrderId: o.id, closeReason: '客户放弃购买' });
    expect(r.code).toBe(200);
    expect((await orderRow(s, o.id)).orderState).toBe(9);
    const car2 = await call<{ state: number }>(s.app, 'GET', '/crm-warehouse/ahWarehouseCar/detail', { token, query: { id: car.id } });
    expect(car2.data.state).toBe(3);
    const again = await post(s, token, 'closeCarOrder', { ahCarOrderId: o.id, closeReason: '再关' });
    expect(again.code).toBe(10300);
    expect(again.msg).toContain('订单已关闭');
    expect((await add({ ...order({}, [orderCarOf(car)]), ahCarOrderId: o.id })).msg).toContain('订单已关闭');
    expect((await detail(s, token, o.id)).actions).toEqual([]);
  });

  it('removes an unlocked order car but keeps at least one, and never a locked one', async () => {
    const o = await orderFor(s, token, [bmw[0], bmw[5]]);
    const [c1, c2] = o.carList;
    expect((await post(s, token, 'lockCar', { ahCarOrderCarId: c1.id, ahWarehouseCarId: bmw[0].id })).code).toBe(200);
    const locked = await post(s, token, 'deletedCarOrderCar', { ahCarOrderCarId: c1.id });
    expect(locked.code).toBe(10300);
    expect(locked.msg).toContain('请先解锁');
    const r = await post<{ orderState: number }>(s, token, 'deletedCarOrderCar', { ahCarOrderCarId: c2.id });
    expect(r.code).toBe(200);
    // the one car left holds a car: the order is assigned now
    expect(r.data.orderState).toBe(2);
    expect(await orderCarRows(s, o.id)).toHaveLength(1);
    expect((await post(s, token, 'unlockCar', { ahCarOrderCarId: c1.id })).code).toBe(200);
    const last = await post(s, token, 'deletedCarOrderCar', { ahCarOrderCarId: c1.id });
    expect(last.code).toBe(10300);
    expect(last.msg).toBe('订单至少需要保留一辆车');
    expect((await post(s, token, 'deletedCarOrderCar', {})).msg).toBe('请选择订单车辆');
  });

  it('supplements the papers with the field rules', async () => {
    const o = await orderFor(s, token, [bmw[0]]);
    expect((await post(s, token, 'replenishOrderInfo', { ahCarOrderId: o.id })).msg).toBe('请填写补录信息');
    expect((await post(s, token, 'replenishOrderInfo', { ahCarOrderId: o.id, plateNo: 'AB12345' })).msg).toBe('车牌号格式有误');
    const r = await post(s, token, 'replenishOrderInfo', { ahCarOrderId: o.id, plateNo: '浙A12345', insuranceCompany: '人保财险', address: '杭州市西湖区' });
    expect(r.code).toBe(200);
    const d = (await detail(s, token, o.id)) as unknown as { plateNo: string; insuranceCompany: string };
    expect(d.plateNo).toBe('浙A12345');
    expect(d.insuranceCompany).toBe('人保财险');
  });
});

