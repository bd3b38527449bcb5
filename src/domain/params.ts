/**
 * The system parameters (blade-system param, table blade_param) the product itself reads: each key
 * declared once with its name, its default and how its text value reads. A tenant overrides a
 * default by adding the key in 参数管理 (/system/param); a missing or unreadable value means the
 * default. Parameters are per tenant: blade_param has no store column.
 */

export interface ParamDecl<T> {
  key: string;
  name: { zh: string; en: string };
  /** the value as an administrator types it */
  defaultText: string;
  /** what an administrator reads in the remark */
  remark: { zh: string; en: string };
  /** the typed value, or null when the text does not read */
  parse: (text: string) => T | null;
}

/** yuan as typed ("120", "120.5", "1,200.00") to integer hundredths; null unless 0 ≤ value ≤ 100 000 with at most two decimals */
export function parseYuan(text: string): number | null {
  const s = text.trim().replace(/[,，\s]/g, '').replace(/^[¥￥]/, '').replace(/元(\/小时|每小时)?$/, '');
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(s)) return null;
  const cents = Math.round(Number(s) * 100);
  return cents <= 10_000_000 ? cents : null;
}

/** The price of one hour of boutique fitting labour on the car-order form (crm-warehouse/carOrder/getHourlyRatesButton). */
export const HOURLY_RATE_PARAM: ParamDecl<number> = {
  key: 'carOrder.hourlyRate',
  name: { zh: '精品安装工时单价（元/小时）', en: 'Boutique fitting labour rate (yuan per hour)' },
  defaultText: '120',
  remark: { zh: '整车订单精品安装工时费的单价，单位元，最多两位小数', en: 'Price of one hour of boutique fitting on car orders, in yuan, at most two decimals' },
  parse: parseYuan,
};

/** Every parameter the product reads, by key. */
export const DECLARED_PARAMS: ReadonlyArray<ParamDecl<unknown>> = [HOURLY_RATE_PARAM];
