/** Demo appointments: for each of the first three demo stores, a pool of unassigned bookings, a few assigned ones and the store's settings. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../index';
import { newId } from '../ids';
import * as s from '../schema';
import type { SeedContext } from './context';
import { ahAppointmentConfig, ahAppointmentRecord } from '../resource-tables/appointments';
import { DEMO_CATALOGUE } from './operations';

const CUSTOMERS: Array<[name: string, phone: string, source: number, remark: string | null]> = [
  ['赵一鸣', '13912340001', 1, '想周末下午来试驾'],
  ['钱晓彤', '13912340002', 2, null],
  ['孙浩然', '13912340003', 3, '已有一台旧车，想了解置换'],
  ['周若琳', '13912340004', 5, null],
  ['吴俊杰', '13912340005', 1, '带家人一起来'],
  ['郑雨萱', '13912340006', 2, null],
  ['冯子轩', '13912340007', 4, '比较关注金融方案'],
  ['陈思远', '13912340008', 3, null],
];
/** the first POOL of each store wait in the pool; the rest are assigned */
const POOL = 5;

export async function seedAppointments(tx: Tx, ctx: SeedContext, opts: { now?: Date } = {}): Promise<void> {
  const now = opts.now ?? new Date();
  const t = ctx.tenantId;
  const [manager] = await tx.select({ name: s.user.name }).from(s.user).where(and(eq(s.user.tenantId, t), eq(s.user.account, 'manager'))).limit(1);
  for (let si = 0; si < 3; si++) {
    const storeId = ctx.storeIds[si];
    const accounts = (ctx.staffByStore.get(si) ?? []).filter((a) => a.startsWith('sales'));
    const salesmen = accounts.length ? await tx.select({ id: s.user.id, name: s.user.name }).from(s.user).where(and(eq(s.user.tenantId, t), inArray(s.user.account, accounts))) : [];
    const series = DEMO_CATALOGUE[si]?.series.map(([name]) => name) ?? [];
    const rows = CUSTOMERS.map(([customerName, phone, source, remark], i) => {
      // tomorrow onwards, on the hour between 10:00 and 16:00
      const at = new Date(now);
      at.setDate(at.getDate() + 1 + (i % 4));
      at.setHours(10 + ((i * 2 + si) % 7), 0, 0, 0);
      const assignee = i >= POOL && salesmen.length ? salesmen[i % salesmen.length] : null;
      return {
        id: newId(),
        tenantId: t,
        storeId,
        customerName,
        customerPhone: `${phone.slice(0, 9)}${si}${phone.slice(10)}`,
        appointmentType: 1,
        carSeriesName: series.length ? series[i % series.length] : null,
        appointmentTime: at,
        source,
        assigned: assignee ? 1 : 0,
        assigneeId: assignee?.id ?? null,
        assigneeName: assignee?.name ?? null,
        assignTime: assignee ? new Date(now.getTime() - (i + 1) * 3_600_000) : null,
        assignUserName: assignee ? (manager?.name ?? null) : null,
        remark,
        createTime: new Date(now.getTime() - (i + 2) * 3_600_000),
        updateTime: now,
      };
    });
    await tx.insert(ahAppointmentRecord).values(rows);
    await tx.insert(ahAppointmentConfig).values({
      id: newId(),
      tenantId: t,
      storeId,
      enabled: 1,
      openTime: '09:00',
      closeTime: '18:00',
      slotMinutes: 60,
      slotCapacity: 3,
      daysAhead: 14,
      assignHours: 2,
      remark: '请携带驾驶证原件到店试驾',
      createTime: now,
      updateTime: now,
    });
  }
}
