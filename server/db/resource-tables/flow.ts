/** Tables of the workflow engine (src/domain/resources/flow/flow.ts, docs/workflow.md). */
import { index } from 'drizzle-orm/pg-core';
import { resourceTable } from '../resource-table';
import { flowInstanceResource, flowModelResource, flowProcessResource, flowTaskResource, processLeaveResource } from '../../../src/domain/resources/flow/flow';

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
