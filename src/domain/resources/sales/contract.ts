/**
 * Electronic contracts (会员中心 › 电子合同, crm-member, docs/contracts.md): the sales contracts in one
 * table sliced by type (订购协议 1, 试驾协议 2, 销售草签 3) and by paper signing (纸质合同), with the review
 * machine (src/machines/contract-review.machine.ts); their templates, approver groups, supplementary
 * terms, car model quotas, added install items and service fees.
 */
import { defineResource, f, type ActionDecl, type Option } from '../types';
import { vMobile, vVin } from '../../validators';
import {
  CONTRACT_NOT_EDITABLE,
  CONTRACT_NOT_REMOVABLE,
  CONTRACT_REASON_MAX,
  CONTRACT_STATE,
  CONTRACT_STATE_OPTIONS,
  NOT_YOUR_TURN,
  PAPER_STATE_OPTIONS,
  contractEditable,
  contractOffers,
  contractRemovable,
  contractRowRefusal,
  type ContractEventType,
} from '../../../machines/contract-review.machine';

export { CONTRACT_STATE, CONTRACT_STATE_OPTIONS };

export const CONTRACT_TYPE_OPTIONS: readonly Option[] = [
  { value: 1, zh: '订购协议', en: 'Booking agreement' },
  { value: 2, zh: '试驾协议', en: 'Test-drive agreement' },
  { value: 3, zh: '销售草签', en: 'Sale draft' },
];

/** the supplementary agreement's three tabs name the agreements they add to */
const AGREEMENT_TYPE_OPTIONS: readonly Option[] = [
  { value: 2, zh: '试驾协议', en: 'Test-drive agreement' },
  { value: 1, zh: '订购协议', en: 'Order agreement' },
  { value: 3, zh: '销售合同', en: 'Sales contract' },
];

const EC_TYPE_OPTIONS: readonly Option[] = [
  { value: 1, zh: '电子合同', en: 'Electronic' },
  { value: 2, zh: '纸质合同', en: 'Paper' },
];

const YES_NO: readonly Option[] = [
  { value: 1, zh: '是', en: 'Yes' },
  { value: 0, zh: '否', en: 'No' },
];

/** Whether the contract's gift coupons and sub-cards went to the customer (issued when it is signed, docs/contracts.md). */
export const GIFT_STATE = { none: 0, issued: 1, partly: 2 } as const;
export const GIFT_STATE_OPTIONS: readonly Option[] = [
  { value: GIFT_STATE.none, zh: '未发放', en: 'Not issued' },
  { value: GIFT_STATE.issued, zh: '已发放', en: 'Issued' },
  { value: GIFT_STATE.partly, zh: '部分未发放', en: 'Partly refused' },
];

/** One gift of a signed contract as issued (`giftResult`): its code, or why it could not be issued. */
export interface ContractGift {
  kind: 'coupon' | 'subCard';
  id: string;
  name: string;
  code?: string;
  refusal?: string;
}

/** a signed contract with gifts still to issue (发放赠品 issues them) */
export const giftsOwed = (row: Record<string, unknown>): boolean =>
  (Number(row.state) === CONTRACT_STATE.signed || Number(row.state) === CONTRACT_STATE.finished) && Number(row.giftState) === GIFT_STATE.partly;
export const GIFTS_NOT_OWED = { zh: '合同未签署或赠品已全部发放', en: 'The contract is not signed or its gifts are all issued' };

/** the contract lists' calls; contracts other than test drives are made from orders, so only 试驾协议 adds */
const LIST_OPS = { page: ['page', 'getPage'], detail: ['detail', 'getDetail', 'detailById'], update: 'update', remove: 'delContract', export: 'export' } as const;

/** the contract's show page (docs/contracts.md): the reminder and the approver's queue open it */
export const CONTRACT_DETAIL_PATH = '/salesContract/detail';

/** the contract lists' button prefix; each slice's menu has its own (sliceDecl renames the actions' codes) */
export const CONTRACT_PREFIX = 'contract_booking';

