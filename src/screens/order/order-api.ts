/** Calls of the car-order screens (crm-warehouse carOrder and friends), with TanStack Query keys. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { http, type Envelope } from '../../api/http';
import type { Lang } from '../../domain/codes';
import { formatDateTime } from '../../domain/format';
import { CAR_ORDER_ACTIONS, storedCarOrderActions, type CarOrderEventType } from '../../machines/car-order.machine';

export const BASE = '/api/crm-warehouse/carOrder';

export interface OrderCar {
  id: string;
  ahCarOrderCarId: string;
  ahCarOrderId: string;
  carModelId: string;
  brandName: string | null;
  seriesName: string | null;
  modelName: string | null;
  color: string | null;
  interiorColor?: string | null;
  guidePrice: number | null;
  salePrice: number | null;
  ahWarehouseCarId: string | null;
  vin: string | null;
  warehouseNo: string | null;
  lockState: number;
  invoiceState: number;
  deliveryState: number;
  boutiqueList?: Boutique[];
  invoice?: Invoice | null;
}

export interface Boutique {
  id: string;
  boutiqueId?: string | null;
  boutiqueCode?: string | null;
  boutiqueName: string;
  price: number;
  quantity: number;
  isGift: number;
  workHours?: number | string | null;
}

export interface Invoice {
  id: string;
  vin: string;
  invoiceCode: string | null;
  invoiceNo: string;
  invoiceDate: string;
  invoiceAmount: number;
  taxAmount: number | null;
  buyerName: string;
  buyerIdNo: string | null;
  source: number;
}

export interface OrderDetail {
  id: string;
  orderNo: string;
  orderType: number;
  orderState: number;
  customerName: string;
  customerPhone: string;
  idCardNo: string | null;
  address: string | null;
  salesUserId: string | null;
  salesName: string | null;
  paymentMode: number | null;
  depositAmount: number | null;
  carAmount: number | null;
  boutiqueAmount: number | null;
  additionalAmount: number | null;
  totalAmount: number | null;
  orderDate: string | null;
  expectedDeliveryDate: string | null;
  deliveryTime: string | null;
  plateNo: string | null;
  insuranceCompany: string | null;
  contractNo: string | null;
  closeReason: string | null;
  remark: string | null;
  carList: OrderCar[];
  additionalList: Array<{ id: string; itemType: number; itemName: string; price: number; remark: string | null }>;
  createTime?: string | null;
  lockLogList: Array<{ id: string; event: string; fromVin: string | null; toVin: string | null; operatorName: string; createTime: string }>;
  contractList: Array<{ id: string; contractNo: string; contractType: number; totalAmount: number; signState: number; createTime: string }>;
  actions: CarOrderEventType[];
}

/** a call whose failure the http client has already shown: resolves to null then */
export async function callOk<T>(p: Promise<Envelope<T>>): Promise<T | null> {
  try {
    const env = await p;
    return env.code === 200 ? env.data : null;
  } catch {
    return null;
  }
}

export const orderKeys = {
  all: ['carOrder'] as const,
  detail: (id: string | null) => ['carOrder', 'detail', id] as const,
  cards: () => ['carOrder', 'cards'] as const,
};

export function useOrderDetail(id: string | null) {
  return useQuery({
    queryKey: orderKeys.detail(id),
    enabled: !!id,
    staleTime: 0,
    queryFn: async () => (await http.get<OrderDetail>(`${BASE}/getCarOrderInfoById`, { ahCarOrderId: id })).data,
  });
}

/** the boutique fitting labour rate of the tenant (parameter carOrder.hourlyRate) and whether the caller may edit fitting hours */
export function useHourlyRate() {
  return useQuery({
    queryKey: ['carOrder', 'hourlyRate'],
    staleTime: 0,
    queryFn: async () => (await http.get<{ show: boolean; hourlyRate: number; rateSource: 'param' | 'default' | 'invalid' }>(`${BASE}/getHourlyRatesButton`)).data,
  });
}

export function useOrderCards() {
  return useQuery({
    queryKey: orderKeys.cards(),
    staleTime: 0,
    queryFn: async () => (await http.get<{ total: number; totalAmount: number; cards: Array<{ state: number; name: string; nameEn: string; count: number; amount: number }> }>(`${BASE}/getOrderStatisticsInfo`)).data,
  });
}

/** reloads every order query (lists, cards, details) after a change */
export function useOrderRefresh() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: orderKeys.all });
    void client.invalidateQueries({ queryKey: ['resource'] });
  };
}

/**
 * The order-level actions the car-order machine allows for a stored order, as the client offers
 * them (the server asks the same machine before it acts).
 */
const ORDER_EVENTS = CAR_ORDER_ACTIONS.map((a) => a.event);

export const orderActions = (orderState: number): CarOrderEventType[] => storedCarOrderActions(orderState, ORDER_EVENTS);

export const canLockCars = (orderState: number) => storedCarOrderActions(orderState, ['LOCK_CAR']).length > 0;

/** yuan with two decimals and thousands separators, from hundredths */
export function money(v: number | null | undefined): string {
  if (v === null || v === undefined) return '--';
  return (v / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

export const L = (lang: Lang, zh: string, en: string) => (lang === 'en' ? en : zh);

/** a time as the console shows times (YYYY-MM-DD HH:mm:ss, the browser's zone), -- for none */
export const dateTime = (v: string | null | undefined): string => formatDateTime(v) || '--';
