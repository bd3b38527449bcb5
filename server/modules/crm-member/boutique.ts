/**
 * crm-member ahBoutique beyond its declaration: the store/base split of the rows, getPage by group,
 * GET delete, categoryList, findBaseBoutique, findStoreBoutique, the batch finds of car orders, the
 * store's boutique setting (ahBoutiqueStoreSetting detail and changeUp), and writeStoreBoutique for
 * the boutique import.
 */
import { checkDictValues } from '../../http/record-check';
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import { ResourceRuntime, type HooksFor, type Clock } from '../../http/resource-router';
import { ApiError, badRequest, page } from '../../http/envelope';
import { noInput, pagingCurrentSize, vIds, vStr } from '../../http/input';
import { columnsOf, orderBy } from '../../http/resource-query';
import type { AuthContext } from '../../http/auth';
import type { Services } from '../../services';
import type { Tx } from '../../db';
import { newId } from '../../db/ids';
import { dict } from '../../db/schema';
import { Codes, type Lang } from '../../../src/domain/codes';
import { validateRecord } from '../../../src/domain/resources/validate';
import { boutiqueResource } from '../../../src/domain/resources/sales/boutique';
import { ahBoutique, ahBoutiqueStoreSetting } from '../../db/resource-tables/members';
import { needStore } from './member';
import { requireStore } from '../../http/store-scope';

const b = columnsOf(ahBoutique);
const st = columnsOf(ahBoutiqueStoreSetting);

export const BOUTIQUE_HOOKS: HooksFor<'ahBoutique'> = {
  ahBoutique: {
    // a store works on its own boutiques; head office (no store) on the base catalogue
    where: ({ auth, query }) =>
      and(
        auth.storeId ? eq(b.storeId, auth.storeId) : isNull(b.storeId),
        // getPage/{groupId} (spec 1 section 4 item 7): one boutique group
        typeof query.ahBoutiqueGroupId === 'string' && /^[1-9]\d{0,18}$/.test(query.ahBoutiqueGroupId) ? eq(b.ahBoutiqueGroupId, query.ahBoutiqueGroupId) : undefined,
      ),
    beforeWrite: async ({ auth, value, id }) => {
      if (!auth.isAdmin) requireStore(auth);
      if (!id) {
        value.storeId = auth.storeId ?? null;
        // a new boutique waits unlisted until someone lists it
        value.isUp = 0;
      }
    },
  },
};

const rt = new ResourceRuntime(boutiqueResource, ahBoutique, BOUTIQUE_HOOKS.ahBoutique);

const present = (r: Record<string, unknown>, clock: Clock) => rt.present(r, clock);

async function findByCode(services: Services, auth: AuthContext, code: string, base: boolean) {
  const [row] = (await services.db
    .select()
    .from(ahBoutique)
    .where(and(base ? isNull(b.storeId) : eq(b.storeId, auth.storeId ?? '0'), eq(b.code, code), eq(b.isDeleted, 0)))
    .limit(1)) as Record<string, unknown>[];
  return row ? present(row, services) : null;
}

const codeInput = v.object({ code: vStr(32, '请输入精品编码') });

/** ids or codes as a bare array body, {ids}/{codes}, or a comma text */
const listOf = (key: 'ids' | 'codes') =>
  v.pipe(
    v.looseObject({}),
    v.transform((x: Record<string, unknown>) => ({ list: x[key] ?? x[`${key.slice(0, -1)}List`] ?? x.ids })),
    v.object({
      list: v.pipe(
        v.union([v.string(), v.array(v.union([v.string(), v.number()]))], key === 'ids' ? 'id格式错误' : '请输入精品编码'),
        v.transform((x) => (Array.isArray(x) ? x.map(String) : x.split(',')).map((s) => s.trim()).filter(Boolean)),
        v.minLength(1, '请选择至少一条数据'),
        v.maxLength(1000, '一次最多处理1000条数据'),
      ),
    }),
  );

