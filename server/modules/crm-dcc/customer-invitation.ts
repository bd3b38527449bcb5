/**
 * Invitation tasks (ahInviteConfig): the generated getPage/detail/saveOrUpdate/delete, checked here
 * (customers of the store, executors working in it, a window that ends after it starts), and
 * invitationDetail: each invited customer with whether they came in the window. Start and stop are
 * the declaration's actions, which the resource engine checks against the invitation machine.
 */
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import { badInput, badRequest, notFound } from '../../http/envelope';
import { ahInviteTaskOption } from '../../db/resource-tables/marketing';
import { INVITE_TASK_OPTION_MESSAGES } from '../../../src/domain/resources/sales/invite-task-option';
import { vId } from '../../http/input';
import { columnsOf } from '../../http/resource-query';
import { ResourceRuntime, type ResourceHookMap, type Clock } from '../../http/resource-router';
import { ahClueTrace, ahClueTraceRecord } from '../../db/resource-tables/sales';
import { ahCustomer, ahInviteConfig } from '../../db/resource-tables/customers';
import { invitationResource, invitationRuleProblem } from '../../../src/domain/resources/sales/invitation';
import { invitationStatusAt } from '../../../src/machines/invitation.machine';
import { recordCols, storeUsers, traceCols } from './clue-common';
import { requireStore } from '../../http/store-scope';

const customerCols = columnsOf(ahCustomer);
/** A task whose window has closed is shown finished, even in the minute before the sweep stores it. */
function presentTask(row: Record<string, unknown>, clock: Clock): Record<string, unknown> {
  row.executeStatus = invitationStatusAt(row, clock.now());
  return row;
}
const inviteRt = new ResourceRuntime(invitationResource, ahInviteConfig, { present: presentTask });
const splitIds = (s: unknown) => (typeof s === 'string' && s ? s.split(',').filter(Boolean) : []);

export const invitationHooks: ResourceHookMap = {
  ahInviteConfig: {
    present: presentTask,
    beforeWrite: async ({ tx, auth, value }) => {
      requireStore(auth);
      const problem = invitationRuleProblem(value);
      if (problem) throw badRequest(problem.message.zh);
      if (value.customerIds !== undefined) {
        const ids = [...new Set(splitIds(value.customerIds))];
        if (ids.length) {
          const found = await tx
            .select({ id: customerCols.id })
            .from(ahCustomer)
            .where(and(inArray(customerCols.id, ids), eq(customerCols.storeId, auth.storeId), eq(customerCols.isDeleted, 0)));
          if (found.length !== ids.length) throw badRequest('邀约客户不是本门店的客户');
        }
        value.customerIds = ids.join(',');
        value.customerCount = ids.length;
      }
      // the invite task option it was made from: an enabled option of the store; its name is kept
      if (value.ahInviteTaskOptionId !== undefined) {
        if (value.ahInviteTaskOptionId === null || value.ahInviteTaskOptionId === '') value.optionName = null;
        else {
          const [option] = await tx
            .select({ optionName: ahInviteTaskOption.optionName })
            .from(ahInviteTaskOption)
            .where(and(eq(ahInviteTaskOption.id, String(value.ahInviteTaskOptionId)), eq(ahInviteTaskOption.storeId, auth.storeId!), eq(ahInviteTaskOption.enabled, 1), eq(ahInviteTaskOption.isDeleted, 0)));
          if (!option) throw badInput(INVITE_TASK_OPTION_MESSAGES.noOption, 'ahInviteTaskOptionId');
          value.optionName = option.optionName;
        }
      }
      if (value.executorIds !== undefined) {
        const ids = [...new Set(splitIds(value.executorIds))];
        if (ids.length && (await storeUsers(tx, auth, { ids })).length !== ids.length) throw badRequest('执行人不是本门店的在职人员');
        value.executorIds = ids.join(',');
      }
    },
  },
};

export const invitationRoutes: Registrable[] = [
  route({
    method: 'GET',
    url: '/crm-dcc/ahInviteConfig/invitationDetail',
    input: v.looseObject({ id: vId('邀约任务id格式错误') }),
    handler: async ({ auth, services, input, lang }) => {
      const task = await inviteRt.findOne(services.db, await inviteRt.scope(services, auth), input.id);
      if (!task) throw notFound(lang === 'en' ? 'No such invitation task' : '邀约任务不存在或无权查看');
      const customerIds = splitIds(task.customerIds);
      const executorIds = splitIds(task.executorIds);
      const customers = customerIds.length
        ? ((await services.db
            .select({ ahCustomerId: customerCols.id, customerName: customerCols.customerName, customerPhone: customerCols.customerPhone, customerLevel: customerCols.customerLevel, nextTraceUserName: customerCols.nextTraceUserName, dealState: customerCols.dealState })
            .from(ahCustomer)
            .where(and(inArray(customerCols.id, customerIds), eq(customerCols.isDeleted, 0)))) as { ahCustomerId: string; customerPhone: string }[])
        : [];
      // came = a visit logged on one of the customer's clues inside the task's window
      const phones = customers.map((c) => c.customerPhone);
      const visits = phones.length
        ? await services.db
            .select({ phone: traceCols.customerPhone, at: sql<Date>`min(${recordCols.traceTime})` })
            .from(ahClueTraceRecord)
            .innerJoin(ahClueTrace, eq(traceCols.id, recordCols.ahClueTraceId))
            .where(
              and(
                eq(traceCols.tenantId, task.tenantId as string),
                eq(traceCols.storeId, task.storeId as string),
                inArray(traceCols.customerPhone, phones),
                eq(recordCols.isDeleted, 0),
                sql`(${recordCols.result} = 'VISIT' or ${recordCols.event} = 'VISIT')`,
                gte(recordCols.traceTime, task.startTime as Date),
                lt(recordCols.traceTime, task.endTime as Date),
              ),
            )
            .groupBy(traceCols.customerPhone)
        : [];
      const came = new Map(visits.map((x) => [x.phone as string, x.at]));
      const executors = executorIds.length ? await storeUsers(services.db, { ...auth, storeId: task.storeId as string }, { ids: executorIds }) : [];
      const list = customers.map((c) => ({ ...c, arrived: came.has(c.customerPhone) ? 1 : 0, arriveTime: came.get(c.customerPhone) ?? null }));
      return {
        ...inviteRt.present(task, services),
        executorList: executors.map((u) => ({ id: u.id, name: u.name })),
        customerList: list,
        arrivedCount: list.filter((c) => c.arrived).length,
      };
    },
  }),
];
