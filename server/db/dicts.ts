/**
 * Seed data: a dictionary for every enumerated value in the spec (plus the few the product
 * needs where the spec says "values not shown"; those are marked as chosen here).
 * Pure data, no I/O. Keys are strings; items keep the order they are listed in.
 */

export interface DictItemSeed { key: string; zh: string; en: string }
export interface DictSeed { code: string; name: string; nameEn: string; items: DictItemSeed[] }

import { EXECUTE_STATUS_OPTIONS } from '../../src/machines/invitation.machine';

type Row = readonly [key: string | number, zh: string, en: string];

function dict(code: string, name: string, nameEn: string, rows: Row[]): DictSeed {
  return { code, name, nameEn, items: rows.map(([key, zh, en]) => ({ key: String(key), zh, en })) };
}

// ---------------------------------------------------------------- general

const GENERAL: DictSeed[] = [
  dict('yes_no', '是否', 'Yes / no', [[1, '是', 'Yes'], [0, '否', 'No']]),
  dict('sex', '性别', 'Sex', [[1, '男', 'Male'], [2, '女', 'Female'], [3, '未知', 'Unknown']]),
  dict('switch_state', '开关状态', 'On / off', [[1, '开启', 'On'], [0, '关闭', 'Off']]),
  dict('enable_state', '启用状态', 'Enabled state', [[1, '启用', 'Enabled'], [0, '停用', 'Disabled']]),
  dict('up_down_status', '上下架状态', 'Listing state', [[1, '上架', 'Listed'], [0, '下架', 'Unlisted']]),
  dict('recommend', '推荐', 'Recommended', [[1, '推荐', 'Recommended'], [0, '不推荐', 'Not recommended']]),
  dict('publish_status', '发布状态', 'Publish state', [[0, '未发布', 'Draft'], [1, '已发布', 'Published']]),
  dict('language', '界面语言', 'Language', [['zh', '中文', 'Chinese'], ['en', 'English', 'English']]),
  dict('ui_theme', '界面主题', 'Theme', [
    ['white', '白色', 'White'], ['star', '星空', 'Star'], ['d2', 'D2', 'D2'], ['iview', 'iView', 'iView'], ['hey', 'Hey', 'Hey'],
  ]),
  dict('page_size', '每页条数', 'Page size', [
    [20, '20条/页', '20 / page'], [30, '30条/页', '30 / page'], [40, '40条/页', '40 / page'], [50, '50条/页', '50 / page'], [100, '100条/页', '100 / page'],
  ]),
  dict('energy_type', '能源类型', 'Energy type', [
    [1, '燃油', 'Petrol'], [2, '纯电动', 'Battery electric'], [3, '插电混动', 'Plug-in hybrid'], [4, '增程式', 'Range extender'], [5, '油电混合', 'Hybrid'],
  ]),
];

// ---------------------------------------------------------------- platform and system

