/**
 * The mall's scheduled work, in the server's own job loop (as the invitation sweeper): every minute,
 * unpaid mall orders past their pay-by time expire (expireMallOrders: the machine's EXPIRE, its line
 * in the order's operation log); every hour, yesterday (China time) is settled for each store that had
 * trades or paid orders that day and has no settlement row for it yet (settleDay, the same as the
 * 结算记录 page's 重新对账). Both are idempotent: a second run finds nothing to do, and several server
 * processes may run them at once (expiry skips rows another has locked; a settlement day is unique per
 * store, and settleDay updates the row it finds). Each run that did something says so in one log line.
 */
import { and, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Services } from '../services';
import { eachInItsTenant } from '../db/data-context';
import { ahOrder, ahPaySettlement, ahPayTradeOrder } from '../db/resource-tables/mall-orders';
import { expireMallOrders } from '../modules/crm-mall/order';
import { chinaDay, dayRange, settleDay } from '../modules/crm-pay';
import { MALL_ORDER_STATUS } from '../../src/machines/mall-order.machine';

/** Expires the unpaid orders of every tenant whose pay-by time has passed; answers how many. */
export async function expireDueMallOrders(services: Services): Promise<number> {
  const now = services.now();
  // which tenants have work is asked across tenants; each tenant's work runs in that tenant
  const expired = await eachInItsTenant(
    'mall order sweeper',
    () =>
      services.db
        .selectDistinct({ tenantId: ahOrder.tenantId })
        .from(ahOrder)
        .where(and(eq(ahOrder.orderStatus, MALL_ORDER_STATUS.unpaid), lte(ahOrder.payExpireTime, now), eq(ahOrder.isDeleted, 0))),
    (_, tenantId) => expireMallOrders(services.db, tenantId, now),
  );
  const n = expired.reduce((a, b) => a + b, 0);
  if (n) console.log(`mall sweeper: ${n} unpaid order(s) expired`);
  return n;
}

/** Settles `day` (default: yesterday, China time) for every store with trades or paid orders that day and no settlement yet; answers the stores settled. */
export async function settleUnsettledDay(services: Services, day = chinaDay(new Date(services.now().getTime() - 86_400_000))): Promise<number> {
  const now = services.now();
  // the China day's bounds, as settleDay reads them
  const [from, to] = dayRange(day);
  const settled = await eachInItsTenant(
    'mall settlement job',
    () => {
      const traded = services.db
        .selectDistinct({ tenantId: ahPayTradeOrder.tenantId, storeId: ahPayTradeOrder.storeId })
        .from(ahPayTradeOrder)
        .where(and(gte(ahPayTradeOrder.tradeTime, from), lt(ahPayTradeOrder.tradeTime, to), eq(ahPayTradeOrder.isDeleted, 0)));
      const paid = services.db
        .selectDistinct({ tenantId: ahOrder.tenantId, storeId: ahOrder.storeId })
        .from(ahOrder)
        .where(and(gte(ahOrder.payTime, from), lt(ahOrder.payTime, to), eq(ahOrder.isDeleted, 0)));
      return traded.union(paid);
    },
    async (st, tenantId) => {
      if (!st.storeId) return false;
      const storeId = String(st.storeId);
      return services.db.transaction(async (tx) => {
        // one process settles a store's day: the others wait here and then find the row
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`settle:${tenantId}:${storeId}:${day}`}))`);
        const [have] = await tx
          .select({ id: ahPaySettlement.id })
          .from(ahPaySettlement)
          .where(and(eq(ahPaySettlement.storeId, storeId), eq(ahPaySettlement.settleDate, day)))
          .limit(1);
        if (have) return false;
        await settleDay(tx, tenantId, storeId, day, now);
        return true;
      });
    },
  );
  const n = settled.filter(Boolean).length;
  if (n) console.log(`mall settlement job: ${day} settled for ${n} store(s)`);
  return n;
}

export function startMallSweeper(services: Services, opts: { expireEveryMs?: number; settleEveryMs?: number } = {}): () => void {
  const expire = () => void expireDueMallOrders(services).catch((err) => console.error('mall sweeper', err));
  const settle = () => void settleUnsettledDay(services).catch((err) => console.error('mall settlement job', err));
  expire();
  settle();
  const t1 = setInterval(expire, opts.expireEveryMs ?? 60_000);
  const t2 = setInterval(settle, opts.settleEveryMs ?? 3600_000);
  return () => {
    clearInterval(t1);
    clearInterval(t2);
  };
}
