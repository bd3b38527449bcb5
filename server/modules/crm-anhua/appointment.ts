/**
 * Appointments beyond the generated routes: assignrecord (one record, ASSIGN from the pool or REASSIGN
 * from 预约记录) and assignrecords (several, ASSIGN, all or nothing) under the appointment machine; the
 * per-store settings' saveOrUpdate (one row per store, under the menu's only button, edit).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import type { Lang } from '../../../src/domain/codes';
import { appointmentRowRefusal, nextAppointmentAssigned, type AppointmentEventType } from '../../../src/machines/appointment.machine';
import { ahAppointmentConfig, ahAppointmentRecord } from '../../db/resource-tables/appointments';
import type { Services } from '../../services';
import type { AuthContext } from '../../http/auth';
import { badRequest, businessError, notFound } from '../../http/envelope';
import { vId, vIds } from '../../http/input';
import { isId } from '../../db/ids';
import { checkPermission } from '../../http/permissions';
import { ResourceRuntime, type ResourceHookMap } from '../../http/resource-router';
import { appointmentRecordResource } from '../../../src/domain/resources/appointment/appointment';
import { columnsOf } from '../../http/resource-query';
import { route, type Registrable } from '../../http/route';
import { callerName } from '../crm-dcc/clue-common';
import { salesmenOf } from '../crm-dcc/clue-extras';

const rc = columnsOf(ahAppointmentRecord);
const cc = columnsOf(ahAppointmentConfig);

const chooseSalesman = '请选择分配的销售顾问';

/**
 * Assigns the rows to one salesman of the caller's store: the rows are locked in id order, each must take
 * the event in the machine (else 10300 with its reason, naming the customer when several were sent), and
 * every row changes in the one transaction or none does.
 */
async function assign(services: Services, auth: AuthContext, ids: string[], assigneeId: string, event: AppointmentEventType, lang: Lang): Promise<number> {
  const unique = [...new Set(ids)].sort();
  const scope = await recordRt.scope(services, auth);
  const by = await callerName(services.db, auth);
  return services.db.transaction(async (tx) => {
    // a salesman of the store (the store's configured consultants, else its salesman role), as the pickers offer
    const salesman = (await salesmenOf(tx, auth, 0)).find((u) => u.id === assigneeId);
    if (!salesman) throw badRequest(lang === 'en' ? 'The salesman is not a sales consultant of this store' : '所选人员不是本门店的销售顾问');
    const rows = (await tx.select().from(ahAppointmentRecord).where(and(inArray(rc.id, unique), scope)).orderBy(asc(rc.id)).for('update')) as Record<string, unknown>[];
    if (rows.length !== unique.length) throw notFound(lang === 'en' ? 'Appointment not found' : '预约记录不存在或无权操作');
    const refused = rows.find((row) => nextAppointmentAssigned(row, event, assigneeId) === null);
    if (refused) throw businessError(appointmentRowRefusal(refused, event, assigneeId, unique.length > 1)[lang]);
    const now = services.now();
    const done = await tx
      .update(ahAppointmentRecord)
      .set({ assigned: 1, assigneeId, assigneeName: salesman.name, assignTime: now, assignUserName: by, updateUser: auth.userId, updateTime: now })
      .where(and(inArray(rc.id, unique), scope))
      .returning({ id: rc.id });
    if (done.length !== unique.length) throw notFound();
    return done.length;
  });
}

/** the salesman's id; missing or empty asks for one */
const salesmanInput = v.pipe(
  v.union([v.string(), v.number(), v.null(), v.undefined()], chooseSalesman),
  v.transform((x) => (x === null || x === undefined ? '' : String(x).trim())),
  v.minLength(1, chooseSalesman),
  v.check((x) => isId(x), chooseSalesman),
);

const flag = v.optional(v.union([v.literal(0), v.literal(1), v.literal('0'), v.literal('1'), v.literal(''), v.boolean()]), 0);

export const appointmentRoutes: Registrable[] = [
  route({
    method: 'POST',
    url: '/crm-anhua/appointmentrecord/assignrecord',
    input: v.object({ id: vId('预约记录id格式错误'), assigneeId: salesmanInput, reassign: flag }),
    handler: async ({ auth, services, input, lang }) => {
      const reassign = input.reassign === 1 || input.reassign === '1' || input.reassign === true;
      // pool rows are assigned under the pool's button; moving an assigned one is editing 预约记录
      await checkPermission(services, auth, reassign ? 'appointment_record_edit' : 'appointment_pool_assign');
      await assign(services, auth, [input.id], input.assigneeId, reassign ? 'REASSIGN' : 'ASSIGN', lang);
      return true;
    },
  }),
  route({
    method: 'POST',
    url: '/crm-anhua/appointmentrecord/assignrecords',
    permission: 'appointment_pool_batch_assign',
    input: v.pipe(
      v.looseObject({ ids: v.optional(v.unknown()), id: v.optional(v.unknown()), assigneeId: v.optional(v.unknown()) }),
      v.transform((x) => ({ ids: x.ids ?? x.id, assigneeId: x.assigneeId })),
      v.object({ ids: vIds('预约记录id格式错误'), assigneeId: salesmanInput }),
    ),
    handler: async ({ auth, services, input, lang }) => ({ count: await assign(services, auth, input.ids, input.assigneeId, 'ASSIGN', lang) }),
  }),
  // 预约配置's page and saveOrUpdate: the engine's singleton routes (appointmentConfigResource)
];

const minutes = (hhmm: unknown) => {
  const [h, m] = String(hhmm).split(':').map(Number);
  return h * 60 + m;
};

export const APPOINTMENT_HOOKS: ResourceHookMap = {
  appointmentRecord: {
    beforeWrite: async ({ value, id }) => {
      // a new record always enters the pool; assignment is the machine's (assignrecord), never a form's
      if (!id) value.assigned = 0;
    },
  },
  ahAppointmentConfig: {
    beforeWrite: async ({ tx, value, id, lang }) => {
      let open = value.openTime;
      let close = value.closeTime;
      if (id && (open === undefined || close === undefined)) {
        const [row] = await tx.select({ openTime: cc.openTime, closeTime: cc.closeTime }).from(ahAppointmentConfig).where(eq(cc.id, id)).limit(1);
        open ??= row?.openTime;
        close ??= row?.closeTime;
      }
      if (open && close && minutes(close) <= minutes(open)) throw badRequest(lang === 'en' ? 'The closing time must be after the opening time' : '每日结束时间须晚于开始时间');
    },
  },
};

const recordRt = new ResourceRuntime(appointmentRecordResource, ahAppointmentRecord, APPOINTMENT_HOOKS.appointmentRecord);