const PLATFORM: DictSeed[] = [
  dict('user_status', '用户状态', 'User status', [[1, '启用', 'Enabled'], [0, '禁用', 'Disabled']]),
  dict('store_status', '门店状态', 'Store status', [[1, '营业', 'Open'], [0, '停业', 'Stopped']]),
  dict('menu_category', '菜单类型', 'Menu category', [[1, '菜单', 'Menu'], [2, '按钮', 'Button']]),
  dict('button_func', '按钮功能', 'Button position', [[0, '工具栏', 'Toolbar'], [1, '操作栏', 'Row actions'], [2, '工具操作栏', 'Toolbar and row']]),
  dict('data_scope_type', '数据权限类型', 'Data scope type', [
    [1, '全部', 'All'], [2, '本人', 'Own'], [3, '本门店', 'Own store'], [4, '本部门', 'Own department'], [5, '自定义', 'Custom'],
  ]),
  dict('api_scope_type', '接口权限类型', 'API scope type', [[1, '全部方法', 'All methods'], [2, '仅查询（GET）', 'GET only'], [3, '仅提交（POST）', 'POST only']]),
  dict('scope_category', '权限类别', 'Scope category', [[1, '数据权限', 'Data scope'], [2, '接口权限', 'API scope']]),
  dict('org_category', '机构类型', 'Organisation type', [[1, '集团', 'Group'], [2, '门店', 'Store'], [3, '部门', 'Department']]),
  dict('post_category', '岗位类型', 'Post category', [[1, '高层', 'Senior'], [2, '中层', 'Middle'], [3, '基层', 'Staff']]),
  dict('client_grant_type', '授权类型', 'Grant type', [
    ['password', '密码模式', 'Password'], ['refresh_token', '刷新令牌', 'Refresh token'], ['authorization_code', '授权码模式', 'Authorisation code'],
    ['client_credentials', '客户端模式', 'Client credentials'], ['captcha', '验证码模式', 'Captcha'],
  ]),
  dict('oss_category', '对象存储类型', 'Storage provider', [[1, 'MinIO', 'MinIO'], [2, '七牛云', 'Qiniu'], [3, '阿里云', 'Aliyun'], [4, '腾讯云', 'Tencent Cloud']]),
  dict('db_driver', '数据库驱动', 'Database driver', [
    ['org.postgresql.Driver', 'PostgreSQL', 'PostgreSQL'], ['com.mysql.cj.jdbc.Driver', 'MySQL', 'MySQL'],
    ['oracle.jdbc.OracleDriver', 'Oracle', 'Oracle'], ['com.microsoft.sqlserver.jdbc.SQLServerDriver', 'SQL Server', 'SQL Server'],
  ]),
  dict('log_type', '日志类型', 'Log type', [['usual', '通用日志', 'Usual log'], ['api', '接口日志', 'API log'], ['error', '错误日志', 'Error log']]),
  dict('export_task_state', '导出任务状态', 'Export task state', [[1, '生成中', 'Generating'], [2, '等待中', 'Waiting'], [3, '已完成', 'Done'], [4, '失败', 'Failed']]),
  dict('notice_category', '公告分类', 'Notice category', [
    [1, '系统公告', 'System notice'], [2, '业务通知', 'Business notice'], [3, '活动通知', 'Activity notice'], [4, '培训通知', 'Training notice'], [5, '制度规范', 'Policy'],
  ]),
  dict('notice_read_state', '阅读状态', 'Read state', [[0, '未读', 'Unread'], [1, '已读', 'Read']]),
  dict('import_kind', '导入类型', 'Import kind', [
    ['clue', '线索导入', 'Clues'],
    ['member', '会员导入', 'Members'],
    ['member_car', '会员车辆导入', 'Member cars'],
    ['member_group', '会员分组导入', 'Member group'],
    ['owner_group', '车主分组导入', 'Owner group'],
    ['boutique', '精品导入', 'Boutique goods'],
    ['warehouse_arrive', '到车导入', 'Warehouse arrivals'],
    ['warehouse_new_add', '新增车辆导入', 'Warehouse new cars'],
    ['warehouse_call', '调车导入', 'Warehouse car calls'],
    ['warehouse_setting', '仓库设置导入', 'Warehouse settings'],
    ['invoice', '发票信息导入', 'Invoices'],
    ['after_sales_owner', '售后车主导入', 'After-sales owners'],
  ]),
  // chosen here: the spec does not give import-log states
  dict('import_state', '导入状态', 'Import state', [[0, '处理中', 'Processing'], [1, '成功', 'Succeeded'], [2, '部分成功', 'Partly succeeded'], [3, '失败', 'Failed']]),
];

// ---------------------------------------------------------------- clues, customers, seats

