/**
 * Demo 事项工单, 车主服务 requests in every state of their machine and 延保确认 rows, in the first
 * three stores, with the owners and plates of the demo work orders' kind (docs/after-sales.md).
 */
import type { Tx } from '../index';
import { newId } from '../ids';
import type { SeedContext } from './context';
import { ahExtendedWarrantyConfirm, ahMatterWorkOrder, ahOwnerService } from '../resource-tables/work-orders';

const H = 3_600_000;
const MATTERS: Array<[title: string, type: number, customer: string, phone: string, plate: string, assignee: string | null, dueHours: number, state: number, result?: string]> = [
  ['保养后三日回访', 1, '钱国平', '13857160011', '浙A5G789', '陈静', 48, 1],
  ['交付维修结算单与发票', 2, '孙丽华', '13957180022', '浙A3K521', '陈静', 24, 2],
  ['交强险到期续保提醒', 3, '周明', '13757190033', '浙AD8866', null, 72, 0],
  ['事故车定损资料补交', 2, '吴刚', '13657100044', '浙A9Z110', '陈静', -24, 3, '资料已交保险公司'],
];
const SERVICES: Array<[type: number, owner: string, phone: string, plate: string, hours: number, location: string, content: string, state: number, assignee?: string, result?: string]> = [
  [1, '郑海', '13857111101', '浙A1R234', -2, '杭州绕城高速留下出口', '爆胎，需拖车', 3, '王师傅', '已拖回店内更换轮胎'],
  [1, '冯倩', '13857111102', '浙A2T456', 1, '文一西路与古墩路口', '电瓶亏电无法启动', 1, '王师傅'],
  [2, '陈志远', '13857111103', '浙A3Y678', 26, '', '4万公里常规保养', 0],
  [2, '褚红', '13857111104', '浙A4U890', 50, '', '更换刹车片并做四轮定位', 1, '陈静'],
  [3, '卫东', '13857111105', '浙A5I012', 5, '', '精洗+内饰清洁', 2, '李师傅'],
  [3, '蒋雪', '13857111106', '浙A6O234', 30, '', '会员免费洗车', 4],
  [4, '沈阳', '13857111107', '', 72, '杭州市车管所', '新车上牌，选号', 0],
];
const WARRANTIES: Array<[orderNo: string, customer: string, phone: string, vin: string, product: string, years: number, yuan: number, state: number]> = [
  ['CO202611010001', '钱国平', '13857160011', 'LBV5S3102NSA00001', '原厂延保(动力总成)', 2, 6800, 0],
  ['CO202611020002', '孙丽华', '13957180022', 'LBV5S3102NSA00002', '原厂延保(整车)', 3, 12800, 1],
  ['CO202611030003', '周明', '13757190033', 'LBV5S3102NSA00003', '第三方延保', 1, 3600, 0],
];

export async function seedAfterSalesService(tx: Tx, ctx: SeedContext): Promise<void> {
  const now = new Date();
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  const stores = ctx.storeIds.slice(0, 3);
  const base = (storeId: string) => ({ tenantId: ctx.tenantId, storeId, createTime: now, updateTime: now, id: newId() });
  await tx.insert(ahMatterWorkOrder).values(
    stores.flatMap((storeId) =>
      MATTERS.map(([title, matterType, customerName, customerPhone, licensePlate, assignee, dueHours, state, handleResult]) => ({
        ...base(storeId), title, matterType, customerName, customerPhone, licensePlate, assignee, dueTime: new Date(now.getTime() + dueHours * H), state, handleResult: handleResult ?? null,
      })),
    ),
  );
  await tx.insert(ahOwnerService).values(
    stores.flatMap((storeId) =>
      SERVICES.map(([serviceType, ownerName, phone, licensePlate, hours, location, content, state, assignee, handleResult]) => {
        const row = base(storeId);
        return { ...row, requestNo: `FW${day}${row.id.slice(-6)}`, serviceType, ownerName, phone, licensePlate: licensePlate || null, appointmentTime: new Date(now.getTime() + hours * H), location: location || null, content, state, assignee: assignee ?? null, handleResult: handleResult ?? null };
      }),
    ),
  );
  await tx.insert(ahExtendedWarrantyConfirm).values(
    stores.flatMap((storeId) =>
      WARRANTIES.map(([orderNo, customerName, customerPhone, vin, productName, years, yuan, state]) => ({ ...base(storeId), orderNo, customerName, customerPhone, vin, productName, years, amount: yuan * 100, state })),
    ),
  );
}
