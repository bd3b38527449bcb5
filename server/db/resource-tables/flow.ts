/** Tables of the workflow engine (src/domain/resources/flow/flow.ts, docs/workflow.md). */
import { index, integer, pgTable, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, tenantIdColumn } from '../schema';
import { resourceTable } from '../resource-table';
import { flowFormResource, flowInstanceResource, flowModelResource, flowProcessResource, flowTaskResource, processLeaveResource } from '../../../src/domain/resources/flow/flow';

export const flowModel = resourceTable(flowModelResource);
export const flowDefinition = resourceTable(flowProcessResource, (c) => [index('flow_definition_key_version_idx').on(c.tenantId, c.processKey, c.version)]);
export const flowInstance = resourceTable(flowInstanceResource, (c) => [index('flow_instance_start_user_idx').on(c.tenantId, c.startUser)]);
// the todo, claim and done lists read tasks by holder and state; history by instance
export const flowTask = resourceTable(flowTaskResource, (c) => [
  index('flow_task_assignee_idx').on(c.tenantId, c.assignee, c.state),
  index('flow_task_open_idx').on(c.tenantId, c.state, c.assignee),
  index('flow_task_instance_idx').on(c.processInstanceId),
]);
export const processLeave = resourceTable(processLeaveResource);

/**
 * The timers an instance waits at (docs/workflow.md "Timers"): one row per timer event reached, with
 * its due time by the server's clock. The timer job fires a due one by claiming it (state 0 → 1 with
 * a conditional update) in the step's transaction; a timer the run left (its task done first, the
 * instance ended) is cancelled (2); a timer whose step failed is kept as failed (3) with the reason.
 */
export const flowTimer = pgTable(
  'flow_timer',
  {
    id: id('id').primaryKey(),
    tenantId: tenantIdColumn(),
    processInstanceId: id('process_instance_id').notNull(),
    /** the timer event's element id and the engine's execution id of it */
    elementId: varchar('element_id', { length: 64 }).notNull(),
    elementName: varchar('element_name', { length: 128 }),
    executionId: varchar('execution_id', { length: 128 }).notNull(),
    /** the user task a boundary timer sits on */
    attachedTo: varchar('attached_to', { length: 64 }),
    dueTime: timestamp('due_time', { withTimezone: true, mode: 'date' }).notNull(),
    state: smallint('state').notNull().default(0),
    fireTime: timestamp('fire_time', { withTimezone: true, mode: 'date' }),
    error: varchar('error', { length: 500 }),
    createTime: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('flow_timer_due_idx').on(t.state, t.dueTime), uniqueIndex('flow_timer_execution_idx').on(t.processInstanceId, t.executionId)],
);

/**
 * The schedules of timer start events (docs/workflow.md "Timer start events"): one row per deployed
 * definition whose start event is a timer, with the next time it starts an instance. The timer job
 * claims a due row under its lock and moves it on (or ends it) in the transaction that starts the
 * instance, so each occurrence starts one instance across restarts and processes. States: 0 waiting,
 * 1 done (no more occurrences), 2 cancelled (a newer version replaced it, or its deployment was deleted).
 */
export const flowStartTimer = pgTable(
  'flow_start_timer',
  {
    id: id('id').primaryKey(),
    tenantId: tenantIdColumn(),
    processDefinitionId: id('process_definition_id').notNull(),
    processKey: varchar('process_key', { length: 64 }).notNull(),
    elementId: varchar('element_id', { length: 64 }).notNull(),
    dueTime: timestamp('due_time', { withTimezone: true, mode: 'date' }).notNull(),
    /** instances started so far */
    fired: integer('fired').notNull().default(0),
    lastFireTime: timestamp('last_fire_time', { withTimezone: true, mode: 'date' }),
    state: smallint('state').notNull().default(0),
    error: varchar('error', { length: 500 }),
    createTime: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('flow_start_timer_due_idx').on(t.state, t.dueTime), uniqueIndex('flow_start_timer_definition_idx').on(t.processDefinitionId, t.elementId)],
);

/** 流程表单: the forms a tenant designs (docs/workflow.md "Forms"); a key once per tenant. */
export const flowForm = resourceTable(flowFormResource);
