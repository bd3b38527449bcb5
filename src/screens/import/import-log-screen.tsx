/**
 * 导入日志 (/import/importlogs): the generic list of import runs, with the error workbook of a run
 * that refused rows one key away (button import_log_download).
 */
import { importLogResource } from '../../domain/resources/system/import-log';
import { ResourceListScreen, type RowAction } from '../resource/resource-list-screen';
import { usePermissions } from '../resource/use-permissions';
import { downloadErrorFile } from './import-api';

export function ImportLogScreen() {
  const can = usePermissions();
  const actions: RowAction[] = can('import_log_download')
    ? [
        {
          key: 'import.errorFile',
          label: { zh: '下载错误文件', en: 'Error file' },
          applies: (row) => Boolean(row.errorFile) && Number(row.failed) > 0,
          // errorFile holds the workbook's name (线索导入错误数据<time>.xlsx), as on the import page
          run: (row) => void downloadErrorFile(String(row.id), String(row.errorFile)),
        },
      ]
    : [];
  return <ResourceListScreen decl={importLogResource} extraRowActions={actions} />;
}
