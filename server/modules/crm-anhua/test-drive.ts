/**
 * crm-anhua ahTestDrive* beyond the generated calls: a booking (ahTestDrive/book, the generated create)
 * locks its car and refuses an overlapping slot, so two bookings of one car never meet, however many
 * arrive at once; start, finish and cancel go through the test-drive machine on the locked row, each
 * with its log line (ahTestDriveEvent); a finished drive writes the car's mileage, finds the customer's
 * signed test-drive agreement, and records the drive as a follow-up of the customer's clue.
 * Decisions: docs/test-drives.md.
 */
import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { declaredActionRoute, ResourceRuntime, type ResourceHookMap } from '../../http/resource-router';
import { ApiError, badInput, notFound } from '../../http/envelope';
import { requireStore } from '../../http/store-scope';
import type { Registrable } from '../../http/route';
import type { AuthContext } from '../../http/auth';
import type { Services } from '../../services';
import type { Tx } from '../../db';
import { newId } from '../../db/ids';
import { Codes, type Lang } from '../../../src/domain/codes';
import type { Label } from '../../../src/domain/resources/types';
import { ahTestDrive, ahTestDriveCar, ahTestDriveConfig, ahTestDriveEvent, ahTestDriveRoute } from '../../db/resource-tables/test-drives';
import { ahClueTrace, ahClueTraceRecord } from '../../db/resource-tables/sales';
import { ahCarOrderContract } from '../../db/resource-tables/car-orders';
import { TEST_DRIVE_ACTION_EVENTS, TEST_DRIVE_MESSAGES as M, testDriveCarSwitch, testDriveConfigResource, testDriveResource } from '../../../src/domain/resources/test-drive/test-drive';
import { HOLDING_STATUSES, TEST_DRIVE_STATUS, testDriveNext, testDriveRefusal, type TestDriveEventType } from '../../../src/machines/test-drive.machine';
import { userName } from '../crm-warehouse/car-order-core';

type Row = Record<string, unknown>;

const drives = new ResourceRuntime(testDriveResource, ahTestDrive);
const refuse = (label: Label) => ApiError.of(Codes.BUSINESS_NOTICE, label);
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** the store's settings, or the declared defaults before the first save */
async function configOf(tx: Tx, tenantId: string, storeId: string) {
  const [row] = await tx.select().from(ahTestDriveConfig).where(and(eq(ahTestDriveConfig.storeId, storeId), eq(ahTestDriveConfig.isDeleted, 0))).limit(1);
  const d = testDriveConfigResource.fields;
  return {
    slotMinutes: Number(row?.slotMinutes ?? d.slotMinutes.default),
    openTime: String(row?.openTime ?? d.openTime.default),
    closeTime: String(row?.closeTime ?? d.closeTime.default),
    licenceRequired: Number(row?.licenceRequired ?? d.licenceRequired.default),
  };
}

/** minutes after midnight in the store's time zone (China, UTC+8) */
const minutesOfDay = (d: Date) => {
  const local = new Date(d.getTime() + 8 * 3600_000);
  return local.getUTCHours() * 60 + local.getUTCMinutes();
};
const hhmm = (s: string) => Number(s.slice(0, 2)) * 60 + Number(s.slice(3, 5));
const shanghaiDay = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

async function logEvent(tx: Tx, auth: AuthContext, drive: Row, event: string, now: Date, mileage: number | null, remark: string | null, operator: string) {
  const [car] = await tx.select({ plateNo: ahTestDriveCar.plateNo }).from(ahTestDriveCar).where(eq(ahTestDriveCar.id, String(drive.ahTestDriveCarId))).limit(1);
  await tx.insert(ahTestDriveEvent).values({
    id: newId(),
    storeId: String(drive.storeId),
    ahTestDriveId: String(drive.id),
    customerName: String(drive.customerName),
    plateNo: car?.plateNo ?? null,
    event,
    mileage,
    operatorName: operator,
    eventTime: now,
    remark,
    createUser: auth.userId,
    updateUser: auth.userId,
    createTime: now,
    updateTime: now,
  });
}

