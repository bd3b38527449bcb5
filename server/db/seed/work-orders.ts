/**
 * Demo after-sales work orders: in the first three demo stores, orders in every state of the
 * settlement machine, with their repair materials (the order's materials sum agrees with them) and
 * a voucher; and the work-order settings (warehouses, additional items) of those stores.
 */
import { settlementTotals } from '../../../src/domain/resources/operations/work-order-config';
import type { Tx } from '../index';
import { newId } from '../ids';
import type { SeedContext } from './context';
import { ahWorkOrderConfigAdditional, ahWorkOrderConfigWarehouse, ahWorkOrderInfo, ahWorkOrderInfoRepairMaterial, ahWorkOrderInfoVoucherDeduction } from '../resource-tables/work-orders';
import { WORK_ORDER_STATE, type WorkOrderState } from '../../../src/machines/work-order.machine';

type Material = [name: string, code: string, quantity: number, yuan: number];
interface OrderSeed {
  customerName: string;
  customerPhone: string;
  licensePlate: string;
  vin: string;
  repairType: number;
  serviceAdviser: string;
  labourYuan: number;
  state: WorkOrderState;
  /** hours before the seed time the car came in */
  hoursAgo: number;
  materials: Material[];
  voucher?: [name: string, code: string, yuan: number];
  refuteReason?: string;
  remark?: string;
}

/** In DEMO_STORES order: the service account works in the first store. */
const ORDERS: OrderSeed[][] = [
  [
    {
      customerName: '周志强', customerPhone: '13912345678', licensePlate: '浙A3K8M2', vin: 'LBV5S3102NSA12345', repairType: 1, serviceAdviser: '陈静',
      labourYuan: 380, state: 'inProgress', hoursAgo: 3,
      materials: [['机油 0W-30 5L', 'BMW-OIL-0W30', 1, 780], ['机油滤芯', 'BMW-11428575211', 1, 168]],
      voucher: ['保养代金券', 'DJQ2026110001', 100],
    },
    {
      customerName: '吴晓燕', customerPhone: '13723456789', licensePlate: '浙AD12345', vin: 'LBV8W3109PMA23456', repairType: 2, serviceAdviser: '陈静',
      labourYuan: 600, state: 'inProgress', hoursAgo: 6,
      materials: [['前刹车片', 'BMW-34116883395', 1, 1260], ['刹车油 1L', 'BMW-DOT4', 1, 150]],
    },
    {
      customerName: '郑海涛', customerPhone: '13634567890', licensePlate: '浙A9P7Q1', vin: 'LBV7X9107NMB34567', repairType: 4, serviceAdviser: '陈静',
      labourYuan: 1800, state: 'completed', hoursAgo: 30,
      materials: [['原厂漆 黑色蓝宝石', 'BMW-PAINT-475', 2, 420]],
      remark: '右后门刮擦，钣金喷漆',
    },
    {
      customerName: '孙丽华', customerPhone: '13545678901', licensePlate: '浙B6F2L8', vin: 'LBV3A5108PSC45678', repairType: 1, serviceAdviser: '陈静',
      labourYuan: 380, state: 'completed', hoursAgo: 50,
      materials: [['空调滤芯', 'BMW-64119237555', 1, 236]],
      refuteReason: '材料单价与报价单不一致，请核对',
    },
    {
      customerName: '钱国平', customerPhone: '13456789012', licensePlate: '浙A5H3N6', vin: 'LBV2B7101NMD56789', repairType: 3, serviceAdviser: '陈静',
      labourYuan: 4200, state: 'settlementSubmitted', hoursAgo: 72,
      materials: [['前保险杠', 'BMW-51117450876', 1, 3680], ['左前大灯', 'BMW-63117419629', 1, 5290]],
    },
    {
      customerName: '冯佳怡', customerPhone: '13367890123', licensePlate: '浙AF67890', vin: 'LBV9C1105PSE67890', repairType: 5, serviceAdviser: '陈静',
      labourYuan: 0, state: 'settled', hoursAgo: 120,
      materials: [['水泵总成', 'BMW-11518635089', 1, 2860]],
      remark: '保修期内，厂家索赔',
    },
    {
      customerName: '陈思远', customerPhone: '13278901234', licensePlate: '浙A2R4T9', vin: 'LBV4D6103NMF78901', repairType: 6, serviceAdviser: '陈静',
      labourYuan: 200, state: 'cancelled', hoursAgo: 150,
      materials: [],
      remark: '客户改期，取消工单',
    },
  ],
  [
    {
      customerName: '褚明辉', customerPhone: '13189012345', licensePlate: '浙A7M9K3', vin: 'LE4ZG8DB5PL012345', repairType: 1, serviceAdviser: '李婷',
      labourYuan: 450, state: 'inProgress', hoursAgo: 2,
      materials: [['机油 5W-40 6L', 'MB-OIL-5W40', 1, 860]],
    },
    {
      customerName: '卫晓东', customerPhone: '13090123456', licensePlate: '浙A1B2C3', vin: 'LE4WG4CB1NL123456', repairType: 2, serviceAdviser: '李婷',
      labourYuan: 900, state: 'settlementSubmitted', hoursAgo: 48,
      materials: [['蓄电池 AGM 80Ah', 'MB-A0009829608', 1, 2380]],
    },
  ],
  [
    {
      customerName: '蒋文静', customerPhone: '15012345678', licensePlate: '浙B8D6F4', vin: 'LFV3A28W8P3234567', repairType: 1, serviceAdviser: '赵磊',
      labourYuan: 400, state: 'completed', hoursAgo: 20,
      materials: [['机油 5W-30 5L', 'AUDI-OIL-5W30', 1, 720], ['机油滤芯', 'AUDI-06L115562B', 1, 145]],
    },
  ],
];

