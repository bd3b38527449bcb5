/**
 * Seed data: the full menu tree (top menus, menus and button permission codes) of every area
 * the spec names. Pure data, no I/O.
 *
 * Conventions
 * - Menu codes are lowercase kebab-case and unique across the whole tree.
 * - A button code is `<menu code with '-' turned into '_'>_<action>`, so it is unique as long as
 *   menu codes are; button codes never contain '-', menu codes never contain '_', so the two never
 *   collide in the shared `blade_menu.code` index.
 * - Leaf paths carry no trailing `/index`: the client appends it to leaves
 *   (e.g. '/import' is served as '/import/index', '/coupon/logsCross' as '/coupon/logsCross/index').
 * - Group paths are unique too; they are never routed to a page of their own.
 */

export interface ButtonSeed { code: string; name: string; nameEn: string }
export interface MenuSeed {
  /** unique, stable, lowercase-kebab, e.g. 'clue-following' */
  code: string;
  /** Chinese label shown in the sidebar */
  name: string;
  /** English label */
  nameEn: string;
  /** route path; a leaf has no trailing /index (the client appends it) */
  path: string;
  /** short icon key, e.g. 'users', 'car', 'settings' */
  icon?: string;
  children?: MenuSeed[];
  /** button permission codes under this menu */
  buttons?: ButtonSeed[];
  /** shown in routes but not in the sidebar */
  hidden?: boolean;
  /** meta roles: shown only to these role aliases */
  roles?: string[];
}
export interface TopMenuSeed { code: string; name: string; nameEn: string; icon?: string; menus: MenuSeed[] }

// ---------------------------------------------------------------- button actions

/** Every button action suffix with its Chinese and English label. */
const ACTIONS = {
  // generic list actions
  add: ['新增', 'Add'],
  edit: ['修改', 'Edit'],
  delete: ['删除', 'Delete'],
  view: ['查看', 'View'],
  export: ['导出', 'Export'],
  import: ['导入', 'Import'],
  download_template: ['下载模板', 'Download template'],
  download: ['下载', 'Download'],
  preview: ['预览', 'Preview'],
  sort: ['排序', 'Sort'],
  status: ['状态变更', 'Change status'],
  enable: ['启用', 'Enable'],
  disable: ['禁用', 'Disable'],
  setting: ['设置', 'Settings'],
  up: ['上架', 'List'],
  down: ['下架', 'Unlist'],
  publish: ['发布', 'Publish'],
  confirm: ['确认', 'Confirm'],
  revoke: ['撤销', 'Revoke'],
  cancel: ['取消', 'Cancel'],
  close: ['关闭', 'Close'],
  handle: ['处理', 'Handle'],
  sync: ['同步', 'Sync'],
  retry: ['重试', 'Retry'],
  // clues, customers, seats
  allocate: ['分配', 'Allocate'],
  transfer: ['转移', 'Transfer'],
  batch_transfer: ['批量转移', 'Batch transfer'],
  auto_allocation: ['自动分配', 'Auto allocation'],
  manual_sync: ['手动同步', 'Manual sync'],
  change_publicity: ['变更公开状态', 'Change publicity'],
  label: ['打标签', 'Label'],
  call_out: ['外呼', 'Call out'],
  update_customer: ['修改客户信息', 'Edit customer info'],
  input: ['录入', 'Enter'],
  sign_in: ['签入', 'Sign in'],
  call: ['呼叫', 'Call'],
  abort_call: ['挂断', 'Hang up'],
  play: ['播放录音', 'Play recording'],
  // members
  relation_car: ['关联车辆', 'Link car'],
  search_vin: ['车架号查询', 'Search by VIN'],
  update_phone: ['修改手机号', 'Change phone'],
  transfer_integral: ['积分转移', 'Transfer points'],
  bind_car: ['绑定车辆', 'Bind car'],
  search_ubi: ['UBI查询', 'Search UBI'],
  refresh: ['刷新等级', 'Refresh ranks'],
  remark: ['备注', 'Remark'],
  assign: ['分配', 'Assign'],
  batch_assign: ['批量分配', 'Batch assign'],
  del_reminder: ['删除提醒', 'Deletion reminder'],
  // coupons, cards
  send: ['发放', 'Send'],
  send_quota: ['定额发放', 'Send quota coupon'],
  pass: ['审核通过', 'Pass'],
  reject: ['审核驳回', 'Reject'],
  verify: ['核销', 'Verify'],
  view_policy: ['查看保单', 'View policy'],
  view_voucher: ['查看凭证', 'View voucher'],
  recharge: ['充值', 'Recharge'],
  write_off: ['扣款核销', 'Write off'],
  dict_setting: ['字典设置', 'Dictionary settings'],
  ocr: ['图片识别', 'Image OCR'],
  void: ['作废', 'Void'],
  // contracts
  pass_review: ['审核通过', 'Approve'],
  return: ['退回', 'Return'],
  tag_finish: ['标记完成', 'Mark finished'],
  paper_examine: ['纸质合同审核', 'Examine paper contract'],
  submit_review: ['提交审核', 'Submit for review'],
  sign: ['发起签署', 'Send for signing'],
  upload_paper: ['上传纸质合同', 'Upload paper contract'],
  collect_price: ['收款', 'Collect payment'],
  to_use: ['启用模板', 'Use template'],
  to_use_all: ['全门店启用', 'Use in all stores'],
  edit_field: ['编辑字段', 'Edit fields'],
  send_gift: ['补发赠品', 'Issue gifts again'],
  // warehouse and car orders
  arrive: ['到车', 'Arrive'],
  put_car_no: ['编号', 'Assign stock number'],
  in_confirm: ['入库确认', 'Confirm stock-in'],
  out: ['出库', 'Stock out'],
  lock_setting: ['锁车设置', 'Lock settings'],
  import_arrive: ['到车导入', 'Import arrivals'],
  import_new_add: ['新增导入', 'Import new cars'],
  import_call: ['调车导入', 'Import car calls'],
  edit_attribute: ['修改属性', 'Edit attributes'],
  lock_car: ['锁车', 'Lock car'],
  change_lock: ['换车锁定', 'Change locked car'],
  unlock: ['解锁', 'Unlock car'],
  invoice: ['开票', 'Invoice'],
  contract: ['生成合同', 'Generate contract'],
  update_state: ['更新状态', 'Update state'],
  supplement: ['补录信息', 'Supplement info'],
  merge: ['合并车型', 'Merge models'],
  revoke_merge: ['撤销合并', 'Revoke merge'],
  recommend: ['推荐', 'Recommend'],
  upload_image: ['上传图片', 'Upload images'],
  edit_price: ['修改门店价', 'Edit store price'],
  // work orders
  completion: ['完工', 'Complete'],
  cancel_completion: ['取消完工', 'Cancel completion'],
  submit_settlement: ['提交结算', 'Submit settlement'],
  refute_settlement: ['驳回结算', 'Refute settlement'],
  cancel_settlement: ['取消结算', 'Cancel settlement'],
  // parts and their transfer forms (docs/after-sales.md)
  purchase_in: ['采购入库', 'Purchase in'],
  adjust: ['盘点调整', 'Stock-take adjustment'],
  receive: ['确认收货', 'Confirm receipt'],
  settle: ['结算审核通过', 'Approve settlement'],
  voucher_deduction: ['抵扣券抵扣', 'Voucher deduction'],
  item_add: ['添加维修项目', 'Add work item'],
  item_edit: ['修改维修项目', 'Edit work item'],
  item_delete: ['删除维修项目', 'Remove work item'],
  // 库存盘点: count a car, close or cancel a count
  count: ['盘点', 'Count'],
  // mall and marketing
  consume: ['消费核销', 'Consume'],
  refund: ['退款', 'Refund'],
  fitting_start: ['开始施工', 'Start fitting'],
  fitting_finish: ['完工', 'Finish fitting'],
  reconcile: ['重新对账', 'Reconcile again'],
  balance_payment: ['尾款确认', 'Confirm balance payment'],
  robot: ['添加机器人', 'Add robot'],
  enroll: ['代客报名', 'Enrol a customer'],
  pay: ['确认收款', 'Confirm payment'],
  finish: ['结束试驾', 'Finish'],
  tag: ['标签管理', 'Manage tags'],
  tag_add: ['新增标签', 'Add tags'],
  tag_delete: ['删除标签', 'Delete tags'],
  channel: ['渠道配置', 'Channels'],
  bind_store: ['绑定门店', 'Bind store'],
  reward: ['发放奖励', 'Grant reward'],
  initial_amount: ['初始金额设置', 'Initial amount'],
  // system
  reset_password: ['重置密码', 'Reset password'],
  grant: ['权限设置', 'Grant'],
  data_scope: ['数据权限', 'Data scope'],
  api_scope: ['接口权限', 'API scope'],
  // workflow
  deploy: ['部署', 'Deploy'],
  upload: ['上传部署', 'Upload deployment'],
  change_state: ['变更状态', 'Change state'],
  claim: ['签收', 'Claim'],
  start: ['发起', 'Start'],
  follow: ['流程图', 'Flow chart'],
} as const satisfies Record<string, readonly [string, string]>;

