/**
 * The workflow's timer job (docs/workflow.md "Timers", "Timer start events"): at start-up and then
 * every 30 seconds, the timers of every tenant whose due time has passed (by services.now) are
 * fired, oldest first, each in its tenant's data context and its own transaction (fireTimer), and
 * the due timer start schedules start their instances (fireStartTimer). A timer due while the server
 * was down fires at the next start. Several processes may run it at once: each timer is claimed with
 * a conditional update (a schedule under its row lock), so it fires once.
 */
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Services } from '../services';
import { eachInItsTenant } from '../db/data-context';
import { flowStartTimer, flowTimer } from '../db/resource-tables/flow';
import { FLOW_INSTANCE_STATE } from '../../src/machines/flow-instance.machine';
import { BpmnProblem } from '../modules/blade-flow/bpmn';
import { failStartTimer, failTimer, fireStartTimer, fireTimer, START_TIMER_STATE, TIMER_STATE } from '../modules/blade-flow/runtime';

const BATCH = 100;

/** Fires the due timers; answers how many this call fired. */
export async function fireDueTimers(services: Services): Promise<number> {
  const now = services.now();
  const timers = await eachInItsTenant(
    'flow timer job',
    () =>
      services.db
        .select({ id: flowTimer.id, tenantId: flowTimer.tenantId })
        .from(flowTimer)
        // a suspended instance's timers wait for its activation: they do not fill the batch meanwhile
        .where(
          and(
            eq(flowTimer.state, TIMER_STATE.waiting),
            lte(flowTimer.dueTime, now),
            sql`not exists (select 1 from flow_instance i where i.id = ${flowTimer.processInstanceId} and i.state = ${FLOW_INSTANCE_STATE.suspended})`,
          ),
        )
        .orderBy(asc(flowTimer.dueTime), asc(flowTimer.id))
        .limit(BATCH),
    async (t, tenantId) => {
      try {
        return await fireTimer(services, tenantId, String(t.id));
      } catch (err) {
        // the engine refused the step: the timer is kept as failed with the reason (nothing of the step was saved)
        if (err instanceof BpmnProblem) await failTimer(services, String(t.id), err.zh);
        else console.error('flow timer job', err);
        return false;
      }
    },
  );
  const starts = await eachInItsTenant(
    'flow timer job',
    () =>
      services.db
        .select({ id: flowStartTimer.id, tenantId: flowStartTimer.tenantId })
        .from(flowStartTimer)
        .where(and(eq(flowStartTimer.state, START_TIMER_STATE.waiting), lte(flowStartTimer.dueTime, now)))
        .orderBy(asc(flowStartTimer.dueTime), asc(flowStartTimer.id))
        .limit(BATCH),
    async (t, tenantId) => {
      try {
        return await fireStartTimer(services, tenantId, String(t.id));
      } catch (err) {
        // the start was refused (nothing of it saved): the schedule keeps the reason and moves on
        const reason = err instanceof BpmnProblem ? err.zh : err instanceof Error ? err.message : String(err);
        console.error('flow timer job: start timer', reason);
        await failStartTimer(services, String(t.id), reason).catch((e: unknown) => console.error('flow timer job', e));
        return false;
      }
    },
  );
  const fired = [...timers, ...starts].filter(Boolean).length;
  if (fired) console.log(`flow timer job: ${fired} timer(s) fired`);
  return fired;
}

/** Runs the job now (firstRun) and every `everyMs`; stop() ends it. */
export function startFlowTimerJob(services: Services, everyMs = 30_000): { stop(): void; firstRun: Promise<number> } {
  const run = () =>
    fireDueTimers(services).catch((err: unknown) => {
      console.error('flow timer job', err);
      return 0;
    });
  const firstRun = run();
  const timer = setInterval(() => void run(), everyMs);
  return { stop: () => clearInterval(timer), firstRun };
}
