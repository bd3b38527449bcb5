/** Model-based: every shortest path of the appointment assignment machine, with the pure helper the server and the screens use. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  ASSIGNED,
  appointmentMachine,
  appointmentRefusal,
  appointmentRowRefusal,
  appointmentStateOf,
  nextAppointmentAssigned,
  type AppointmentEvent,
  type AppointmentState,
} from '../../src/machines/appointment.machine';
import { reachedStates } from './helpers';

const A = '1001';
const B = '1002';
/** the events the model walks: assign to A, reassign to A (refused once A has it) and to B */
const EVENTS: AppointmentEvent[] = [
  { type: 'ASSIGN', assigneeId: A },
  { type: 'REASSIGN', assigneeId: A },
  { type: 'REASSIGN', assigneeId: B },
];

describe('appointment model', () => {
  const model = createTestModel(appointmentMachine, {
    events: EVENTS,
    // a reassignment to the current salesman changes nothing: the model does not walk it as a step
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.assigneeId]),
  });
  const paths = model.getShortestPaths();

  it('reaches both states', () => {
    expect(reachedStates(paths)).toEqual(['assigned', 'unassigned']);
    // and a reassignment: the walk ends with B holding the appointment A had
    expect(paths.some((p) => p.state.context.assigneeId === B && p.steps.some((st) => st.event.type === 'REASSIGN'))).toBe(true);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const actor = createActor(appointmentMachine).start();
      // the row as the server keeps it
      const row: Record<string, unknown> = { assigned: ASSIGNED.unassigned, assigneeId: null, customerName: '赵一鸣' };
      const check = (name: AppointmentState) => {
        expect(actor.getSnapshot().value).toBe(name);
        expect(appointmentStateOf(row.assigned)).toBe(name);
        expect(row.assigneeId).toBe(actor.getSnapshot().context.assigneeId);
        for (const e of EVENTS) expect(nextAppointmentAssigned(row, e.type, e.assigneeId) !== null).toBe(actor.getSnapshot().can(e));
      };
      await path.test({
        states: { unassigned: () => check('unassigned'), assigned: () => check('assigned') },
        events: Object.fromEntries(
          (['ASSIGN', 'REASSIGN'] as const).map((type) => [
            type,
            ({ event }: { event: AppointmentEvent }) => {
              const next = nextAppointmentAssigned(row, type, event.assigneeId);
              expect(next !== null).toBe(actor.getSnapshot().can(event));
              if (next !== null) Object.assign(row, { assigned: next, assigneeId: event.assigneeId });
              actor.send(event);
            },
          ]),
        ),
      });
    });
  }

  it('assigns only from the pool and reassigns only to another salesman', () => {
    const pooled = { assigned: 0, assigneeId: null };
    const taken = { assigned: 1, assigneeId: A };
    expect(nextAppointmentAssigned(pooled, 'ASSIGN', A)).toBe(ASSIGNED.assigned);
    expect(nextAppointmentAssigned(pooled, 'REASSIGN', A)).toBeNull();
    expect(nextAppointmentAssigned(taken, 'ASSIGN', B)).toBeNull();
    expect(nextAppointmentAssigned(taken, 'REASSIGN', A)).toBeNull();
    expect(nextAppointmentAssigned(taken, 'REASSIGN', B)).toBe(ASSIGNED.assigned);
    // no salesman: nothing
    expect(nextAppointmentAssigned(pooled, 'ASSIGN', '')).toBeNull();
    expect(nextAppointmentAssigned(pooled, 'ASSIGN', null)).toBeNull();
    // a screen asks without a salesman: does the row offer the event at all
    expect(nextAppointmentAssigned(pooled, 'ASSIGN')).toBe(1);
    expect(nextAppointmentAssigned(taken, 'ASSIGN')).toBeNull();
    expect(nextAppointmentAssigned(taken, 'REASSIGN')).toBe(1);
    expect(nextAppointmentAssigned(pooled, 'REASSIGN')).toBeNull();
    // rows carry the flag as a number or, from a form or query, as text; a record stored without it is pooled
    expect(nextAppointmentAssigned({ assigned: '0' }, 'ASSIGN', A)).toBe(1);
    expect(nextAppointmentAssigned({ assigned: null }, 'ASSIGN', A)).toBe(1);
    // a value the table should never hold takes no event
    for (const bad of ['', 7, 'x']) for (const type of ['ASSIGN', 'REASSIGN'] as const) expect(nextAppointmentAssigned({ assigned: bad, assigneeId: A }, type, B)).toBeNull();
  });

  it('names the reasons the product shows', () => {
    expect(appointmentRefusal('assigned', 'ASSIGN', A).zh).toBe('该预约已分配，不能重复分配');
    expect(appointmentRefusal('unassigned', 'REASSIGN', A).zh).toBe('该预约尚未分配，请先分配');
    expect(appointmentRefusal('assigned', 'REASSIGN', A).zh).toBe('该预约已分配给此销售顾问');
    expect(appointmentRefusal('unassigned', 'ASSIGN', '').zh).toBe('请选择分配的销售顾问');
    expect(appointmentRowRefusal({ assigned: 1, customerName: '钱晓彤' }, 'ASSIGN', A, true)).toEqual({
      zh: '钱晓彤：该预约已分配，不能重复分配',
      en: '钱晓彤: The appointment has already been assigned',
    });
  });
});