type Action = keyof typeof ACTIONS;

const LIST: Action[] = ['add', 'edit', 'delete', 'view'];
const LIST_EXPORT: Action[] = ['add', 'edit', 'delete', 'view', 'export'];
const READ: Action[] = ['view', 'export'];

function buttons(menuCode: string, actions: Action[]): ButtonSeed[] {
  const prefix = menuCode.replace(/-/g, '_');
  return actions.map((a) => ({ code: `${prefix}_${a}`, name: ACTIONS[a][0], nameEn: ACTIONS[a][1] }));
}

interface LeafOptions { icon?: string; hidden?: boolean; roles?: string[] }

/** A page menu, with its buttons named by action. */
function leaf(code: string, name: string, nameEn: string, path: string, actions: Action[] = [], opts: LeafOptions = {}): MenuSeed {
  const m: MenuSeed = { code, name, nameEn, path };
  if (opts.icon) m.icon = opts.icon;
  if (actions.length) m.buttons = buttons(code, actions);
  if (opts.hidden) m.hidden = true;
  if (opts.roles) m.roles = [...opts.roles];
  return m;
}

/** A folder menu. */
function group(code: string, name: string, nameEn: string, path: string, icon: string, children: MenuSeed[], opts: { roles?: string[] } = {}): MenuSeed {
  const m: MenuSeed = { code, name, nameEn, path, icon, children };
  if (opts.roles) m.roles = [...opts.roles];
  return m;
}

const ADMIN_ONLY = { roles: ['admin'] };
// 租户管理 and 应用管理 are also in PLATFORM_ONLY_MENUS (server/db/tenants.ts): no other tenant's menu shows them

// ---------------------------------------------------------------- 销售线索

