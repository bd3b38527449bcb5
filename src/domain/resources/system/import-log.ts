import { defineResource, f } from '../types';

/** One row per import run; written by the import jobs, read and removed here. */
export const importLogResource = defineResource({
  key: 'importLog',
  service: 'crm-file',
  base: 'ahImportLog',
  table: 'ah_import_log',
  title: { zh: '导入日志', en: 'Import logs' },
  menu: 'import-log',
  buttonPrefix: 'import_log',
  paging: 'current',
  scope: 'tenant',
  fields: {
    kind: f.dict({ zh: '导入类型', en: 'Kind' }, { readonly: true, dict: 'import_kind', list: 140, search: 'eq' }),
    fileName: f.string({ zh: '文件名', en: 'File' }, { readonly: true, max: 255, list: 240, search: 'like' }),
    total: f.int({ zh: '总行数', en: 'Rows' }, { readonly: true, list: 80 }),
    succeeded: f.int({ zh: '成功', en: 'Succeeded' }, { readonly: true, list: 80 }),
    failed: f.int({ zh: '失败', en: 'Failed' }, { readonly: true, list: 80 }),
    status: f.dict({ zh: '导入状态', en: 'State' }, { readonly: true, dict: 'import_state', list: 100, search: 'eq' }),
    errorFile: f.string({ zh: '错误文件', en: 'Error file' }, { readonly: true, max: 500, list: 120 }),
    /** the failure of the whole run, when there is one (the rows' reasons are in the error file) */
    message: f.string({ zh: '说明', en: 'Message' }, { readonly: true, max: 500 }),
    createBy: f.string({ zh: '导入人', en: 'Imported by' }, { readonly: true, max: 50, list: 120, search: 'like' }),
    createTime: f.datetime({ zh: '导入时间', en: 'Imported' }, { readonly: true, list: 170, search: 'range', sortable: true }),
  },
  ops: { page: 'list', detail: 'detail', remove: ['remove', 'delete'] },
  files: [
    {
      // a run that refused rows offers its error workbook, saved under the name it was written with (线索导入错误数据<time>.xlsx)
      name: 'errorFile',
      label: { zh: '下载错误文件', en: 'Error file' },
      path: 'downloadErrorFile',
      permission: 'import_log_download',
      ext: 'xlsx',
      key: 'd',
      row: true,
      applies: (row) => Boolean(row.errorFile) && Number(row.failed) > 0,
      fileName: (row) => String(row.errorFile ?? ''),
    },
  ],
});