const CLUES: DictSeed[] = [
  dict('clue_visit_state', '线索回访状态', 'Clue visit state', [
    [0, '新线索', 'New'], [1, '待回访', 'Waiting visit'], [2, '已回访', 'Visited'], [3, '逾期', 'Overdue'], [5, '立即回访', 'Immediate'], [99, '全部', 'All'],
  ]),
  dict('customer_level', '客户级别', 'Customer level', [
    ['H', 'H级（7天内购车）', 'H (within 7 days)'],
    ['A', 'A级（15天内购车）', 'A (within 15 days)'],
    ['B', 'B级（30天内购车）', 'B (within 30 days)'],
    ['C', 'C级（90天内购车）', 'C (within 90 days)'],
    ['O', 'O级（已订车）', 'O (ordered)'],
    ['F', 'F级（战败）', 'F (defeated)'],
  ]),
  dict('clue_channel_type', '线索渠道类型', 'Clue channel type', [
    [1, '自然到店', 'Walk-in'], [2, '来电咨询', 'Inbound call'], [3, '汽车垂直网站', 'Auto portal'], [4, '厂家下发', 'Manufacturer'],
    [5, '小程序', 'Mini-program'], [6, '企业微信', 'Enterprise chat'], [7, '老带新', 'Referral'], [8, '车展外拓', 'Show / outreach'],
    [9, '新媒体', 'New media'], [10, '其他', 'Other'],
  ]),
  dict('clue_reason_type', '原因类型', 'Reason type', [[1, '战败原因', 'Defeat reason'], [2, '未到店原因', 'Not-arrived reason']]),
  dict('defeat_reason_type', '战败原因', 'Defeat reason', [
    [1, '价格因素', 'Price'], [2, '已购竞品', 'Bought a competitor'], [3, '暂缓购车', 'Postponed'], [4, '资金问题', 'Funding'],
    [5, '车型配置不满意', 'Model or equipment'], [6, '服务体验不满意', 'Service experience'], [7, '无法联系', 'Unreachable'], [8, '其他', 'Other'],
  ]),
  dict('not_arrive_reason_type', '未到店原因', 'Not-arrived reason', [
    [1, '时间不便', 'No time'], [2, '距离较远', 'Too far'], [3, '已在他店购车', 'Bought elsewhere'], [4, '仍在比较', 'Still comparing'],
    [5, '无法联系', 'Unreachable'], [6, '其他', 'Other'],
  ]),
  dict('clue_repeat_mark', '重复线索', 'Repeat clue', [[0, '否', 'No'], [1, '重复', 'Repeat']]),
  dict('clue_publicity', '线索公开状态', 'Clue publicity', [[0, '私有', 'Private'], [1, '公开', 'Public']]),
  dict('call_state', '通话状态', 'Call state', [[0, '未接通', 'Not connected'], [1, '已接通', 'Connected'], [2, '呼叫中', 'Calling']]),
  dict('salesman_type', '人员类型', 'Staff type', [[0, '销售顾问', 'Sales consultant'], [1, '邀约专员', 'Invitation specialist']]),
  // the invitation machine's own labels (src/machines/invitation.machine.ts), so the list and the dictionary agree
  dict('invite_execute_status', '邀约任务状态', 'Invitation task state', EXECUTE_STATUS_OPTIONS.map((o) => [o.value, o.zh, o.en] as const)),
];

// ---------------------------------------------------------------- members, coupons, cards, ranks

