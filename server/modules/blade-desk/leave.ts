/**
 * blade-desk leave (spec 3 "Workflow"; spec 1 section 2 leave routes; docs/workflow.md): a leave
 * request is a business record started with the deployed process "请假" (key Leave): start-process
 * writes the request and starts its instance in one transaction, detail reads it by businessId, and
 * every step of the instance keeps the request's state (审批中, 已通过, 已驳回 back to the applicant,
 * 已撤回) in the step's transaction.
 */
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import { vId } from '../../http/input';
import { ApiError, notFound } from '../../http/envelope';
import { Codes } from '../../../src/domain/codes';
import { processLeave } from '../../db/resource-tables/flow';
import type { Tx } from '../../db';
import type { AuthContext } from '../../http/auth';
import type { Lang } from '../../../src/domain/codes';
import { onProcessStep, startInstanceTx, userName, type Prepare } from '../blade-flow/runtime';

export const LEAVE_PROCESS_KEY = 'Leave';
/** blade_process_leave.state, dictionary flow_instance_state */
export const LEAVE_STATE = { running: '0', approved: '1', rejected: '2', withdrawn: '3' } as const;

onProcessStep(LEAVE_PROCESS_KEY, async (tx, instance, step) => {
  if (!instance.businessId) return;
  const state = step.terminated
    ? LEAVE_STATE.withdrawn
    : step.ended
      ? step.passed.includes('withdrawn') || step.variables.outcome === 'reject'
        ? LEAVE_STATE.withdrawn
        : LEAVE_STATE.approved
      : step.waitingAt.includes('adjust')
        ? LEAVE_STATE.rejected
        : LEAVE_STATE.running;
  const v0 = step.variables;
  await tx
    .update(processLeave)
    .set({
      state,
      // a resubmission may change the request
      ...(v0.leaveType !== undefined ? { leaveType: Number(v0.leaveType), startTime: String(v0.startTime), endTime: String(v0.endTime), days: Number(v0.days), reason: String(v0.reason) } : {}),
      updateTime: step.now,
    })
    .where(eq(processLeave.id, String(instance.businessId)));
});

/** Writes the leave request in the start's transaction; it takes the instance's id as its own (one request per instance). */
export function leaveStartPrepare(tx: Tx, auth: AuthContext, now: Date, lang: Lang = 'zh'): Prepare {
  return async (_tx, instanceId, def, values) => {
    if (def.processKey !== LEAVE_PROCESS_KEY) throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? 'This is not the leave process' : '该流程不是请假流程');
    await tx.insert(processLeave).values({
      id: instanceId,
      processDefinitionId: String(def.id),
      processInstanceId: instanceId,
      applyUser: auth.userId,
      applyUserName: (await userName(tx, auth.tenantId, auth.userId)) ?? auth.account,
      leaveType: Number(values.leaveType),
      startTime: String(values.startTime),
      endTime: String(values.endTime),
      days: Number(values.days),
      reason: String(values.reason),
      state: LEAVE_STATE.running,
      createUser: auth.userId,
      createTime: now,
      updateTime: now,
    });
    return instanceId;
  };
}

const startInput = v.pipe(
  v.looseObject({ processDefinitionId: v.optional(v.unknown()) }),
  v.transform((x) => {
    const { processDefinitionId, ...values } = x as Record<string, unknown>;
    return { processDefinitionId, values };
  }),
  v.object({ processDefinitionId: vId('请选择流程'), values: v.record(v.string(), v.unknown()) }),
);

export const leaveRoutes: Registrable[] = [
  route({
    method: 'POST',
    url: '/blade-desk/process/leave/start-process',
    permission: 'work_leave_start',
    input: startInput,
    handler: async ({ auth, services, input, lang }) => {
      // the dates are checked by the form; their order here, before anything is written
      const from = String(input.values.startTime ?? '');
      const to = String(input.values.endTime ?? '');
      if (from && to && to < from) throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? 'The end date cannot be before the start date' : '结束日期不能早于开始日期', { field: 'endTime' });
      return services.db.transaction(async (tx) => startInstanceTx(tx, auth, { processDefinitionId: input.processDefinitionId, values: input.values }, lang, services.now(), leaveStartPrepare(tx, auth, services.now(), lang)));
    },
  }),
  route({
    method: 'GET',
    url: '/blade-desk/process/leave/detail',
    input: v.pipe(
      v.looseObject({ businessId: v.optional(v.unknown()), id: v.optional(v.unknown()) }),
      v.transform((x) => ({ businessId: x.businessId ?? x.id })),
      v.object({ businessId: vId() }),
    ),
    handler: async ({ services, input, lang }) => {
      const [row] = await services.db
        .select()
        .from(processLeave)
        .where(and(eq(processLeave.id, input.businessId), eq(processLeave.isDeleted, 0)));
      if (!row) throw notFound(lang === 'en' ? 'No such leave request' : '请假单不存在');
      const { tenantId: _t, isDeleted: _d, ...rest } = row;
      void _t;
      void _d;
      return rest;
    },
  }),
];