/** One machine event as an action of the contract lists and show page; the module implements it. */
function event(name: ContractEventType, path: string, button: string, label: ActionDecl['label'], extra: Partial<ActionDecl> = {}): ActionDecl {
  return {
    name,
    label,
    path,
    permission: `${CONTRACT_PREFIX}_${button}`,
    custom: true,
    applies: (row) => contractOffers(row, name),
    refusal: (row, many) => contractRowRefusal(row, name, many),
    ...extra,
  };
}

/**
 * The data a template's field may be bound to: the catalogue the field editor offers and the
 * renderer fills (a binding outside it is refused).
 */
export const CONTRACT_BINDINGS: readonly Option[] = [
  { value: 'contractNo', zh: '合同编号', en: 'Contract no.' },
  { value: 'storeName', zh: '门店（出卖方）', en: 'Store (seller)' },
  { value: 'customerName', zh: '客户姓名', en: 'Customer' },
  { value: 'customerPhone', zh: '客户手机号', en: 'Customer phone' },
  { value: 'idCardNo', zh: '身份证号', en: 'ID card no.' },
  { value: 'carModelName', zh: '车型', en: 'Car model' },
  { value: 'vin', zh: '车架号', en: 'VIN' },
  { value: 'carPrice', zh: '车辆价格', en: 'Car price' },
  { value: 'boutiqueAmount', zh: '精品金额', en: 'Boutiques' },
  { value: 'boutiques', zh: '精品明细', en: 'Boutique lines' },
  { value: 'depositAmount', zh: '定金', en: 'Deposit' },
  { value: 'totalAmount', zh: '合同金额', en: 'Contract amount' },
  { value: 'balanceAmount', zh: '尾款', en: 'Balance' },
  { value: 'testDriveTime', zh: '试驾时间', en: 'Test-drive time' },
  { value: 'signDate', zh: '签订日期', en: 'Signing date' },
  { value: 'today', zh: '当前日期', en: 'Today' },
];

