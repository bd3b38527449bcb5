import type { Tx } from '../index';
import { newId } from '../ids';
import type { SeedContext } from './context';
import {
  ahCarBrand,
  ahCarModel,
  ahCarSeries,
  ahStoreCarBrand,
  ahStoreCarModel,
  ahStoreCarSeries,
  ahCarFilmGoods,
  ahWarehouseCar,
  ahWarehouseInventory,
  ahWarehouseInventoryItem,
} from '../resource-tables/operations';
import { INVENTORY_STATE } from '../../../src/machines/warehouse-inventory.machine';
import { INVENTORY_RESULT } from '../../../src/domain/resources/operations/warehouse-inventory';
import { WAREHOUSE_CAR_STATES } from '../../../src/machines/warehouse-car.machine';

type ModelSeed = [name: string, year: number, yuan: number];
interface BrandSeed {
  name: string;
  initial: string;
  /** world manufacturer identifier: the first three characters of its VINs */
  wmi: string;
  series: Array<[name: string, level: string, models: ModelSeed[]]>;
}

/** A real-looking catalogue; one brand per demo store, in DEMO_STORES order. Guide prices in yuan. */
export const DEMO_CATALOGUE: BrandSeed[] = [
  {
    name: '宝马',
    initial: 'B',
    wmi: 'LBV',
    series: [
      ['宝马3系', '中型车', [['325Li M运动套装', 2025, 349900], ['330Li xDrive M运动曜夜套装', 2025, 409900]]],
      ['宝马5系', '中大型车', [['525Li 豪华套装', 2025, 439900], ['530Li 尊享型 M运动套装', 2025, 509900]]],
      ['宝马X3', '中型SUV', [['xDrive25i 豪华套装', 2025, 399900], ['xDrive30i 领先型 M曜夜套装', 2025, 469900]]],
      ['宝马X5', '中大型SUV', [['xDrive30Li 尊享型 M运动套装', 2024, 709900], ['xDrive40Li 尊享型 M运动曜夜套装', 2024, 819900]]],
    ],
  },
  {
    name: '奔驰',
    initial: 'B',
    wmi: 'LE4',
    series: [
      ['奔驰C级', '中型车', [['C 260 L 皓夜运动版', 2025, 353200], ['C 260 L 4MATIC 豪华运动版', 2025, 377500]]],
      ['奔驰E级', '中大型车', [['E 260 L', 2025, 436700], ['E 300 L 豪华型', 2025, 509900]]],
      ['奔驰GLC', '中型SUV', [['GLC 260 L 4MATIC 动感型 5座', 2025, 428800], ['GLC 300 L 4MATIC 豪华型 7座', 2025, 486800]]],
      ['奔驰S级', '大型车', [['S 400 L 商务型', 2024, 969600], ['S 450 L 4MATIC', 2024, 1156600]]],
    ],
  },
  {
    name: '奥迪',
    initial: 'A',
    wmi: 'LFV',
    series: [
      ['奥迪A4L', '中型车', [['40 TFSI 豪华动感型', 2025, 342800], ['45 TFSI quattro 臻选动感型', 2025, 393800]]],
      ['奥迪A6L', '中大型车', [['45 TFSI 臻选动感型', 2025, 459800], ['55 TFSI quattro 旗舰动感型', 2025, 655800]]],
      ['奥迪Q5L', '中型SUV', [['40 TFSI 豪华动感型', 2025, 405800], ['45 TFSI 臻选动感型', 2025, 454800]]],
      ['奥迪Q3', '紧凑型SUV', [['35 TFSI 时尚动感型', 2025, 279800], ['40 TFSI 时尚致雅型', 2025, 323800]]],
    ],
  },
  {
    name: '丰田',
    initial: 'F',
    wmi: 'LVG',
    series: [
      ['凯美瑞', '中型车', [['2.0G 豪华版', 2025, 199800], ['2.0S 锋尚版', 2025, 209800], ['2.5Q 旗舰版', 2025, 269800]]],
      ['RAV4荣放', '紧凑型SUV', [['2.0L CVT 两驱风尚版', 2025, 175800], ['2.0L CVT 四驱尊贵版', 2025, 225800]]],
      ['汉兰达', '中型SUV', [['2.0T 两驱精英版 7座', 2024, 269800], ['2.0T 四驱豪华版 7座', 2024, 321800]]],
    ],
  },
  {
    name: '大众',
    initial: 'D',
    wmi: 'LSV',
    series: [
      ['帕萨特', '中型车', [['330TSI 精英版', 2025, 215900], ['380TSI 龙耀版', 2025, 255900]]],
      ['途观L', '中型SUV', [['330TSI 自动两驱智享版', 2025, 229800], ['380TSI 自动四驱R-Line旗舰版', 2025, 289800]]],
      ['朗逸', '紧凑型车', [['1.5L 自动舒适版', 2025, 121900], ['280TSI DSG 星空旗舰版', 2025, 152900]]],
    ],
  },
  {
    name: '本田',
    initial: 'B',
    wmi: 'LHG',
    series: [
      ['雅阁', '中型车', [['260TURBO 豪华版', 2025, 199800], ['260TURBO 旗舰版', 2025, 229800]]],
      ['思域', '紧凑型车', [['240TURBO CVT 燃擎版', 2025, 139900], ['240TURBO CVT 极劲版', 2025, 161900]]],
      ['CR-V', '紧凑型SUV', [['240TURBO 两驱锋尚5座版', 2025, 189900], ['240TURBO 四驱尊耀5座版', 2025, 259900]]],
    ],
  },
  {
    name: '雷克萨斯',
    initial: 'L',
    wmi: 'JTH',
    series: [
      ['雷克萨斯ES', '中型车', [['ES 260 卓越版', 2025, 309000], ['ES 300h 尊享版', 2025, 389000]]],
      ['雷克萨斯NX', '中型SUV', [['NX 260 前驱 创享版', 2025, 319000], ['NX 350h 四驱 畅享版', 2025, 409000]]],
      ['雷克萨斯RX', '中大型SUV', [['RX 350h 四驱 舒适版', 2025, 469000], ['RX 500h 四驱 F SPORT Performance', 2025, 699000]]],
    ],
  },
];

