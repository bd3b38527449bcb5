/**
 * crm-member ahMember and ahMemberCar beyond their declarations: the member's cars are kept in step
 * (carCount on the member, memberName and memberPhone on each car), searchByVin, pcSearchByVin and
 * ahMemberCarRelation/relationCar.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import type { HooksFor } from '../../http/resource-router';
import { ApiError, badRequest, fail, notFound } from '../../http/envelope';
import { vId, vOptStr } from '../../http/input';
import { columnsOf } from '../../http/resource-query';
import type { AuthContext } from '../../http/auth';
import type { Tx } from '../../db';
import { Codes, type Lang } from '../../../src/domain/codes';
import { checkMobile, checkVin, validationMessage } from '../../../src/domain/validators';
import { ahMember, ahMemberCar, ahMemberGroupMember, ahMemberWx, ahOwner } from '../../db/resource-tables/members';
import { MEMBER_SOURCE } from '../../../src/domain/resources/sales/member';
import { requireStore } from '../../http/store-scope';

export const memberCols = columnsOf(ahMember);
export const carCols = columnsOf(ahMemberCar);

export function needStore(auth: AuthContext, lang: Lang): string {
  return requireStore(auth, lang);
}

/** carCount of the given members, recounted from their live cars. */
export async function refreshCarCount(tx: Tx, memberIds: Array<string | null | undefined>): Promise<void> {
  const ids = [...new Set(memberIds.filter((x): x is string => !!x))];
  if (!ids.length) return;
  await tx
    .update(ahMember)
    .set({ carCount: sql`(select count(*) from ah_member_car c where c.member_id = ah_member.id and c.is_deleted = 0)` })
    .where(inArray(memberCols.id, ids));
  await syncWxCarCount(tx, ids);
}

/** the mini-program users of these members show the members' car counts (called after every recount) */
export async function syncWxCarCount(tx: Tx, memberIds: Array<string | null | undefined>): Promise<void> {
  const ids = [...new Set(memberIds.filter((x): x is string => !!x))];
  if (!ids.length) return;
  await tx
    .update(ahMemberWx)
    .set({ carCount: sql`coalesce((select m.car_count from ah_member m where m.id = ah_member_wx.member_id), 0)` })
    .where(inArray(columnsOf(ahMemberWx).memberId, ids));
}

/** A live member of the caller's store, locked. */
async function storeMember(tx: Tx, auth: AuthContext, storeId: string, memberId: string) {
  const [m] = (await tx
    .select({ id: memberCols.id, memberName: memberCols.memberName, phone: memberCols.phone })
    .from(ahMember)
    .where(and(eq(memberCols.id, memberId), eq(memberCols.storeId, storeId), eq(memberCols.isDeleted, 0)))
    .for('update')) as { id: string; memberName: string; phone: string }[];
  return m ?? null;
}