export const boutiqueRoutes: Registrable[] = [
  route({
    method: 'GET',
    url: '/crm-member/ahBoutique/getPage/:groupId',
    input: v.looseObject({ ...pagingCurrentSize }),
    handler: async ({ req, auth, services, input, lang }) => {
      const groupId = String((req.params as { groupId?: string }).groupId ?? '');
      if (!/^\d{1,19}$/.test(groupId)) throw badRequest(lang === 'en' ? 'Malformed group id' : '分组id格式错误');
      const q = { ...input, ahBoutiqueGroupId: groupId };
      const current = Number(input.current);
      const size = Number(input.size);
      const { total, records } = await rt.list(services, auth, q, (current - 1) * size, size);
      return page(records, total, current, size);
    },
  }),
  route({
    method: 'GET',
    url: '/crm-member/ahBoutique/delete',
    permission: 'boutique_delete',
    input: v.pipe(
      v.looseObject({ ids: v.optional(v.unknown()), id: v.optional(v.unknown()) }),
      v.transform((x) => ({ ids: x.ids ?? x.id })),
      v.object({ ids: vIds() }),
    ),
    handler: async ({ auth, services, input }) => {
      await rt.remove(services, auth, input.ids);
      return true;
    },
  }),
  route({
    method: 'GET',
    url: '/crm-member/ahBoutique/categoryList',
    input: noInput,
    handler: async ({ services }) => {
      const [root] = await services.db
        .select({ id: dict.id })
        .from(dict)
        .where(and(eq(dict.code, 'boutique_category'), eq(dict.parentId, '0'), eq(dict.isDeleted, 0)))
        .limit(1);
      if (!root) return [];
      return services.db
        .select({ dictKey: dict.dictKey, dictValue: dict.dictValue, dictValueEn: dict.dictValueEn })
        .from(dict)
        .where(and(eq(dict.code, 'boutique_category'), ne(dict.parentId, '0'), eq(dict.isDeleted, 0)))
        .orderBy(asc(dict.sort));
    },
  }),
  route({
    method: 'GET',
    url: '/crm-member/ahBoutique/findBaseBoutique',
    input: codeInput,
    handler: async ({ auth, services, input }) => findByCode(services, auth, input.code, true),
  }),
  route({
    method: 'GET',
    url: '/crm-member/ahBoutique/findStoreBoutique',
    input: codeInput,
    handler: async ({ auth, services, input, lang }) => {
      needStore(auth, lang);
      return findByCode(services, auth, input.code, false);
    },
  }),
  route({
    method: 'POST',
    url: '/crm-member/ahBoutique/batchFindBoutiqueByIds',
    input: listOf('ids'),
    handler: async ({ auth, services, input, lang }) => {
      if (!input.list.every((x) => /^[1-9]\d{0,18}$/.test(x))) throw badRequest(lang === 'en' ? 'Malformed id' : 'id格式错误');
      const rows = (await services.db
        .select()
        .from(ahBoutique)
        .where(and(await rt.scope(services, auth), inArray(b.id, input.list)))
        .orderBy(...orderBy(boutiqueResource, b, {}))) as Record<string, unknown>[];
      return rows.map((r) => present(r, services));
    },
  }),
  route({
    method: 'POST',
    url: '/crm-member/ahBoutique/batchFindBoutiqueByCodes',
    input: listOf('codes'),
    handler: async ({ auth, services, input }) => {
      const rows = (await services.db
        .select()
        .from(ahBoutique)
        .where(and(await rt.scope(services, auth), inArray(b.code, input.list)))
        .orderBy(...orderBy(boutiqueResource, b, {}))) as Record<string, unknown>[];
      return rows.map((r) => present(r, services));
    },
  }),
  route({
    method: 'GET',
    url: '/crm-member/ahBoutiqueStoreSetting/detail',
    input: noInput,
    handler: async ({ auth, services, lang }) => {
      const storeId = needStore(auth, lang);
      const [row] = await services.db
        .select({ id: st.id, butType: st.butType, updateTime: st.updateTime })
        .from(ahBoutiqueStoreSetting)
        .where(and(eq(st.storeId, storeId), eq(st.isDeleted, 0)))
        .limit(1);
      // a store that never chose has its shelf closed
      return { storeId, butType: row?.butType ?? 0, id: row?.id ?? null, updateTime: row?.updateTime ?? null };
    },
  }),
  route({
    method: ['GET', 'POST'],
    url: '/crm-member/ahBoutiqueStoreSetting/changeUp',
    permission: 'boutique_setting',
    input: v.object({
      butType: v.pipe(
        v.union([v.string(), v.number()], 'butType只能是0或1'),
        v.transform((x) => String(x).trim()),
        v.picklist(['0', '1'], 'butType只能是0或1'),
        v.transform(Number),
      ),
    }),
    handler: async ({ auth, services, input, lang }) => {
      const storeId = needStore(auth, lang);
      const now = services.now();
      await services.db
        .insert(ahBoutiqueStoreSetting)
        .values({ id: newId(), storeId, butType: input.butType, createUser: auth.userId, updateUser: auth.userId, createTime: now, updateTime: now })
        .onConflictDoUpdate({ target: [st.tenantId, st.storeId], set: { butType: input.butType, updateUser: auth.userId, updateTime: now } });
      return true;
    },
  }),
];

/**
 * For the boutique import (issue #5, importBoutiqueForStore): writes one boutique of the caller's
 * store inside the caller's transaction. The row is checked by the declaration's rules (the
 * error names the field); a code the store already has is updated, a new code inserted. Blank
 * fields of a new code are filled from the base catalogue's row of the same code when there is one.
 */
export async function writeStoreBoutique(
  tx: Tx,
  services: Services,
  auth: AuthContext,
  input: Record<string, unknown>,
  lang: Lang = 'zh',
): Promise<{ id: string; created: boolean }> {
  const storeId = needStore(auth, lang);
  const code = typeof input.code === 'string' || typeof input.code === 'number' ? String(input.code).trim() : '';
  let merged = input;
  if (code) {
    const [base] = (await tx
      .select()
      .from(ahBoutique)
      .where(and(isNull(b.storeId), eq(b.code, code), eq(b.isDeleted, 0)))
      .limit(1)) as Record<string, unknown>[];
    if (base) {
      merged = { ...input };
      for (const [k, val] of Object.entries(base)) {
        const blank = merged[k] === undefined || merged[k] === null || merged[k] === '';
        if (blank && k in boutiqueResource.fields && k !== 'storeId') merged[k] = val;
      }
    }
  }
  const checked = validateRecord(boutiqueResource, merged, { lang });
  if (!checked.ok) throw new ApiError(Codes.BAD_REQUEST, checked.message, { field: checked.field });
  await checkDictValues(tx, auth.tenantId, boutiqueResource, checked.value);
  const [existing] = (await tx
    .select({ id: b.id })
    .from(ahBoutique)
    .where(and(eq(b.storeId, storeId), eq(b.code, String(checked.value.code)), eq(b.isDeleted, 0)))
    .for('update')
    .limit(1)) as { id: string }[];
  const now = services.now();
  if (existing) {
    await tx
      .update(ahBoutique)
      .set({ ...checked.value, updateUser: auth.userId, updateTime: now })
      .where(eq(b.id, existing.id));
    return { id: existing.id, created: false };
  }
  const scope = and(eq(b.storeId, storeId), eq(b.isDeleted, 0));
  const id = await rt.insertIn(tx, services, auth, checked.value, scope, lang, { now });
  return { id, created: true };
}
