/**
 * What each import kind writes, by its import_kind key. A writer reuses the module's own write
 * path (the clue input, the stock car's create with its hooks, the warehouse-car machine), so an
 * imported row obeys exactly the rules of a row entered by hand.
 */
import { and, eq, ne } from 'drizzle-orm';
import { Codes } from '../../../src/domain/codes';
import { nextWarehouseCar, WAREHOUSE_CAR_STATES } from '../../../src/machines/warehouse-car.machine';
import { newId } from '../../db/ids';
import { lockVins, modelFacts, NEW_CAR, vinsInStock, VIN_IN_STOCK } from '../../modules/crm-warehouse/warehouse-car-hooks';
import { ApiError, badRequest } from '../../http/envelope';
import { ahCarModel, ahWarehouseCar } from '../../db/resource-tables/operations';
import { writeClues } from '../../modules/crm-dcc/clue-movement';
import { rt } from '../../modules/crm-warehouse/runtimes';
import { applyCarEventIn } from '../../modules/crm-warehouse/warehouse-car';
import type { WriterFactory } from './pipeline';
import { ResourceRuntime } from '../../http/resource-router';
import { ahMember, ahMemberCar } from '../../db/resource-tables/members';
import { memberCarResource, memberResource, MEMBER_SOURCE } from '../../../src/domain/resources/sales/member';
import { MEMBER_HOOKS_PART } from '../../modules/crm-member/member';
import { addMembersToExcelGroup, addOwnersToExcelGroup } from '../../modules/crm-member/member-group';
import { writeStoreBoutique } from '../../modules/crm-member/boutique';
import { writeOwner } from '../../modules/crm-member/owner';
import { writeAnalysedInvoice } from '../../modules/crm-warehouse/car-order-invoice';
import { inArray } from 'drizzle-orm';
import { requireStore } from '../../http/store-scope';

/** The tenant's models by name (case-insensitive), read once per run. */
async function modelsByName(services: Parameters<WriterFactory>[0], tenantId: string) {
  const rows = await services.db
    .select({ id: ahCarModel.id, name: ahCarModel.modelName })
    .from(ahCarModel)
    .where(and(eq(ahCarModel.tenantId, tenantId), eq(ahCarModel.isDeleted, 0)));
  return new Map(rows.map((r) => [String(r.name).trim().toLowerCase(), String(r.id)]));
}

const CAR_FIELDS = ['vin', 'color', 'interiorColor', 'engineNo', 'purchasePrice', 'productionDate', 'remark'] as const;

/**
 * New stock cars from rows with a model name, set-wise: the VINs locked and checked in stock in one
 * query each, the model facts read once, multi-row inserts. The rules are the stock car's own
 * (warehouse-car-hooks: NEW_CAR, VIN_IN_STOCK, modelFacts); `arrive` records them arrived, in the
 * state the warehouse-car machine gives for ARRIVE.
 */
function stockCars(arrive: boolean): WriterFactory {
  return async (services, auth, lang) => {
    const models = await modelsByName(services, auth.tenantId);
    const arrived = nextWarehouseCar(NEW_CAR.state, false, 'ARRIVE');
    return {
      async writeMany(tx, rows) {
        const refused: Array<{ row: number; message: string }> = [];
        const vins = rows.map((r) => String(r.value.vin));
        await lockVins(tx, auth.tenantId, vins);
        const inStock = await vinsInStock(tx, auth.tenantId, vins);
        const facts = await modelFacts(tx, auth.tenantId, [...new Set(models.values())]);
        const now = services.now();
        const records: Record<string, unknown>[] = [];
        for (const { row, value } of rows) {
          const modelName = String(value.modelName);
          const carModelId = models.get(modelName.trim().toLowerCase());
          const fact = carModelId ? facts.get(carModelId) : undefined;
          if (!carModelId || !fact) refused.push({ row, message: lang === 'en' ? `No such model in the catalogue: ${modelName}` : `车型不存在：${modelName}` });
          else if (inStock.has(String(value.vin))) refused.push({ row, message: VIN_IN_STOCK[lang] });
          if (refused.length) continue;
          const car: Record<string, unknown> = { id: newId(), tenantId: auth.tenantId, storeId: auth.storeId, carModelId, ...fact, ...NEW_CAR };
          for (const k of CAR_FIELDS) if (value[k] !== undefined) car[k] = value[k];
          if (arrive && arrived) Object.assign(car, { state: arrived.state, inTransfer: arrived.inTransfer ? 1 : 0, arrivalDate: value.arrivalDate });
          records.push({ ...car, createUser: auth.userId, updateUser: auth.userId, createTime: now, updateTime: now });
        }
        if (refused.length) return refused;
        // cast: the sheet's cells are copied by name (CAR_FIELDS) from the checked row, whose values are unknown to the type
        for (let i = 0; i < records.length; i += 500) await tx.insert(ahWarehouseCar).values(records.slice(i, i + 500) as never);
        return [];
      },
    };
  };
}

