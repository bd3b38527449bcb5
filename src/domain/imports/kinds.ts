/** Every import kind of the spec, one declaration each (see types.ts; decisions in docs/imports.md). */
import { clueResource } from '../resources/sales/clue';
import { warehouseCarResource } from '../resources/operations/warehouse';
import { columnsOf, type ImportKindDecl } from './types';

const carColumns = ['vin', 'modelName', 'color', 'interiorColor', 'engineNo', 'purchasePrice', 'productionDate'] as const;

export const clueImport: ImportKindDecl = {
  kind: 'clue',
  title: { zh: '线索导入', en: 'Clue import' },
  url: '/crm-dcc/ahClueTrace/import',
  permission: 'clue_following_import',
  scope: 'store',
  columns: columnsOf(clueResource, ['customerName', 'customerPhone', 'channelType', 'channelName', 'brandName', 'seriesName', 'modelName', 'remark']),
  maxRows: 10_000,
  note: { zh: '导入的线索进入当前门店；开启自动分配时按顺序分配给销售顾问。', en: 'Clues go to the current store; with automatic allocation on, they are allocated to the salesmen in turn.' },
};

export const warehouseNewAddImport: ImportKindDecl = {
  kind: 'warehouse_new_add',
  title: { zh: '新增车辆导入', en: 'New cars import' },
  url: '/crm-warehouse/ahWarehouseCar/importNewAdd',
  permission: 'warehouse_stock_import_new_add',
  scope: 'store',
  columns: columnsOf(warehouseCarResource, [...carColumns, 'remark'], { modelName: { required: true } }),
  uniqueInFile: ['vin'],
  maxRows: 10_000,
  note: { zh: '新增的车辆为在途状态；车型按车型库中的名称匹配。', en: 'New cars are in transit; the model is matched by its name in the catalogue.' },
  page: '/stock/newAddImport',
};

export const warehouseArriveImport: ImportKindDecl = {
  kind: 'warehouse_arrive',
  title: { zh: '到车导入', en: 'Arrivals import' },
  url: '/crm-warehouse/ahWarehouseCar/importArrive',
  permission: 'warehouse_stock_import_arrive',
  scope: 'store',
  columns: columnsOf(warehouseCarResource, ['vin', 'arrivalDate', 'displayLocation'], { arrivalDate: { required: true } }),
  uniqueInFile: ['vin'],
  maxRows: 10_000,
  note: { zh: '按车架号将本门店在途车辆登记为已到车。', en: 'Marks this store\'s cars in transit as arrived, by VIN.' },
  page: '/stock/arriveImport',
};

export const warehouseCallImport: ImportKindDecl = {
  kind: 'warehouse_call',
  title: { zh: '调车导入', en: 'Car calls import' },
  url: '/crm-warehouse/ahWarehouseCar/importCall',
  permission: 'warehouse_stock_import_call',
  scope: 'store',
  columns: columnsOf(warehouseCarResource, [...carColumns, 'arrivalDate', 'remark'], { modelName: { required: true }, arrivalDate: { required: true } }),
  uniqueInFile: ['vin'],
  maxRows: 10_000,
  note: { zh: '厂家调拨到店的车辆，导入后直接为已到车状态。', en: 'Cars the maker sent to the store: they are recorded as arrived.' },
  page: '/warehouse/settings/import',
};

/** The registry: every kind by its import_kind key. */
export const IMPORT_KINDS: readonly ImportKindDecl[] = [clueImport, warehouseNewAddImport, warehouseArriveImport, warehouseCallImport];

export const importKindByKey = new Map(IMPORT_KINDS.map((k) => [k.kind, k]));
