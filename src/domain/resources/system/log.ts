import { defineResource, f, type FieldDecl } from '../types';

/**
 * Columns every log has: who, from where, when (createTime is the audit column, declared here to be
 * filtered by range). Equality and range filters are few: each one is also an index, and logs are written often.
 */
const common = {
  requestUri: f.string({ zh: '请求地址', en: 'Request URI' }, { readonly: true, max: 500, list: 240, search: 'like' }),
  method: f.string({ zh: '请求方法', en: 'Method' }, { readonly: true, max: 10, list: 80 }),
  remoteIp: f.string({ zh: '操作IP', en: 'IP' }, { readonly: true, max: 64, list: 130, search: 'like' }),
  userAgent: f.string({ zh: '用户代理', en: 'User agent' }, { readonly: true, max: 500 }),
  params: f.text({ zh: '请求参数', en: 'Parameters' }, { readonly: true, max: 10_000 }),
  createBy: f.string({ zh: '操作人', en: 'Operator' }, { readonly: true, max: 45, list: 120, search: 'eq' }),
  createTime: f.datetime({ zh: '记录时间', en: 'Time' }, { readonly: true, list: 170, search: 'range', sortable: true }),
} satisfies Record<string, FieldDecl>;

const logBase = { service: 'blade-log', paging: 'current', scope: 'tenant', ops: { page: 'list', detail: 'detail' } } as const;

/** Usual logs: what the product itself notes (jobs, sweepers, integrations). */
export const logUsualResource = defineResource({
  ...logBase,
  key: 'logUsual',
  base: 'usual',
  table: 'blade_log_usual',
  title: { zh: '通用日志', en: 'Usual logs' },
  menu: 'log-usual',
  buttonPrefix: 'log_usual',
  fields: {
    logLevel: f.string({ zh: '日志级别', en: 'Level' }, { readonly: true, max: 10, list: 80, search: 'eq' }),
    logId: f.string({ zh: '日志业务id', en: 'Log id' }, { readonly: true, max: 64, list: 140, search: 'eq' }),
    logData: f.text({ zh: '日志数据', en: 'Data' }, { readonly: true, max: 10_000, list: 320, search: 'like' }),
    ...common,
  },
});

/** API logs: calls worth keeping a trace of. */
export const logApiResource = defineResource({
  ...logBase,
  key: 'logApi',
  base: 'api',
  table: 'blade_log_api',
  title: { zh: '接口日志', en: 'API logs' },
  menu: 'log-api',
  buttonPrefix: 'log_api',
  fields: {
    title: f.string({ zh: '日志名称', en: 'Title' }, { readonly: true, max: 200, list: 200, search: 'like' }),
    code: f.int({ zh: '返回码', en: 'Code' }, { readonly: true, list: 80, search: 'eq' }),
    time: f.int({ zh: '耗时(ms)', en: 'Time (ms)' }, { readonly: true, list: 90, sortable: true }),
    ...common,
  },
});

/** Error logs: browser error entries (spec 1 section 3) and unexpected server failures. */
export const logErrorResource = defineResource({
  ...logBase,
  key: 'logError',
  base: 'error',
  table: 'blade_log_error',
  title: { zh: '错误日志', en: 'Error logs' },
  menu: 'log-error',
  buttonPrefix: 'log_error',
  fields: {
    source: f.string({ zh: '来源', en: 'Source' }, {
      readonly: true,
      max: 10,
      list: 80,
      search: 'eq',
      options: [
        { value: 'browser', zh: '浏览器', en: 'Browser' },
        { value: 'server', zh: '服务端', en: 'Server' },
      ],
    }),
    url: f.string({ zh: '页面地址', en: 'Page URL' }, { readonly: true, max: 1000, list: 240, search: 'like' }),
    time: f.string({ zh: '发生时间', en: 'Occurred' }, { readonly: true, max: 40, list: 160 }),
    type: f.string({ zh: '错误类型', en: 'Type' }, { readonly: true, max: 100, list: 120, search: 'eq' }),
    message: f.string({ zh: '错误信息', en: 'Message' }, { readonly: true, max: 2000, list: 320, search: 'like' }),
    stack: f.text({ zh: '堆栈', en: 'Stack' }, { readonly: true, max: 20_000 }),
    info: f.text({ zh: '附加信息', en: 'Info' }, { readonly: true, max: 4000 }),
    ...common,
  },
});