const SALES: TopMenuSeed = {
  code: 'sales',
  name: '销售线索',
  nameEn: 'Sales leads',
  icon: 'target',
  menus: [
    group('clue-manage', '线索管理', 'Clues', '/clue', 'phone', [
      leaf('clue-following', '线索跟进', 'Clue follow-up', '/clue/following', [
        'add', 'edit', 'view', 'export', 'import', 'download_template', 'allocate', 'transfer', 'batch_transfer',
        'auto_allocation', 'manual_sync', 'change_publicity', 'label', 'call_out', 'update_customer',
      ]),
      leaf('clue-sea', '公海线索', 'Clue sea', '/clue/sea', ['view', 'delete', 'transfer', 'batch_transfer', 'export']),
      leaf('clue-record', '线索录入', 'Clue records', '/clue/record', ['add', 'edit', 'delete', 'view', 'input', 'allocate', 'auto_allocation']),
      leaf('clue-cusmanagers', '客户管理', 'Customer managers', '/clue/cusmanagers', ['edit', 'view', 'transfer', 'export']),
      leaf('customer-archive', '客户档案', 'Customer archive', '/customer/archive', LIST_EXPORT),
      leaf('clue-test-drive-log', '试驾记录', 'Test-drive log', '/clue/testDriveLog', READ),
      leaf('clue-crowd', '人群包', 'Crowds', '/clue/crowd', ['view', 'delete']),
    ]),
    group('seat-manage', '坐席管理', 'Seats', '/seat', 'headset', [
      leaf('clue-seats', '坐席列表', 'Seats', '/clue/seats', ['add', 'edit', 'delete', 'view', 'sign_in', 'call', 'abort_call']),
      leaf('clue-qm-seats', '质检坐席', 'Quality-monitoring seats', '/clue/qmSeats', ['add', 'edit', 'delete']),
      leaf('clue-call-record', '通话记录', 'Call records', '/clue/callRecord', ['view', 'play', 'export']),
    ]),
    group('target-manage', '目标管理', 'Targets', '/target', 'flag', [
      leaf('clue-target', '销售目标', 'Sales targets', '/clue/target', ['edit', 'view', 'export']),
      leaf('clue-target-result', '目标达成', 'Target results', '/clue/targetResult', READ),
    ]),
    group('data-report', '数据报表', 'Reports', '/dataReport', 'chart', [
      leaf('report-trace-user', '跟进人员统计', 'Follow-up staff', '/dataReport/traceUser', READ),
      leaf('report-channel-analysis', '人员渠道分析', 'Staff channel analysis', '/dataReport/channelAnalysis', READ),
      leaf('report-channel', '渠道统计', 'Channel statistics', '/dataReport/channel', READ),
      leaf('report-war', '战报管理', 'War reports', '/dataReport/warReport', LIST),
    ]),
    group('clue-config', '线索配置', 'Clue settings', '/clueConfig', 'sliders', [
      leaf('clue-config-salesman', '销售顾问配置', 'Sales consultants', '/clueConfig/salesman', ['edit']),
      leaf('clue-config-level-time', '客户级别时效', 'Customer level timing', '/clueConfig/levelTime', ['edit']),
      leaf('clue-config-channel', '线索来源渠道', 'Clue channels', '/clueConfig/channel', ['add', 'edit', 'delete']),
      leaf('clue-config-brand', '门店品牌', 'Store brands', '/clueConfig/brand', ['edit']),
      leaf('clue-config-defeat-reason', '战败原因', 'Defeat reasons', '/clueConfig/defeatReason', ['add', 'edit', 'delete']),
      leaf('clue-config-not-arrive-reason', '未到店原因', 'Not-arrived reasons', '/clueConfig/notArriveReason', ['add', 'edit', 'delete']),
    ]),
  ],
};

// ---------------------------------------------------------------- 会员中心

