/**
 * Interface texts of the generic resource screens, zh and en side by side. Messages of the spec
 * (请选择至少一条数据, 确认将该数据删除？ ...) are not here: they come from src/domain/messages.ts.
 */
import type { Lang } from '../../domain/codes';

export const RESOURCE_TEXTS = {
  search: { zh: '搜索', en: 'Search' },
  sendCode: { zh: '发送验证码', en: 'Send code' },
  resendIn: { zh: '{n}秒后重新发送', en: 'Resend in {n}s' },
  codeSent: { zh: '验证码已发送至{phone}', en: 'Code sent to {phone}' },
  imageRead: { zh: '已识别：{fields}，请核对后保存', en: 'Read: {fields}. Check them before saving' },
  imageReadNothing: { zh: '未能识别图片内容，请手动填写', en: 'Nothing could be read from the image: fill in the fields' },
  imageReading: { zh: '识别中…', en: 'Reading…' },
  reset: { zh: '重置', en: 'Reset' },
  add: { zh: '新增', en: 'Add' },
  edit: { zh: '编辑', en: 'Edit' },
  view: { zh: '查看', en: 'View' },
  delete: { zh: '删除', en: 'Delete' },
  batchDelete: { zh: '批量删除', en: 'Delete selected' },
  export: { zh: '导出', en: 'Export' },
  up: { zh: '上架', en: 'List' },
  down: { zh: '下架', en: 'Unlist' },
  moveUp: { zh: '上移', en: 'Move up' },
  showTab: { zh: '查看：', en: 'Show: ' },
  nextTab: { zh: '下一个标签', en: 'Next tab' },
  prevTab: { zh: '上一个标签', en: 'Previous tab' },
  switchStoreFirst: { zh: '请先切换到门店', en: 'Please switch to a store first' },
  moveDown: { zh: '下移', en: 'Move down' },
  alreadyFirst: { zh: '已经是第一个', en: 'Already the first' },
  alreadyLast: { zh: '已经是最后一个', en: 'Already the last' },
  actions: { zh: '操作', en: 'Actions' },
  more: { zh: '更多', en: 'More' },
  total: { zh: '共 {n} 条', en: '{n} in total' },
  perPage: { zh: '{n}条/页', en: '{n} / page' },
  pageOf: { zh: '第 {current} / {pages} 页', en: 'Page {current} of {pages}' },
  firstPage: { zh: '首页', en: 'First page' },
  prevPage: { zh: '上一页', en: 'Previous page' },
  nextPage: { zh: '下一页', en: 'Next page' },
  lastPage: { zh: '末页', en: 'Last page' },
  goTo: { zh: '前往', en: 'Go to' },
  pageUnit: { zh: '页', en: '' },
  pageSize: { zh: '每页条数', en: 'Rows per page' },
  noData: { zh: '暂无数据', en: 'No data' },
  loading: { zh: '加载中…', en: 'Loading…' },
  loadFailed: { zh: '加载失败', en: 'Failed to load' },
  cancel: { zh: '取消', en: 'Cancel' },
  confirm: { zh: '确定', en: 'OK' },
  save: { zh: '保存', en: 'Save' },
  close: { zh: '关闭', en: 'Close' },
  tip: { zh: '提示', en: 'Notice' },
  all: { zh: '全部', en: 'All' },
  none: { zh: '无', en: 'None' },
  pleaseSelect: { zh: '请选择', en: 'Select' },
  chooseFirst: { zh: '请先选择{label}', en: 'Choose the {label} first' },
  pleaseInput: { zh: '请输入{label}', en: 'Enter {label}' },
  rangeStart: { zh: '开始', en: 'From' },
  rangeEnd: { zh: '结束', en: 'To' },
  rangeTo: { zh: '至', en: 'to' },
  yuan: { zh: '元', en: 'CNY' },
  yes: { zh: '是', en: 'Yes' },
  no: { zh: '否', en: 'No' },
  topLevel: { zh: '顶级', en: 'Top level' },
  selectAll: { zh: '全选', en: 'Select all' },
  selectRow: { zh: '选择此行', en: 'Select row' },
  selected: { zh: '已选择 {n} 项', en: '{n} selected' },
  clearSelection: { zh: '清空选择', en: 'Clear selection' },
  titleAdd: { zh: '新增', en: 'Add' },
  titleEdit: { zh: '编辑', en: 'Edit' },
  titleView: { zh: '查看', en: 'View' },
  confirmAction: { zh: '确定执行“{label}”？', en: 'Run “{label}”?' },
  operatingPassword: { zh: '操作密码', en: 'Operating password' },
  sortAsc: { zh: '升序', en: 'ascending' },
  sortDesc: { zh: '降序', en: 'descending' },
  invalidJson: { zh: '{label}格式错误', en: '{label}: invalid JSON' },
  imageUnavailable: { zh: '{label}（图片无法显示）', en: '{label} (image unavailable)' },
  moreImages: { zh: '另有 {n} 张图片', en: '{n} more images' },
  // palette and key-binding titles
  cmdFocusNext: { zh: '下一行', en: 'Next row' },
  cmdFocusPrev: { zh: '上一行', en: 'Previous row' },
  cmdFirstRow: { zh: '第一行', en: 'First row' },
  cmdLastRow: { zh: '最后一行', en: 'Last row' },
  cmdToggle: { zh: '选择/取消选择当前行', en: 'Select or deselect the row' },
  cmdSelectAll: { zh: '全选/取消全选', en: 'Select or deselect all' },
  cmdRefresh: { zh: '刷新', en: 'Refresh' },
  listGroup: { zh: '列表', en: 'List' },
  // show pages and declared add/edit pages
  pageAdd: { zh: '新增{title}', en: '{title}: add' },
  pageEdit: { zh: '编辑{title}', en: '{title}: edit' },
  pageView: { zh: '{title}详情', en: '{title}: details' },
  basicInfo: { zh: '基本信息', en: 'Details' },
  pageActions: { zh: '操作', en: 'Actions' },
  history: { zh: '操作记录', en: 'History' },
  historyTime: { zh: '时间', en: 'Time' },
  historyUser: { zh: '操作人', en: 'By' },
  historyAction: { zh: '操作', en: 'Action' },
  historyFrom: { zh: '从', en: 'From' },
  historyTo: { zh: '到', en: 'To' },
  historyReason: { zh: '原因', en: 'Reason' },
  noRecordId: { zh: '缺少记录编号', en: 'No record id given' },
} as const satisfies Record<string, { zh: string; en: string }>;

export type TextKey = keyof typeof RESOURCE_TEXTS;

/** The text in the language, with {name} placeholders filled. */
export function rt(key: TextKey, lang: Lang, params: Record<string, string | number> = {}): string {
  return RESOURCE_TEXTS[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) => (params[name] === undefined ? whole : String(params[name])));
}

/** Both languages of a text, with the same placeholders filled (palette titles need both). */
export function rtBoth(key: TextKey, params: Record<string, string | number> = {}): { zh: string; en: string } {
  return { zh: rt(key, 'zh', params), en: rt(key, 'en', params) };
}
