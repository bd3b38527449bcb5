/**
 * The follow-up history of the demo clues (spec 2): each traced clue's trace records from its first
 * contact to its last one, the call-centre seat of every salesman, the quality seats, and the calls
 * the salesmen made from their seats for the phone follow-ups. It draws from its own seeded random,
 * so the clues sales.ts draws stay as they were (settleTimes only makes a trace's times agree);
 * everything is built in memory and written in batches.
 */
import type { Tx } from '../index';
import { newId } from '../ids';
import { insertChunks, rng } from './seed-kit';
import { ahClueCallRecord, ahClueTraceRecord, ahQmSeat, ahSeats } from '../resource-tables/sales';
import { VISIT_STATE } from '../../../src/domain/resources/sales/clue-trace';
import { dayBounds } from '../../../src/machines/clue-trace.machine';
import { dialledCallRecord, endedCall, simulatedCallId } from '../../modules/crm-dcc/call-provider';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;

/** how a follow-up reached the customer: a call from the seat (answered or not) or another way */
type Reach = 'call' | 'missed' | null;

/** notes of ordinary follow-ups (result TRACE) */
export const TRACE_NOTES: { text: string; reach: Reach }[] = [
  { text: '电话沟通，客户关注落地价，约周末到店看车', reach: 'call' },
  { text: '微信发送车型配置和报价，客户表示再比较一下', reach: null },
  { text: '客户询问置换政策，已介绍旧车评估流程', reach: 'call' },
  { text: '客户对金融方案感兴趣，已发送首付及月供测算', reach: 'call' },
  { text: '邀约试驾，客户表示下周有空', reach: 'call' },
  { text: '客户在对比竞品，强调我店售后服务和保养优惠', reach: 'call' },
  { text: '未接通，稍后再联系', reach: 'missed' },
  { text: '客户家人需要一起看车，约定周六上午到店', reach: 'call' },
  { text: '电话无人接听，已发短信告知本月限时优惠', reach: 'missed' },
  { text: '短信发送新车到店信息，客户回复周末有空', reach: null },
];

/** notes of the visit that made a clue visited (in the store: no call) */
const VISIT_NOTES = [
  '客户到店看车并试驾，对动力满意，报价待确认',
  '客户与家人到店，重点了解后排空间和配置',
  '客户到店试驾，关注置换补贴，已安排评估旧车',
  '客户到店比价，已出具详细报价单',
];

/** notes of follow-ups after the visit */
const AFTER_VISIT_NOTES: { text: string; reach: Reach }[] = [
  { text: '试驾回访，客户对车况满意，等家人商量后答复', reach: 'call' },
  { text: '电话沟通订车细节，客户关注提车时间', reach: 'call' },
  { text: '微信发送到店时看中车型的最新优惠', reach: null },
  { text: '回访未接通，已发短信问候', reach: 'missed' },
];

/** the phone call that closed a defeated clue, by defeat reason */
const DEFEAT_NOTES: Record<string, string> = {
  价格因素: '电话回访，客户认为优惠力度不够，已放弃',
  已购竞品: '电话回访，客户已在其他品牌提车',
  暂缓购车: '电话回访，客户家中有变动，暂缓购车',
  资金问题: '电话回访，客户首付预算不足，暂不考虑',
  车型配置不满意: '电话回访，客户认为配置不符合需求',
};

/** what the salesman plans for the next follow-up */
export const NEXT_PLANS = ['电话回访，确认到店时间', '发送最新优惠政策', '邀约试驾', '跟进金融方案'];

/** a salesman of one store, who gets a seat there */
export interface DemoSalesman {
  id: string;
  name: string;
  phone: string;
  /** the demo account `sales` signs in itself (ahSeats/signIn); the generated salesmen are partly signed in */
  signedIn: boolean;
}

/** a clue someone has followed up: its trace row as sales.ts wrote it */
export interface TracedClue {
  tenantId: string;
  storeId: string;
  traceId: string;
  customerName: string;
  customerPhone: string;
  createTime: Date;
  lastTraceTime: Date;
  visitState: number;
  nextTraceTime: Date | null;
  nextTraceText: string | null;
  defeatReason: string | null;
  owner: { id: string; name: string };
  /** a draw of the clues' random in [0, 1) that picks the note of the last follow-up */
  noteRoll: number;
}