const MEMBER: TopMenuSeed = {
  code: 'member',
  name: '会员中心',
  nameEn: 'Members',
  icon: 'users',
  menus: [
    group('member-manage', '会员管理', 'Members', '/member', 'user', [
      leaf('member-list', '会员列表', 'Members', '/member/list', [...LIST_EXPORT, 'import', 'relation_car', 'search_vin']),
      leaf('member-car', '会员车辆', 'Member cars', '/member/car', LIST_EXPORT),
      leaf('member-wx', '小程序用户', 'Mini-program users', '/member/wx', ['view', 'export', 'update_phone', 'transfer_integral', 'bind_car']),
      leaf('member-label', '会员标签', 'Member labels', '/member/label', [...LIST, 'status']),
      leaf('member-group', '会员分组', 'Member groups', '/member/group', [...LIST, 'import', 'preview']),
      leaf('member-mission', '会员任务', 'Member missions', '/memberManage/missionManage', ['edit', 'view']),
      leaf('green-reward', '绿色出行奖励', 'Green rewards', '/member/greenReward', ['view', 'export', 'search_ubi']),
    ]),
    group('coupon-manage', '卡券管理', 'Coupons', '/coupon', 'ticket', [
      leaf('coupon-list', '卡券列表', 'Coupons', '/coupon/list', [...LIST_EXPORT, 'up', 'down', 'send']),
      leaf('coupon-finance', '财务卡券', 'Finance coupons', '/coupon/finance', [...LIST, 'up', 'down', 'send']),
      leaf('coupon-member', '会员卡券', 'Member coupons', '/coupon/member', [...LIST, 'up', 'down', 'send']),
      leaf('coupon-insurer', '保险卡券', 'Insurer coupons', '/coupon/insurer', [...LIST, 'up', 'down', 'send', 'send_quota', 'ocr']),
      leaf('coupon-post-sales', '售后卡券', 'After-sales coupons', '/coupon/postSales', LIST),
      leaf('coupon-quota', '定额卡券', 'Quota coupons', '/coupon/quota', ['view', 'send']),
      leaf('coupon-quotation', '保险报价', 'Insurance quotations', '/coupon/quotation/list', LIST),
      leaf('coupon-check', '卡券审核', 'Coupon review', '/coupon/check', ['view', 'pass', 'reject', 'view_policy', 'view_voucher']),
      leaf('coupon-writeoff', '卡券核销', 'Coupon verification', '/coupon/verify', ['view', 'verify']),
      leaf('coupon-record', '领券记录', 'Coupon records', '/coupon/record', [...READ, 'void']),
      leaf('coupon-logs-cross', '跨店核销记录', 'Cross-store redemptions', '/coupon/logsCross', READ),
      leaf('coupon-due-logs', '卡券到期提醒', 'Coupons due to expire', '/coupon/dueLogs', READ),
      leaf('coupon-insurer-company', '保险公司', 'Insurers', '/coupon/insurerCompany', ['add', 'edit', 'delete', 'view']),
      leaf('coupon-discount-limit', '优惠限额', 'Discount limits', '/coupon/discountLimit', ['add', 'edit', 'view']),
      leaf('coupon-check-personnel', '审核人员', 'Reviewers', '/coupon/checkPersonnel', ['add', 'delete', 'view']),
    ]),
    group('stored-value-manage', '储值卡', 'Stored-value cards', '/storedValueCard', 'wallet', [
      leaf('stored-value-card', '储值卡列表', 'Stored-value cards', '/storedValueCard/list', [...LIST_EXPORT, 'up', 'down', 'recharge', 'write_off', 'dict_setting']),
      leaf('stored-value-log', '储值记录', 'Stored-value log', '/storedValueCard/environmentLog', READ),
    ]),
    group('subcard-manage', '次卡', 'Sub-cards', '/subcard', 'card', [
      // the spec gives 'subcard' as the sub-card permission prefix
      leaf('subcard', '次卡列表', 'Sub-cards', '/subcard/list', [...LIST_EXPORT, 'up', 'down', 'send', 'verify']),
      leaf('subcard-logs', '次卡记录', 'Sub-card log', '/subcard/logs', READ),
    ]),
    group('rank-manage', '等级权益', 'Ranks and benefits', '/rank', 'crown', [
      leaf('rank-setting', '等级设置', 'Rank settings', '/rank/setting', ['add', 'edit', 'view', 'refresh', 'status']),
      leaf('rank-profit', '等级权益', 'Rank benefits', '/rank/profit', ['add', 'edit']),
      leaf('rank-coupon', '等级卡券', 'Rank coupons', '/rank/coupon', ['add', 'edit', 'delete', 'view', 'export']),
      leaf('rank-goods', '等级折扣商品', 'Rank discount goods', '/rank/goods', ['add', 'delete', 'export']),
      leaf('rank-task', '等级任务', 'Rank tasks', '/rank/task', ['edit']),
    ]),
    group('contract-manage', '电子合同', 'Contracts', '/salesContract', 'file-text', [
      leaf('contract-booking', '订购协议', 'Booking agreements', '/salesContract/booking', [
        'edit', 'submit_review', 'sign', 'upload_paper', 'view', 'export', 'preview', 'download', 'pass_review', 'revoke', 'return', 'tag_finish', 'collect_price', 'send_gift', 'delete',
      ]),
      leaf('contract-test-drive', '试驾协议', 'Test-drive agreements', '/salesContract/testDrive', [
        'add', 'edit', 'submit_review', 'sign', 'upload_paper', 'view', 'export', 'preview', 'download', 'pass_review', 'revoke', 'return', 'tag_finish', 'delete',
      ]),
      leaf('contract-sale-draft', '销售草签', 'Sale drafts', '/salesContract/saleDraft', [
        'edit', 'submit_review', 'sign', 'upload_paper', 'view', 'export', 'preview', 'download', 'pass_review', 'revoke', 'return', 'tag_finish', 'collect_price', 'send_gift', 'delete',
      ]),
      leaf('contract-paper', '纸质合同', 'Paper contracts', '/salesContract/paper', ['view', 'paper_examine', 'delete']),
      leaf('contract-sub-agreement', '补充协议', 'Supplementary agreements', '/salesContract/subAgreement', LIST),
      leaf('contract-template', '合同模板', 'Contract templates', '/contractTemplate', [...LIST, 'to_use', 'to_use_all', 'edit_field']),
      leaf('contract-approver-groups', '审批组', 'Approver groups', '/approverGroups', ['add', 'edit', 'delete', 'view']),
      leaf('contract-car-permission', '车型权限额度', 'Car model quotas', '/carPermissionSetting', ['add', 'edit', 'delete']),
      leaf('contract-add-project', '加装项目', 'Add-on items', '/addProject', ['add', 'edit', 'delete']),
      leaf('contract-service-cost', '服务费设置', 'Service fees', '/serviceCostSetting', ['edit']),
    ]),
    group('corp-wechat-manage', '企微客户', 'Enterprise chat', '/clientManagement', 'message', [
      leaf('corp-wechat-customer', '企微客户列表', 'Enterprise chat customers', '/clientManagement/list', [
        'view', 'export', 'remark', 'edit', 'assign', 'sync', 'del_reminder',
      ]),
      leaf('client-invitation', '邀约任务', 'Invitations', '/clientInvitation/list', LIST),
      leaf('corp-wechat-config', '企微配置', 'Enterprise chat settings', '/clientManagement/config', ['edit']),
    ]),
  ],
};

