/** The coupon calls beyond the generic resource hooks (crm-member/ahCouponRecord, docs/coupons.md). */
import type { QueryClient } from '@tanstack/react-query';
import { http } from '../../api/http';
import type { Label } from '../../domain/resources/types';
import { couponDueResource, couponRecordResource, couponResource, couponVerifyLogResource } from '../../domain/resources/sales/coupon';
import { resourceKeys, resourceUrl } from '../resource/use-resource';

export interface CouponByCode {
  id: string;
  couponCode: string;
  couponName: string;
  discountType: number;
  amount: number;
  discount: number | null;
  thresholdAmount: number;
  memberName: string;
  phone: string;
  vin: string | null;
  status: number;
  validFrom: string;
  validTo: string;
  sendStoreName: string;
  useRule: string | null;
  canVerify: boolean;
  refusal: Label | null;
  isCross: number;
}

export const getDetailByCode = async (couponCode: string) => (await http.get<CouponByCode>(resourceUrl(couponRecordResource, 'getDetailByCode'), { couponCode })).data;

export const verifyCoupon = (body: { couponCode: string; verifyRemark?: string }) => http.post<{ couponCode: string; isCross: number }>(resourceUrl(couponRecordResource, 'verifyCoupon'), body);

/** a verification changes the records, the log, the due list and the catalogue's counts */
export function afterCouponWrite(client: QueryClient) {
  for (const decl of [couponResource, couponRecordResource, couponDueResource, couponVerifyLogResource]) void client.invalidateQueries({ queryKey: resourceKeys.all(decl) });
}
