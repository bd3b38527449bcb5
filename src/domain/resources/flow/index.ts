/** Workflow (spec 3 "Workflow", docs/workflow.md). */
export { FLOW_RESOURCES } from './flow';
