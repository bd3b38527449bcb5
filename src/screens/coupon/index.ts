/** 卡券管理 (spec 2 "Coupons"): the one hand-written screen of the area; every other leaf is a declaration's list. */
import type { AreaScreens } from '../../shell/screens';
import { CouponVerifyScreen } from './coupon-verify-screen';

export const screens: AreaScreens = {
  pages: {},
  menus: { 'coupon-writeoff': CouponVerifyScreen },
};