// ---------------------------------------------------------------- 车辆库存

const WAREHOUSE: TopMenuSeed = {
  code: 'warehouse',
  name: '车辆库存',
  nameEn: 'Vehicles and stock',
  icon: 'car',
  menus: [
    group('car-library', '车型库', 'Car catalogue', '/carLibrary', 'book', [
      leaf('car-brand', '品牌管理', 'Brands', '/carLibrary/brand', ['add', 'edit', 'delete']),
      leaf('car-series', '车系管理', 'Series', '/carLibrary/series', ['add', 'edit', 'delete']),
      leaf('car-model', '车型管理', 'Models', '/carLibrary/model', ['add', 'edit', 'delete', 'merge', 'revoke_merge']),
    ]),
    group('store-car', '门店车型', 'Store cars', '/storeCar', 'store', [
      leaf('store-car-series', '门店车系', 'Store series', '/storeCar/series', ['up', 'down', 'recommend', 'upload_image']),
      leaf('store-car-model', '门店车型', 'Store models', '/storeCar/model', ['up', 'down', 'edit_price']),
    ]),
    group('warehouse-manage', '仓库管理', 'Warehouse', '/warehouse', 'box', [
      leaf('warehouse-stock', '库存车辆', 'Stock cars', '/warehouse/stock', [
        'add', 'edit', 'delete', 'view', 'export', 'arrive', 'put_car_no', 'in_confirm', 'out', 'transfer', 'lock_setting',
        'import_arrive', 'import_new_add', 'import_call', 'edit_attribute',
      ]),
      leaf('warehouse-inventory', '库存盘点', 'Inventory', '/warehouse/inventory', ['add', 'view', 'count']),
      leaf('warehouse-allot', '调拨管理', 'Transfers', '/warehouse/allot', ['view', 'export', 'confirm', 'revoke']),
      leaf('car-film-goods', '车膜商品', 'Car film goods', '/warehouse/carFilmGoods', [...LIST, 'up', 'down']),
      leaf('warehouse-settings', '仓库设置', 'Warehouse settings', '/warehouse/settings', ['add', 'edit', 'delete', 'import']),
    ]),
    group('car-order-manage', '整车订单', 'Car orders', '/orders', 'shopping-cart', [
      leaf('car-order', '订单列表', 'Orders', '/orders/list', [
        'add', 'edit', 'view', 'export', 'update_state', 'lock_car', 'change_lock', 'unlock', 'close', 'invoice', 'contract', 'supplement',
      ]),
      leaf('car-order-invoice', '发票管理', 'Invoices', '/orders/invoice', ['view', 'import', 'delete', 'export']),
      leaf('release-business', '放行业务', 'Release business', '/orders/releaseBusiness', ['add', 'delete', 'view']),
      leaf('delivery-statistics', '交车统计', 'Delivery statistics', '/orders/deliveryStatistics', READ),
      leaf('order-statistics', '订单统计', 'Order statistics', '/orders/statistics', READ),
    ]),
    // these three exist in the menu data; the client leaves them out of the side menu
    group('delivery-manager', '交车中心', 'Delivery centre', '/deliveryManager', 'key', [
      leaf('delivery-order-progress', '订单进度', 'Order progress', '/deliveryManager/orderProgress', ['view']),
      leaf('delivery-register', '交车登记', 'Delivery', '/deliveryManager/delivery', ['view', 'confirm']),
      leaf('delivery-car', '交车车辆', 'Delivery cars', '/deliveryManager/car', ['view']),
    ]),
  ],
};

// ---------------------------------------------------------------- 售后服务