export const electronicContractResource = defineResource({
  key: 'ahElectronicContract',
  service: 'crm-member',
  base: 'ahElectronicContract',
  // the table the car orders' contracts began in: one table for every contract (docs/contracts.md)
  table: 'ah_car_order_contract',
  title: { zh: '销售合同', en: 'Sales contracts' },
  buttonPrefix: CONTRACT_PREFIX,
  idField: 'ahElectronicContractId',
  labelField: 'contractNo',
  paging: 'current',
  pageMethod: 'POST',
  scope: 'store',
  fields: {
    contractNo: f.string({ zh: '合同编号', en: 'Contract no.' }, { max: 32, list: 170, search: 'like', readonly: true, form: false }),
    contractType: f.int({ zh: '合同类型', en: 'Type' }, { required: true, list: 100, search: 'eq', form: 'select', options: CONTRACT_TYPE_OPTIONS }),
    state: f.int({ zh: '合同状态', en: 'State' }, { list: 100, search: 'eq', readonly: true, form: false, default: CONTRACT_STATE.draft, options: CONTRACT_STATE_OPTIONS }),
    customerName: f.string({ zh: '客户姓名', en: 'Customer' }, { required: true, max: 50, list: 100, search: 'like' }),
    customerPhone: f.string({ zh: '手机号', en: 'Phone' }, { required: true, max: 11, list: 120, search: 'eq', rule: vMobile }),
    idCardNo: f.string({ zh: '身份证号', en: 'ID card no.' }, { max: 18 }),
    blocName: f.string({ zh: '集团客户', en: 'Group customer' }, { max: 100 }),
    carModelId: f.id({ zh: '车型', en: 'Car model' }, { form: 'select', ref: 'carModel', search: 'eq' }),
    carModelName: f.string({ zh: '车型名称', en: 'Model' }, { max: 100, list: 180, readonly: true, form: false }),
    vin: f.string({ zh: '车架号', en: 'VIN' }, { max: 17, list: 170, search: 'like', rule: vVin }),
    testDriveTime: f.datetime({ zh: '试驾时间', en: 'Test-drive time' }),
    carPrice: f.money({ zh: '车辆价格', en: 'Car price' }, { list: 110, default: 0 }),
    boutiqueAmount: f.money({ zh: '精品金额', en: 'Boutiques' }, { readonly: true, form: false, default: 0 }),
    depositAmount: f.money({ zh: '定金', en: 'Deposit' }, { default: 0 }),
    totalAmount: f.money({ zh: '合同金额', en: 'Amount' }, { list: 120, readonly: true, form: false, default: 0 }),
    contractBoutiqueId: f.ids({ zh: '合同精品', en: 'Boutiques' }, { readonly: true, form: false }),
    content: f.json({ zh: '结算明细', en: 'Settlement lines' }, { readonly: true, form: false }),
    ahCarOrderId: f.id({ zh: '订单', en: 'Order' }, { search: 'eq', readonly: true, form: false }),
    templateId: f.id({ zh: '合同模板', en: 'Template' }, { form: 'select', ref: 'ahContractTemplate' }),
    signState: f.int({ zh: '签署状态', en: 'Signed' }, { readonly: true, form: false, default: 0, options: [{ value: 0, zh: '待签署', en: 'To sign' }, { value: 1, zh: '已签署', en: 'Signed' }] }),
    isPaper: f.int({ zh: '纸质合同', en: 'Paper' }, { readonly: true, form: false, default: 0, options: YES_NO }),
    paperContractSignerState: f.int({ zh: '纸质合同状态', en: 'Paper state' }, { list: 100, readonly: true, form: false, default: 0, options: PAPER_STATE_OPTIONS }),
    paperScanUrls: f.text({ zh: '纸质合同扫描件', en: 'Paper scans' }, { readonly: true, form: 'image' }),
    // the gifts the contract promises: issued to the customer (a member of the store) when it is signed
    giftCouponIds: f.ids({ zh: '赠送卡券', en: 'Gift coupons' }, { ref: 'ahCoupon', form: 'checks' }),
    giftSubCardIds: f.ids({ zh: '赠送次卡', en: 'Gift sub-cards' }, { ref: 'ahSubCard', form: 'checks' }),
    giftState: f.int({ zh: '赠品发放', en: 'Gifts' }, { readonly: true, form: false, default: GIFT_STATE.none, options: GIFT_STATE_OPTIONS }),
    giftResult: f.json({ zh: '赠品发放明细', en: 'Gifts issued' }, { readonly: true, form: false }),
    reviewStep: f.int({ zh: '审核步骤', en: 'Review step' }, { readonly: true, form: false, default: 0 }),
    reviewSteps: f.int({ zh: '审核步数', en: 'Review steps' }, { readonly: true, form: false, default: 0 }),
    approverIds: f.ids({ zh: '审批人', en: 'Approvers' }, { readonly: true, form: false }),
    // the approvers' names in step order, copied on submit with their ids (the show page numbers the steps)
    approverNames: f.string({ zh: '审批人（按步骤）', en: 'Approvers in order' }, { max: 500, readonly: true, form: false }),
    currentApproverId: f.id({ zh: '当前审批人', en: 'Current approver' }, { readonly: true, form: false, search: 'eq' }),
    currentApproverName: f.string({ zh: '当前审批人', en: 'Current approver' }, { max: 50, list: 100, readonly: true, form: false }),
    returnReason: f.string({ zh: '退回原因', en: 'Return reason' }, { max: CONTRACT_REASON_MAX, readonly: true, form: false }),
    usedPermissions: f.int({ zh: '占用车型额度', en: 'Uses a quota' }, { readonly: true, form: false, default: 0, options: YES_NO }),
    carPermissionSettingId: f.id({ zh: '车型额度', en: 'Quota' }, { readonly: true, form: false }),
    faDaDaSerialNum: f.string({ zh: '电子签流水号', en: 'E-sign serial no.' }, { max: 64, readonly: true, form: false }),
    signUrl: f.string({ zh: '客户签署地址', en: 'Signing URL' }, { max: 500, readonly: true, form: false }),
    signedFileKey: f.string({ zh: '签署文件', en: 'Signed file' }, { max: 255, readonly: true, form: false }),
    submitTime: f.datetime({ zh: '提交时间', en: 'Submitted at' }, { readonly: true, form: false }),
    signTime: f.datetime({ zh: '签署时间', en: 'Signed at' }, { list: 160, readonly: true, form: false }),
    finishTime: f.datetime({ zh: '完成时间', en: 'Finished at' }, { readonly: true, form: false }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255, form: 'textarea' }),
  },
  ops: { ...LIST_OPS, create: 'save' },
  editable: { applies: (row) => contractEditable(row.state), refusal: () => CONTRACT_NOT_EDITABLE },
  removable: { applies: (row) => contractRemovable(row.state), refusal: () => CONTRACT_NOT_REMOVABLE },
  tabs: { field: 'state', path: 'countByState' },
  actions: [
    event('PASS', 'passReview', 'pass_review', { zh: '审核通过', en: 'Approve' }, { key: 'Shift+P' }),
    event('RETURN', 'returnOfContract', 'return', { zh: '退回', en: 'Return' }, {
      key: 'Shift+R',
      confirm: { zh: '退回后合同回到创建人修改，请填写退回原因。', en: 'The contract goes back to its creator; please give the reason.' },
      reason: { label: { zh: '退回原因', en: 'Reason' }, max: CONTRACT_REASON_MAX },
    }),
    event('SUBMIT', 'submitReview', 'submit_review', { zh: '提交审核', en: 'Submit for review' }, { key: 'Shift+S' }),
    event('REVOKE', 'revoke', 'revoke', { zh: '撤销', en: 'Revoke' }, { confirm: { zh: '确定撤销该合同？撤销后不能恢复。', en: 'Revoke this contract? This cannot be undone.' } }),
    event('START_SIGN', 'getPreAuthSignUrl', 'sign', { zh: '发起电子签署', en: 'Send for e-signing' }),
    event('UPLOAD_PAPER', 'uploadPaperContract', 'upload_paper', { zh: '上传纸质合同', en: 'Upload paper contract' }, {
      input: { paperScanUrls: f.text({ zh: '纸质合同扫描件', en: 'Paper scans' }, { required: true, form: 'image', max: 2000 }) },
    }),
    event('PAPER_PASS', 'paperContractExamine', 'paper_examine', { zh: '纸质合同审核通过', en: 'Paper contract passes' }, {
      set: { examineResult: 1 },
      confirm: { zh: '确定纸质合同审核通过？合同将记为已签署。', en: 'Pass the paper contract? It is then signed.' },
    }),
    event('PAPER_REJECT', 'paperContractExamine', 'paper_examine', { zh: '纸质合同审核不通过', en: 'Reject paper contract' }, {
      set: { examineResult: 2 },
      confirm: { zh: '审核不通过，请填写原因。', en: 'Please give the reason.' },
      reason: { label: { zh: '不通过原因', en: 'Reason' }, max: CONTRACT_REASON_MAX },
    }),
    {
      // 加装项目 and the store's service fees become lines of the contract while it may change
      name: 'collectPrice',
      label: { zh: '核算价格', en: 'Collect price' },
      path: 'collectPrice',
      permission: `${CONTRACT_PREFIX}_collect_price`,
      custom: true,
      applies: (row) => contractEditable(row.state),
      refusal: () => CONTRACT_NOT_EDITABLE,
      input: {
        addProjectIds: f.ids({ zh: '加装项目', en: 'Add-on items' }, { ref: 'ahAddProject', form: 'checks' }),
        withServiceFee: f.int({ zh: '计入服务费', en: 'Add service fees' }, { form: 'select', options: YES_NO, default: 1 }),
      },
    },
    {
      // the gifts a signed contract could not issue at signing (no stock then, say), issued once
      name: 'sendCardAndCoupon',
      label: { zh: '发放赠品', en: 'Issue gifts' },
      path: 'sendCardAndCoupon',
      permission: `${CONTRACT_PREFIX}_send_gift`,
      custom: true,
      applies: giftsOwed,
      refusal: () => GIFTS_NOT_OWED,
      confirm: { zh: '确定发放合同中尚未发放的赠品？', en: 'Issue the gifts not issued yet?' },
    },
    event('TAG_FINISH', 'tagFinish', 'tag_finish', { zh: '标记完成', en: 'Mark finished' }, { confirm: { zh: '确定将该合同标记为已完成？', en: 'Mark this contract finished?' } }),
  ],
  files: [
    { name: 'preview', label: { zh: '预览合同', en: 'Preview contract' }, path: 'previewPdf', permission: `${CONTRACT_PREFIX}_preview`, ext: 'pdf', preview: true, key: 'v' },
    { name: 'download', label: { zh: '下载合同', en: 'Download contract' }, path: 'download', permission: `${CONTRACT_PREFIX}_download`, ext: 'pdf', key: 'd' },
  ],
  defaultSort: ['createTime', 'desc'],
  slices: [
    { name: 'booking', menu: 'contract-booking', title: { zh: '订购协议', en: 'Booking agreements' }, fixed: { contractType: 1 }, hide: ['testDriveTime', 'blocName'], ops: LIST_OPS },
    {
      name: 'testDrive',
      menu: 'contract-test-drive',
      title: { zh: '试驾协议', en: 'Test-drive agreements' },
      fixed: { contractType: 2 },
      buttonPrefix: 'contract_test_drive',
      hide: ['depositAmount', 'carPrice', 'blocName', 'vin', 'giftCouponIds', 'giftSubCardIds', 'giftState'],
    },
    { name: 'saleDraft', menu: 'contract-sale-draft', title: { zh: '销售草签', en: 'Sale drafts' }, fixed: { contractType: 3 }, buttonPrefix: 'contract_sale_draft', hide: ['testDriveTime'], ops: LIST_OPS },
    { name: 'paper', menu: 'contract-paper', title: { zh: '纸质合同', en: 'Paper contracts' }, fixed: { isPaper: 1 }, buttonPrefix: 'contract_paper', ops: { page: 'page', detail: 'detail', remove: 'delContract' } },
  ],
  // the spec's edit page and test-drive interview page; the detail path is ours (docs/contracts.md)
  pages: { add: '/car-interview/edit', edit: '/salesContractEdit', view: CONTRACT_DETAIL_PATH },
  sections: [
    // the order (by its number, a link) and the review's steps are the show page's own panel (src/screens/contract)
    { title: { zh: '合同', en: 'Contract' }, fields: ['contractNo', 'contractType', 'templateId', 'remark'] },
    { title: { zh: '客户', en: 'Customer' }, fields: ['customerName', 'customerPhone', 'idCardNo', 'blocName'] },
    { title: { zh: '车辆与价格', en: 'Car and prices' }, fields: ['carModelId', 'carModelName', 'vin', 'testDriveTime', 'carPrice', 'boutiqueAmount', 'depositAmount', 'totalAmount'] },
    { title: { zh: '审核', en: 'Review' }, fields: ['currentApproverName', 'submitTime', 'returnReason', 'usedPermissions'] },
    { title: { zh: '签署', en: 'Signing' }, fields: ['faDaDaSerialNum', 'signUrl', 'signTime', 'finishTime', 'paperContractSignerState', 'paperScanUrls'] },
    { title: { zh: '赠品', en: 'Gifts' }, fields: ['giftCouponIds', 'giftSubCardIds', 'giftState'] },
  ],
  history: true,
});