const MEMBERS: DictSeed[] = [
  dict('member_source', '会员来源', 'Member source', [[1, '小程序', 'Mini-program'], [2, '门店录入', 'Store entry'], [3, '批量导入', 'Import'], [4, '企业微信', 'Enterprise chat']]),
  dict('member_label_status', '标签状态', 'Label status', [[1, '启用', 'Enabled'], [0, '停用', 'Disabled']]),
  dict('coupon_type', '卡券类型', 'Coupon type', [[0, '通用', 'Common'], [1, '定向', 'Directional']]),
  dict('coupon_issuer_type', '卡券发放方', 'Coupon issuer', [[0, '销售', 'Sales'], [1, '财务', 'Finance'], [2, '会员', 'Member'], [3, '保险公司', 'Insurer']]),
  dict('coupon_role_type', '卡券角色类型', 'Coupon role type', [[0, '普通卡券', 'Normal'], [2, '会员卡券', 'Member'], [3, '保险卡券', 'Insurer']]),
  dict('insurer_mode', '保险卡券模式', 'Insurer mode', [['1', '比例', 'Proportion'], ['2', '定额', 'Quota'], ['3', '充值', 'Recharge']]),
  dict('coupon_expiry_option', '卡券有效期方式', 'Coupon expiry option', [[0, '与整体有效期一致', 'Same as overall validity'], [1, 'T周期内有效', 'Valid within the T period']]),
  dict('coupon_status', '卡券状态', 'Coupon status', [[1, '上架', 'Listed'], [0, '下架', 'Unlisted']]),
  dict('coupon_send_type', '发放方式', 'Send type', [[0, '用户领取', 'Claimed by user'], [1, '定向发放', 'Sent to members']]),
  dict('coupon_is_check', '是否需审核', 'Needs review', [[1, '需审核', 'Needs review'], [0, '无需审核', 'No review']]),
  dict('coupon_check_status', '卡券审核状态', 'Coupon review state', [[0, '待审核', 'Pending'], [1, '审核通过', 'Passed'], [2, '审核驳回', 'Rejected']]),
  dict('coupon_record_status', '领券状态', 'Coupon record state', [[0, '未使用', 'Unused'], [1, '已核销', 'Verified'], [2, '已过期', 'Expired'], [3, '已作废', 'Voided']]),
  dict('stored_value_operation', '储值操作', 'Stored-value operation', [[0, '充值', 'Recharge'], [1, '核销', 'Verify'], [2, '核销记录', 'Verify log']]),
  dict('subcard_is_up', '次卡上架状态', 'Sub-card listing', [[0, '下架', 'Off shelf'], [1, '上架', 'On shelf']]),
  dict('subcard_effect_unit', '次卡有效期单位', 'Sub-card validity unit', [[0, '年', 'Year'], [1, '月', 'Month'], [2, '日', 'Day']]),
  dict('subcard_take_effect', '次卡生效方式', 'Sub-card takes effect', [[0, '立即生效', 'Immediately'], [1, '一年后生效', 'After 1 year'], [2, '两年后生效', 'After 2 years']]),
  dict('subcard_validity_months', '次卡有效期', 'Sub-card validity', [
    [12, '12个月', '12 months'], [24, '24个月', '24 months'], [6, '6个月', '6 months'], [3, '3个月', '3 months'], [1, '1个月', '1 month'],
  ]),
  dict('rank_state', '等级状态', 'Rank state', [[1, '启用', 'Enabled'], [0, '停用', 'Disabled']]),
  dict('rank_profit_type', '权益类型', 'Benefit type', [[1, '购车权益', 'Car purchase'], [2, '售后权益', 'After-sales'], [3, '商城权益', 'Mall']]),
  dict('boutique_category', '精品类别', 'Boutique category', [
    [1, '内饰', 'Interior'], [2, '外饰', 'Exterior'], [3, '电子', 'Electronics'], [4, '安全', 'Safety'], [5, '养护', 'Care'], [6, '车膜', 'Film'], [7, '其他', 'Other'],
  ]),
];

// ---------------------------------------------------------------- contracts

const CONTRACTS: DictSeed[] = [
  dict('contract_type', '合同类型', 'Contract type', [[1, '订购协议', 'Booking'], [2, '试驾协议', 'Test drive'], [3, '销售草签', 'Sale draft']]),
  dict('contract_sign_mode', '签署方式', 'Signing mode', [[1, '电子合同', 'Electronic'], [2, '纸质合同', 'Paper']]),
  dict('contract_review_state', '合同审核状态', 'Contract review state', [
    [0, '待签署', 'Awaiting signature'], [1, '待审核', 'Pending review'], [2, '审核通过', 'Approved'], [3, '已退回', 'Returned'], [4, '已撤销', 'Revoked'], [5, '已完成', 'Finished'],
  ]),
  dict('paper_contract_state', '纸质合同状态', 'Paper contract state', [[0, '未上传', 'Not uploaded'], [1, '待审核', 'Pending'], [2, '审核通过', 'Passed'], [3, '审核驳回', 'Rejected']]),
  dict('sub_agreement_type', '协议类型', 'Agreement type', [[1, '试驾协议', 'Test-drive agreement'], [2, '订购协议', 'Order agreement'], [3, '销售合同', 'Sales contract']]),
];

// ---------------------------------------------------------------- warehouse and car orders

