/**
 * Member groups (crm-member/ahMemberGroupController) and after-sales owner groups
 * (crm-workorder/ahOwnerGroup), one engine for both: a condition group's members are the rows of
 * the store matching its paramList, counted and listed by SQL at every read; an Excel group's are
 * the rows of its link table, filled by the import through addMembersToExcelGroup /
 * addOwnersToExcelGroup.
 */
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import type { ResourceHooks, ResourceHookMap } from '../../http/resource-router';
import { ApiError, badRequest, fail, notFound, page } from '../../http/envelope';
import { pagingCurrentSize, vId } from '../../http/input';
import { columnsOf, type Columns } from '../../http/resource-query';
import type { AuthContext } from '../../http/auth';
import type { Services } from '../../services';
import type { Tx } from '../../db';
import { newId } from '../../db/ids';
import { isId } from '../../../src/domain/ids';
import { Codes, type Lang } from '../../../src/domain/codes';
import { checkMobile } from '../../../src/domain/validators';
import { GROUP_TYPE, MEMBER_GROUP_PARAMS, OWNER_GROUP_PARAMS, type GroupCondition } from '../../../src/domain/resources/sales/member-group';
import { ahMember, ahMemberGroup, ahMemberGroupMember, ahOwner, ahOwnerGroup, ahOwnerGroupMember } from '../../db/resource-tables/members';
import { checkConditions, conditionsSql, parseParamList, type Catalogue, type ParamSql } from './group-conditions';
import { needStore } from './member';

export interface GroupKind {
  /** resource key of the groups */
  key: 'ahMemberGroup' | 'ahOwnerGroup';
  base: string;
  groups: PgTable;
  links: typeof ahMemberGroupMember | typeof ahOwnerGroupMember;
  target: PgTable;
  targetTable: string;
  catalogue: Catalogue;
  params: Record<string, ParamSql>;
  /** the name and phone columns an Excel list is matched on */
  phoneKey: string;
  previewPath: string;
  buttonPrefix: string;
  /** rows answered by a preview, newest first */
  order: (c: Columns) => SQL[];
  noun: { zh: string; en: string };
}

const m = columnsOf(ahMember);
const o = columnsOf(ahOwner);

/** member conditions: member columns, and car conditions as "has a live car with ..." */
const carExists = (cond: SQL) => sql`exists (select 1 from ah_member_car c where c.member_id = ${m.id} and c.is_deleted = 0 and ${cond})`;
const carCol = (name: string) => sql.raw(`c.${name}`);
const MEMBER_PARAMS: Record<keyof typeof MEMBER_GROUP_PARAMS, ParamSql> = {
  memberName: { expr: sql`${m.memberName}` },
  phone: { expr: sql`${m.phone}` },
  sex: { expr: sql`${m.sex}` },
  age: { expr: sql`extract(year from age(current_date, ${m.birthday}))::int` },
  birthMonth: { expr: sql`extract(month from ${m.birthday})::int` },
  memberLevel: { expr: sql`${m.memberLevel}` },
  integral: { expr: sql`${m.integral}` },
  source: { expr: sql`${m.source}` },
  registerTime: { expr: sql`(${m.registerTime})::date` },
  carCount: { expr: sql`${m.carCount}` },
  hasCar: {
    expr: sql`1`,
    custom: (op, values) => {
      const yes = op === 'in' ? values.map(Number) : op === 'ne' ? [1 - Number(values[0])] : [Number(values[0])];
      const has = sql`exists (select 1 from ah_member_car c where c.member_id = ${m.id} and c.is_deleted = 0)`;
      if (yes.includes(1) && yes.includes(0)) return sql`true`;
      return yes.includes(1) ? has : sql`not ${has}`;
    },
  },
  carBrand: { expr: carCol('brand_name'), wrap: carExists },
  carSeries: { expr: carCol('series_name'), wrap: carExists },
  buyDate: { expr: carCol('buy_date'), wrap: carExists },
  mileage: { expr: carCol('mileage'), wrap: carExists },
  insuranceDueDate: { expr: carCol('insurance_due_date'), wrap: carExists },
};
const OWNER_PARAMS: Record<keyof typeof OWNER_GROUP_PARAMS, ParamSql> = {
  ownerName: { expr: sql`${o.ownerName}` },
  phone: { expr: sql`${o.phone}` },
  vin: { expr: sql`${o.vin}` },
  licensePlate: { expr: sql`${o.licensePlate}` },
  carModel: { expr: sql`${o.carModel}` },
  lastServiceDate: { expr: sql`${o.lastServiceDate}` },
  mileage: { expr: sql`${o.mileage}` },
  buyDate: { expr: sql`${o.buyDate}` },
};