export const MEMBER_HOOKS_PART: HooksFor<'ahMember' | 'ahMemberCar'> = {
  ahMember: {
    beforeWrite: async ({ tx, services, value, id }) => {
      if (!id) {
        value.source = MEMBER_SOURCE.store;
        value.registerTime = services.now().toISOString();
        value.integral = 0;
        value.carCount = 0;
        return;
      }
      // the member's cars show its name and phone: keep them in step
      const set: Record<string, unknown> = {};
      if (typeof value.memberName === 'string') set.memberName = value.memberName;
      if (typeof value.phone === 'string') set.memberPhone = value.phone;
      if (Object.keys(set).length) await tx.update(ahMemberCar).set(set).where(and(eq(carCols.memberId, id), eq(carCols.isDeleted, 0)));
    },
    // a removed member's cars stay (they are the store's records) but belong to no one
    beforeRemove: async ({ tx, ids }) => {
      await tx
        .update(ahMemberCar)
        .set({ memberId: null, memberName: null, memberPhone: null })
        .where(inArray(carCols.memberId, ids));
      await tx.delete(ahMemberGroupMember).where(inArray(ahMemberGroupMember.memberId, ids));
      await tx.update(ahOwner).set({ memberId: null }).where(inArray(columnsOf(ahOwner).memberId, ids));
    },
  },
  ahMemberCar: {
    beforeWrite: async ({ tx, auth, value, id }) => {
      let before: string | null = null;
      if (id) {
        const [row] = (await tx.select({ memberId: carCols.memberId, storeId: carCols.storeId }).from(ahMemberCar).where(eq(carCols.id, id)).for('update')) as { memberId: string | null; storeId: string }[];
        before = row?.memberId ?? null;
      }
      if (value.memberId !== undefined) {
        if (value.memberId === null || value.memberId === '0') {
          Object.assign(value, { memberId: null, memberName: null, memberPhone: null });
        } else {
          const storeId = needStore(auth, 'zh');
          const m = await storeMember(tx, auth, storeId, String(value.memberId));
          if (!m) throw new ApiError(Codes.BAD_REQUEST, '会员不存在', { field: 'memberId' });
          Object.assign(value, { memberName: m.memberName, memberPhone: m.phone });
        }
        if (before !== value.memberId) await recountAround(tx, id, before, (value.memberId as string | null) ?? null);
      }
    },
    beforeRemove: async ({ tx, ids }) => {
      const rows = (await tx
        .select({ memberId: carCols.memberId })
        .from(ahMemberCar)
        .where(inArray(carCols.id, ids))) as { memberId: string | null }[];
      const owners = [...new Set(rows.map((r) => r.memberId).filter((x): x is string => !!x))];
      if (!owners.length) return;
      // the cars are soft-deleted after this hook: recount without them
      const gone = sql.join(
        ids.map((x) => sql`${x}`),
        sql`, `,
      );
      await tx
        .update(ahMember)
        .set({ carCount: sql`(select count(*) from ah_member_car c where c.member_id = ah_member.id and c.is_deleted = 0 and c.id not in (${gone}))` })
        .where(inArray(memberCols.id, owners));
      await syncWxCarCount(tx, owners);
    },
  },
};

/** Recount for a car write whose row is not yet written: old member without it, new member with it. */
export async function recountAround(tx: Tx, carId: string | null, before: string | null, after: string | null): Promise<void> {
  const others = carId ? sql`and c.id <> ${carId}` : sql``;
  if (before && before !== after) {
    await tx
      .update(ahMember)
      .set({ carCount: sql`(select count(*) from ah_member_car c where c.member_id = ah_member.id and c.is_deleted = 0 ${others})` })
      .where(eq(memberCols.id, before));
  }
  if (after && before !== after) {
    await tx
      .update(ahMember)
      .set({ carCount: sql`(select count(*) from ah_member_car c where c.member_id = ah_member.id and c.is_deleted = 0 ${others}) + 1` })
      .where(eq(memberCols.id, after));
  }
  await syncWxCarCount(tx, [before, after]);
}

type CarRow = { id: string; vin: string; licensePlate: string | null; memberId: string | null; memberName: string | null; memberPhone: string | null; brandName: string | null; seriesName: string | null; modelName: string | null };

const carSelect = {
  id: carCols.id,
  vin: carCols.vin,
  licensePlate: carCols.licensePlate,
  memberId: carCols.memberId,
  memberName: carCols.memberName,
  memberPhone: carCols.memberPhone,
  brandName: carCols.brandName,
  seriesName: carCols.seriesName,
  modelName: carCols.modelName,
};

const vinField = v.pipe(
  v.union([v.string(), v.number()], validationMessage('vin')),
  v.transform((x) => String(x).trim().toUpperCase()),
  v.check((x) => checkVin(x) === null, validationMessage('vin')),
);

/** vinList as an array or a text of VINs separated by commas, semicolons, spaces or new lines */
const vinListField = v.pipe(
  v.union([v.array(v.union([v.string(), v.number()])), v.string()], validationMessage('vin')),
  v.transform((x) =>
    (Array.isArray(x) ? x.map(String) : x.split(/[\s,，;；]+/))
      .map((s) => s.trim().toUpperCase())
      .filter(Boolean),
  ),
  v.maxLength(1000, '一次最多查询1000个车架号'),
  v.check((xs) => xs.every((x) => checkVin(x) === null), validationMessage('vin')),
);

