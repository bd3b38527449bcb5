/**
 * One appointment record's assignment (appointmentrecord.assigned): 0 unassigned (in the pool), 1 assigned
 * to a salesman of the store. ASSIGN takes a pooled appointment to a salesman (assignrecord, or
 * assignrecords for several at once); REASSIGN hands an assigned one to another salesman (assignrecord with
 * reassign 1, from 预约记录). The event is always named by the caller: a pool row someone else has just
 * assigned is refused, never silently taken from them. There is no way back into the pool: an appointment
 * a salesman cannot keep is reassigned, so every assigned one always has someone answering for it.
 * The server loads the rows, asks this machine and applies the answer in one transaction; the pool and the
 * record list offer only the events it allows.
 */
import { assign, setup, transition } from 'xstate';

/** state name -> the value kept in ah_appointment_record.assigned */
export const ASSIGNED = { unassigned: 0, assigned: 1 } as const;

export const ASSIGNED_OPTIONS = [
  { value: 0, zh: '未分配', en: 'Not assigned' },
  { value: 1, zh: '已分配', en: 'Assigned' },
] as const;

export type AppointmentState = keyof typeof ASSIGNED;

/** assigneeId: who the appointment goes to; the guard needs it to refuse a "reassignment" to the same salesman */
export type AppointmentEvent = { type: 'ASSIGN'; assigneeId: string } | { type: 'REASSIGN'; assigneeId: string };
export type AppointmentEventType = AppointmentEvent['type'];

export interface AppointmentContext {
  assigneeId: string | null;
}

export function appointmentStateOf(value: unknown): AppointmentState | null {
  // a record stored without the flag has not been assigned
  if (value === null || value === undefined) return 'unassigned';
  const n = typeof value === 'string' && value.trim() === '' ? NaN : Number(value);
  const hit = Object.entries(ASSIGNED).find(([, v]) => v === n);
  return hit ? (hit[0] as AppointmentState) : null;
}

export const appointmentMachine = setup({
  types: { context: {} as AppointmentContext, events: {} as AppointmentEvent },
  actions: {
    takeAssignee: assign({ assigneeId: ({ event }) => event.assigneeId }),
  },
  guards: {
    hasAssignee: ({ event }) => !!event.assigneeId,
    otherAssignee: ({ context, event }) => !!event.assigneeId && event.assigneeId !== context.assigneeId,
  },
}).createMachine({
  id: 'appointment',
  context: { assigneeId: null },
  initial: 'unassigned',
  states: {
    unassigned: {
      on: { ASSIGN: { target: 'assigned', guard: 'hasAssignee', actions: 'takeAssignee' } },
    },
    assigned: {
      on: { REASSIGN: { target: 'assigned', guard: 'otherAssignee', actions: 'takeAssignee' } },
    },
  },
});

/** Why an event is refused for a row: the message the server answers with 10300. */
export function appointmentRefusal(state: AppointmentState | null, event: AppointmentEventType, assigneeId?: string | null): { zh: string; en: string } {
  if (!assigneeId) return { zh: '请选择分配的销售顾问', en: 'Please choose the salesman to assign to' };
  if (event === 'ASSIGN' && state === 'assigned') return { zh: '该预约已分配，不能重复分配', en: 'The appointment has already been assigned' };
  if (event === 'REASSIGN' && state === 'unassigned') return { zh: '该预约尚未分配，请先分配', en: 'The appointment has not been assigned yet' };
  if (event === 'REASSIGN' && state === 'assigned') return { zh: '该预约已分配给此销售顾问', en: 'The appointment is already assigned to this salesman' };
  return { zh: '当前状态不允许该操作', en: 'The action is not allowed in the current state' };
}

/** The refusal for one record row; when several were sent it names the customer. */
export function appointmentRowRefusal(row: Readonly<Record<string, unknown>>, event: AppointmentEventType, assigneeId: string | null, many: boolean): { zh: string; en: string } {
  const m = appointmentRefusal(appointmentStateOf(row.assigned), event, assigneeId);
  return many ? { zh: `${String(row.customerName)}：${m.zh}`, en: `${String(row.customerName)}: ${m.en}` } : m;
}

/**
 * The assigned flag after the event, or null when the row cannot take it. Pure: the server calls it
 * with each loaded row, the screens with the rows they show (assigneeId undefined: "to someone else").
 */
export function nextAppointmentAssigned(row: Readonly<Record<string, unknown>>, event: AppointmentEventType, assigneeId?: string | null): number | null {
  const name = appointmentStateOf(row.assigned);
  if (!name) return null;
  const current = row.assigneeId === null || row.assigneeId === undefined ? null : String(row.assigneeId);
  const snapshot = appointmentMachine.resolveState({ value: name, context: { assigneeId: current } });
  // a screen asking whether the row offers the event at all: any other salesman
  const to = assigneeId === undefined ? `\u0000not-${current ?? ''}` : assigneeId;
  const e = { type: event, assigneeId: to ?? '' } as AppointmentEvent;
  if (!snapshot.can(e)) return null;
  const [next] = transition(appointmentMachine, snapshot, e);
  return ASSIGNED[next.value as AppointmentState];
}