export const MEMBER_GROUPS: GroupKind = {
  key: 'ahMemberGroup',
  base: '/crm-member/ahMemberGroupController',
  groups: ahMemberGroup,
  links: ahMemberGroupMember,
  target: ahMember,
  targetTable: 'ah_member',
  catalogue: MEMBER_GROUP_PARAMS,
  params: MEMBER_PARAMS,
  phoneKey: 'phone',
  previewPath: 'previewMemberInfoByGroup',
  buttonPrefix: 'member_group',
  order: (c) => [desc(c.registerTime), desc(c.id)],
  noun: { zh: '会员', en: 'member' },
};
export const OWNER_GROUPS: GroupKind = {
  key: 'ahOwnerGroup',
  base: '/crm-workorder/ahOwnerGroup',
  groups: ahOwnerGroup,
  links: ahOwnerGroupMember,
  target: ahOwner,
  targetTable: 'ah_owner',
  catalogue: OWNER_GROUP_PARAMS,
  params: OWNER_PARAMS,
  phoneKey: 'phone',
  previewPath: 'previewOwnerInfoByGroup',
  buttonPrefix: 'after_sales_owner_group',
  order: (c) => [desc(c.lastServiceDate), desc(c.id)],
  noun: { zh: '车主', en: 'owner' },
};

export interface Definition {
  groupType: number;
  logic: 'and' | 'or';
  paramList: GroupCondition[];
  groupId: string | null;
}

/** The rows of the store a group definition selects (live rows only). */
export function selection(kind: GroupKind, auth: AuthContext, storeId: string, def: Definition, lang: Lang): SQL {
  const t = columnsOf(kind.target);
  const base = and(eq(t.storeId, storeId), eq(t.isDeleted, 0))!;
  if (def.groupType === GROUP_TYPE.excel) {
    if (!def.groupId) return sql`false`;
    return and(base, sql`${t.id} in (select ${kind.links.memberId} from ${kind.links} where ${kind.links.groupId} = ${def.groupId})`)!;
  }
  const checked = checkConditions(def.paramList, kind.catalogue, lang);
  const where = conditionsSql(def.paramList, def.logic, checked, kind.params);
  return where ? and(base, where)! : base;
}

export async function countOf(db: Services['db'] | Tx, kind: GroupKind, where: SQL): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(kind.target).where(where);
  return Number(n);
}

const logicOf = (x: unknown): 'and' | 'or' => (x === 'or' ? 'or' : 'and');

/** A saved group of the caller's store, as a definition. */
async function storedDefinition(db: Services['db'] | Tx, kind: GroupKind, auth: AuthContext, storeId: string, id: string, lang: Lang, lock = false): Promise<Definition & { row: Record<string, unknown> }> {
  const g = columnsOf(kind.groups);
  const q = db
    .select()
    .from(kind.groups)
    .where(and(eq(g.id, id), eq(g.storeId, storeId), eq(g.isDeleted, 0)));
  const [row] = (lock ? await q.for('update') : await q) as Record<string, unknown>[];
  if (!row) throw notFound(lang === 'en' ? 'No such group' : '分组不存在');
  return { row, groupId: id, groupType: Number(row.groupType ?? 0), logic: logicOf(row.logic), paramList: parseParamList(row.paramList, lang) };
}

/** The definition a preview call carries: a saved group by id, or the conditions being edited. */
const previewInput = v.pipe(
  v.looseObject({ ...pagingCurrentSize }),
  v.transform((x): Record<string, unknown> => {
    const r = x as Record<string, unknown>;
    return { ...r, groupId: r.ahMemberGroupId ?? r.ahOwnerGroupId ?? r.groupId ?? r.id };
  }),
);

async function definitionFrom(services: Services, kind: GroupKind, auth: AuthContext, storeId: string, input: Record<string, unknown>, lang: Lang): Promise<Definition> {
  const id = input.groupId;
  if (id !== undefined && id !== null && id !== '') {
    if (!isId(String(id))) throw badRequest(lang === 'en' ? 'Malformed group id' : '分组id格式错误');
    return storedDefinition(services.db, kind, auth, storeId, String(id), lang);
  }
  const paramList = parseParamList(input.paramList, lang);
  if (!paramList.length) throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? 'Please add at least one condition' : '请添加分组条件', { field: 'paramList' });
  return { groupType: GROUP_TYPE.condition, logic: logicOf(input.logic), paramList, groupId: null };
}

