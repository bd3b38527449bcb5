/** What is special about a resource beyond its declaration, keyed by resource key. */
import { and, eq, inArray, notInArray, notIlike, type SQL } from 'drizzle-orm';
import type { ResourceHookMap } from '../http/resource-router';
import { badRequest } from '../http/envelope';
import { dict, param } from '../db/schema';
import { INIT_PASSWORD_PARAM } from './blade-user';
import { ACCESS_HOOKS } from './blade-system/access';
import { CONTENT_HOOKS } from './blade-system/content';
import { SALES_HOOKS } from './crm-dcc';
import { OPERATIONS_HOOKS } from './crm-warehouse';
import { CUSTOMER_HOOKS } from './crm-dcc/customer.index';
import { MEMBER_HOOKS } from './crm-member';
import { CAR_ORDER_HOOKS } from './crm-warehouse/car-order.index';
import { APPOINTMENT_HOOKS } from './crm-anhua/appointment';
import { WORKORDER_HOOKS } from './crm-workorder';
import { CUSTOMER_SERVICE_HOOKS } from './crm-anhua/customer-service';
import { MALL_HOOKS } from './crm-mall';
import { PAY_HOOKS } from './crm-pay';
import { CAR_CATEGORY_HOOKS } from './crm-anhua/car-category';
import { CAR_GOODS_HOOKS } from './crm-anhua/car-goods';
import { FLOW_HOOKS } from './blade-flow';
import { ACTIVITY_HOOKS } from './crm-anhua/activity';
import { TURNTABLE_HOOKS } from './crm-anhua/turntable';
import { QRCODE_HOOKS } from './crm-anhua/qrcode';
import { TEST_DRIVE_HOOKS } from './crm-anhua/test-drive';
import { REFERRAL_HOOKS } from './crm-anhua/referral';
import { VCARD_HOOKS } from './crm-anhua/vcard';
import { WECHAT_ACCOUNT_HOOKS } from './crm-anhua/wechat-account';

/**
 * Secret parameters: the tenant's initial password, and any key that names a password, secret,
 * token or access key (the way a parameter is marked secret, docs/auth.md). Only the tenant admin
 * lists, reads, changes or exports them; for anyone else they do not exist.
 */
export const SECRET_PARAM_KEYS: readonly string[] = [INIT_PASSWORD_PARAM];
const SECRET_PARAM_WORDS = ['password', 'secret', 'token', 'accesskey'];

function notSecretParam(): SQL | undefined {
  return and(notInArray(param.paramKey, [...SECRET_PARAM_KEYS]), ...SECRET_PARAM_WORDS.map((w) => notIlike(param.paramKey, `%${w}%`)));
}

export const RESOURCE_HOOKS: ResourceHookMap = {
  ...ACCESS_HOOKS,
  ...CONTENT_HOOKS,
  ...SALES_HOOKS,
  ...OPERATIONS_HOOKS,
  ...CUSTOMER_HOOKS,
  ...MEMBER_HOOKS,
  ...CAR_ORDER_HOOKS,
  ...APPOINTMENT_HOOKS,
  ...WORKORDER_HOOKS,
  ...CUSTOMER_SERVICE_HOOKS,
  ...MALL_HOOKS,
  // crm-anhua goods are the mall's goods (src/domain/resources/mall/mall.ts)
  anhuaGoods: MALL_HOOKS.ahGoods,
  ...PAY_HOOKS,
  ...CAR_CATEGORY_HOOKS,
  ...CAR_GOODS_HOOKS,
  ...FLOW_HOOKS,
  ...ACTIVITY_HOOKS,
  ...TURNTABLE_HOOKS,
  ...QRCODE_HOOKS,
  ...TEST_DRIVE_HOOKS,
  ...REFERRAL_HOOKS,
  ...VCARD_HOOKS,
  ...WECHAT_ACCOUNT_HOOKS,
  param: {
    where: ({ auth }) => (auth.isAdmin ? undefined : notSecretParam()),
  },
  dict: {
    // sealed catalogue roots stay: the product reads them by code
    beforeRemove: async ({ tx, ids }) => {
      const sealedRoots = await tx
        .select({ id: dict.id })
        .from(dict)
        .where(and(inArray(dict.id, ids), eq(dict.parentId, '0'), eq(dict.isSealed, 1)))
        .limit(1);
      if (sealedRoots.length) throw badRequest('封存的字典不能删除');
    },
  },
};
