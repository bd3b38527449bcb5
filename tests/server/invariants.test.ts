/**
 * The database's own invariants (issue 14, docs/tenancy.md "Invariants in the database"): every
 * declared lower bound of a numeric field (`min` on the declaration, the bound the validator checks)
 * is a check constraint of the generated table, so a direct UPDATE below it is refused whatever code
 * sends it; the API's answer to the same attempt is the spec's message with nothing changed; and two
 * write-offs of a balance that covers only one have exactly one winner with one log line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import * as tables from '../../server/db/resource-tables';
import { minCheckName } from '../../server/db/resource-table';
import { smsOutbox } from '../../server/db/schema';
import { call, startServer, type TestServer } from './harness';
import { managerIn } from './car-order-helpers';
import { insufficientBalance } from '../../src/domain/resources/sales/stored-value-card';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startServer();
  ({ token } = await managerIn(s, '安华宝马杭州西湖店'));
});
afterAll(async () => {
  await s?.close();
});

const rows = async <T>(q: ReturnType<typeof sql>) => ((await s.database.ownerDb.execute(q)) as unknown as { rows: T[] }).rows;

/** every check a generated table carries for a declared min: table, column, bound (from the Drizzle tables themselves) */
function declaredFloors(): Array<{ table: string; column: string; min: number; name: string }> {
  const out: Array<{ table: string; column: string; min: number; name: string }> = [];
  for (const t of Object.values(tables) as PgTable[]) {
    const config = getTableConfig(t);
    for (const c of config.checks) {
      const m = /^"([a-z0-9_]+)" >= (-?[\d.]+)$/.exec(String((c.value as unknown as { queryChunks: Array<{ value: string[] }> }).queryChunks[0]?.value?.[0] ?? ''));
      if (!m || c.name !== minCheckName(config.name, m[1])) continue;
      out.push({ table: config.name, column: m[1], min: Number(m[2]), name: c.name });
    }
  }
  return out;
}

// the counts and balances the spec says never go negative, with the check that keeps each
const MUST_HAVE = [
  'ah_stored_value_card_member.balance',
  'ah_stored_value_card_member.spent_total',
  'ah_stored_value_card_log.balance_after',
  'ah_member.integral',
  'ah_member_wx.boutique_integral',
  'ah_boutique.stock',
  'ah_goods.stock',
  'ah_accessory.stock',
  'ah_coupon.stock',
  'ah_sub_card_member.remain_count',
  'ah_order.quantity',
  'ah_order.remaining_num',
  'ah_order.pay_amount',
];
// the same walls written by hand before the declaration carried them (a bound among other rules)
const HAND_WRITTEN: Record<string, { name: string; min: number }> = {
  'ah_stored_value_card_member.balance': { name: 'ah_stored_value_card_member_balance_ck', min: 0 },
  'ah_member_wx.boutique_integral': { name: 'ah_member_wx_integral_ck', min: 0 },
  'ah_accessory.stock': { name: 'ah_accessory_stock_ck', min: 0 },
  'ah_order.remaining_num': { name: 'ah_order_counts_ck', min: 0 },
};

describe('check constraints from the declarations', () => {
  it('the database refuses a direct UPDATE below every declared floor, and the row stays as it was', async () => {
    const floors = [
      ...declaredFloors(),
      ...Object.entries(HAND_WRITTEN).map(([k, v]) => ({ table: k.split('.')[0], column: k.split('.')[1], min: v.min, name: v.name })),
    ];
    const keys = new Set(floors.map((f) => `${f.table}.${f.column}`));
    expect(MUST_HAVE.filter((k) => !keys.has(k))).toEqual([]);
    const constraints = new Set((await rows<{ name: string }>(sql`select conname as name from pg_constraint where contype = 'c'`)).map((r) => r.name));
    expect(floors.filter((f) => !constraints.has(f.name)).map((f) => f.name)).toEqual([]);
    const probed: string[] = [];
    for (const f of floors) {
      const [row] = await rows<{ id: string; v: string }>(sql`select id::text as id, ${sql.identifier(f.column)}::text as v from ${sql.identifier(f.table)} where ${sql.identifier(f.column)} is not null limit 1`);
      if (!row) continue; // no demo row to try it on: the constraint's presence is checked above
      const below = f.min - 1;
      const attempt = s.database.ownerDb.execute(sql`update ${sql.identifier(f.table)} set ${sql.identifier(f.column)} = ${below} where id = ${row.id}`);
      await expect(attempt, `${f.table}.${f.column}`).rejects.toMatchObject({ cause: { code: '23514' } });
      const [after] = await rows<{ v: string }>(sql`select ${sql.identifier(f.column)}::text as v from ${sql.identifier(f.table)} where id = ${row.id}`);
      expect(after.v, `${f.table}.${f.column}`).toBe(row.v);
      probed.push(`${f.table}.${f.column}`);
    }
    // the balances and stocks of the demo data are there to try
    for (const k of ['ah_stored_value_card_member.balance', 'ah_member.integral', 'ah_boutique.stock', 'ah_goods.stock', 'ah_accessory.stock', 'ah_sub_card_member.remain_count', 'ah_order.quantity']) {
      expect(probed).toContain(k);
    }
    expect(probed.length).toBeGreaterThan(40);
  });
});