const AFTERSALES: TopMenuSeed = {
  code: 'aftersales',
  name: '售后服务',
  nameEn: 'After-sales',
  icon: 'tool',
  menus: [
    group('work-order-manage', '工单管理', 'Work orders', '/afterSalesWorkOrderManagement', 'clipboard', [
      leaf('work-order', '售后工单', 'Work orders', '/afterSalesWorkOrderManagement/list', [
        'add', 'edit', 'view', 'export', 'completion', 'cancel_completion', 'cancel', 'submit_settlement', 'refute_settlement',
        'cancel_settlement', 'voucher_deduction', 'settle', 'item_add', 'item_edit', 'item_delete',
      ]),
      leaf('repair-material', '维修材料', 'Repair materials', '/afterSalesWorkOrderManagement/repairMaterial', ['add', 'edit', 'delete']),
      leaf('work-order-report', '工单报表', 'Work-order report', '/afterSalesWorkOrderManagement/report', READ),
      leaf('matter-work-order', '事项工单', 'Matter work orders', '/matterWorkOrder/list', [...LIST, 'handle']),
      // the sidebar hides this entry by name
      leaf('extended-warranty-confirm', '延保确认', 'Extended-warranty confirmation', '/afterSales/extendedWarrantyConfirm', ['view', 'confirm']),
    ]),
    group('accessory-manage', '配件管理', 'Accessories', '/accessories', 'package', [
      leaf('accessory', '配件档案', 'Accessories', '/accessories/list', ['add', 'edit', 'view', 'export', 'purchase_in', 'adjust']),
      leaf('accessory-inventory', '配件进销存', 'Accessory inventory', '/accessories/inventory', READ),
      leaf('accessory-stock-transfer', '配件调拨单', 'Stock transfer forms', '/accessories/stockTransfer', ['add', 'edit', 'view', 'export', 'send', 'receive', 'cancel']),
      leaf('boutique', '精品管理', 'Boutique goods', '/accessories/boutiqueManagers', [...LIST, 'import', 'up', 'down', 'setting']),
      leaf('boutique-integral', '积分收支', 'Points in and out', '/accessories/integral', READ),
      leaf('boutique-order', '精品订单', 'Boutique orders', '/accessories/orders', [...READ, 'refund']),
      leaf('boutique-work-order', '精品工单', 'Boutique work orders', '/accessories/workOrders', [...READ, 'fitting_start', 'fitting_finish']),
      leaf('boutique-setting', '精品设置', 'Boutique settings', '/accessories/boutiqueSetting', ['edit']),
      // the two parts dashboards (docs/after-sales.md): in the sidebar and the palette
      leaf('accessory-origin-share', '配件来源看板', 'Parts by origin', '/accessories/originShareDashDetail', ['view']),
      leaf('accessory-backlog', '配件积压看板', 'Parts backlog', '/accessories/backlogDashDetail', ['view']),
    ]),
    group('work-order-config', '工单配置', 'Work-order settings', '/workOrderConfig', 'sliders', [
      leaf('work-order-config-warehouse', '仓库配置', 'Warehouses', '/workOrderConfig/warehouse', ['add', 'edit', 'view']),
      leaf('work-order-config-additional', '附加项目', 'Additional items', '/workOrderConfig/additional', ['add', 'edit', 'view']),
      leaf('work-order-config-item', '维修项目', 'Maintenance items', '/workOrderConfig/maintenanceItem', LIST),
      leaf('work-order-config-station', '工位管理', 'Stations', '/workOrderConfig/station', LIST),
      leaf('work-order-config-type', '维修类型', 'Repair types', '/workOrderConfig/repairType', LIST),
      leaf('work-order-config-supplier', '供应商', 'Suppliers', '/workOrderConfig/supplier', LIST),
      leaf('work-order-config-unit-price', '工时单价', 'Labour unit price', '/workOrderConfig/unitPrice', ['edit']),
      leaf('work-order-config-audit', '审核设置', 'Audit settings', '/workOrderConfig/audit', ['edit']),
      leaf('work-order-config-preferential', '优惠方式', 'Discount modes', '/workOrderConfig/preferential', LIST),
    ]),
    group('owner-manage', '车主管理', 'Owners', '/afterSales', 'id-card', [
      leaf('after-sales-owner', '车主档案', 'Owners', '/afterSales/owner', ['add', 'edit', 'view', 'export']),
      leaf('after-sales-owner-group', '车主分组', 'Owner groups', '/afterSales/ownerGroup', [...LIST, 'import', 'preview']),
      leaf('after-sales-owner-label', '车主标签', 'Owner labels', '/afterSales/ownerLabel', [...LIST, 'status']),
      leaf('after-sales-vehicle', '车辆档案', 'Vehicles', '/afterSales/vehicle', ['add', 'edit', 'view', 'export']),
      leaf('after-sales-import', '售后数据导入', 'After-sales import', '/afterSales/import', ['import', 'download_template']),
    ]),
    group('owner-service', '车主服务', 'Owner services', '/ownerService', 'life-buoy', [
      leaf('road-rescue', '道路救援', 'Roadside rescue', '/ownerService/roadRescue', ['add', 'edit', 'view', 'handle', 'export']),
      leaf('maintenance-reservation', '保养预约', 'Maintenance reservations', '/ownerService/maintenanceReservation', ['add', 'edit', 'view', 'handle', 'export']),
      leaf('wash-car', '洗车服务', 'Car wash', '/ownerService/washCar', ['add', 'edit', 'view', 'handle', 'verify', 'export']),
      leaf('registration', '上牌服务', 'Registration', '/ownerService/registration', ['add', 'edit', 'view', 'handle', 'export']),
    ]),
  ],
};

// ---------------------------------------------------------------- 商城营销