/**
 * 集团销售: the contracts of a group customer (blocName), each a sale draft; its detail page lists the
 * same table read-only under the spec's /salesBlocDetail.
 */
export const salesBlocResource = defineResource({
  key: 'ahSalesBloc',
  service: 'crm-member',
  base: 'ahElectronicContract/bloc',
  table: 'ah_car_order_contract',
  title: { zh: '集团销售', en: 'Group sales' },
  buttonPrefix: 'contract_sale_draft',
  labelField: 'contractNo',
  paging: 'current',
  scope: 'store',
  fields: {
    contractNo: f.string({ zh: '合同编号', en: 'Contract no.' }, { max: 32, list: 170, search: 'like', readonly: true }),
    blocName: f.string({ zh: '集团客户', en: 'Group customer' }, { max: 100, list: 180, search: 'like', readonly: true }),
    customerName: f.string({ zh: '联系人', en: 'Contact' }, { max: 50, list: 100, readonly: true }),
    carModelName: f.string({ zh: '车型', en: 'Model' }, { max: 100, list: 180, readonly: true }),
    vin: f.string({ zh: '车架号', en: 'VIN' }, { max: 17, list: 170, readonly: true }),
    totalAmount: f.money({ zh: '合同金额', en: 'Amount' }, { list: 120, readonly: true }),
    state: f.int({ zh: '合同状态', en: 'State' }, { list: 100, search: 'eq', readonly: true, options: CONTRACT_STATE_OPTIONS }),
  },
  ops: { page: 'page', detail: 'detail' },
  pages: { view: '/salesBlocDetail' },
  defaultSort: ['createTime', 'desc'],
});

