/**
 * Demo workflow (docs/workflow.md): the leave process "请假" and the discount approval "优惠审批"
 * as models, both deployed, and instances in every state for the demo staff, run through the real
 * engine: leave requests waiting at the department head and at the store manager, one approved, one
 * rejected back to its applicant; a discount request waiting at the store manager.
 */
import { readFileSync } from 'node:fs';
import type { Tx } from '../index';
import { newId } from '../ids';
import type { SeedContext } from './context';
import { flowModel } from '../resource-tables/flow';
import type { AuthContext } from '../../http/auth';
import { claimTaskTx, completeTaskTx, deploy, startInstanceTx } from '../../modules/blade-flow/runtime';
import { flowTask } from '../resource-tables/flow';
import { and, eq, inArray } from 'drizzle-orm';
import { LEAVE_PROCESS_KEY, leaveStartPrepare } from '../../modules/blade-desk/leave';
import { DEMO_ACCOUNTS } from './accounts';

const xmlOf = (file: string) => readFileSync(new URL(`./flow/${file}`, import.meta.url), 'utf8');

function actor(ctx: SeedContext, account: string): AuthContext {
  const role = DEMO_ACCOUNTS.find((a) => a.account === account)!.role;
  return {
    sessionId: 'seed',
    tenantId: ctx.tenantId,
    userId: ctx.userIds.get(account)!,
    storeId: ctx.storeIds[0],
    roleId: ctx.roleIds.get(role) ?? '',
    roleAlias: role,
    roleName: role,
    account,
    isAdmin: role === 'admin',
    passwordIsInitial: false,
  };
}

export async function seedFlow(tx: Tx, ctx: SeedContext): Promise<void> {
  const admin = actor(ctx, 'admin');
  const day = 24 * 3600 * 1000;
  let clock = Date.now() - 6 * day;
  const tick = (hours: number) => new Date((clock += hours * 3600 * 1000));
  const models = [
    { name: '请假', modelKey: LEAVE_PROCESS_KEY, category: 'leave', description: '员工请假：部门负责人审批，超过3天还需店长审批；驳回退回申请人调整', file: 'leave.bpmn20.xml' },
    { name: '优惠审批', modelKey: 'Discount', category: 'approval', description: '销售申请超出门店权限的优惠：店长审批，超过5000元还需集团审批', file: 'discount.bpmn20.xml' },
  ];
  const defs: Record<string, string> = {};
  for (const m of models) {
    const id = newId();
    const xml = xmlOf(m.file);
    const now = tick(1);
    await tx.insert(flowModel).values({ id, tenantId: ctx.tenantId, name: m.name, modelKey: m.modelKey, category: m.category, description: m.description, xml, version: 0, createUser: admin.userId, createTime: now, updateTime: now });
    const d = await deploy(tx, admin, { xml, category: m.category, modelId: id, resourceName: m.file, name: m.name }, 'zh', now);
    defs[m.modelKey] = String(d.id);
  }

  const leave = async (account: string, values: Record<string, unknown>) =>
    String((await startInstanceTx(tx, actor(ctx, account), { processDefinitionId: defs[LEAVE_PROCESS_KEY], values }, 'zh', tick(2), leaveStartPrepare(tx, actor(ctx, account), tick(0)))).processInstanceId);
  /** claims (when offered) and completes the instance's open task as the account */
  const act = async (instanceId: string, account: string, outcome: 'pass' | 'reject', comment: string) => {
    const who = actor(ctx, account);
    const [task] = await tx
      .select()
      .from(flowTask)
      .where(and(eq(flowTask.processInstanceId, instanceId), inArray(flowTask.state, [0, 1, 3])));
    if (task.state === 0) await claimTaskTx(tx, who, String(task.id), 'zh', tick(1));
    await completeTaskTx(tx, who, { taskId: String(task.id), outcome, comment, values: {} }, 'zh', tick(3));
  };

  // waiting at the department head (刘芳, 行政财务)
  await leave('sales', { leaveType: 3, startTime: '2026-12-08', endTime: '2026-12-09', days: 2, reason: '年假，回老家办事' });
  // passed by the head, more than 3 days: waiting at the store manager
  const long = await leave('service', { leaveType: 5, startTime: '2026-12-14', endTime: '2026-12-20', days: 7, reason: '婚假' });
  await act(long, 'finance', 'pass', '同意，请安排好工作交接');
  // approved
  const short = await leave('warehouse', { leaveType: 2, startTime: '2026-11-20', endTime: '2026-11-20', days: 1, reason: '感冒发烧，去医院' });
  await act(short, 'finance', 'pass', '注意休息');
  // rejected back to the applicant
  const rejected = await leave('sales', { leaveType: 1, startTime: '2026-11-28', endTime: '2026-11-29', days: 2, reason: '家中有事' });
  await act(rejected, 'finance', 'reject', '周末车展人手紧张，请改期');

  // a discount request waiting at the store manager
  await startInstanceTx(tx, actor(ctx, 'sales'), { processDefinitionId: defs.Discount, values: { customerName: '周志强', carModel: '宝马 530Li 领先型', discount: 800000, reason: '老客户置换，竞品报价更低' } }, 'zh', tick(2));
}