const MALL: TopMenuSeed = {
  code: 'mall',
  name: '商城营销',
  nameEn: 'Mall and marketing',
  icon: 'shop',
  menus: [
    group('mall-manage', '商城管理', 'Mall', '/mall', 'gift', [
      leaf('mall-goods', '商品管理', 'Goods', '/goods/list', [...LIST, 'up', 'down', 'publish']),
      leaf('mall-category', '商品分类', 'Categories', '/goods/category', [...LIST, 'sort']),
      leaf('car-goods', '汽车商品', 'Car goods', '/carMall/manage', [...LIST, 'up', 'down', 'publish', 'tag', 'tag_add', 'tag_delete']),
      leaf('car-category', '汽车分类', 'Car categories', '/carMall/category', [...LIST, 'sort']),
      leaf('car-show', '车型展示', 'Car show', '/carMall/show', ['edit', 'view']),
      leaf('mall-order', '商城订单', 'Mall orders', '/mallOrder/list', ['view', 'export', 'consume', 'refund', 'close']),
      leaf('mall-refund', '退款管理', 'Refunds', '/mallOrder/refund', ['view', 'pass', 'reject', 'export']),
      leaf('mall-setting', '商城设置', 'Mall settings', '/mall/setting', ['edit', 'initial_amount']),
    ]),
    group('activity-manage', '活动管理', 'Activities', '/actmanager', 'calendar', [
      leaf('activity', '活动列表', 'Activities', '/actmanager/list', [...LIST, 'export', 'recommend', 'status', 'robot', 'enroll']),
      leaf('activity-enroll', '活动报名', 'Enrolments', '/actmanager/enroll', READ),
      leaf('activity-order', '活动订单', 'Activity orders', '/actmanager/order', ['view', 'export', 'refund', 'balance_payment', 'pay', 'write_off', 'close']),
      leaf('welfare', '福利管理', 'Welfare', '/welfareManager/list', [...LIST, 'status']),
    ]),
    group('marketing-manage', '营销工具', 'Marketing', '/marketing', 'megaphone', [
      leaf('lucky-turntable', '幸运大转盘', 'Lucky turntable', '/marketing/luckyTurntable', [...LIST, 'status']),
      leaf('activity-qrcode', '活动二维码', 'Activity QR codes', '/marketing/activityQrcode', [...LIST_EXPORT, 'channel']),
      leaf('old-customer-referral', '老带新', 'Old-customer referral', '/marketing/oldCustomerReferral', ['add', ...READ, 'reward']),
      leaf('vcard', '智能名片', 'Smart business cards', '/marketing/vcard', ['add', 'edit', 'view']),
      leaf('wechat-account', '公众号管理', 'WeChat accounts', '/marketing/wechatAccount', ['add', 'edit', 'view', 'bind_store']),
      leaf('content-config', '官网内容', 'Website content', '/contentConfig/list', [...LIST, 'publish']),
    ]),
    group('appointment-manage', '预约试驾', 'Appointments and test drives', '/appointment', 'clock', [
      leaf('appointment-pool', '预约池', 'Appointment pool', '/appointment/pool', ['view', 'assign', 'batch_assign']),
      leaf('appointment-record', '预约记录', 'Appointment records', '/appointment/record', LIST_EXPORT),
      leaf('appointment-config', '预约配置', 'Appointment settings', '/appointment/config', ['edit']),
      leaf('test-drive-list', '试驾列表', 'Test drives', '/testDrive/list', ['add', 'view', 'export', 'start', 'finish', 'cancel']),
      leaf('test-drive-car', '试驾车辆', 'Test-drive cars', '/testDrive/car', LIST),
      leaf('test-drive-route', '试驾路线', 'Test-drive routes', '/testDrive/route', LIST),
      leaf('test-drive-record', '试驾记录', 'Test-drive records', '/testDrive/record', READ),
      leaf('test-drive-log', '试驾日志', 'Test-drive logs', '/testDrive/log', ['view']),
      leaf('test-drive-config', '试驾配置', 'Test-drive settings', '/testDrive/config', ['edit']),
    ]),
    group('customer-service', '客户服务', 'Customer service', '/service', 'smile', [
      leaf('opinion', '意见反馈', 'Opinions', '/opinion/list', ['view', 'handle', 'delete']),
      leaf('home-store', '首页门店', 'Home stores', '/homeStore/list', ['add', 'edit', 'delete']),
    ]),
    group('payment-manage', '支付管理', 'Payments', '/payment', 'credit-card', [
      leaf('payment-transaction', '交易流水', 'Transactions', '/payment/transaction', READ),
      leaf('payment-settlement', '结算记录', 'Settlements', '/payment/settlement', [...READ, 'reconcile']),
      leaf('payment-invoice', '开票管理', 'Invoicing', '/payment/invoice', ['add', 'view', 'invoice', 'export']),
    ]),
  ],
};

// ---------------------------------------------------------------- 系统管理