const COLORS = ['矿石白', '宝石青', '曜夜黑', '星光银', '碳黑', '极地白', '波尔多红', '雾霾蓝'];
/** characters a VIN may hold (no I, O, Q) */
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

/** A VIN that passes the rule: WMI, five model characters, check '0', model-year letter, plant, serial. */
export function demoVin(wmi: string, storeIndex: number, n: number, year: number): string {
  const code = Array.from({ length: 5 }, (_, i) => VIN_CHARS[(storeIndex * 7 + n * 13 + i * 5) % VIN_CHARS.length]).join('');
  const yearChar = year >= 2025 ? 'S' : 'R';
  return `${wmi}${code}0${yearChar}${'ABCDEFGH'[storeIndex]}${String(100000 + storeIndex * 1000 + n).slice(-6)}`;
}

/** car films every open store sells: name, brand, type, warranty years, price in yuan */
const FILMS: Array<[string, string, string, number, number]> = [
  ['量子膜 全车窗膜 Q系列', '3M', '全车窗膜', 5, 6800],
  ['龙膜 畅悦 前挡膜', '龙膜', '前挡膜', 5, 2800],
  ['XPEL Ultimate Plus 隐形车衣', 'XPEL', '隐形车衣', 10, 16800],
  ['威固 V-KOOL 70 全车窗膜', '威固', '全车窗膜', 7, 8800],
  ['3M 2080 金属灰 改色膜', '3M', '改色膜', 3, 9800],
];

/** cars per open store and the state each takes, cycling */
const CARS_PER_STORE = 30;
const STATE_CYCLE = [0, 1, 2, 3, 3, 3, 3, 4, 5, 3] as const;

