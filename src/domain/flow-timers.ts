/**
 * BPMN timer expressions (docs/workflow.md "Timers"), checked once here for the server's deployment
 * and the modeler's properties panel alike: an ISO 8601 duration (PT2H, P3D), an ISO 8601 date-time,
 * or a repeating interval (R/P1D, R3/PT1H, R/2026-12-01T09:00:00+08:00/P1D); `${variable}` for
 * boundary and intermediate timers (read when the timer is reached). Cycles only start processes:
 * a timer inside a process waits once.
 */

export type TimerKind = 'duration' | 'date' | 'cycle';
/** where the timer sits: a start event starts instances; the others wait inside one */
export type TimerPlace = 'start' | 'boundary' | 'intermediate';

export const ISO_DURATION = /^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+(\.\d+)?S)?)?$/;
/** R[n]/[start/]duration */
const ISO_CYCLE = /^R(\d*)\/(?:([^/]+)\/)?(P[^/]+)$/;
/** a date-time with its date and time (a bare date or a word is not a moment) */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

export const TIMER_KIND_OPTIONS = [
  { value: 'duration', zh: '时长', en: 'Duration' },
  { value: 'date', zh: '日期时间', en: 'Date-time' },
  { value: 'cycle', zh: '循环', en: 'Cycle' },
] as const;

/** the kinds each place takes: a start event once at a date, after a while, or on a cycle */
export const TIMER_KINDS_AT: Record<TimerPlace, readonly TimerKind[]> = {
  start: ['date', 'cycle', 'duration'],
  boundary: ['duration', 'date'],
  intermediate: ['duration', 'date'],
};

export interface TimerMessage {
  zh: string;
  en: string;
}

const isDateTime = (s: string) => ISO_DATE_TIME.test(s) && !Number.isNaN(Date.parse(s));
const isExpression = (s: string) => /^\s*\$\{[\s\S]+\}\s*$/.test(s);

/** A parsed repeating interval: how many times (null: for ever), from when, how often. */
export interface Cycle {
  repeat: number | null;
  start: Date | null;
  every: string;
}

export function parseCycle(value: string): Cycle | null {
  const m = ISO_CYCLE.exec(value.trim());
  if (!m || !ISO_DURATION.test(m[3]) || (m[2] && !isDateTime(m[2]))) return null;
  const repeat = m[1] === '' ? null : Number(m[1]);
  if (repeat !== null && repeat < 1) return null;
  return { repeat, start: m[2] ? new Date(m[2]) : null, every: m[3] };
}

/**
 * Why a timer's expression is refused, in the words people read (the same text on the server and
 * in the modeler), or null when it is good. `id` names the timer in the message.
 */
export function timerProblem(id: string, kind: TimerKind, value: string, place: TimerPlace): TimerMessage | null {
  const v = value.trim();
  if (!TIMER_KINDS_AT[place].includes(kind)) {
    return place === 'start'
      ? { zh: `开始定时器${id}须为日期时间、时长或循环`, en: `The start timer ${id} must be a date-time, a duration or a cycle` }
      : { zh: `定时器${id}须为ISO 8601时长（如PT2H）或日期时间，循环只用于开始事件`, en: `The timer ${id} must be an ISO 8601 duration (PT2H) or date-time; cycles are for start events only` };
  }
  // a start event has no instance to read variables from
  if (isExpression(v) && place !== 'start') return null;
  const ok = kind === 'duration' ? ISO_DURATION.test(v) : kind === 'date' ? isDateTime(v) : parseCycle(v) !== null;
  if (ok) return null;
  if (kind === 'cycle') return { zh: `定时器${id}的循环须为ISO 8601重复间隔（如R/P1D、R3/PT1H、R/2026-12-01T09:00:00+08:00/P1D）`, en: `The cycle of timer ${id} must be an ISO 8601 repeating interval (R/P1D, R3/PT1H, R/2026-12-01T09:00:00+08:00/P1D)` };
  if (place === 'start') return { zh: `开始定时器${id}须为ISO 8601时长（如PT2H）或日期时间`, en: `The start timer ${id} must be an ISO 8601 duration (PT2H) or date-time` };
  return { zh: `定时器${id}须为ISO 8601时长（如PT2H）或日期时间`, en: `The timer ${id} must be an ISO 8601 duration (PT2H) or date-time` };
}