export function demoFollowUps(tenantId: string, now: Date) {
  const random = rng(20260303);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
  const nowMs = now.getTime();
  /**
   * A moment inside [lo, hi] in working hours (09:00–21:00 China time) near t: t's time of day
   * squeezed into that day's working hours, or the day before or after when that falls outside
   * [lo, hi]; t itself (or the nearest bound) when no working hour fits.
   */
  const workHours = (t: number, lo: number, hi: number) => {
    if (hi <= lo) return (lo + hi) / 2;
    const start = dayBounds(new Date(t)).start.getTime();
    const moved = start + 9 * HOUR + (t - start) / 2;
    const fits = [moved, moved - DAY, moved + DAY].find((x) => x >= lo && x <= hi);
    return fits ?? Math.min(hi, Math.max(lo, t));
  };
  const seatByUser = new Map<string, { id: string }>();

  return {
    /**
     * The times of a trace made true to each other: a planned next follow-up lies after the clue came
     * in; the last follow-up, in working hours, lies before the next one and at most 15 days before it.
     */
    settleTimes(c: { createTime: Date; nextTraceTime: Date | null; lastTraceTime: Date | null }): { nextTraceTime: Date | null; lastTraceTime: Date | null } {
      const created = c.createTime.getTime();
      let next = c.nextTraceTime?.getTime() ?? null;
      // (created is at least an hour ago: an overdue next time stays overdue)
      if (next !== null && next <= created + 30 * MINUTE) next = created + 30 * MINUTE + Math.floor(random() * (nowMs - MINUTE - created - 30 * MINUTE));
      let last = c.lastTraceTime?.getTime() ?? null;
      if (last !== null) {
        // the next follow-up was planned at the last one, at most 15 days ahead (customer level C)
        const lo = Math.max(created + 15 * MINUTE, next === null ? 0 : next - 15 * DAY);
        const hi = Math.min(nowMs, next ?? nowMs) - MINUTE;
        if (last < lo || last > hi) last = lo + Math.floor(random() * Math.max(hi - lo, 1));
        last = Math.floor(workHours(last, lo, hi));
      }
      return { nextTraceTime: next === null ? null : new Date(next), lastTraceTime: last === null ? null : new Date(last) };
    },

    /** one seat a salesman of each store, numbered by store (1001, 1002, 2001 …) */
    seats(byStore: { storeId: string; storeNo: number; salesmen: DemoSalesman[] }[]): Record<string, unknown>[] {
      const since = new Date(nowMs - 130 * DAY);
      return byStore.flatMap(({ storeId, storeNo, salesmen }) =>
        salesmen.map((m, k) => {
          const id = newId();
          seatByUser.set(`${storeId}|${m.id}`, { id });
          return {
            tenantId, storeId, id, seatNo: `${storeNo}${String(k + 1).padStart(3, '0')}`, phone: m.phone, userId: m.id, userName: m.name,
            signIn: m.signedIn ? 1 : 0, createTime: since, updateTime: since,
          };
        }),
      );
    },

    /** the store manager listens to the store's calls, the group's inspector to every store's */
    qmSeats(byStore: { storeId: string; storeNo: number; inspectors: { id: string; name: string; remark: string }[] }[]): Record<string, unknown>[] {
      const since = new Date(nowMs - 130 * DAY);
      return byStore.flatMap(({ storeId, storeNo, inspectors }) =>
        inspectors.map((p, k) => ({ tenantId, storeId, id: newId(), seatNo: `QM${storeNo}${k + 1}`, userId: p.id, userName: p.name, remark: p.remark, createTime: since, updateTime: since })),
      );
    },

    /**
     * The trace records of one followed-up clue, oldest first: 1 to 5, about one every two weeks,
     * the first soon after it came in, the last at its lastTraceTime with its current next follow-up.
     * Results: TRACE; a visited clue's visit (VISIT) at one of them, the follow-ups after it TRACE;
     * a defeated clue's last DEFEAT. A phone follow-up is mostly a call from the salesman's seat.
     */
    history(c: TracedClue): { records: Record<string, unknown>[]; calls: Record<string, unknown>[] } {
      const created = c.createTime.getTime();
      const last = c.lastTraceTime.getTime();
      // about one follow-up every two weeks of the clue's life, at most one every 12 hours
      const n = Math.max(1, Math.min(5, 1 + Math.floor(((last - created) / (14 * DAY)) * (0.5 + random())), 1 + Math.floor((last - created) / (12 * HOUR))));
      const times: number[] = [];
      if (n > 1) {
        const first = created + 15 * MINUTE + Math.floor(random() * Math.min((last - created) / 2, DAY));
        times.push(Math.floor(workHours(first, created + 15 * MINUTE, last - HOUR)));
        const between = Array.from({ length: n - 2 }, () => times[0] + Math.floor(random() * (last - times[0])));
        for (const t of between.sort((a, b) => a - b)) times.push(Math.floor(workHours(t, times[times.length - 1] + HOUR, last - HOUR)));
      }
      times.push(last);
      const records: Record<string, unknown>[] = [];
      const calls: Record<string, unknown>[] = [];
      const seat = seatByUser.get(`${c.storeId}|${c.owner.id}`);
      // a visited clue was visited at one of its follow-ups; the ones after it keep it visited
      const visitAt = c.visitState === VISIT_STATE.visited ? Math.floor(random() * n) : -1;
      times.forEach((at, i) => {
        const final = i === n - 1;
        let content: string;
        let reach: Reach;
        let result = 'TRACE';
        const roll = <T>(xs: readonly T[]) => (final ? xs[Math.floor(c.noteRoll * xs.length)] : pick(xs));
        if (i === visitAt) [content, reach, result] = [roll(VISIT_NOTES), null, 'VISIT'];
        else if (final && c.visitState === VISIT_STATE.defeated) [content, reach, result] = [DEFEAT_NOTES[c.defeatReason ?? ''] ?? `电话回访，客户战败：${c.defeatReason ?? ''}`, 'call', 'DEFEAT'];
        else ({ text: content, reach } = roll(visitAt >= 0 && i > visitAt ? AFTER_VISIT_NOTES : TRACE_NOTES));
        // an earlier follow-up planned the next one near when it really came (mostly a little before)
        let nextTraceTime: Date | null = c.nextTraceTime;
        let nextTraceText: string | null = c.nextTraceText;
        if (!final) {
          const gap = times[i + 1] - at;
          // planned at most 15 days ahead: a later real follow-up was an overdue one
          const planned = Math.min(times[i + 1] + (random() - 0.7) * Math.min(DAY, gap / 2), at + DAY + random() * 14 * DAY);
          nextTraceTime = new Date(Math.round(workHours(planned, at + 30 * MINUTE, Infinity) / (30 * MINUTE)) * 30 * MINUTE);
          nextTraceText = pick(NEXT_PLANS);
        }
        const time = new Date(at);
        records.push({
          tenantId, storeId: c.storeId, id: newId(), ahClueTraceId: c.traceId, event: 'NOTE', content, result, traceTime: time,
          traceUserId: c.owner.id, traceUserName: c.owner.name, nextTraceTime, nextTraceText, nextTraceUserId: c.owner.id,
          createUser: c.owner.id, updateUser: c.owner.id, createTime: time, updateTime: time,
        });
        // some phone follow-ups were made from the salesman's own mobile: no call record
        if (!reach || !seat || random() < 0.15) return;
        const end = at - MINUTE - Math.floor(random() * 7 * MINUTE);
        const length = reach === 'call' ? 30 + Math.floor(570 * random() ** 2) : 15 + Math.floor(random() * 30);
        const start = end - length * 1000;
        if (start <= created) return;
        const uuid = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
        calls.push({
          ...dialledCallRecord({
            id: newId(), tenantId, storeId: c.storeId, ahClueTraceId: c.traceId, seatsId: seat.id, userId: c.owner.id, userName: c.owner.name,
            customerName: c.customerName, customerPhone: c.customerPhone,
            callId: simulatedCallId(`${uuid.slice(0, 8)}-${uuid.slice(8, 12)}-4${uuid.slice(13, 16)}-a${uuid.slice(17, 20)}-${uuid.slice(20)}`),
            startTime: new Date(start),
          }),
          ...endedCall(new Date(start), new Date(end), reach === 'call'),
        });
      });
      return { records, calls };
    },
  };
}

/** writes what demoFollowUps built */
export async function insertFollowUps(tx: Tx, rows: { seats: Record<string, unknown>[]; qmSeats: Record<string, unknown>[]; records: Record<string, unknown>[]; calls: Record<string, unknown>[] }): Promise<void> {
  await insertChunks(tx, ahSeats, rows.seats);
  await insertChunks(tx, ahQmSeat, rows.qmSeats);
  await insertChunks(tx, ahClueTraceRecord, rows.records);
  await insertChunks(tx, ahClueCallRecord, rows.calls);
}