function hooksOf(kind: GroupKind): ResourceHooks {
  return {
    beforeWrite: async ({ tx, auth, services, value, id }) => {
      const storeId = needStore(auth, 'zh');
      let groupType = value.groupType === undefined || value.groupType === null ? GROUP_TYPE.condition : Number(value.groupType);
      if (id) {
        const g = columnsOf(kind.groups);
        const [row] = (await tx.select({ groupType: g.groupType, logic: g.logic, paramList: g.paramList }).from(kind.groups).where(eq(g.id, id)).for('update')) as Array<{
          groupType: number | null;
          logic: string | null;
          paramList: unknown;
        }>;
        const stored = Number(row?.groupType ?? 0);
        if (value.groupType !== undefined && value.groupType !== null && Number(value.groupType) !== stored) {
          throw new ApiError(Codes.BAD_REQUEST, '分组类型不能修改', { field: 'groupType' });
        }
        groupType = stored;
        if (value.paramList === undefined) value.paramList = row?.paramList ?? null;
        if (value.logic === undefined) value.logic = row?.logic ?? 'and';
      }
      value.groupType = groupType;
      value.logic = logicOf(value.logic);
      if (groupType === GROUP_TYPE.excel) {
        // an Excel group's members come from its list, never from conditions
        value.paramList = null;
        value.memberCount = id ? await countOf(tx, kind, selection(kind, auth, storeId, { groupType, logic: 'and', paramList: [], groupId: id }, 'zh')) : 0;
      } else {
        const paramList = parseParamList(value.paramList, 'zh');
        if (!paramList.length) throw new ApiError(Codes.BAD_REQUEST, '请添加分组条件', { field: 'paramList' });
        value.paramList = paramList;
        value.memberCount = await countOf(tx, kind, selection(kind, auth, storeId, { groupType, logic: value.logic as 'and' | 'or', paramList, groupId: null }, 'zh'));
      }
      value.countTime = services.now().toISOString();
    },
    beforeRemove: async ({ tx, ids }) => {
      await tx.delete(kind.links).where(inArray(kind.links.groupId, ids));
    },
  };
}

export const GROUP_HOOKS: ResourceHookMap = { ahMemberGroup: hooksOf(MEMBER_GROUPS), ahOwnerGroup: hooksOf(OWNER_GROUPS) };

function present(row: Record<string, unknown>): Record<string, unknown> {
  const { isDeleted: _d, tenantId: _t, ...rest } = row;
  return rest;
}

function routesOf(kind: GroupKind): Registrable[] {
  const idKey = kind.key === 'ahMemberGroup' ? 'ahMemberGroupId' : 'ahOwnerGroupId';
  return [
    route({
      method: 'GET',
      url: `${kind.base}/countByGroupId`,
      input: v.pipe(
        v.looseObject({}),
        v.transform((x: Record<string, unknown>) => ({ id: x[idKey] ?? x.id })),
        v.object({ id: vId('分组id格式错误') }),
      ),
      handler: async ({ auth, services, input, lang }) => {
        const storeId = needStore(auth, lang);
        const def = await storedDefinition(services.db, kind, auth, storeId, input.id, lang);
        return countOf(services.db, kind, selection(kind, auth, storeId, def, lang));
      },
    }),
    route({
      method: 'POST',
      url: `${kind.base}/previewCountByGroup`,
      input: previewInput,
      handler: async ({ auth, services, input, lang }) => {
        const storeId = needStore(auth, lang);
        const def = await definitionFrom(services, kind, auth, storeId, input, lang);
        return countOf(services.db, kind, selection(kind, auth, storeId, def, lang));
      },
    }),
    route({
      method: 'POST',
      url: `${kind.base}/${kind.previewPath}`,
      input: previewInput,
      handler: async ({ auth, services, input, lang }) => {
        const storeId = needStore(auth, lang);
        const def = await definitionFrom(services, kind, auth, storeId, input, lang);
        const where = selection(kind, auth, storeId, def, lang);
        const current = Number(input.current);
        const size = Number(input.size);
        const total = await countOf(services.db, kind, where);
        const rows = (await services.db
          .select()
          .from(kind.target)
          .where(where)
          .orderBy(...kind.order(columnsOf(kind.target)))
          .limit(size)
          .offset((current - 1) * size)) as Record<string, unknown>[];
        return page(rows.map(present), total, current, size);
      },
    }),
    route({
      method: 'POST',
      url: `${kind.base}/delExcelGroup`,
      permission: `${kind.buttonPrefix}_delete`,
      input: v.pipe(
        v.looseObject({}),
        v.transform((x: Record<string, unknown>) => ({ id: x.id ?? x[idKey] })),
        v.object({ id: vId('分组id格式错误') }),
      ),
      handler: async ({ auth, services, input, lang }) => {
        const storeId = needStore(auth, lang);
        return services.db.transaction(async (tx) => {
          const def = await storedDefinition(tx, kind, auth, storeId, input.id, lang, true);
          if (def.groupType !== GROUP_TYPE.excel) throw fail(Codes.BUSINESS_NOTICE, lang === 'en' ? 'Only an Excel group can be deleted here' : '只能删除Excel分组');
          await tx.delete(kind.links).where(eq(kind.links.groupId, input.id));
          const g = columnsOf(kind.groups);
          await tx
            .update(kind.groups)
            .set({ isDeleted: 1, updateUser: auth.userId, updateTime: services.now() })
            .where(eq(g.id, input.id));
          return true;
        });
      },
    }),
  ];
}

