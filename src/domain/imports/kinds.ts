/** Every import kind of the spec, one declaration each (see types.ts; decisions in docs/imports.md). */
import { clueResource } from '../resources/sales/clue';
import { warehouseCarResource } from '../resources/operations/warehouse';
import { memberCarResource, memberResource } from '../resources/sales/member';
import { boutiqueResource } from '../resources/sales/boutique';
import { ownerResource } from '../resources/sales/owner';
import { carOrderInvoiceResource } from '../resources/operations/car-order-invoice';
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

export const memberImport: ImportKindDecl = {
  kind: 'member',
  title: { zh: '会员导入', en: 'Member import' },
  url: '/crm-member/ahMember/import',
  variant: { field: 'excelType', value: '1' },
  permission: 'member_list_import',
  scope: 'store',
  columns: columnsOf(memberResource, ['memberName', 'phone', 'sex', 'birthday', 'idCard', 'memberLevel', 'address', 'remark']),
  uniqueInFile: ['phone'],
  maxRows: 10_000,
  note: { zh: '会员进入当前门店，来源为批量导入；手机号在门店内唯一。', en: 'Members join the current store with the source "batch import"; one member per phone in a store.' },
};

export const memberCarImport: ImportKindDecl = {
  kind: 'member_car',
  title: { zh: '会员车辆导入', en: 'Member cars import' },
  url: '/crm-member/ahMember/import',
  variant: { field: 'excelType', value: '2' },
  permission: 'member_list_import',
  scope: 'store',
  columns: columnsOf(memberCarResource, ['vin', 'licensePlate', 'memberPhone', 'brandName', 'seriesName', 'modelName', 'color', 'buyDate', 'mileage', 'insuranceDueDate', 'remark'], {
    memberPhone: { required: true },
  }),
  uniqueInFile: ['vin'],
  maxRows: 10_000,
  note: { zh: '按会员手机号关联本门店的会员。', en: 'Each car joins the store member with that phone.' },
};

const groupPick = (listUrl: string) => ({
  field: listUrl.includes('ahOwnerGroup') ? 'ahOwnerGroupId' : 'ahMemberGroupId',
  label: { zh: 'Excel分组', en: 'Excel group' },
  listUrl,
  query: { groupType: 1 },
  valueKey: listUrl.includes('ahOwnerGroup') ? 'ahOwnerGroupId' : 'ahMemberGroupId',
  labelKey: 'groupName',
});

export const memberGroupImport: ImportKindDecl = {
  kind: 'member_group',
  title: { zh: '会员分组导入', en: 'Member group import' },
  url: '/crm-member/ahMemberGroupController/importExcelGroup',
  permission: 'member_group_import',
  scope: 'store',
  columns: columnsOf(memberResource, ['phone']),
  uniqueInFile: ['phone'],
  maxRows: 10_000,
  note: { zh: '把名单中的会员（按手机号）加入所选Excel分组。', en: 'Adds the listed members (by phone) to the chosen Excel group.' },
  pick: groupPick('/crm-member/ahMemberGroupController/pageList'),
};

export const ownerGroupImport: ImportKindDecl = {
  kind: 'owner_group',
  title: { zh: '车主分组导入', en: 'Owner group import' },
  url: '/crm-workorder/ahOwnerGroup/importExcelGroup',
  permission: 'after_sales_owner_group_import',
  scope: 'store',
  columns: columnsOf(ownerResource, ['phone']),
  uniqueInFile: ['phone'],
  maxRows: 10_000,
  note: { zh: '把名单中的车主（按手机号）加入所选Excel分组。', en: 'Adds the listed owners (by phone) to the chosen Excel group.' },
  page: '/afterSales/ownerGroupImport',
  pick: groupPick('/crm-workorder/ahOwnerGroup/pageList'),
};

export const boutiqueImport: ImportKindDecl = {
  kind: 'boutique',
  title: { zh: '精品导入', en: 'Boutique import' },
  url: '/crm-member/ahBoutique/importBoutiqueForStore',
  permission: 'boutique_import',
  scope: 'store',
  columns: columnsOf(boutiqueResource, ['code', 'boutiqueName', 'category', 'brand', 'spec', 'fitModel', 'unit', 'price', 'costPrice', 'integral', 'hourlyRate', 'stock'], {
    // blank fields of a code the base catalogue has are filled from it
    boutiqueName: { required: false },
    category: { required: false },
    price: { required: false },
  }),
  uniqueInFile: ['code'],
  maxRows: 10_000,
  note: { zh: '按精品编码写入本门店精品：已有编码更新，新编码新增；空白项取集团基础精品库。', en: 'Writes the store\'s boutiques by code: an existing code is updated, a new one added; blank cells come from the group\'s base catalogue.' },
};

export const ownerImport: ImportKindDecl = {
  kind: 'after_sales_owner',
  title: { zh: '售后车主导入', en: 'After-sales owners import' },
  url: '/crm-workorder/ahOwner/import',
  permission: 'after_sales_import_import',
  scope: 'store',
  columns: columnsOf(ownerResource, ['ownerName', 'phone', 'vin', 'licensePlate', 'carModel', 'buyDate', 'lastServiceDate', 'mileage', 'remark']),
  uniqueInFile: ['vin'],
  maxRows: 10_000,
  note: { zh: '按车架号写入本门店车主：已有车架号更新，其余新增。', en: 'Writes the store\'s owners by VIN: a known VIN is updated, others added.' },
  page: '/afterSales/import',
  // 售后数据导入's menu leaf is routed as /afterSales/import/index (leaves get /index, spec 1 section 2)
  alsoAt: ['/afterSales/import/index'],
};

export const invoiceImport: ImportKindDecl = {
  kind: 'invoice',
  title: { zh: '发票信息导入', en: 'Invoice import' },
  url: '/crm-warehouse/carOrder/analysisInvoiceExcel',
  variant: { field: 'excelType', value: '1' },
  permission: 'car_order_invoice_import',
  scope: 'store',
  columns: columnsOf(carOrderInvoiceResource, ['vin', 'invoiceCode', 'invoiceNo', 'invoiceDate', 'invoiceAmount', 'taxAmount', 'buyerName', 'buyerIdNo']),
  uniqueInFile: ['vin'],
  maxRows: 10_000,
  note: { zh: '按车架号找到锁定该车的订单并登记发票。', en: 'Each row invoices the order car that holds the VIN.' },
  page: '/orders/invoiceInfoImport',
};

/** The registry: every kind by its import_kind key. */
export const IMPORT_KINDS: readonly ImportKindDecl[] = [
  clueImport,
  warehouseNewAddImport,
  warehouseArriveImport,
  warehouseCallImport,
  memberImport,
  memberCarImport,
  memberGroupImport,
  ownerGroupImport,
  boutiqueImport,
  ownerImport,
  invoiceImport,
];

export const importKindByKey = new Map(IMPORT_KINDS.map((k) => [k.kind, k]));