export const memberRoutes: Registrable[] = [
  route({
    method: 'GET',
    url: '/crm-member/ahMember/searchByVin',
    input: v.object({ vin: vinField }),
    handler: async ({ auth, services, input, lang }) => {
      const storeId = needStore(auth, lang);
      const [car] = (await services.db
        .select(carSelect)
        .from(ahMemberCar)
        .where(and(eq(carCols.storeId, storeId), eq(carCols.vin, input.vin), eq(carCols.isDeleted, 0)))
        .limit(1)) as CarRow[];
      // no car, or a car of no member: an empty answer, not an error (the caller offers to add one)
      if (!car?.memberId) return car ? { member: null, car, carList: [] } : null;
      const [member] = (await services.db
        .select()
        .from(ahMember)
        .where(and(eq(memberCols.id, car.memberId), eq(memberCols.isDeleted, 0)))
        .limit(1)) as Record<string, unknown>[];
      const carList = await services.db
        .select(carSelect)
        .from(ahMemberCar)
        .where(and(eq(carCols.memberId, car.memberId), eq(carCols.isDeleted, 0)))
        .orderBy(asc(carCols.vin));
      return { member: member ? { ...member, isDeleted: undefined, tenantId: undefined } : null, car, carList };
    },
  }),
  route({
    method: 'POST',
    url: '/crm-member/ahMember/pcSearchByVin',
    input: v.pipe(
      v.looseObject({ vinList: v.optional(v.unknown()), phone: v.optional(v.unknown()) }),
      v.transform((x) => ({ vinList: x.vinList === '' || x.vinList === null ? undefined : x.vinList, phone: x.phone === null ? undefined : x.phone })),
      v.object({ vinList: v.optional(vinListField), phone: vOptStr(11) }),
    ),
    handler: async ({ auth, services, input, lang }) => {
      const storeId = needStore(auth, lang);
      const vins = [...new Set(input.vinList ?? [])];
      const phone = input.phone || undefined;
      if (!vins.length && !phone) throw badRequest(lang === 'en' ? 'Please enter VINs or a phone number' : '请输入车架号或手机号');
      if (phone && checkMobile(phone)) throw new ApiError(Codes.BAD_REQUEST, validationMessage('mobile', lang), { field: 'phone' });
      const rows = (await services.db
        .select(carSelect)
        .from(ahMemberCar)
        .where(
          and(
            eq(carCols.storeId, storeId),
            eq(carCols.isDeleted, 0),
            vins.length ? inArray(carCols.vin, vins) : undefined,
            phone ? eq(carCols.memberPhone, phone) : undefined,
          ),
        )
        .orderBy(asc(carCols.vin))
        .limit(1000)) as CarRow[];
      const found = new Set(rows.map((r) => r.vin));
      return { list: rows.map((r) => ({ ...r, carId: r.id, phone: r.memberPhone })), notFound: vins.filter((x) => !found.has(x)) };
    },
  }),
  route({
    method: 'POST',
    url: '/crm-member/ahMemberCarRelation/relationCar',
    permission: 'member_list_relation_car',
    input: v.object({ memberId: vId('会员id格式错误'), carId: vId('车辆id格式错误') }),
    handler: async ({ auth, services, input, lang }) => {
      const storeId = needStore(auth, lang);
      return services.db.transaction(async (tx) => {
        const [car] = (await tx
          .select({ id: carCols.id, memberId: carCols.memberId })
          .from(ahMemberCar)
          .where(and(eq(carCols.id, input.carId), eq(carCols.storeId, storeId), eq(carCols.isDeleted, 0)))
          .for('update')) as { id: string; memberId: string | null }[];
        if (!car) throw notFound(lang === 'en' ? 'No such car in this store' : '车辆不存在');
        const m = await storeMember(tx, auth, storeId, input.memberId);
        if (!m) throw notFound(lang === 'en' ? 'No such member in this store' : '会员不存在');
        if (car.memberId === m.id) throw fail(Codes.BUSINESS_NOTICE, lang === 'en' ? 'The car is already linked to this member' : '该车辆已关联此会员');
        await recountAround(tx, car.id, car.memberId, m.id);
        await tx
          .update(ahMemberCar)
          .set({ memberId: m.id, memberName: m.memberName, memberPhone: m.phone, updateUser: auth.userId, updateTime: services.now() })
          .where(eq(carCols.id, car.id));
        return true;
      });
    },
  }),
];