const WAREHOUSES: Array<[name: string, code: string, keeper: string, phone: string, address: string]> = [
  ['配件主仓', 'WH-01', '何建华', '13812340001', '售后车间一楼东侧'],
  ['油品仓', 'WH-02', '何建华', '13812340001', '售后车间一楼西侧'],
  ['精品仓', 'WH-03', '吕晓丽', '13812340002', '展厅二楼'],
];

const ADDITIONALS: Array<[name: string, yuan: number]> = [
  ['免费洗车', 0],
  ['内饰深度清洁', 298],
  ['空调系统杀菌', 168],
  ['四轮定位', 260],
  ['轮胎动平衡', 120],
];

export async function seedWorkOrders(tx: Tx, ctx: SeedContext): Promise<void> {
  const now = new Date();
  const { tenantId } = ctx;
  const orders: (typeof ahWorkOrderInfo.$inferInsert)[] = [];
  const materials: (typeof ahWorkOrderInfoRepairMaterial.$inferInsert)[] = [];
  const vouchers: (typeof ahWorkOrderInfoVoucherDeduction.$inferInsert)[] = [];
  ORDERS.forEach((seeds, storeIndex) => {
    const storeId = ctx.storeIds[storeIndex];
    // numbered per store and day, oldest first, as the server numbers them (it continues the sequence)
    const perDay = new Map<string, number>();
    const numberOf = new Map<OrderSeed, string>();
    for (const o of [...seeds].sort((a, b) => b.hoursAgo - a.hoursAgo)) {
      const day = new Date(now.getTime() - o.hoursAgo * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
      numberOf.set(o, `WO${day}${String(perDay.get(day)).padStart(4, '0')}`);
    }
    seeds.forEach((o) => {
      const id = newId();
      const createTime = new Date(now.getTime() - o.hoursAgo * 3_600_000);
      const audit = { tenantId, storeId, createTime, updateTime: createTime };
      const rows = o.materials.map(([materialName, materialCode, quantity, yuan]) => ({ ...audit, id: newId(), ahWorkOrderInfoId: id, materialName, materialCode, quantity, unitPrice: yuan * 100, amount: quantity * yuan * 100 }));
      materials.push(...rows);
      const voucherRows = o.voucher ? [{ ...audit, id: newId(), ahWorkOrderInfoId: id, voucherName: o.voucher[0], voucherCode: o.voucher[1], deductionAmount: o.voucher[2] * 100 }] : [];
      vouchers.push(...voucherRows);
      const state = WORK_ORDER_STATE[o.state];
      const completed = state === WORK_ORDER_STATE.completed || state === WORK_ORDER_STATE.settlementSubmitted || state === WORK_ORDER_STATE.settled;
      orders.push({
        ...audit,
        id,
        orderNo: numberOf.get(o),
        customerName: o.customerName,
        customerPhone: o.customerPhone,
        licensePlate: o.licensePlate,
        vin: o.vin,
        repairType: o.repairType,
        serviceAdviser: o.serviceAdviser,
        itemsAmount: o.labourYuan * 100,
        materialsAmount: rows.reduce((s, r) => s + r.amount, 0),
        deductionAmount: voucherRows.reduce((s, r) => s + r.deductionAmount, 0),
        ahWorkOrderInfoVoucherDeductionIds: voucherRows.map((r) => r.id).join(',') || null,
        // no discount mode on the demo orders: the amount due is labour + materials - vouchers
        ...settlementTotals({ itemsAmount: o.labourYuan * 100, materialsAmount: rows.reduce((s, r) => s + r.amount, 0), deductionAmount: voucherRows.reduce((s, r) => s + r.deductionAmount, 0) }, null),
        state,
        completeTime: completed ? new Date(createTime.getTime() + 2 * 3_600_000) : null,
        settlementTime: state === WORK_ORDER_STATE.settled ? new Date(createTime.getTime() + 4 * 3_600_000) : null,
        refuteReason: o.refuteReason ?? null,
        remark: o.remark ?? null,
      });
    });
  });
  await tx.insert(ahWorkOrderInfo).values(orders);
  await tx.insert(ahWorkOrderInfoRepairMaterial).values(materials);
  await tx.insert(ahWorkOrderInfoVoucherDeduction).values(vouchers);

  const stores = ctx.storeIds.slice(0, ORDERS.length);
  const audit = { tenantId, createTime: now, updateTime: now };
  await tx.insert(ahWorkOrderConfigWarehouse).values(
    stores.flatMap((storeId) =>
      WAREHOUSES.map(([warehouseName, warehouseCode, keeper, keeperPhone, address]) => ({ ...audit, id: newId(), storeId, warehouseName, warehouseCode, keeper, keeperPhone, address, state: 1 })),
    ),
  );
  await tx.insert(ahWorkOrderConfigAdditional).values(
    stores.flatMap((storeId) => ADDITIONALS.map(([itemName, yuan], sort) => ({ ...audit, id: newId(), storeId, itemName, price: yuan * 100, state: 1, sort }))),
  );
}
