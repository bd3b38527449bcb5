/**
 * Appointments on the server: the pool's and 预约记录's forced filters, assignrecord and assignrecords under
 * the appointment machine (a refused call, a salesman of another store or a row outside the store changes
 * nothing, and a batch with one refused row assigns none), reassignment, the phone rule on save, and the
 * per-store settings' saveOrUpdate.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { s, manager, sales, salesId, colleagueId, foreignId, post, get, useSalesDesk } from './sales-desk';
import { ahAppointmentConfig, ahAppointmentRecord } from '../../server/db/resource-tables/appointments';
import { columnsOf } from '../../server/http/resource-query';
import { POOL_FILTER, RECORD_FILTER } from '../../src/domain/resources/appointment/appointment';
import { appointmentMachine, type AppointmentEvent, type AppointmentState } from '../../src/machines/appointment.machine';

useSalesDesk();

const rc = columnsOf(ahAppointmentRecord);
type Page = { records: Array<Record<string, unknown>>; total: number };
let serial = 0;

async function newAppointment(extra: Record<string, unknown> = {}): Promise<string> {
  const n = ++serial;
  const env = await post<{ id: string }>('/crm-anhua/appointmentrecord/save', {
    customerName: `预约测试${n}`,
    customerPhone: `1370000${String(1000 + n).slice(-4)}`,
    appointmentType: 1,
    carSeriesName: '宝马X3',
    appointmentTime: new Date(Date.now() + 86_400_000).toISOString(),
    source: 2,
    ...extra,
  });
  expect(env.code, env.msg).toBe(200);
  return env.data.id;
}

async function rows(ids: string[]) {
  const out = await s.database.ownerDb
    .select({ id: rc.id, assigned: rc.assigned, assigneeId: rc.assigneeId, assigneeName: rc.assigneeName, assignTime: rc.assignTime, updateTime: rc.updateTime })
    .from(ahAppointmentRecord)
    .where(inArray(rc.id, ids));
  return ids.map((id) => out.find((r) => String(r.id) === id)!);
}

const pool = (query: Record<string, string | number> = {}) => get<Page>('/crm-anhua/appointmentrecord/page', { pageNo: 1, pageSize: 200, ...POOL_FILTER, ...query });
const records = (query: Record<string, string | number> = {}) => get<Page>('/crm-anhua/appointmentrecord/page', { pageNo: 1, pageSize: 200, ...RECORD_FILTER, ...query });
const assignOne = (id: string, assigneeId: unknown, extra: Record<string, unknown> = {}, token?: string) =>
  post('/crm-anhua/appointmentrecord/assignrecord', { id, assigneeId, ...extra }, token);
const assignMany = (ids: string[], assigneeId: unknown, token?: string) => post<{ count: number }>('/crm-anhua/appointmentrecord/assignrecords', { ids, assigneeId }, token);

describe('appointment records', () => {
  it('the pool forces prepend and unassigned, 预约记录 prepend and assigned; both page with pageNo and pageSize', async () => {
    const p = await pool();
    expect(p.code).toBe(200);
    expect(p.data.records.length).toBeGreaterThan(0);
    for (const r of p.data.records) expect([r.appointmentType, r.assigned]).toEqual([1, 0]);
    const r = await records();
    expect(r.data.records.length).toBeGreaterThan(0);
    for (const x of r.data.records) {
      expect([x.appointmentType, x.assigned]).toEqual([1, 1]);
      expect(x.assigneeName).toBeTruthy();
    }
    const paged = await get<Page & { size: number; current: number }>('/crm-anhua/appointmentrecord/page', { pageNo: 2, pageSize: 2, ...POOL_FILTER });
    expect([paged.data.size, paged.data.current, paged.data.records.length]).toEqual([2, 2, 2]);
    // a service appointment is neither in the pool nor in 预约记录
    const other = await newAppointment({ appointmentType: 2 });
    expect((await pool()).data.records.map((x) => x.id)).not.toContain(other);
    expect((await records()).data.records.map((x) => x.id)).not.toContain(other);
  });

  it('a new record enters the pool whatever the form says, and the phone follows the product rule', async () => {
    const id = await newAppointment({ assigned: 1, assigneeId: salesId });
    expect((await rows([id]))[0]).toMatchObject({ assigned: 0, assigneeId: null });
    expect((await pool()).data.records.map((x) => x.id)).toContain(id);
    const bad = await post('/crm-anhua/appointmentrecord/save', { customerName: '错号', customerPhone: '12345', appointmentType: 1, appointmentTime: new Date().toISOString() });
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('手机号');
    const detail = await get<Record<string, unknown>>('/crm-anhua/appointmentrecord/detail', { id });
    expect(detail.data.customerName).toBe(`预约测试${serial}`);
  });

  it('assignrecord assigns one pooled record to a salesman of the store: it leaves the pool for 预约记录', async () => {
    const id = await newAppointment();
    const env = await assignOne(id, salesId);
    expect(env.code, env.msg).toBe(200);
    const [row] = await rows([id]);
    expect(row).toMatchObject({ assigned: 1, assigneeId: salesId, assigneeName: '李晓梅' });
    expect(row.assignTime).toBeInstanceOf(Date);
    expect((await pool()).data.records.map((x) => x.id)).not.toContain(id);
    const mine = await records({ assigneeId: salesId });
    expect(mine.data.records.find((x) => x.id === id)).toMatchObject({ assignUserName: '王建国' });
  });

  it('refusals change nothing: assigned again, no salesman, a salesman of another store, a record not in the store', async () => {
    const id = await newAppointment();
    expect((await assignOne(id, colleagueId)).code).toBe(200);
    const before = await rows([id]);
    const again = await assignOne(id, salesId);
    expect([again.code, again.msg]).toEqual([10300, '该预约已分配，不能重复分配']);
    expect(await rows([id])).toEqual(before);

    const fresh = await newAppointment();
    const freshBefore = await rows([fresh]);
    const none = await assignOne(fresh, '');
    expect([none.code, none.msg]).toEqual([400, '请选择分配的销售顾问']);
    const foreign = await assignOne(fresh, foreignId);
    expect([foreign.code, foreign.msg]).toEqual([400, '所选人员不是本门店的销售顾问']);
    expect(await rows([fresh])).toEqual(freshBefore);

    // another store's record: the manager switched to store 2 does not see store 0's
    await s.database.ownerDb.update(ahAppointmentRecord).set({ storeId: '1' } as never).where(eq(rc.id, fresh));
    expect((await assignOne(fresh, salesId)).code).toBe(404);
    expect((await rows([fresh]))[0].assigned).toBe(0);
  });

  it('assignrecords is all or nothing: one assigned record among them refuses the batch, naming its customer', async () => {
    const a = await newAppointment();
    const b = await newAppointment();
    const c = await newAppointment();
    expect((await assignOne(b, salesId)).code).toBe(200);
    const before = await rows([a, b, c]);
    const env = await assignMany([a, b, c], colleagueId);
    expect(env.code).toBe(10300);
    expect(env.msg).toBe(`预约测试${serial - 1}：该预约已分配，不能重复分配`);
    expect(await rows([a, b, c])).toEqual(before);

    const ok = await assignMany([a, c], colleagueId);
    expect([ok.code, ok.data.count]).toEqual([200, 2]);
    for (const r of await rows([a, c])) expect(r).toMatchObject({ assigned: 1, assigneeId: colleagueId });
    const empty = await assignMany([], colleagueId);
    expect([empty.code, empty.msg]).toEqual([400, '请选择至少一条数据']);
  });

  it('assigning needs the pool buttons: a salesman without them is refused', async () => {
    const id = await newAppointment();
    const one = await assignOne(id, salesId, {}, sales.access_token);
    const many = await assignMany([id], salesId, sales.access_token);
    expect([one.status, many.status]).toEqual([403, 403]);
    expect((await rows([id]))[0].assigned).toBe(0);
  });

  it('walks the machine against the server: assign, reassign to another, and every refused event leaves the row', async () => {
    const model = createTestModel(appointmentMachine, {
      events: [
        { type: 'ASSIGN', assigneeId: salesId },
        { type: 'REASSIGN', assigneeId: salesId },
        { type: 'REASSIGN', assigneeId: colleagueId },
      ] satisfies AppointmentEvent[],
      serializeState: (snap) => JSON.stringify([snap.value, snap.context.assigneeId]),
    });
    const send = (e: AppointmentEvent, id: string) => assignOne(id, e.assigneeId, e.type === 'REASSIGN' ? { reassign: 1 } : {});
    const all: AppointmentEvent[] = [
      { type: 'ASSIGN', assigneeId: salesId },
      { type: 'ASSIGN', assigneeId: colleagueId },
      { type: 'REASSIGN', assigneeId: salesId },
      { type: 'REASSIGN', assigneeId: colleagueId },
    ];
    const ends = new Set<string | null>();
    for (const path of model.getShortestPaths()) {
      const id = await newAppointment();
      const actor = createActor(appointmentMachine).start();
      const check = async (name: AppointmentState) => {
        const [row] = await rows([id]);
        expect(row.assigned).toBe(name === 'assigned' ? 1 : 0);
        expect(row.assigneeId).toBe(actor.getSnapshot().context.assigneeId);
        for (const e of all) {
          if (actor.getSnapshot().can(e)) continue;
          const env = await send(e, id);
          expect([env.code, env.success]).toEqual([10300, false]);
          expect(await rows([id])).toEqual([row]);
        }
      };
      const apply = async (event: AppointmentEvent) => {
        expect((await send(event, id)).code).toBe(200);
        actor.send(event);
      };
      await path.test({
        states: { unassigned: () => check('unassigned'), assigned: () => check('assigned') },
        events: {
          ASSIGN: (step) => apply(step.event as AppointmentEvent),
          REASSIGN: (step) => apply(step.event as AppointmentEvent),
        },
      });
      ends.add(actor.getSnapshot().context.assigneeId);
    }
    // the walk reached a reassignment to the colleague
    expect(ends.has(colleagueId)).toBe(true);
  });

  it('reassigning moves an assigned record under 预约记录\'s edit button', async () => {
    const id = await newAppointment();
    expect((await assignOne(id, salesId)).code).toBe(200);
    const env = await assignOne(id, colleagueId, { reassign: 1 });
    expect(env.code, env.msg).toBe(200);
    expect((await rows([id]))[0]).toMatchObject({ assigned: 1, assigneeId: colleagueId });
    // the salesman's role has no 预约记录 buttons either
    expect((await assignOne(id, salesId, { reassign: 1 }, sales.access_token)).status).toBe(403);
  });
});

describe('appointment settings', () => {
  const cc = columnsOf(ahAppointmentConfig);
  it('one row per store: page shows it, saveOrUpdate edits it, and a create without id edits the same row', async () => {
    const page = await get<Page>('/crm-member/ahAppointmentConfig/page', { current: 1, size: 20 });
    expect(page.code).toBe(200);
    expect(page.data.records).toHaveLength(1);
    const id = String(page.data.records[0].id);
    const env = await post<{ id: string }>('/crm-member/ahAppointmentConfig/saveOrUpdate', { id, slotCapacity: 5, openTime: '08:30', closeTime: '17:30' });
    expect(env.code, env.msg).toBe(200);
    const again = await post<{ id: string }>('/crm-member/ahAppointmentConfig/saveOrUpdate', { slotCapacity: 6, openTime: '08:30', closeTime: '17:30', slotMinutes: 30, daysAhead: 7, assignHours: 1 });
    expect([again.code, again.data.id]).toEqual([200, id]);
    const [row] = await s.database.ownerDb.select({ slotCapacity: cc.slotCapacity, openTime: cc.openTime }).from(ahAppointmentConfig).where(eq(cc.id, id));
    expect(row).toEqual({ slotCapacity: 6, openTime: '08:30' });
  });

  it('refuses bad settings and changes nothing', async () => {
    const [{ id }] = (await get<Page>('/crm-member/ahAppointmentConfig/page', {})).data.records as Array<{ id: string }>;
    const [before] = await s.database.ownerDb.select().from(ahAppointmentConfig).where(eq(cc.id, id));
    const late = await post('/crm-member/ahAppointmentConfig/saveOrUpdate', { id, openTime: '18:00', closeTime: '09:00' });
    expect([late.code, late.msg]).toEqual([400, '每日结束时间须晚于开始时间']);
    const clock = await post('/crm-member/ahAppointmentConfig/saveOrUpdate', { id, openTime: '9点' });
    expect([clock.code, clock.msg]).toEqual([400, '请输入HH:mm格式的时间']);
    const slot = await post('/crm-member/ahAppointmentConfig/saveOrUpdate', { id, slotCapacity: 0 });
    expect(slot.code).toBe(400);
    expect(await s.database.ownerDb.select().from(ahAppointmentConfig).where(eq(cc.id, id))).toEqual([before]);
    // the settings are the manager's: the salesman's role cannot save them
    expect((await post('/crm-member/ahAppointmentConfig/saveOrUpdate', { id, slotCapacity: 4 }, sales.access_token)).status).toBe(403);
  });

  it('a store that never saved sees the defaults (id empty), and its first save creates its one row', async () => {
    const [{ id }] = (await get<Page>('/crm-member/ahAppointmentConfig/page', {})).data.records as Array<{ id: string }>;
    await s.database.ownerDb.update(ahAppointmentConfig).set({ isDeleted: 1 } as never).where(eq(cc.id, id));
    const page = await get<Page>('/crm-member/ahAppointmentConfig/page', { current: 1, size: 20 });
    expect(page.data.total).toBe(1);
    expect(page.data.records[0]).toMatchObject({ id: '', enabled: 1, openTime: '09:00', closeTime: '18:00', slotMinutes: 60, slotCapacity: 3, daysAhead: 14, assignHours: 2 });
    const created = await post<{ id: string }>('/crm-member/ahAppointmentConfig/saveOrUpdate', { id: '', enabled: 0, openTime: '10:00', closeTime: '16:00', slotMinutes: 30, slotCapacity: 2, daysAhead: 7, assignHours: 1 });
    expect(created.code, created.msg).toBe(200);
    const after = await get<Page>('/crm-member/ahAppointmentConfig/page', {});
    expect(after.data.records).toHaveLength(1);
    expect(after.data.records[0]).toMatchObject({ id: created.data.id, enabled: 0, openTime: '10:00' });
  });

  it('two first saves at once leave one row, both answered', async () => {
    const [{ id }] = (await get<Page>('/crm-member/ahAppointmentConfig/page', {})).data.records as Array<{ id: string }>;
    await s.database.ownerDb.update(ahAppointmentConfig).set({ isDeleted: 1 } as never).where(eq(cc.id, id));
    const body = (slotCapacity: number) => ({ openTime: '09:00', closeTime: '18:00', slotMinutes: 60, slotCapacity, daysAhead: 14, assignHours: 2 });
    const [a, b] = await Promise.all([post<{ id: string }>('/crm-member/ahAppointmentConfig/saveOrUpdate', body(4)), post<{ id: string }>('/crm-member/ahAppointmentConfig/saveOrUpdate', body(5))]);
    expect([a.code, b.code]).toEqual([200, 200]);
    expect(a.data.id).toBe(b.data.id);
    const live = await s.database.ownerDb.select({ id: cc.id }).from(ahAppointmentConfig).where(and(eq(cc.storeId, String(manager.store_id)), eq(cc.isDeleted, 0)));
    expect(live).toEqual([{ id: a.data.id }]);
  });
});