export const contractTemplateResource = defineResource({
  key: 'ahContractTemplate',
  service: 'crm-member',
  base: 'ahContractTemplate',
  table: 'ah_contract_template',
  title: { zh: '合同模板', en: 'Contract templates' },
  menu: 'contract-template',
  buttonPrefix: 'contract_template',
  labelField: 'templateName',
  paging: 'current',
  scope: 'tenant',
  fields: {
    templateName: f.string({ zh: '模板名称', en: 'Name' }, { required: true, max: 50, list: 200, search: 'like' }),
    dictContractType: f.int({ zh: '合同类型', en: 'Contract type' }, { required: true, list: 100, search: 'eq', form: 'select', options: CONTRACT_TYPE_OPTIONS }),
    ecType: f.int({ zh: '签署方式', en: 'Signing' }, { required: true, list: 90, search: 'eq', form: 'select', options: EC_TYPE_OPTIONS, default: 1 }),
    // the document: text with {{name}} where a field's value goes
    content: f.text({ zh: '模板正文', en: 'Text' }, { required: true, max: 20000, form: 'textarea' }),
    fieldJsonObject: f.json({ zh: '模板字段', en: 'Fields' }, { readonly: true, form: false }),
    isUse: f.int({ zh: '启用', en: 'In use' }, { list: 70, readonly: true, form: false, default: 0, options: YES_NO }),
    useAllStores: f.int({ zh: '全门店', en: 'All stores' }, { list: 80, readonly: true, form: false, default: 0, options: YES_NO }),
    useStoreIds: f.ids({ zh: '启用门店', en: 'Stores' }, { readonly: true, form: false }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255, form: 'textarea' }),
  },
  ops: { page: 'pageList', all: 'list', detail: 'detail', create: 'addTemplate', update: 'update', remove: 'deleteLogic' },
  actions: [
    { name: 'toUse', label: { zh: '本店启用', en: 'Use in this store' }, path: 'toUse', permission: 'contract_template_to_use', custom: true },
    {
      name: 'toUseToAllStore',
      label: { zh: '全门店启用', en: 'Use in all stores' },
      path: 'toUseToAllStore',
      permission: 'contract_template_to_use_all',
      set: { useAllStores: 1, isUse: 1 },
      confirm: { zh: '确定所有门店都使用该模板？', en: 'Use this template in every store?' },
    },
    {
      name: 'editTemplateField',
      label: { zh: '编辑字段', en: 'Edit fields' },
      path: 'editTemplateField',
      permission: 'contract_template_edit_field',
      custom: true,
      prefill: 'detail',
      input: { fieldJsonObject: f.json({ zh: '模板字段（[{"name":"占位名","binding":"合同数据"}]）', en: 'Fields ([{"name","binding"}])' }, { required: true, default: '[]' }) },
    },
  ],
  pages: { view: '/contractTemplate/detail' },
  sections: [
    { title: { zh: '模板', en: 'Template' }, fields: ['templateName', 'dictContractType', 'ecType', 'isUse', 'useAllStores', 'remark'] },
    { title: { zh: '正文与字段', en: 'Text and fields' }, fields: ['content', 'fieldJsonObject'] },
  ],
  defaultSort: ['createTime', 'desc'],
});