const WAREHOUSE: DictSeed[] = [
  dict('warehouse_car_state', '库存车辆状态', 'Stock car state', [
    [0, '在途', 'In transit'], [1, '已到车', 'Arrived'], [2, '已编号', 'Numbered'], [3, '在库', 'In stock'], [4, '已锁定', 'Locked'], [5, '已出库', 'Out'],
  ]),
  dict('warehouse_transfer_state', '调拨状态', 'Transfer state', [[0, '待确认', 'Pending'], [1, '已确认', 'Confirmed'], [2, '已撤销', 'Revoked']]),
  dict('car_order_type', '订单类型', 'Order type', [[1, '现车订单', 'Stock car'], [2, '订车订单', 'Factory order']]),
  dict('car_order_state', '订单状态', 'Order state', [
    [0, '草稿', 'Draft'], [1, '已下单', 'Ordered'], [2, '已配车', 'Car assigned'], [3, '已开票', 'Invoiced'], [4, '已交车', 'Delivered'], [9, '已关闭', 'Closed'],
  ]),
  dict('car_lock_state', '锁车状态', 'Car lock state', [[0, '未锁车', 'Unlocked'], [1, '已锁车', 'Locked']]),
  dict('car_invoice_state', '开票状态', 'Invoice state', [[0, '未开票', 'Not invoiced'], [1, '已开票', 'Invoiced'], [2, '已作废', 'Voided']]),
  dict('delivery_state', '交车状态', 'Delivery state', [[0, '未交车', 'Not delivered'], [1, '已交车', 'Delivered']]),
  dict('store_car_state', '门店车型状态', 'Store car state', [[1, '上架', 'On'], [0, '下架', 'Off']]),
  dict('car_goods_type', '汽车商品类型', 'Car goods type', [[1, '新车', 'New car'], [2, '二手车', 'Used car']]),
];

// ---------------------------------------------------------------- after-sales

const AFTERSALES: DictSeed[] = [
  dict('work_order_state', '工单状态', 'Work order state', [
    [0, '待完工', 'In progress'], [1, '已完工', 'Completed'], [2, '已提交结算', 'Settlement submitted'], [3, '已结算', 'Settled'], [4, '已驳回', 'Refuted'], [9, '已取消', 'Cancelled'],
  ]),
  dict('work_order_type', '工单类型', 'Work order type', [
    [1, '保养', 'Maintenance'], [2, '维修', 'Repair'], [3, '钣金喷漆', 'Body and paint'], [4, '精品加装', 'Accessory fitting'], [5, '保修索赔', 'Warranty'], [6, '事故车', 'Accident'],
  ]),
  dict('stock_transfer_state', '调拨单状态', 'Stock transfer form state', [[0, '待审核', 'Pending'], [1, '已审核', 'Approved'], [2, '已完成', 'Done'], [3, '已作废', 'Voided']]),
  dict('extended_warranty_state', '延保确认状态', 'Extended-warranty state', [[0, '待确认', 'Pending'], [1, '已确认', 'Confirmed'], [2, '已驳回', 'Rejected']]),
  dict('road_rescue_state', '救援状态', 'Rescue state', [[0, '待受理', 'New'], [1, '已派单', 'Dispatched'], [2, '救援中', 'In progress'], [3, '已完成', 'Done'], [4, '已取消', 'Cancelled']]),
];

// ---------------------------------------------------------------- mall, activities, marketing, appointments

