import type { Registrable } from '../http/route';
import { bladeAuthRoutes } from './blade-auth';
import { bladeUserRoutes } from './blade-user';
import { menuRoutes } from './blade-system/menu';
import { storeRoutes } from './crm-anhua/store';
import { fileRoutes } from './crm-anhua/file';
import { smsOutboxRoutes } from './blade-system/sms-outbox';
import { selfCheckRoutes } from './blade-system/self-check';
import { stateLogRoutes } from './blade-system/state-log';
import { resourceRoutesAll } from './resources';
import { exportTaskRoutes } from '../jobs/export-tasks';
import { accessRoutes } from './blade-system/access';
import { contentRoutes } from './blade-system/content';
import { crmDccRoutes } from './crm-dcc';
import { crmWarehouseRoutes } from './crm-warehouse';
import { customerRoutes } from './crm-dcc/customer.index';
import { crmMemberRoutes } from './crm-member';
import { carOrderRoutes } from './crm-warehouse/car-order.index';
import { importRoutes } from '../jobs/imports';
import { appointmentRoutes } from './crm-anhua/appointment';
import { crmWorkorderRoutes } from './crm-workorder';
import { customerServiceRoutes } from './crm-anhua/customer-service';
import { crmMallRoutes } from './crm-mall';
import { mallOrderRoutes } from './crm-mall/order';
import { crmPayRoutes } from './crm-pay';
import { carCategoryRoutes } from './crm-anhua/car-category';
import { carGoodsRoutes } from './crm-anhua/car-goods';
import { docsRoutes } from '../http/openapi';
import { bladeFlowRoutes } from './blade-flow';
import { bladeDeskRoutes } from './blade-desk';
import { activityRoutes } from './crm-anhua/activity';
import { turntableRoutes } from './crm-anhua/turntable';
import { qrcodeRoutes } from './crm-anhua/qrcode';
import { testDriveRoutes } from './crm-anhua/test-drive';
import { referralRoutes } from './crm-anhua/referral';
import { vcardRoutes } from './crm-anhua/vcard';
import { wechatAccountRoutes } from './crm-anhua/wechat-account';
import { websiteContentRoutes } from './crm-anhua/website-content';

/** Every module's routes; one list so the server and the docs see the same set. */
export const allRoutes: Registrable[] = [...bladeAuthRoutes, ...bladeUserRoutes, ...menuRoutes, ...storeRoutes, ...fileRoutes, ...smsOutboxRoutes, ...selfCheckRoutes, ...stateLogRoutes, ...exportTaskRoutes, ...accessRoutes, ...contentRoutes, ...crmDccRoutes, ...crmWarehouseRoutes, ...customerRoutes, ...crmMemberRoutes, ...carOrderRoutes, ...importRoutes, ...appointmentRoutes, ...crmWorkorderRoutes, ...customerServiceRoutes, ...crmMallRoutes, ...mallOrderRoutes, ...crmPayRoutes, ...carCategoryRoutes, ...carGoodsRoutes, ...bladeFlowRoutes, ...bladeDeskRoutes, ...activityRoutes, ...turntableRoutes, ...qrcodeRoutes, ...testDriveRoutes, ...referralRoutes, ...vcardRoutes, ...wechatAccountRoutes, ...websiteContentRoutes, ...resourceRoutesAll];

// the API's own documentation, built from this list (the two docs routes included)
allRoutes.push(...docsRoutes(() => allRoutes));