export const reviewGroupResource = defineResource({
  key: 'ahContractReviewGroup',
  service: 'crm-member',
  base: 'ahContractReviewGroup',
  table: 'ah_contract_review_group',
  title: { zh: '审批组', en: 'Approver groups' },
  menu: 'contract-approver-groups',
  buttonPrefix: 'contract_approver_groups',
  idField: 'ahContractReviewGroupId',
  labelField: 'groupName',
  paging: 'current',
  scope: 'store',
  fields: {
    groupName: f.string({ zh: '审批组名称', en: 'Name' }, { required: true, max: 50, list: 200, search: 'like' }),
    type: f.int({ zh: '协议类型', en: 'Agreement type' }, { required: true, list: 120, search: 'eq', form: 'select', options: CONTRACT_TYPE_OPTIONS }),
    isEnable: f.int({ zh: '启用', en: 'Enabled' }, { list: 70, form: 'select', options: YES_NO, default: 1 }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255, form: 'textarea' }),
  },
  ops: { page: 'page', all: 'list', detail: 'detail', upsert: 'submit', remove: 'remove' },
  pages: { view: '/approverGroups/detail' },
  related: [{ resource: 'ahContractReviewGroupMember', foreignKey: 'ahContractReviewGroupId', title: { zh: '审批人（按步骤）', en: 'Approvers (in order)' } }],
  defaultSort: ['createTime', 'asc'],
});