export const groupRoutes: Registrable[] = [...routesOf(MEMBER_GROUPS), ...routesOf(OWNER_GROUPS)];

export interface ExcelGroupResult {
  /** newly added to the group */
  added: number;
  /** already in the group */
  already: number;
  /** entries that name no live member (owner) of the store */
  notFound: string[];
}

async function addToExcelGroup(kind: GroupKind, tx: Tx, auth: AuthContext, groupId: string, entries: readonly string[], now: Date, lang: Lang): Promise<ExcelGroupResult> {
  const storeId = needStore(auth, lang);
  const def = await storedDefinition(tx, kind, auth, storeId, groupId, lang, true);
  if (def.groupType !== GROUP_TYPE.excel) throw fail(Codes.BUSINESS_NOTICE, lang === 'en' ? 'Only an Excel group takes an imported list' : '只有Excel分组可以导入名单');
  const t = columnsOf(kind.target);
  const wanted = [...new Set(entries.map((x) => String(x).trim()).filter(Boolean))];
  const phones = wanted.filter((x) => checkMobile(x) === null);
  const ids = wanted.filter((x) => checkMobile(x) !== null && isId(x));
  const live = and(eq(t.storeId, storeId), eq(t.isDeleted, 0));
  const byPhone = phones.length ? ((await tx.select({ id: t.id, key: t[kind.phoneKey] }).from(kind.target).where(and(live, inArray(t[kind.phoneKey], phones)))) as Array<{ id: string; key: string }>) : [];
  const byId = ids.length ? ((await tx.select({ id: t.id, key: t.id }).from(kind.target).where(and(live, inArray(t.id, ids)))) as Array<{ id: string; key: string }>) : [];
  const found = new Map<string, string>();
  for (const r of [...byPhone, ...byId]) found.set(String(r.key), r.id);
  const targetIds = [...new Set([...found.values()])];
  let added = 0;
  if (targetIds.length) {
    const inserted = await tx
      .insert(kind.links)
      .values(targetIds.map((memberId) => ({ id: newId(), storeId, groupId, memberId, createUser: auth.userId, updateUser: auth.userId, createTime: now, updateTime: now })))
      .onConflictDoNothing()
      .returning({ id: kind.links.id });
    added = inserted.length;
  }
  const total = await countOf(tx, kind, selection(kind, auth, storeId, def, lang));
  const g = columnsOf(kind.groups);
  await tx
    .update(kind.groups)
    .set({ memberCount: total, countTime: now, updateUser: auth.userId, updateTime: now })
    .where(eq(g.id, groupId));
  return { added, already: targetIds.length - added, notFound: wanted.filter((x) => !found.has(x)) };
}

/**
 * For the member-group import (issue #5): adds members of the caller's store, named by phone or by
 * member id, to an Excel member group, inside the caller's transaction. The group row is locked;
 * entries naming no live member of the store come back in notFound (the import decides whether
 * that rejects the row); entries already in the group are skipped.
 */
export function addMembersToExcelGroup(tx: Tx, auth: AuthContext, groupId: string, phonesOrMemberIds: readonly string[], now: Date, lang: Lang = 'zh'): Promise<ExcelGroupResult> {
  return addToExcelGroup(MEMBER_GROUPS, tx, auth, groupId, phonesOrMemberIds, now, lang);
}

/** The same for an Excel owner group: owners named by phone or owner id. */
export function addOwnersToExcelGroup(tx: Tx, auth: AuthContext, groupId: string, phonesOrOwnerIds: readonly string[], now: Date, lang: Lang = 'zh'): Promise<ExcelGroupResult> {
  return addToExcelGroup(OWNER_GROUPS, tx, auth, groupId, phonesOrOwnerIds, now, lang);
}

/** The ids of the members a saved member group of the store selects now (coupon sends to a group). */
export async function memberIdsOfGroup(tx: Tx, auth: AuthContext, storeId: string, groupId: string, lang: Lang, max: number): Promise<string[]> {
  const def = await storedDefinition(tx, MEMBER_GROUPS, auth, storeId, groupId, lang);
  const t = columnsOf(MEMBER_GROUPS.target);
  const rows = (await tx.select({ id: t.id }).from(MEMBER_GROUPS.target).where(selection(MEMBER_GROUPS, auth, storeId, def, lang)).limit(max + 1)) as Array<{ id: string }>;
  return rows.map((r) => r.id);
}