/** Demo car catalogue, store cars and stock (spec 3). */
export async function seedOperations(tx: Tx, ctx: SeedContext): Promise<void> {
  const { tenantId } = ctx;
  const now = new Date();
  const audit = { tenantId, createTime: now, updateTime: now };
  const brands: (typeof ahCarBrand.$inferInsert)[] = [];
  const series: (typeof ahCarSeries.$inferInsert)[] = [];
  const models: (typeof ahCarModel.$inferInsert)[] = [];
  const storeBrands: (typeof ahStoreCarBrand.$inferInsert)[] = [];
  const storeSeries: (typeof ahStoreCarSeries.$inferInsert)[] = [];
  const storeModels: (typeof ahStoreCarModel.$inferInsert)[] = [];
  const cars: (typeof ahWarehouseCar.$inferInsert)[] = [];

  DEMO_CATALOGUE.forEach((b, bi) => {
    const brandId = newId();
    brands.push({ ...audit, id: brandId, brandName: b.name, initial: b.initial, sort: bi });
    const storeIndex = bi;
    const storeId = ctx.storeIds[storeIndex];
    const storeBrandId = newId();
    if (storeId) storeBrands.push({ ...audit, id: storeBrandId, storeId, carBrandId: brandId, brandName: b.name, sort: 0 });
    const brandModels: Array<{ id: string; seriesId: string; seriesName: string; name: string; year: number; price: number }> = [];
    b.series.forEach(([seriesName, level, ms], si) => {
      const seriesId = newId();
      series.push({ ...audit, id: seriesId, brandId, brandName: b.name, seriesName, level, sort: si });
      const storeSeriesId = newId();
      if (storeId) {
        storeSeries.push({ ...audit, id: storeSeriesId, storeId, storeCarBrandId: storeBrandId, carSeriesId: seriesId, brandName: b.name, seriesName, isRecommend: si === 0 ? 1 : 0, state: 1, sort: si });
      }
      ms.forEach(([name, year, yuan], mi) => {
        const modelId = newId();
        const price = yuan * 100;
        models.push({ ...audit, id: modelId, brandId, seriesId, seriesName, modelName: name, modelYear: year, guidePrice: price, sort: mi });
        brandModels.push({ id: modelId, seriesId, seriesName, name, year, price });
        if (storeId) {
          storeModels.push({ ...audit, id: newId(), storeId, storeCarSeriesId: storeSeriesId, carModelId: modelId, seriesName, modelName: name, guidePrice: price, storePrice: price - 1_000_000, state: 1, sort: mi });
        }
      });
    });
    // stock only in open stores (the last demo store is stopped)
    if (!storeId || storeIndex === ctx.storeIds.length - 1) return;
    for (let n = 0; n < CARS_PER_STORE; n++) {
      const m = brandModels[n % brandModels.length];
      const state = STATE_CYCLE[n % STATE_CYCLE.length];
      const arrival = new Date(now.getTime() - (CARS_PER_STORE - n) * 2 * 86_400_000);
      const day = arrival.toISOString().slice(0, 10);
      cars.push({
        ...audit,
        id: newId(),
        storeId,
        vin: demoVin(b.wmi, storeIndex, n, m.year),
        carBrandId: brands[bi].id,
        carSeriesId: m.seriesId,
        carModelId: m.id,
        brandName: b.name,
        seriesName: m.seriesName,
        modelName: m.name,
        color: COLORS[(n + storeIndex) % COLORS.length],
        interiorColor: n % 2 ? '黑色' : '摩卡棕',
        guidePrice: m.price,
        purchasePrice: Math.round((m.price * 0.88) / 100) * 100,
        productionDate: new Date(arrival.getTime() - 30 * 86_400_000).toISOString().slice(0, 10),
        arrivalDate: state >= WAREHOUSE_CAR_STATES.arrived ? day : null,
        warehouseNo: state >= WAREHOUSE_CAR_STATES.numbered ? `K${day.replaceAll('-', '')}${String(n + 1).padStart(4, '0')}` : null,
        displayLocation: state >= WAREHOUSE_CAR_STATES.inStock ? `${'ABC'[n % 3]}区-${String((n % 12) + 1).padStart(2, '0')}` : null,
        state,
        inTransfer: 0,
        inTime: state >= WAREHOUSE_CAR_STATES.inStock ? new Date(arrival.getTime() + 86_400_000) : null,
        // ten days after arrival, but never ahead of the clock: a car that went out went out already
        outTime: state === WAREHOUSE_CAR_STATES.out ? new Date(Math.min(arrival.getTime() + 10 * 86_400_000, now.getTime() - 3_600_000)) : null,
      });
    }
  });

  await tx.insert(ahCarBrand).values(brands);
  await tx.insert(ahCarSeries).values(series);
  await tx.insert(ahCarModel).values(models);
  if (storeBrands.length) await tx.insert(ahStoreCarBrand).values(storeBrands);
  if (storeSeries.length) await tx.insert(ahStoreCarSeries).values(storeSeries);
  if (storeModels.length) await tx.insert(ahStoreCarModel).values(storeModels);
  if (cars.length) await tx.insert(ahWarehouseCar).values(cars);
  const films = ctx.storeIds.slice(0, -1).flatMap((storeId) =>
    FILMS.map(([goodsName, filmBrand, filmType, warrantyYears, yuan], i) => ({ ...audit, id: newId(), storeId, goodsName, filmBrand, filmType, warrantyYears, price: yuan * 100, isUp: i < 4 ? 1 : 0, sort: i })),
  );
  await tx.insert(ahCarFilmGoods).values(films);
  await seedStockTake(tx, ctx, cars, now);
}