export const reviewGroupMemberResource = defineResource({
  key: 'ahContractReviewGroupMember',
  service: 'crm-member',
  base: 'ahContractReviewGroupMember',
  table: 'ah_contract_review_group_member',
  title: { zh: '审批人', en: 'Approvers' },
  buttonPrefix: 'contract_approver_groups',
  paging: 'current',
  scope: 'store',
  fields: {
    ahContractReviewGroupId: f.id({ zh: '审批组', en: 'Group' }, { required: true, search: 'eq', form: 'select', ref: 'ahContractReviewGroup' }),
    sort: f.int({ zh: '审批步骤', en: 'Step' }, { required: true, min: 1, maxValue: 20, list: 90, default: 1 }),
    userId: f.id({ zh: '审批人', en: 'Approver' }, { required: true, list: 150, form: 'select', ref: 'user' }),
  },
  ops: { page: 'page', all: 'list', upsert: 'submit', remove: 'remove' },
  defaultSort: ['sort', 'asc'],
});

export const contractTermsResource = defineResource({
  key: 'ahContractAdditionalTerms',
  service: 'crm-member',
  base: 'ahContractAdditionalTerms',
  table: 'ah_contract_additional_terms',
  title: { zh: '补充协议', en: 'Supplementary agreements' },
  menu: 'contract-sub-agreement',
  buttonPrefix: 'contract_sub_agreement',
  labelField: 'title',
  paging: 'current',
  scope: 'store',
  fields: {
    type: f.int({ zh: '协议类型', en: 'Agreement' }, { required: true, list: 110, form: 'select', options: AGREEMENT_TYPE_OPTIONS }),
    title: f.string({ zh: '条款标题', en: 'Title' }, { required: true, max: 100, list: 220, search: 'like' }),
    content: f.text({ zh: '条款内容', en: 'Terms' }, { required: true, max: 5000, form: 'textarea' }),
    isEnable: f.int({ zh: '启用', en: 'Enabled' }, { list: 70, form: 'select', options: YES_NO, default: 1 }),
  },
  ops: { page: 'page', detail: 'detail', upsert: 'submit', remove: 'remove' },
  tabs: { field: 'type', path: 'countByType' },
  defaultSort: ['createTime', 'asc'],
});

