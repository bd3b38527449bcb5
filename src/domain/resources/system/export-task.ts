import { exportTaskActions, exportTaskRefusal } from '../../../machines/export-task.machine';
import { defineResource, f } from '../types';

const asTask = (row: Readonly<Record<string, unknown>>) => ({ state: Number(row.state), isConfirm: Number(row.isConfirm ?? 0), isDeleted: 0 });

/**
 * 导出任务 as a full page (the sidebar's dialog shows the same tasks): the caller's own export tasks
 * (spec 1 sections 4, 7), newest first, with the same calls as the dialog (crm-file/ahExportTask/list,
 * retry, delete, downloadFile), which the export module writes; what a task offers is the export-task
 * machine's answer. The server acts on the caller's own tasks whatever their buttons (the dialog
 * needs none); the page's buttons follow the menu's button codes.
 */
export const exportTaskResource = defineResource({
  key: 'exportTask',
  service: 'crm-file',
  base: 'ahExportTask',
  table: 'ah_export_task',
  existingTable: true,
  title: { zh: '导出任务', en: 'Export tasks' },
  menu: 'export-task',
  buttonPrefix: 'export_task',
  labelField: 'name',
  paging: 'current',
  scope: 'tenant',
  fields: {
    name: f.string({ zh: '任务名称', en: 'Task' }, { readonly: true, max: 200, list: 260 }),
    state: f.int({ zh: '任务状态', en: 'State' }, {
      readonly: true,
      list: 100,
      search: 'eq',
      options: [
        { value: 1, zh: '生成中', en: 'Generating' },
        { value: 2, zh: '等待中', en: 'Waiting' },
        { value: 3, zh: '已完成', en: 'Done' },
        { value: 4, zh: '失败', en: 'Failed' },
      ],
    }),
    isConfirm: f.int({ zh: '已下载', en: 'Downloaded' }, { readonly: true, list: 80, options: [{ value: 1, zh: '是', en: 'Yes' }, { value: 0, zh: '否', en: 'No' }] }),
    rowCount: f.int({ zh: '行数', en: 'Rows' }, { readonly: true, list: 90 }),
    createTime: f.datetime({ zh: '创建时间', en: 'Created' }, { readonly: true, list: 170 }),
    finishTime: f.datetime({ zh: '完成时间', en: 'Finished' }, { readonly: true, list: 170 }),
    failReason: f.string({ zh: '失败原因', en: 'Failure' }, { readonly: true, max: 500, list: 240 }),
  },
  ops: { page: 'list', remove: 'delete' },
  handWritten: ['list', 'delete'],
  actions: [
    {
      name: 'RETRY',
      label: { zh: '重试', en: 'Retry' },
      path: 'retry',
      permission: 'export_task_retry',
      custom: true,
      confirm: { zh: '确认重试？', en: 'Retry the export?' },
      key: 'Shift+R',
      applies: (row) => exportTaskActions(asTask(row)).includes('RETRY'),
      refusal: (row) => exportTaskRefusal(asTask(row), 'RETRY'),
    },
  ],
  files: [
    {
      name: 'file',
      label: { zh: '下载', en: 'Download' },
      path: 'downloadFile',
      permission: 'export_task_download',
      ext: 'xlsx',
      key: 'd',
      row: true,
      applies: (row) => exportTaskActions(asTask(row)).includes('DOWNLOAD'),
      // saved under the task's name, as the dialog saves it
      fileName: (row) => (/\.xlsx$/i.test(String(row.name ?? '')) ? String(row.name) : `${String(row.name ?? 'export')}.xlsx`),
    },
  ],
});