const SYSTEM: TopMenuSeed = {
  code: 'system',
  name: '系统管理',
  nameEn: 'System',
  icon: 'settings',
  menus: [
    group('system-manage', '系统管理', 'System', '/system', 'settings', [
      leaf('user', '用户管理', 'Users', '/system/user', [...LIST_EXPORT, 'import', 'reset_password', 'enable', 'disable', 'assign']),
      leaf('dept', '部门管理', 'Departments', '/system/dept', LIST),
      leaf('post', '岗位管理', 'Posts', '/system/post', LIST),
      leaf('store', '门店管理', 'Stores', '/system/store', ['add', 'edit', 'view', 'status']),
      leaf('dict', '字典管理', 'Dictionaries', '/system/dict', LIST),
      leaf('param', '参数管理', 'Parameters', '/system/param', LIST),
      leaf('menu', '菜单管理', 'Menus', '/system/menu', LIST),
      leaf('top-menu', '顶部菜单', 'Top menus', '/system/topmenu', LIST),
      leaf('system-category', '系统分类', 'System categories', '/system/category', [...LIST, 'sort']),
      leaf('quick-menu', '快捷菜单', 'Quick menus', '/system/quickMenu', LIST),
      leaf('home-menu', '首页菜单', 'Home menu', '/system/homeMenu', ['add', 'delete']),
      leaf('notification-setting', '通知设置', 'Notification settings', '/system/notificationSetting', ['add', 'edit']),
      leaf('export-task', '导出任务', 'Export tasks', '/system/exportTask', ['view', 'retry', 'download', 'delete']),
      // the default SMS provider's outbox: the tenant super-admin reads the codes it "sent" (demo, trial)
      leaf('sms-outbox', '短信发件箱', 'SMS outbox', '/system/smsOutbox', ['view'], ADMIN_ONLY),
      leaf('tenant', '租户管理', 'Tenants', '/system/tenant', LIST, ADMIN_ONLY),
      leaf('client', '应用管理', 'Clients', '/system/client', LIST, ADMIN_ONLY),
    ]),
    group('authority', '权限管理', 'Authority', '/authority', 'lock', [
      leaf('role', '角色管理', 'Roles', '/authority/role', [...LIST, 'grant', 'data_scope', 'api_scope']),
      leaf('role-template', '角色模板', 'Role templates', '/authority/roleTemplate', LIST),
      leaf('datascope', '数据权限', 'Data scopes', '/authority/datascope', ['add', 'edit', 'delete', 'setting']),
      leaf('apiscope', '接口权限', 'API scopes', '/authority/apiscope', ['add', 'edit', 'delete', 'setting']),
    ]),
    group('resource', '资源管理', 'Resources', '/resource', 'database', [
      leaf('oss', '对象存储', 'Storage (OSS)', '/resource/oss', [...LIST, 'enable']),
    ]),
    group('desk', '通知公告', 'Notices', '/desk', 'bell', [
      leaf('notice', '通知公告', 'Notices', '/desk/notice', [...LIST, 'publish']),
      leaf('notice-category', '公告分类', 'Notice categories', '/desk/noticeCategory', ['add', 'edit', 'delete', 'sort']),
      leaf('notification', '我的消息', 'My messages', '/anhua/notification', ['view']),
      leaf('course', '课程管理', 'Courses', '/desk/course', [...LIST, 'publish']),
      leaf('course-category', '课程分类', 'Course categories', '/desk/courseCategory', ['add', 'edit', 'delete', 'sort']),
    ]),
    group('import-center', '导入中心', 'Import centre', '/importCenter', 'upload', [
      // served as /import/index
      leaf('import', '数据导入', 'Data import', '/import', ['import', 'download_template']),
      leaf('import-log', '导入日志', 'Import logs', '/import/importlogs', ['view', 'delete', 'download']),
    ]),
    group('tool', '开发工具', 'Developer tools', '/tool', 'code', [
      leaf('code', '代码生成', 'Code generator', '/tool/code', [...LIST, 'download'], ADMIN_ONLY),
      leaf('datasource', '数据源管理', 'Data sources', '/tool/datasource', LIST, ADMIN_ONLY),
    ], ADMIN_ONLY),
    group('monitor', '日志管理', 'Logs', '/monitor', 'activity', [
      leaf('log-usual', '通用日志', 'Usual logs', '/monitor/log/usual', READ),
      leaf('log-api', '接口日志', 'API logs', '/monitor/log/api', READ),
      leaf('log-error', '错误日志', 'Error logs', '/monitor/log/error', READ),
    ]),
  ],
};

// ---------------------------------------------------------------- 流程管理

const FLOW: TopMenuSeed = {
  code: 'flow',
  name: '流程管理',
  nameEn: 'Workflow',
  icon: 'git-branch',
  menus: [
    group('flow-manage', '流程管理', 'Workflow', '/flow', 'git-branch', [
      leaf('flow-model', '模型管理', 'Models', '/flow/model', ['add', 'edit', 'delete', 'deploy']),
      // not a leaf of the spec: the designer of the forms models name, opened from 模型管理 (docs/workflow.md "Forms")
      leaf('flow-form', '流程表单', 'Process forms', '/flow/form', ['add', 'edit', 'delete', 'publish'], { hidden: true }),
      leaf('flow-deploy', '部署管理', 'Deployments', '/flow/deploy', ['upload', 'view']),
      leaf('flow-manager', '流程管理', 'Process manager', '/flow/manager', ['change_state', 'delete', 'view']),
      leaf('flow-follow', '流程跟踪', 'Process follow', '/flow/follow', ['follow', 'delete']),
      leaf('flow-approval', '审批管理', 'Approvals', '/flow/approval', ['view', 'handle']),
    ]),
    group('work', '我的事务', 'My work', '/work', 'inbox', [
      leaf('work-start', '发起事务', 'Start', '/work/start', ['start']),
      leaf('work-claim', '待签事务', 'To claim', '/work/claim', ['claim', 'view']),
      leaf('work-todo', '待办事务', 'To do', '/work/todo', ['handle', 'view', 'follow']),
      leaf('work-send', '已发事务', 'Sent', '/work/send', ['view', 'follow']),
      leaf('work-done', '办结事务', 'Done', '/work/done', ['view', 'follow']),
      leaf('work-leave', '请假流程', 'Leave request', '/work/process/leave', ['start', 'view']),
    ]),
  ],
};

export const TOP_MENUS: TopMenuSeed[] = [SALES, MEMBER, WAREHOUSE, AFTERSALES, MALL, SYSTEM, FLOW];

// ---------------------------------------------------------------- helpers

/** Depth-first list of every menu (groups and leaves), with its top-menu code and parent menu code. */
export function flattenMenus(tops: TopMenuSeed[]): Array<{ top: string; menu: MenuSeed; parentCode: string | null }> {
  const out: Array<{ top: string; menu: MenuSeed; parentCode: string | null }> = [];
  const walk = (top: string, list: MenuSeed[], parentCode: string | null) => {
    for (const menu of list) {
      out.push({ top, menu, parentCode });
      if (menu.children) walk(top, menu.children, menu.code);
    }
  };
  for (const t of tops) walk(t.code, t.menus, null);
  return out;
}

/** Every button code of the tree, in tree order. */
export function allButtonCodes(tops: TopMenuSeed[]): string[] {
  return flattenMenus(tops).flatMap(({ menu }) => (menu.buttons ?? []).map((b) => b.code));
}