export const TEST_DRIVE_HOOKS: ResourceHookMap = {
  ahTestDriveConfig: {
    beforeWrite: async ({ value }) => {
      for (const k of ['openTime', 'closeTime'] as const) if (value[k] !== undefined && !HHMM.test(String(value[k]))) throw badInput(M.timeFormat, k);
      if (value.openTime && value.closeTime && hhmm(String(value.openTime)) >= hhmm(String(value.closeTime))) throw badInput(M.hours, 'closeTime');
    },
  },
  ahTestDrive: {
    // the generated create (book): the car is locked, so a second booking of it waits and then sees the first
    beforeWrite: async ({ tx, auth, services, value, id, lang, newId: rowId }) => {
      if (id) return;
      const storeId = requireStore(auth, lang);
      const now = services.now();
      const start = new Date(String(value.startTime));
      if (start.getTime() < now.getTime() - 60_000) throw badInput(M.past, 'startTime');
      const config = await configOf(tx, auth.tenantId, storeId);
      const end = new Date(start.getTime() + config.slotMinutes * 60_000);
      const from = minutesOfDay(start);
      if (from < hhmm(config.openTime) || from + config.slotMinutes > hhmm(config.closeTime) || shanghaiDay(start) !== shanghaiDay(new Date(end.getTime() - 1))) throw badInput(M.outsideHours, 'startTime');
      const [car] = (await tx
        .select()
        .from(ahTestDriveCar)
        .where(and(eq(ahTestDriveCar.id, String(value.ahTestDriveCarId)), eq(ahTestDriveCar.storeId, storeId), eq(ahTestDriveCar.isDeleted, 0)))
        .for('update')) as Row[];
      if (!car) throw badInput(M.noCar, 'ahTestDriveCarId');
      if (testDriveCarSwitch.stateOf(car) !== 'on') throw ApiError.of(Codes.BUSINESS_NOTICE, M.carUnavailable);
      if (value.ahTestDriveRouteId) {
        const [route] = await tx.select({ id: ahTestDriveRoute.id }).from(ahTestDriveRoute).where(and(eq(ahTestDriveRoute.id, String(value.ahTestDriveRouteId)), eq(ahTestDriveRoute.storeId, storeId), eq(ahTestDriveRoute.isDeleted, 0)));
        if (!route) throw badInput(M.noRoute, 'ahTestDriveRouteId');
      }
      const [clash] = await tx
        .select({ id: ahTestDrive.id })
        .from(ahTestDrive)
        .where(and(eq(ahTestDrive.ahTestDriveCarId, String(car.id)), inArray(ahTestDrive.status, [...HOLDING_STATUSES]), eq(ahTestDrive.isDeleted, 0), lt(ahTestDrive.startTime, end), gt(ahTestDrive.endTime, start)))
        .limit(1);
      if (clash) throw ApiError.of(Codes.BUSINESS_NOTICE, M.carBooked, { field: 'startTime' });
      // the customer's clue in this store, by phone, when the booking does not name it
      if (!value.ahClueTraceId) {
        const [clue] = await tx
          .select({ id: ahClueTrace.id })
          .from(ahClueTrace)
          .where(and(eq(ahClueTrace.storeId, storeId), eq(ahClueTrace.customerPhone, String(value.customerPhone)), eq(ahClueTrace.isDeleted, 0)))
          .orderBy(desc(ahClueTrace.createTime))
          .limit(1);
        if (clue) value.ahClueTraceId = clue.id;
      }
      const operator = await userName(tx, auth.userId);
      Object.assign(value, {
        endTime: end.toISOString(),
        status: TEST_DRIVE_STATUS.booked,
        carName: [car.seriesName, car.modelName].filter(Boolean).join(' '),
        salesmanId: auth.userId,
        salesmanName: operator,
        licenceChecked: 0,
      });
      await logEvent(tx, auth, { ...value, id: rowId, storeId, ahTestDriveCarId: car.id }, 'BOOK', now, null, `${start.toISOString()} 预约${config.slotMinutes}分钟`, operator);
    },
  },
};