/**
 * Last week's closed stock-take of the first store (库存盘点): its cars then on the list, all counted
 * but two missing, and one car found that the warehouse did not know. None is left open, so a new
 * count can start at once.
 */
async function seedStockTake(tx: Tx, ctx: SeedContext, cars: (typeof ahWarehouseCar.$inferInsert)[], now: Date): Promise<void> {
  const storeId = ctx.storeIds[0];
  const onList = new Set<number>([WAREHOUSE_CAR_STATES.arrived, WAREHOUSE_CAR_STATES.numbered, WAREHOUSE_CAR_STATES.inStock, WAREHOUSE_CAR_STATES.locked]);
  const listed = cars.filter((c) => c.storeId === storeId && onList.has(Number(c.state)));
  if (!storeId || listed.length < 3) return;
  const at = new Date(now.getTime() - 7 * 86_400_000);
  const day = new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
  const id = newId();
  const audit = { tenantId: ctx.tenantId, storeId, createTime: at, updateTime: at };
  const lines: (typeof ahWarehouseInventoryItem.$inferInsert)[] = listed.map((c, i) => ({
    ...audit,
    id: newId(),
    ahWarehouseInventoryId: id,
    vin: String(c.vin),
    result: i >= listed.length - 2 ? INVENTORY_RESULT.missing : INVENTORY_RESULT.counted,
    ahWarehouseCarId: String(c.id),
    modelName: c.modelName as string,
    warehouseNo: (c.warehouseNo as string | null) ?? null,
    carState: Number(c.state),
    expected: 1,
    scanTime: i >= listed.length - 2 ? null : new Date(at.getTime() + (i + 1) * 60_000),
  }));
  // a car on the lot the warehouse has no record of (盘盈), as a scan records it
  lines.push({ ...audit, id: newId(), ahWarehouseInventoryId: id, vin: 'LFV3A23C8N3000417', result: INVENTORY_RESULT.unexpected, ahWarehouseCarId: null, modelName: null, warehouseNo: null, carState: null, expected: 0, scanTime: new Date(at.getTime() + 3_600_000), note: '仓库中无此车' });
  const counted = listed.length - 2;
  await tx.insert(ahWarehouseInventory).values({
    ...audit,
    id,
    inventoryNo: `PD${day}001`,
    state: INVENTORY_STATE.closed,
    expectedCount: listed.length,
    countedCount: counted,
    missingCount: 2,
    unexpectedCount: 1,
    counter: '赵明',
    closeTime: new Date(at.getTime() + 2 * 3_600_000),
    remark: '月末盘点',
  });
  await tx.insert(ahWarehouseInventoryItem).values(lines);
}
