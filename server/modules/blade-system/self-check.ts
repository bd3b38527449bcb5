/**
 * The self-check behind /test/index (docs/system.md): what a person reads out to support when the
 * day goes wrong — the server's clock, the database it runs on and how fast it answers, the SMS
 * provider, and the caller's export queue. Any signed-in user; nothing in it belongs to another tenant.
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { exportTask } from '../../db/schema';
import { outboxProvider } from '../../services/sms';
import { route, type Registrable } from '../../http/route';
import { noInput } from '../../http/input';

export const selfCheckRoutes: Registrable[] = [
  route({
    method: 'GET',
    url: '/blade-system/selfCheck',
    input: noInput,
    handler: async ({ auth, services }) => {
      const started = performance.now();
      await services.db.execute(sql`select 1`);
      const dbMs = Math.round((performance.now() - started) * 10) / 10;
      const queue = await services.db
        .select({ state: exportTask.state, n: count() })
        .from(exportTask)
        .where(and(eq(exportTask.userId, auth.userId), eq(exportTask.isDeleted, 0), inArray(exportTask.state, [1, 2, 4])))
        .groupBy(exportTask.state);
      const of = (state: number) => Number(queue.find((q) => q.state === state)?.n ?? 0);
      return {
        serverTime: services.now().toISOString(),
        database: services.database.kind === 'postgres' ? 'postgresql' : 'pglite',
        databaseMs: dbMs,
        smsProvider: services.sms === outboxProvider ? 'outbox' : 'gateway',
        exportsRunning: of(1) + of(2),
        exportsFailed: of(4),
        tenantId: auth.tenantId,
        storeId: auth.storeId ?? null,
        account: auth.account,
        roleAlias: auth.roleAlias,
      };
    },
  }),
];
