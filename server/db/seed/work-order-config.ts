/**
 * Demo 工单配置 for the stores with demo work orders: maintenance items with their standard hours,
 * stations, repair types (the six the work orders use), suppliers (the parts' supplier among them),
 * one labour unit price per repair type, the audit setting and the discount modes.
 */
import type { Tx } from '../index';
import { newId } from '../ids';
import type { SeedContext } from './context';
import {
  ahWorkOrderConfigAudit,
  ahWorkOrderConfigMaintenanceItem,
  ahWorkOrderConfigPreferential,
  ahWorkOrderConfigRepairType,
  ahWorkOrderConfigStation,
  ahWorkOrderConfigSupplier,
  ahWorkOrderConfigUnitPrice,
} from '../resource-tables/accessories';
import { REPAIR_TYPE_OPTIONS } from '../../../src/domain/resources/operations/work-order';

const ITEMS: Array<[code: string, name: string, repairType: number, hours: number]> = [
  ['BY001', '更换机油机滤', 1, 0.5],
  ['BY002', '更换空调滤芯', 1, 0.3],
  ['BY003', '四轮定位', 1, 1],
  ['WX001', '更换前刹车片', 2, 1.2],
  ['WX002', '更换蓄电池', 2, 0.5],
  ['WX003', '更换水泵总成', 2, 2.5],
  ['SG001', '更换前保险杠', 3, 3],
  ['BJ001', '单面钣金喷漆', 4, 4],
];
const STATIONS: Array<[name: string, type: number, technician: string]> = [
  ['机修1号工位', 1, '王师傅'],
  ['机修2号工位', 1, '刘师傅'],
  ['快修保养工位', 4, '赵师傅'],
  ['钣金工位', 2, '孙师傅'],
  ['烤漆房', 3, '周师傅'],
];
/** yuan per hour, by repair type */
const PRICES: Record<number, number> = { 1: 380, 2: 420, 3: 450, 4: 450, 5: 0, 6: 300 };
const SUPPLIERS: Array<[name: string, contact: string, phone: string, address: string]> = [
  ['华东汽配供应链有限公司', '黄经理', '13757112345', '杭州市余杭区良渚街道汽配城8号'],
  ['宝马(中国)售后零件中心', '林工', '13916543210', '上海市嘉定区安亭镇墨玉南路1018号'],
  ['杭州德信轮胎商行', '许老板', '13605718888', '杭州市拱墅区石祥路汽配市场3排12号'],
];
const MODES: Array<[name: string, type: number, rate: number | null, maxYuan: number | null]> = [
  ['会员工时9折', 1, 90, null],
  ['老客户材料95折', 2, 95, null],
  ['店长特批减免', 3, null, 500],
];

export async function seedWorkOrderConfig(tx: Tx, ctx: SeedContext): Promise<void> {
  const now = new Date();
  const audit = { tenantId: ctx.tenantId, createTime: now, updateTime: now };
  const stores = ctx.storeIds.slice(0, 3);
  const each = <T>(rows: T[], make: (row: T, storeId: string, i: number) => Record<string, unknown>) => stores.flatMap((storeId) => rows.map((r, i) => ({ ...audit, id: newId(), storeId, ...make(r, storeId, i) })));
  await tx.insert(ahWorkOrderConfigMaintenanceItem).values(each(ITEMS, ([itemCode, itemName, repairType, standardHours]) => ({ itemCode, itemName, repairType, standardHours, state: 1 })));
  await tx.insert(ahWorkOrderConfigStation).values(each(STATIONS, ([stationName, stationType, technician]) => ({ stationName, stationType, technician, state: 1 })));
  await tx.insert(ahWorkOrderConfigRepairType).values(each([...REPAIR_TYPE_OPTIONS], (o, _s, i) => ({ typeName: o.zh, typeCode: `RT0${o.value}`, sort: i, state: 1 })));
  await tx.insert(ahWorkOrderConfigSupplier).values(each(SUPPLIERS, ([supplierName, contact, phone, address]) => ({ supplierName, contact, phone, address, state: 1 })));
  await tx.insert(ahWorkOrderConfigUnitPrice).values(each([...REPAIR_TYPE_OPTIONS], (o) => ({ repairType: o.value, unitPrice: (PRICES[Number(o.value)] ?? 0) * 100 })));
  await tx.insert(ahWorkOrderConfigAudit).values(stores.map((storeId) => ({ ...audit, id: newId(), storeId, reviewEnabled: 1, reviewThreshold: 0, reviewerRole: '售后经理' })));
  await tx.insert(ahWorkOrderConfigPreferential).values(each(MODES, ([modeName, modeType, discountRate, maxYuan]) => ({ modeName, modeType, discountRate, maxAmount: maxYuan === null ? null : maxYuan * 100, state: 1 })));
}
