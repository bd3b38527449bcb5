/**
 * 配件来源看板 and 配件积压看板 (docs/after-sales.md): rows computed from the store's parts and their
 * movements on every call, through the declarations' list hooks (the page call).
 */
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { AuthContext } from '../../http/auth';
import type { HooksFor } from '../../http/resource-router';
import { storeMatch } from '../../http/store-scope';
import type { Services } from '../../services';
import { ahAccessory, ahAccessoryMovement } from '../../db/resource-tables/accessories';
import { MOVEMENT_TYPE } from '../../../src/domain/resources/operations/accessory';
import { BACKLOG_AGE_OPTIONS, backlogAge } from '../../../src/domain/resources/operations/accessory-dash';
import { ApiError } from '../../http/envelope';
import { Codes } from '../../../src/domain/codes';

const a = ahAccessory;
const mv = ahAccessoryMovement;

function timeOf(x: unknown): Date | null {
  if (typeof x !== 'string' || !x.trim()) return null;
  const d = new Date(x.includes('T') ? x : `${x.trim().replace(' ', 'T')}+08:00`);
  return Number.isNaN(d.getTime()) ? null : d;
}

export async function originShare(services: Services, auth: AuthContext, query: Record<string, unknown>) {
  const from = timeOf(query.occurredTimeStart);
  const to = timeOf(query.occurredTimeEnd);
  const supplier = sql<string>`coalesce(nullif(trim(${a.supplier}), ''), '未填供应商')`;
  const purchases = services.db
    .select({ partId: mv.ahAccessoryId, q: sql<string>`sum(${mv.quantity})`.as('q'), amt: sql<string>`sum(${mv.quantity} * coalesce(${mv.unitPrice}, 0))`.as('amt') })
    .from(mv)
    .where(and(storeMatch(mv.storeId, auth), eq(mv.isDeleted, 0), eq(mv.movementType, MOVEMENT_TYPE.purchaseIn), from ? gte(mv.occurredTime, from) : undefined, to ? lte(mv.occurredTime, to) : undefined))
    .groupBy(mv.ahAccessoryId)
    .as('purchases');
  const rows = await services.db
    .select({
      supplier,
      partCount: sql<string>`count(*)`,
      stockQuantity: sql<string>`coalesce(sum(${a.stock}), 0)`,
      stockAmount: sql<string>`coalesce(sum(coalesce(${a.stock}, 0) * coalesce(${a.costPrice}, 0)), 0)`,
      purchaseQuantity: sql<string>`coalesce(sum(${purchases.q}), 0)`,
      purchaseAmount: sql<string>`coalesce(sum(${purchases.amt}), 0)`,
    })
    .from(a)
    .leftJoin(purchases, eq(purchases.partId, a.id))
    .where(and(storeMatch(a.storeId, auth), eq(a.isDeleted, 0)))
    .groupBy(supplier);
  const total = rows.reduce((t, r) => t + Number(r.stockAmount), 0);
  return rows
    .map((r) => ({
      id: `origin-${r.supplier}`,
      supplier: r.supplier,
      partCount: Number(r.partCount),
      stockQuantity: Number(r.stockQuantity),
      stockAmount: Number(r.stockAmount),
      stockShare: total ? Math.round((Number(r.stockAmount) * 10000) / total) / 100 : 0,
      purchaseQuantity: Number(r.purchaseQuantity),
      purchaseAmount: Number(r.purchaseAmount),
    }))
    .sort((x, y) => y.stockAmount - x.stockAmount || x.supplier.localeCompare(y.supplier));
}

export async function backlog(services: Services, auth: AuthContext, query: Record<string, unknown>) {
  const now = services.now();
  const last = services.db
    .select({ partId: mv.ahAccessoryId, t: sql<Date>`max(${mv.occurredTime})`.as('t') })
    .from(mv)
    .where(and(storeMatch(mv.storeId, auth), eq(mv.isDeleted, 0), eq(mv.movementType, MOVEMENT_TYPE.issue)))
    .groupBy(mv.ahAccessoryId)
    .as('last');
  const like = (v: unknown) => (typeof v === 'string' && v.trim() ? `%${v.trim()}%` : null);
  const code = like(query.accessoryCode);
  const name = like(query.accessoryName);
  const rows = (await services.db
    .select({ id: a.id, accessoryCode: a.accessoryCode, accessoryName: a.accessoryName, supplier: a.supplier, stock: a.stock, costPrice: a.costPrice, lastIssueTime: last.t })
    .from(a)
    .leftJoin(last, eq(last.partId, a.id))
    .where(and(storeMatch(a.storeId, auth), eq(a.isDeleted, 0), sql`coalesce(${a.stock}, 0) > 0`, code ? sql`${a.accessoryCode} ilike ${code}` : undefined, name ? sql`${a.accessoryName} ilike ${name}` : undefined))) as Array<Record<string, unknown>>;
  const age = query.ageGroup === undefined || query.ageGroup === null || query.ageGroup === '' ? null : Number(query.ageGroup);
  if (age !== null && !BACKLOG_AGE_OPTIONS.some((o) => o.value === age)) throw new ApiError(Codes.BAD_REQUEST, '积压时长不正确', { field: 'ageGroup' });
  return rows
    .map((r) => {
      const t = r.lastIssueTime ? new Date(r.lastIssueTime as string) : null;
      const idleDays = t ? Math.floor((now.getTime() - t.getTime()) / 86_400_000) : null;
      return {
        id: String(r.id),
        ageGroup: backlogAge(idleDays),
        accessoryCode: r.accessoryCode,
        accessoryName: r.accessoryName,
        supplier: r.supplier,
        stock: Number(r.stock ?? 0),
        stockAmount: Number(r.stock ?? 0) * Number(r.costPrice ?? 0),
        lastIssueTime: t ? t.toISOString() : null,
        idleDays,
      };
    })
    .filter((r) => age === null || r.ageGroup === age)
    .sort((x, y) => y.ageGroup - x.ageGroup || y.stockAmount - x.stockAmount);
}

export const ACCESSORY_DASH_HOOKS: HooksFor<'ahAccessoryOriginShare' | 'ahAccessoryBacklog'> = {
  ahAccessoryOriginShare: {
    list: async ({ services, auth, query, offset, limit }) => {
      const records = await originShare(services, auth, query);
      return { total: records.length, records: records.slice(offset, offset + limit) };
    },
  },
  ahAccessoryBacklog: {
    list: async ({ services, auth, query, offset, limit }) => {
      const records = await backlog(services, auth, query);
      return { total: records.length, records: records.slice(offset, offset + limit) };
    },
  },
};