export const carPermissionResource = defineResource({
  key: 'ahCarPermissionSetting',
  service: 'crm-member',
  base: 'ahCarPermissionSetting',
  table: 'ah_car_permission_setting',
  title: { zh: '车型权限额度', en: 'Car model quotas' },
  menu: 'contract-car-permission',
  buttonPrefix: 'contract_car_permission',
  labelField: 'carModelName',
  paging: 'current',
  scope: 'store',
  fields: {
    carModelId: f.id({ zh: '车型', en: 'Car model' }, { required: true, search: 'eq', form: 'select', ref: 'carModel' }),
    carModelName: f.string({ zh: '车型名称', en: 'Model' }, { max: 100, list: 200, readonly: true, form: false }),
    periodStart: f.date({ zh: '开始日期', en: 'From' }, { required: true, list: 110 }),
    periodEnd: f.date({ zh: '结束日期', en: 'To' }, { required: true, list: 110 }),
    quota: f.int({ zh: '额度', en: 'Quota' }, { required: true, min: 0, maxValue: 99999, list: 80 }),
    usedPermissions: f.int({ zh: '已用额度', en: 'Used' }, { list: 80, readonly: true, form: false, default: 0 }),
  },
  ops: { page: 'page', detail: 'detail', upsert: 'submit', remove: 'remove' },
  defaultSort: ['createTime', 'desc'],
});

export const addProjectResource = defineResource({
  key: 'ahAddProject',
  service: 'crm-member',
  base: 'ahAddProject',
  table: 'ah_add_project',
  title: { zh: '加装项目', en: 'Add-on items' },
  menu: 'contract-add-project',
  buttonPrefix: 'contract_add_project',
  labelField: 'projectName',
  paging: 'current',
  scope: 'store',
  fields: {
    projectName: f.string({ zh: '项目名称', en: 'Item' }, { required: true, max: 50, list: 200, search: 'like' }),
    price: f.money({ zh: '价格', en: 'Price' }, { required: true, list: 110 }),
    isEnable: f.int({ zh: '启用', en: 'Enabled' }, { list: 70, form: 'select', options: YES_NO, default: 1 }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255, form: 'textarea' }),
  },
  ops: { page: 'page', all: 'list', detail: 'detail', upsert: 'submit', remove: 'remove' },
  defaultSort: ['createTime', 'asc'],
});

export const serviceCostResource = defineResource({
  key: 'ahServiceCostSetting',
  service: 'crm-member',
  base: 'ahServiceCostSetting',
  table: 'ah_service_cost_setting',
  title: { zh: '服务费设置', en: 'Service fees' },
  menu: 'contract-service-cost',
  buttonPrefix: 'contract_service_cost',
  paging: 'current',
  scope: 'store',
  fields: {
    licenseServiceFee: f.money({ zh: '上牌服务费', en: 'Registration fee' }, { default: 0 }),
    financeServiceFee: f.money({ zh: '金融服务费', en: 'Finance fee' }, { default: 0 }),
    insuranceServiceFee: f.money({ zh: '保险服务费', en: 'Insurance fee' }, { default: 0 }),
  },
  ops: { page: 'detail', upsert: 'submit' },
  singleton: true,
});

export const CONTRACT_RESOURCES = [
  electronicContractResource,
  salesBlocResource,
  contractTemplateResource,
  reviewGroupResource,
  reviewGroupMemberResource,
  contractTermsResource,
  carPermissionResource,
  addProjectResource,
  serviceCostResource,
] as const;

/** the review actions only the approver whose turn it is may run (the server refuses the others: 当前不是您审批，不能操作) */
const APPROVER_ACTIONS = new Set<string>(['PASS', 'RETURN']);

/**
 * The contract declaration (or a slice of it) as offered to one user: 审核通过 and 退回 only on the
 * contracts whose current approver they are, so nobody else is shown a button the server refuses.
 */
export function contractDeclFor<D extends { actions?: readonly ActionDecl[] }>(decl: D, userId: string): D {
  return {
    ...decl,
    actions: decl.actions?.map((a) => {
      if (!APPROVER_ACTIONS.has(a.name)) return a;
      const mine = (row: Readonly<Record<string, unknown>>) => !!userId && String(row.currentApproverId ?? '') === userId;
      const machine = (row: Readonly<Record<string, unknown>>) => a.applies?.(row) ?? true;
      return { ...a, applies: (row) => machine(row) && mine(row), refusal: (row, many) => (machine(row) ? NOT_YOUR_TURN : a.refusal!(row, many)) } satisfies ActionDecl;
    }),
  };
}