/** One machine event on one test drive, on the locked row (and its car), with its log line and what a finished drive writes elsewhere. */
async function moveDrive(services: Services, auth: AuthContext, id: string, event: TestDriveEventType, values: Row, reason: string | undefined, lang: Lang) {
  const now = services.now();
  const scope = await drives.scope(services, auth);
  const operator = await userName(services.db, auth.userId);
  return services.db.transaction(async (tx) => {
    const [row] = (await tx.select().from(ahTestDrive).where(and(eq(ahTestDrive.id, id), scope)).for('update')) as Row[];
    if (!row) throw notFound(lang === 'en' ? 'No such test drive' : '试驾不存在');
    const status = testDriveNext(row, event);
    if (status === null) throw refuse(testDriveRefusal(row, event));
    const [car] = (await tx.select().from(ahTestDriveCar).where(eq(ahTestDriveCar.id, String(row.ahTestDriveCarId))).for('update')) as Row[];
    const set: Row = { status, updateUser: auth.userId, updateTime: now };
    let mileage: number | null = null;
    let remark: string | null = reason ?? null;
    if (event === 'START') {
      const config = await configOf(tx, auth.tenantId, String(row.storeId));
      if (config.licenceRequired === 1 && Number(values.licenceChecked) !== 1) throw refuse(M.licence);
      mileage = Number(car?.mileage ?? 0);
      Object.assign(set, { actualStart: now, startMileage: mileage, licenceChecked: Number(values.licenceChecked) });
    }
    if (event === 'FINISH') {
      mileage = Number(values.endMileage);
      const startMileage = Number(row.startMileage ?? car?.mileage ?? 0);
      if (mileage < startMileage) throw badInput(M.mileageBack, 'endMileage');
      const driven = Math.round((mileage - startMileage) * 10) / 10;
      // the signed test-drive agreement (contract type 2) of this customer in this store, where one exists
      const [contract] = await tx
        .select({ contractNo: ahCarOrderContract.contractNo })
        .from(ahCarOrderContract)
        .where(and(eq(ahCarOrderContract.storeId, String(row.storeId)), eq(ahCarOrderContract.customerPhone, String(row.customerPhone)), eq(ahCarOrderContract.contractType, 2), eq(ahCarOrderContract.isDeleted, 0)))
        .orderBy(desc(ahCarOrderContract.createTime))
        .limit(1);
      Object.assign(set, { actualEnd: now, endMileage: mileage, driveMileage: driven, feedback: values.feedback ?? null, contractNo: contract?.contractNo ?? null });
      if (car) await tx.update(ahTestDriveCar).set({ mileage, driveCount: sql`coalesce(${ahTestDriveCar.driveCount}, 0) + 1`, updateTime: now }).where(eq(ahTestDriveCar.id, String(car.id)));
      remark = `试驾${driven}km${values.feedback ? `，反馈：${String(values.feedback)}` : ''}`;
      if (row.ahClueTraceId) await followUp(tx, auth, row, driven, String(values.feedback ?? ''), operator, now);
    }
    await tx.update(ahTestDrive).set(set).where(eq(ahTestDrive.id, id));
    await logEvent(tx, auth, row, event, now, mileage, remark, operator);
    return { id, status };
  });
}

/** the finished drive as a follow-up of the clue: a record, the last follow-up now, a call-back the next day */
async function followUp(tx: Tx, auth: AuthContext, drive: Row, driven: number, feedback: string, operator: string, now: Date) {
  const clueId = String(drive.ahClueTraceId);
  const next = new Date(now.getTime() + 86_400_000);
  const content = `完成试驾：${String(drive.carName ?? '')}，${driven}km${feedback ? `，客户反馈：${feedback}` : ''}`.slice(0, 1000);
  await tx.insert(ahClueTraceRecord).values({
    id: newId(),
    storeId: String(drive.storeId),
    ahClueTraceId: clueId,
    event: 'TEST_DRIVE',
    content,
    result: '已试驾',
    traceTime: now,
    traceUserId: auth.userId,
    traceUserName: operator,
    nextTraceTime: next,
    nextTraceText: '试驾后回访，了解购车意向',
    createUser: auth.userId,
    updateUser: auth.userId,
    createTime: now,
    updateTime: now,
  });
  await tx.update(ahClueTrace).set({ lastTraceTime: now, nextTraceTime: next, nextTraceText: '试驾后回访，了解购车意向', updateTime: now }).where(eq(ahClueTrace.id, clueId));
}

export const testDriveRoutes: Registrable[] = (['start', 'finish', 'cancel'] as const).map((name) =>
  declaredActionRoute(testDriveResource, name, async ({ auth, services, lang, call }) => moveDrive(services, auth, call.ids[0], TEST_DRIVE_ACTION_EVENTS[name], call.values, call.reason, lang)),
);