const memberRt = new ResourceRuntime(memberResource, ahMember, MEMBER_HOOKS_PART.ahMember);
const memberCarRt = new ResourceRuntime(memberCarResource, ahMemberCar, MEMBER_HOOKS_PART.ahMemberCar);

/** Adds the listed phones to the chosen Excel group; a phone naming no one of the store refuses its row. */
function excelGroup(field: string, add: typeof addMembersToExcelGroup, who: { zh: string; en: string }): WriterFactory {
  return async (services, auth, lang, extra) => ({
    async writeMany(tx, rows) {
      const result = await add(tx, auth, extra[field], rows.map((r) => String(r.value.phone)), services.now(), lang);
      const missing = new Set(result.notFound);
      return rows
        .filter((r) => missing.has(String(r.value.phone)))
        .map((r) => ({ row: r.row, message: lang === 'en' ? `${String(r.value.phone)}: not a ${who.en} of this store` : `手机号${String(r.value.phone)}不是本门店${who.zh}` }));
    },
  });
}

export const IMPORT_WRITERS: Record<string, WriterFactory> = {
  member: async (services, auth, lang) => {
    const scope = await memberRt.scope(services, auth);
    const ids: string[] = [];
    return {
      async write(tx, value) {
        ids.push(await memberRt.insertIn(tx, services, auth, { ...value }, scope, lang));
      },
      // imported members say so (the create hook marks members entered in the store)
      async finish(tx) {
        for (let i = 0; i < ids.length; i += 1000) await tx.update(ahMember).set({ source: MEMBER_SOURCE.import }).where(inArray(ahMember.id, ids.slice(i, i + 1000)));
      },
    };
  },
  member_car: async (services, auth, lang) => {
    const scope = await memberCarRt.scope(services, auth);
    return {
      async write(tx, value) {
        const phone = String(value.memberPhone);
        const [m] = await tx
          .select({ id: ahMember.id })
          .from(ahMember)
          .where(and(eq(ahMember.tenantId, auth.tenantId), eq(ahMember.storeId, requireStore(auth, lang)), eq(ahMember.phone, phone), eq(ahMember.isDeleted, 0)))
          .limit(1);
        if (!m) throw badRequest(lang === 'en' ? `${phone}: not a member of this store` : `手机号${phone}不是本门店会员`);
        const car: Record<string, unknown> = { ...value, memberId: String(m.id) };
        delete car.memberPhone;
        await memberCarRt.insertIn(tx, services, auth, car, scope, lang);
      },
    };
  },
  member_group: excelGroup('ahMemberGroupId', addMembersToExcelGroup, { zh: '会员', en: 'member' }),
  owner_group: excelGroup('ahOwnerGroupId', addOwnersToExcelGroup, { zh: '车主', en: 'owner' }),
  boutique: async (services, auth, lang) => ({
    write: async (tx, value) => {
      await writeStoreBoutique(tx, services, auth, value, lang);
    },
  }),
  after_sales_owner: async (services, auth, lang) => ({
    write: async (tx, value) => {
      await writeOwner(tx, services, auth, value, lang);
    },
  }),
  invoice: async (services, auth, lang) => ({
    write: async (tx, value) => {
      await writeAnalysedInvoice(tx, services, auth, value as Parameters<typeof writeAnalysedInvoice>[3], lang);
    },
  }),
  clue: async (services, auth, lang) => ({
    writeMany: async (tx, rows) => {
      // a clue row has no refusal left after its field checks (a repeated phone is only marked)
      await writeClues(tx, services, auth, rows.map((r) => r.value as Record<string, string | null>), lang);
      return [];
    },
  }),
  warehouse_new_add: stockCars(false),
  warehouse_call: stockCars(true),
  warehouse_arrive: async (services, auth, lang) => {
    const scope = await rt.warehouseCar.scope(services, auth);
    return {
      async write(tx, value) {
        const vin = String(value.vin);
        const which = and(eq(ahWarehouseCar.vin, vin), ne(ahWarehouseCar.state, WAREHOUSE_CAR_STATES.out));
        try {
          await applyCarEventIn(tx, services, auth, lang, which!, scope, 'ARRIVE', async () => ({
            arrivalDate: value.arrivalDate,
            ...(value.displayLocation ? { displayLocation: value.displayLocation } : {}),
          }));
        } catch (err) {
          if (err instanceof ApiError && err.code === Codes.NOT_FOUND.code) {
            throw badRequest(lang === 'en' ? `${vin}: no such car in this store's stock` : `车架号${vin}不在本门店库存中`);
          }
          throw err;
        }
      },
    };
  },
};