// ------------------------------------------------------------------ the API's answer, and two at once
describe('a stored-value card that covers one write-off', () => {
  const BASE = '/crm-member/ahStoredValueCard';
  const post = <T>(path: string, body: unknown) => call<T>(s.app, 'POST', `${BASE}/${path}`, { token, body });
  let seq = 0;

  async function cardWith(balance: number) {
    const product = await post<{ id: string }>('saveOrUpdate', { cardName: `不变量储值卡${Date.now()}${++seq}`, faceValue: 99_999_999, giftAmount: 0, validMonths: 12 });
    expect(product.code, product.msg).toBe(200);
    expect((await post('changeUp', { id: product.data.id, isUp: 1 })).code).toBe(200);
    const phone = `137${String(Date.now() % 100_000).padStart(5, '0')}${String(++seq).padStart(3, '0')}`;
    const member = await call(s.app, 'POST', '/crm-member/ahMember/save', { token, body: { memberName: `不变量${seq}`, phone } });
    expect(member.code, member.msg).toBe(200);
    const r = await post<{ cardNo: string; id: string }>('recharging', { ahStoredValueCardId: product.data.id, phone, amount: balance });
    expect(r.code, r.msg).toBe(200);
    return { phone, cardNo: r.data.cardNo };
  }
  const state = async (cardNo: string) => {
    const [card] = await rows<{ id: string; balance: number; spent: number }>(sql`select id::text as id, balance::int as balance, spent_total::int as spent from ah_stored_value_card_member where card_no = ${cardNo}`);
    const [log] = await rows<{ n: number }>(sql`select count(*)::int as n from ah_stored_value_card_log where ah_stored_value_card_member_id = ${card.id}`);
    return { balance: card.balance, spent: card.spent, logLines: log.n };
  };
  it('answers the spec message for a write-off above the balance, and changes nothing; the database refuses the same directly', async () => {
    const c = await cardWith(10_000);
    const before = await state(c.cardNo);
    const over = await post('writeOffAmount', { cardNo: c.cardNo, amount: 10_001, smsCode: '123456' });
    expect(over).toMatchObject({ code: 10300, msg: insufficientBalance(10_000).zh });
    expect(await state(c.cardNo)).toEqual(before);
    // the same attempt sent past the code: the check refuses it
    await expect(s.database.ownerDb.execute(sql`update ah_stored_value_card_member set balance = balance - 10001 where card_no = ${c.cardNo}`)).rejects.toMatchObject({
      cause: { code: '23514' },
    });
    expect(await state(c.cardNo)).toEqual(before);
  });

  it('two write-offs at once of a balance that covers one: exactly one wins, one log line', async () => {
    const c = await cardWith(10_000);
    const codes: string[] = [];
    for (const amount of [6_000, 6_100]) {
      const r = await post('sendSms', { cardNo: c.cardNo, amount });
      expect(r.code, r.msg).toBe(200);
      const [row] = await s.database.ownerDb.select({ content: smsOutbox.content }).from(smsOutbox).where(eq(smsOutbox.phone, c.phone)).orderBy(desc(smsOutbox.createTime)).limit(1);
      codes.push(/验证码(\d{6})/.exec(row.content ?? '')![1]);
    }
    const before = await state(c.cardNo);
    const answers = await Promise.all([6_000, 6_100].map((amount, i) => post('writeOffAmount', { cardNo: c.cardNo, amount, smsCode: codes[i] })));
    const won = answers.filter((a) => a.code === 200);
    expect(won, JSON.stringify(answers)).toHaveLength(1);
    const lost = answers.find((a) => a.code !== 200)!;
    expect(lost.code).toBe(10300);
    expect(lost.msg).toMatch(/^余额不足，当前余额\d+\.\d{2}元$/);
    const after = await state(c.cardNo);
    const spent = answers[0].code === 200 ? 6_000 : 6_100;
    expect(after).toEqual({ balance: 10_000 - spent, spent: before.spent + spent, logLines: before.logLines + 1 });
  });
});
