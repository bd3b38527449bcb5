/**
 * crm-warehouse/ahWarehouseDocSystem: the makers' document systems (each brand's dealer system,
 * where a store reports its stock) as a tree of systems and the stores under them, each store marked
 * bound (it has a dealer code in that system) and synced (its stock was pushed after the last change
 * of any of its cars). The outside systems sit behind DocSystemProvider; the local default keeps
 * everything in this database, so the tree works with no outside service.
 *
 *   GET  tree                                    the tree with markers
 *   POST bind   {storeId, systemCode, dealerCode} button warehouse_settings_add
 *   POST unbind {id}                             button warehouse_settings_delete
 *   POST sync   {id}                             button warehouse_settings_edit
 */
import { and, asc, eq, inArray, max, ne, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import { noInput, vId, vStr } from '../../http/input';
import { ApiError, fail, notFound } from '../../http/envelope';
import type { Services } from '../../services';
import type { Tx } from '../../db';
import { Codes } from '../../../src/domain/codes';
import { newId } from '../../db/ids';
import { store } from '../../db/schema';
import { ahCarBrand, ahStoreCarBrand, ahWarehouseCar, ahWarehouseDocBinding } from '../../db/resource-tables/operations';
import { WAREHOUSE_CAR_STATES } from '../../../src/machines/warehouse-car.machine';

export interface DocSystem {
  code: string;
  name: string;
  nameEn: string;
  /** the brand whose stores report to it (the tree puts those stores under it) */
  carBrandId: string | null;
}

export interface DocSystemProvider {
  /** the document systems a tenant's stores may bind to */
  systems(db: Services['db'] | Tx, tenantId: string): Promise<DocSystem[]>;
  /** null when the system accepts the dealer code, else the reason */
  checkDealer(system: DocSystem, dealerCode: string): Promise<string | null>;
  /** pushes a store's stock (cars not gone out); answers how many the system now holds */
  pushStock(system: DocSystem, dealerCode: string, cars: ReadonlyArray<{ vin: string; state: number }>): Promise<{ accepted: number }>;
}

const DEALER_CODE = /^[A-Z0-9]{4,20}$/;

/** Local default: one system per brand of the tenant's catalogue; pushes are accepted as sent. */
export const localDocSystemProvider: DocSystemProvider = {
  async systems(db, tenantId) {
    const brands = (await db
      .select({ id: ahCarBrand.id, brandName: ahCarBrand.brandName })
      .from(ahCarBrand)
      .where(and(eq(ahCarBrand.tenantId, tenantId), eq(ahCarBrand.isDeleted, 0)))
      .orderBy(asc(ahCarBrand.id))) as { id: string; brandName: string | null }[];
    return brands.map((b) => ({ code: `DMS-${b.id}`, name: `${b.brandName}厂家单据系统`, nameEn: `${b.brandName} maker document system`, carBrandId: b.id }));
  },
  async checkDealer(_system, dealerCode) {
    return DEALER_CODE.test(dealerCode) ? null : '经销商代码格式有误（4-20位大写字母或数字）';
  },
  async pushStock(_system, _dealerCode, cars) {
    return { accepted: cars.length };
  },
};

interface Binding {
  id: string;
  storeId: string | null;
  systemCode: string | null;
  dealerCode: string | null;
  bindTime: Date | null;
  syncTime: Date | null;
  syncCount: number | null;
}

let provider: DocSystemProvider = localDocSystemProvider;
/** configuration or a test selects another provider */
export function setDocSystemProvider(p: DocSystemProvider): void {
  provider = p;
}

async function systemByCode(db: Services['db'] | Tx, tenantId: string, code: string): Promise<DocSystem | undefined> {
  return (await provider.systems(db, tenantId)).find((s) => s.code === code);
}

/** latest change of any car a store holds or sent away (state, store, attributes) */
async function lastCarChange(db: Services['db'] | Tx, tenantId: string, storeIds: string[]): Promise<Map<string, Date>> {
  if (storeIds.length === 0) return new Map();
  const rows = (await db
    .select({ storeId: ahWarehouseCar.storeId, last: max(ahWarehouseCar.updateTime) })
    .from(ahWarehouseCar)
    .where(and(eq(ahWarehouseCar.tenantId, tenantId), inArray(ahWarehouseCar.storeId, storeIds)))
    .groupBy(ahWarehouseCar.storeId)) as { storeId: string | null; last: unknown }[];
  return new Map(rows.filter((r) => r.storeId && r.last).map((r) => [r.storeId!, new Date(r.last as unknown as string)]));
}

export const warehouseDocSystemRoutes: Registrable[] = [
  route({
    method: 'GET',
    url: '/crm-warehouse/ahWarehouseDocSystem/tree',
    input: noInput,
    handler: async ({ auth, services, lang }) => {
      const db = services.db;
      const systems = await provider.systems(db, auth.tenantId);
      // a store user sees its own store; a user without a store sees every store of the tenant
      const stores = await db
        .select({ id: store.id, branchName: store.branchName, status: store.status })
        .from(store)
        .where(and(eq(store.isDeleted, 0), auth.storeId ? eq(store.id, auth.storeId) : undefined))
        .orderBy(asc(store.sort), asc(store.id));
      const storeIds = stores.map((x) => x.id);
      const brandsOf = storeIds.length
        ? await db
            .select({ storeId: ahStoreCarBrand.storeId, carBrandId: ahStoreCarBrand.carBrandId })
            .from(ahStoreCarBrand)
            .where(and(inArray(ahStoreCarBrand.storeId, storeIds), eq(ahStoreCarBrand.isDeleted, 0)))
        : [];
      const bindings = (await db
        .select()
        .from(ahWarehouseDocBinding)
        .where(and(eq(ahWarehouseDocBinding.isDeleted, 0), storeIds.length ? inArray(ahWarehouseDocBinding.storeId, storeIds) : sql`false`))) as unknown as Binding[];
      const changed = await lastCarChange(db, auth.tenantId, storeIds);
      return systems.map((sys) => {
        const sells = new Set(brandsOf.filter((b) => b.carBrandId === sys.carBrandId).map((b) => b.storeId));
        const children = stores
          .map((st) => {
            const b = bindings.find((x) => x.storeId === st.id && x.systemCode === sys.code);
            if (!b && !sells.has(st.id)) return null;
            const last = changed.get(st.id);
            const synced = !!b?.syncTime && (!last || b.syncTime.getTime() >= last.getTime());
            return {
              id: `${sys.code}/${st.id}`,
              storeId: st.id,
              name: st.branchName,
              storeStatus: st.status,
              bound: !!b,
              synced,
              bindingId: b?.id ?? null,
              dealerCode: b?.dealerCode ?? null,
              bindTime: b?.bindTime ?? null,
              syncTime: b?.syncTime ?? null,
              syncCount: b?.syncCount ?? null,
            };
          })
          .filter((x) => x !== null);
        return {
          id: sys.code,
          systemCode: sys.code,
          name: lang === 'en' ? sys.nameEn : sys.name,
          boundCount: children.filter((c) => c.bound).length,
          syncedCount: children.filter((c) => c.synced).length,
          children,
        };
      });
    },
  }),
  route({
    method: 'POST',
    url: '/crm-warehouse/ahWarehouseDocSystem/bind',
    permission: 'warehouse_settings_add',
    input: v.object({ storeId: vId('请选择门店'), systemCode: vStr(40, '请选择单据系统'), dealerCode: vStr(30, '请输入经销商代码') }),
    handler: async ({ auth, services, input, lang }) => {
      if (auth.storeId && auth.storeId !== input.storeId) throw notFound(lang === 'en' ? 'No such store' : '门店不存在');
      const [st] = await services.db.select({ id: store.id }).from(store).where(and(eq(store.id, input.storeId), eq(store.isDeleted, 0)));
      if (!st) throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? 'No such store' : '门店不存在', { field: 'storeId' });
      const sys = await systemByCode(services.db, auth.tenantId, input.systemCode);
      if (!sys) throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? 'No such document system' : '单据系统不存在', { field: 'systemCode' });
      const dealerCode = input.dealerCode.toUpperCase();
      const why = await provider.checkDealer(sys, dealerCode);
      if (why) throw new ApiError(Codes.BAD_REQUEST, why, { field: 'dealerCode' });
      const now = services.now();
      return services.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${auth.tenantId}:doc-binding:${sys.code}`}))`);
        const live = and(eq(ahWarehouseDocBinding.systemCode, sys.code), eq(ahWarehouseDocBinding.isDeleted, 0));
        const [same] = await tx.select({ id: ahWarehouseDocBinding.id }).from(ahWarehouseDocBinding).where(and(live, eq(ahWarehouseDocBinding.storeId, st.id)));
        if (same) throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? 'The store is already bound to this system' : '该门店已绑定该单据系统', { field: 'storeId' });
        const [taken] = await tx.select({ id: ahWarehouseDocBinding.id }).from(ahWarehouseDocBinding).where(and(live, eq(ahWarehouseDocBinding.dealerCode, dealerCode), ne(ahWarehouseDocBinding.storeId, st.id)));
        if (taken) throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? 'Another store holds this dealer code' : '经销商代码已被其他门店绑定', { field: 'dealerCode' });
        const id = newId();
        await tx.insert(ahWarehouseDocBinding).values({ id, storeId: st.id, systemCode: sys.code, dealerCode, bindTime: now, createUser: auth.userId, updateUser: auth.userId, createTime: now, updateTime: now });
        return { id };
      });
    },
  }),
  route({
    method: 'POST',
    url: '/crm-warehouse/ahWarehouseDocSystem/unbind',
    permission: 'warehouse_settings_delete',
    input: v.object({ id: vId() }),
    handler: async ({ auth, services, input, lang }) => {
      const rows = await services.db
        .update(ahWarehouseDocBinding)
        .set({ isDeleted: 1, updateUser: auth.userId, updateTime: services.now() })
        .where(and(eq(ahWarehouseDocBinding.id, input.id), eq(ahWarehouseDocBinding.isDeleted, 0), auth.storeId ? eq(ahWarehouseDocBinding.storeId, auth.storeId) : undefined))
        .returning({ id: ahWarehouseDocBinding.id });
      if (rows.length === 0) throw notFound(lang === 'en' ? 'No such binding' : '绑定记录不存在');
      return true;
    },
  }),
  route({
    method: 'POST',
    url: '/crm-warehouse/ahWarehouseDocSystem/sync',
    permission: 'warehouse_settings_edit',
    input: v.object({ id: vId() }),
    handler: async ({ auth, services, input, lang }) => {
      const mine = and(eq(ahWarehouseDocBinding.id, input.id), eq(ahWarehouseDocBinding.isDeleted, 0), auth.storeId ? eq(ahWarehouseDocBinding.storeId, auth.storeId) : undefined);
      const [b] = (await services.db.select().from(ahWarehouseDocBinding).where(mine)) as unknown as Binding[];
      if (!b) throw notFound(lang === 'en' ? 'No such binding' : '绑定记录不存在');
      const sys = await systemByCode(services.db, auth.tenantId, b.systemCode!);
      if (!sys) throw fail(Codes.BUSINESS_NOTICE, lang === 'en' ? 'The document system no longer exists' : '单据系统不存在');
      // the stamp is taken before reading, so a car changed during the push leaves the store unsynced
      const stamp = services.now();
      const cars = (await services.db
        .select({ vin: ahWarehouseCar.vin, state: ahWarehouseCar.state })
        .from(ahWarehouseCar)
        .where(and(eq(ahWarehouseCar.storeId, b.storeId!), eq(ahWarehouseCar.isDeleted, 0), ne(ahWarehouseCar.state, WAREHOUSE_CAR_STATES.out)))) as { vin: string; state: number }[];
      let accepted: number;
      try {
        ({ accepted } = await provider.pushStock(sys, b.dealerCode!, cars));
      } catch (err) {
        throw fail(Codes.BUSINESS_NOTICE, `${lang === 'en' ? 'Sync failed: ' : '同步失败：'}${err instanceof Error ? err.message : String(err)}`);
      }
      await services.db.update(ahWarehouseDocBinding).set({ syncTime: stamp, syncCount: accepted, updateUser: auth.userId, updateTime: stamp }).where(mine);
      return { syncTime: stamp, syncCount: accepted };
    },
  }),
];
