/**
 * Record search (the palette's "find anything by the number a customer reads out"): which records
 * are searched, by which of their fields and how, and which page opens each. The server builds its
 * queries and its indexes from this list (server/modules/blade-desk/record-search.ts,
 * server/db/search-indexes.ts); the palette shows the groups and opens the pages. docs/console.md.
 *
 * Pure and small on purpose: the shell loads it, so it names declarations by key instead of
 * importing them (tests/unit/record-search.test.ts checks every key, field and page against them).
 */
import type { Label } from './resources/types';

/**
 * How a field matches a search term:
 * - phone, vin, plate, number: the field ends with the term (a whole value ends with itself), so the
 *   last 4 digits of a phone, the last 6 of a VIN, a plate without its province, a whole order number;
 * - name: the field begins with the term (a surname, a whole name).
 */
export type MatchKind = 'phone' | 'vin' | 'plate' | 'number' | 'name';

export interface RecordKind {
  kind: string;
  /** the resource declaration's key: its table, and the scope its list applies (tenant, store, own rows) */
  resource: string;
  label: Label;
  /** field → how it matches */
  match: Readonly<Record<string, MatchKind>>;
  /** the field that names the record in the result, then the fields shown after it */
  title: string;
  details: readonly string[];
  /** the record's page and the query parameter that carries its id */
  page: string;
  param: string;
}

export const RECORD_KINDS: readonly RecordKind[] = [
  {
    kind: 'clue',
    resource: 'ahClueTrace',
    label: { zh: '线索', en: 'Clues' },
    match: { customerPhone: 'phone', customerName: 'name' },
    title: 'customerName',
    details: ['customerPhone', 'nextTraceUserName', 'ahStoreCarSeriesName'],
    page: '/clue/following/detail',
    param: 'ahClueTraceId',
  },
  {
    kind: 'customer',
    resource: 'ahCustomer',
    label: { zh: '客户', en: 'Customers' },
    match: { customerPhone: 'phone', customerName: 'name' },
    title: 'customerName',
    details: ['customerPhone', 'nextTraceUserName', 'intentSeries'],
    page: '/clue/cusmanagers/detail',
    param: 'id',
  },
  {
    kind: 'member',
    resource: 'ahMember',
    label: { zh: '会员', en: 'Members' },
    match: { phone: 'phone', memberName: 'name' },
    title: 'memberName',
    details: ['phone'],
    page: '/member/detail',
    param: 'id',
  },
  {
    kind: 'vehicle',
    resource: 'ahVehicle',
    label: { zh: '车辆档案', en: 'Vehicles' },
    match: { vin: 'vin', licensePlate: 'plate', phone: 'phone', ownerName: 'name' },
    title: 'licensePlate',
    details: ['vin', 'ownerName', 'phone', 'carModel'],
    page: '/afterSales/vehicle/detail',
    param: 'id',
  },
  {
    kind: 'stockCar',
    resource: 'warehouseCar',
    label: { zh: '库存车辆', en: 'Stock cars' },
    match: { vin: 'vin', warehouseNo: 'number' },
    title: 'vin',
    details: ['modelName', 'color', 'warehouseNo'],
    page: '/stock/details',
    param: 'id',
  },
  {
    kind: 'carOrder',
    resource: 'carOrder',
    label: { zh: '整车订单', en: 'Car orders' },
    match: { orderNo: 'number', customerPhone: 'phone', plateNo: 'plate', customerName: 'name' },
    title: 'orderNo',
    details: ['customerName', 'customerPhone', 'modelName'],
    page: '/orders/details',
    param: 'id',
  },
  {
    kind: 'workOrder',
    resource: 'ahWorkOrderInfo',
    label: { zh: '售后工单', en: 'Work orders' },
    match: { orderNo: 'number', customerPhone: 'phone', licensePlate: 'plate', vin: 'vin', customerName: 'name' },
    title: 'orderNo',
    details: ['customerName', 'licensePlate', 'customerPhone'],
    page: '/afterSalesWorkOrderManagement/detail',
    param: 'id',
  },
  {
    kind: 'contract',
    resource: 'ahElectronicContract',
    label: { zh: '销售合同', en: 'Sales contracts' },
    match: { contractNo: 'number', customerPhone: 'phone', vin: 'vin', customerName: 'name' },
    title: 'contractNo',
    details: ['customerName', 'customerPhone', 'vin'],
    page: '/salesContract/detail',
    param: 'id',
  },
  {
    kind: 'coupon',
    resource: 'ahCouponRecord',
    label: { zh: '卡券', en: 'Coupons' },
    match: { couponCode: 'number', phone: 'phone', vin: 'vin', memberName: 'name' },
    title: 'couponCode',
    details: ['couponName', 'memberName', 'phone'],
    page: '/coupon/record/detail',
    param: 'id',
  },
];

export const recordKindOf = new Map(RECORD_KINDS.map((k) => [k.kind, k]));

/** The page that opens a found record. */
export const recordUrl = (k: RecordKind, id: string): string => `${k.page}?${k.param}=${encodeURIComponent(id)}`;

/** the longest term searched; and the fewest results of one kind shown */
export const RECORD_SEARCH_MAX = 50;
export const RECORDS_PER_KIND = 5;

export type SearchTerms = Partial<Record<MatchKind, string>>;

const CJK = /[\u3400-\u9fff]/;
const PROVINCE_PLATE = /^[\u4e00-\u9fa5][A-Z][A-Z0-9]{4,6}[\u4e00-\u9fa5]?$/;

/**
 * What a typed text can be: a phone (4 to 11 digits: the end of a number), a VIN (its last 6 or
 * more letters and digits), a plate (its last 4 digits or 5 characters, or whole), an order,
 * work-order, contract or coupon number (4 or more), a name (a Chinese character or two letters).
 * Spaces and dashes inside numbers are dropped (138-0013-8000); letters are upper-cased for codes.
 * Nothing: too short or too long to mean anything.
 */
export function searchTerms(raw: string): SearchTerms {
  const text = raw.trim();
  if (!text || text.length > RECORD_SEARCH_MAX) return {};
  const out: SearchTerms = {};
  const compact = text.replace(/[\s-]/g, '').toUpperCase();
  if (/^\d+$/.test(compact)) {
    if (compact.length >= 4 && compact.length <= 11) out.phone = compact;
    if (compact.length >= 4) out.number = compact;
    if (compact.length >= 6 && compact.length <= 17) out.vin = compact;
    if (compact.length >= 4 && compact.length <= 7) out.plate = compact;
    return out;
  }
  // codes have digits: letters alone are a name (Li Lei), not a VIN
  if (/^[A-Z0-9]+$/.test(compact) && /\d/.test(compact)) {
    if (compact.length >= 4 && compact.length <= 32) out.number = compact;
    if (compact.length >= 6 && compact.length <= 17) out.vin = compact;
    if (compact.length >= 5 && compact.length <= 7) out.plate = compact;
  }
  if (PROVINCE_PLATE.test(compact)) out.plate = compact;
  // a name: Chinese, or letters (an English name), no digits
  if (!/\d/.test(text) && (CJK.test(text) || /^[A-Za-z][A-Za-z .'-]+$/.test(text))) out.name = text;
  return out;
}
