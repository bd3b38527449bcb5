/** Shared bits of the clue tests: logins, the demo salesmen and direct reads of a trace row. */
import { and, eq } from 'drizzle-orm';
import { user } from '../../server/db/schema';
import { ahClueTrace } from '../../server/db/resource-tables/sales';
import { columnsOf } from '../../server/http/resource-query';
import { DEMO_TENANT } from '../../server/db/seed';
import { call, type TestServer } from './harness';

export async function userId(s: TestServer, account: string): Promise<string> {
  const [u] = await s.database.ownerDb.select({ id: user.id }).from(user).where(and(eq(user.tenantId, DEMO_TENANT), eq(user.account, account))).limit(1);
  if (!u) throw new Error(`no user ${account}`);
  return u.id;
}

const tc = columnsOf(ahClueTrace);

export async function traceRow(s: TestServer, id: string) {
  const [row] = (await s.database.ownerDb.select().from(ahClueTrace).where(eq(tc.id, id)).limit(1)) as Record<string, unknown>[];
  return row as { visitState: number; nextTraceUserId: string | null; customerPhone: string; customerName: string; isDeleted: number; storeId: string };
}

let phoneSeq = 0;
/** a fresh valid mobile per call */
export const freshPhone = () => `1770000${String(1000 + phoneSeq++).slice(-4)}`;

/** enters a clue in the token's store; answers its ids */
export async function inputClue(s: TestServer, token: string, over: Record<string, unknown> = {}) {
  const r = await call<{ clueId: string; ahClueTraceId: string; nextTraceUserId: string | null }>(s.app, 'POST', '/crm-dcc/clue/input', {
    token,
    body: { customerName: '测试客户', customerPhone: freshPhone(), channelName: '汽车之家', channelType: '3', brandName: '宝马', seriesName: '3系', ...over },
  });
  if (r.code !== 200) throw new Error(`input failed: ${r.code} ${r.msg}`);
  return r.data;
}