const MALL: DictSeed[] = [
  dict('goods_type', '商品类型', 'Goods type', [[1, '实物商品', 'Physical'], [2, '服务商品', 'Service'], [3, '卡券商品', 'Coupon']]),
  dict('mall_order_status', '商城订单状态', 'Mall order state', [
    [0, '待支付', 'Unpaid'], [1, '待核销', 'To consume'], [2, '已完成', 'Done'], [3, '已取消', 'Cancelled'], [4, '退款中', 'Refunding'], [5, '已退款', 'Refunded'],
  ]),
  dict('mall_refund_status', '退款审核状态', 'Refund state', [[0, '待审核', 'Pending'], [1, '已同意', 'Approved'], [2, '已拒绝', 'Rejected'], [3, '已退款', 'Refunded']]),
  dict('payment_type', '支付方式', 'Payment type', [
    [1, '微信支付', 'WeChat Pay'], [2, '支付宝', 'Alipay'], [3, '储值卡', 'Stored-value card'], [4, '积分', 'Points'], [5, '银联', 'UnionPay'], [6, '线下支付', 'Offline'],
  ]),
  dict('pay_trade_state', '交易状态', 'Trade state', [[0, '待支付', 'Unpaid'], [1, '支付成功', 'Paid'], [2, '已退款', 'Refunded'], [3, '支付失败', 'Failed'], [4, '已关闭', 'Closed']]),
  dict('activity_status', '活动状态', 'Activity status', [[0, '未发布', 'Draft'], [1, '进行中', 'Running'], [2, '已结束', 'Ended'], [3, '已停用', 'Stopped']]),
  dict('activity_order_status', '活动订单状态', 'Activity order status', [
    [0, '待支付', 'Unpaid'], [1, '已支付', 'Paid'], [2, '已关闭', 'Closed'], [3, '已核销', 'Written off'], [4, '已过期', 'Expired'], [5, '已退款', 'Refunded'],
  ]),
  dict('activity_order_channel', '活动订单渠道', 'Activity order channel', [[0, '智能名片', 'Smart business card'], [1, '车主APP+', 'Car-owner app plus']]),
  dict('activity_refund_status', '活动退款状态', 'Activity refund state', [[0, '无退款', 'None'], [1, '退款中', 'Refunding'], [2, '已退款', 'Refunded'], [3, '退款失败', 'Failed']]),
  dict('balance_payment_status', '尾款状态', 'Balance payment state', [[0, '未付尾款', 'Unpaid'], [1, '已付尾款', 'Paid']]),
  dict('welfare_status', '福利状态', 'Welfare status', [[0, '未上线', 'Draft'], [1, '已上线', 'Online'], [2, '已下线', 'Offline']]),
  dict('turntable_status', '大转盘状态', 'Turntable status', [[0, '未开始', 'Not started'], [1, '进行中', 'Running'], [2, '已暂停', 'Paused'], [3, '已结束', 'Ended']]),
  dict('appointment_type', '预约类型', 'Appointment type', [[1, '预约', 'Prepend'], [2, '试驾预约', 'Test drive'], [3, '维保预约', 'Maintenance']]),
  dict('appointment_assigned', '分配状态', 'Assignment state', [[0, '未分配', 'Not assigned'], [1, '已分配', 'Assigned']]),
  dict('test_drive_state', '试驾状态', 'Test-drive state', [[0, '待试驾', 'Scheduled'], [1, '试驾中', 'Driving'], [2, '已完成', 'Done'], [3, '已取消', 'Cancelled']]),
  dict('opinion_status', '意见处理状态', 'Opinion status', [[0, '未处理', 'Unhandled'], [1, '已处理', 'Handled']]),
  dict('opinion_process_way', '处理方式', 'Handling method', [[1, '电话回访', 'Phone call'], [2, '短信回复', 'SMS'], [3, '到店处理', 'In store'], [4, '其他', 'Other']]),
];

// ---------------------------------------------------------------- workflow

const WORKFLOW: DictSeed[] = [
  dict('flow_category', '流程分类', 'Process category', [['leave', '请假流程', 'Leave'], ['approval', '审批流程', 'Approval']]),
  dict('flow_process_state', '流程状态', 'Process state', [[1, '激活', 'Active'], [2, '挂起', 'Suspended']]),
  dict('flow_instance_state', '流程实例状态', 'Instance state', [[0, '审批中', 'Running'], [1, '已通过', 'Approved'], [2, '已驳回', 'Rejected'], [3, '已撤回', 'Withdrawn']]),
  dict('leave_type', '请假类型', 'Leave type', [
    [1, '事假', 'Personal'], [2, '病假', 'Sick'], [3, '年假', 'Annual'], [4, '调休', 'Time off in lieu'], [5, '婚假', 'Marriage'], [6, '产假', 'Maternity'], [7, '丧假', 'Bereavement'],
  ]),
];

export const DICTS: DictSeed[] = [...GENERAL, ...PLATFORM, ...CLUES, ...MEMBERS, ...CONTRACTS, ...WAREHOUSE, ...AFTERSALES, ...MALL, ...WORKFLOW];
