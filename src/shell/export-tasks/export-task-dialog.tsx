/**
 * The export-tasks dialog (spec 1 sections 2, 4, 8, 9): the user's tasks, newest first, with the
 * state from the dictionary export_task_state; a marker on done tasks not yet downloaded; the slow
 * hint for tasks still generating or waiting after 5 minutes; retry (failed; 确认重试？),
 * download (done; saved under the task's name, which confirms it) and delete (删除后无法恢复，
 * 确认删除？), each followed by 操作成功, offered as src/machines/export-task.machine.ts allows.
 * Up/Down move between the rows' actions.
 */
import { Badge, Button, Callout, Dialog, Flex, IconButton, Spinner, Table, Text, Tooltip, VisuallyHidden } from '@radix-ui/themes';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../domain/format';
import { ConfirmDialog } from '../../screens/resource/confirm-dialog';
import { useConfirm } from '../../screens/resource/confirm';
import { useDictionary } from '../../screens/resource/use-resource';
import { restoreFocus } from '../focus-return';
import { MenuIcon } from '../menu-icon';
import { toastSuccess } from '../ui-bus';
import { deleteExportTasks, downloadExportTask, retryExportTasks } from './export-task-api';
import { EXPORT_LIST_SIZE, EXPORT_STATE, isRunning, isSlow, isUnconfirmedDone, stateLabel, type ExportTask } from './export-task-logic';
import { closeExportDialog, useExportTaskState } from './export-task-store';
import { exportTaskActions } from '../../machines/export-task.machine';
import { useExportTaskList, useExportTaskWatcher } from './use-export-tasks';
import './export-tasks.css';

const STATE_COLOR: Record<number, 'blue' | 'gray' | 'green' | 'red'> = { 1: 'blue', 2: 'gray', 3: 'green', 4: 'red' };

/** Up/Down move to the same action of the next row (or its first one). */
function onRowsKeyDown(e: KeyboardEvent<HTMLElement>) {
  if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
  const active = document.activeElement as HTMLElement | null;
  const row = active?.closest('tr');
  if (!row) return;
  const rows = [...e.currentTarget.querySelectorAll<HTMLTableRowElement>('tr[data-task]')];
  const at = rows.indexOf(row as HTMLTableRowElement);
  const next = rows[at + (e.key === 'ArrowDown' ? 1 : -1)];
  if (!next) return;
  e.preventDefault();
  const actions = [...row.querySelectorAll<HTMLElement>('button')];
  const col = actions.indexOf(active!);
  const target = [...next.querySelectorAll<HTMLElement>('button')];
  (target[col] ?? target[0])?.focus();
}

export function ExportTaskDialog() {
  useExportTaskWatcher();
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const { open } = useExportTaskState();
  const list = useExportTaskList();
  const dict = useDictionary(open ? 'export_task_state' : undefined);
  const confirm = useConfirm(lang);
  const [downloading, setDownloading] = useState<string | null>(null);
  // the slow hint and the elapsed times follow the clock while the dialog is open
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!open) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, [open]);

  const tasks = list.data?.records ?? [];
  const total = list.data?.total ?? 0;
  const slow = tasks.some((x) => isSlow(x, now));
  const done = () => toastSuccess(t('exportTasks.success'));

  function retry(task: ExportTask) {
    void confirm.ask({
      message: t('exportTasks.confirmRetry'),
      run: async () => {
        await retryExportTasks([task.ahExportTaskId]);
        await list.refetch();
        done();
      },
    });
  }

  function remove(task: ExportTask) {
    void confirm.ask({
      message: t('exportTasks.confirmDelete'),
      danger: true,
      run: async () => {
        await deleteExportTasks([task.ahExportTaskId]);
        await list.refetch();
        done();
      },
    });
  }

  async function download(task: ExportTask) {
    if (downloading) return;
    setDownloading(task.ahExportTaskId);
    try {
      await downloadExportTask(task);
      await list.refetch();
      done();
    } catch {
      // the http client has shown the failure
    } finally {
      setDownloading(null);
    }
  }

  return (
    <>
      <Dialog.Root open={open} onOpenChange={(o) => !o && closeExportDialog()}>
        <Dialog.Content
          maxWidth="940px"
          className="export-dialog"
          onCloseAutoFocus={restoreFocus}
          onOpenAutoFocus={(e) => {
            // the newest task's first action, when the list is there
            const first = (e.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>('tr[data-task] button');
            if (first) {
              e.preventDefault();
              first.focus();
            }
          }}
        >
          <Flex justify="between" align="center" gap="3">
            <Dialog.Title mb="0">{t('exportTasks.title')}</Dialog.Title>
            <Tooltip content={t('exportTasks.refresh')}>
              <IconButton variant="ghost" color="gray" onClick={() => void list.refetch()} aria-label={t('exportTasks.refresh')} loading={list.isFetching}>
                <MenuIcon name="refresh" size={16} />
              </IconButton>
            </Tooltip>
          </Flex>
          <Dialog.Description size="2" color="gray" mt="1" mb="3">
            {t('exportTasks.hint')}
          </Dialog.Description>

          {slow && (
            <Callout.Root color="amber" size="1" mb="3" role="status">
              <Callout.Text>{t('exportTasks.slow')}</Callout.Text>
            </Callout.Root>
          )}

          <div className="export-table-wrap">
            {list.isPending ? (
              <Flex justify="center" py="6">
                <Spinner />
              </Flex>
            ) : tasks.length === 0 ? (
              <Text as="p" color="gray" align="center" size="2" my="6">
                {t('exportTasks.empty')}
              </Text>
            ) : (
              <Table.Root size="1" variant="surface">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeaderCell>{t('exportTasks.name')}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell width="96px">{t('exportTasks.state')}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell width="164px">{t('exportTasks.createTime')}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell width="164px">{t('exportTasks.finishTime')}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell width="72px" justify="end">
                      {t('exportTasks.rows')}
                    </Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell width="156px">{t('exportTasks.actions')}</Table.ColumnHeaderCell>
                  </Table.Row>
                </Table.Header>
                <Table.Body onKeyDown={onRowsKeyDown}>
                  {tasks.map((task) => {
                    const fresh = isUnconfirmedDone(task);
                    // the actions the export-task machine allows in the task's state (the server asks it too)
                    const actions = exportTaskActions(task);
                    const label = stateLabel(task.state, lang, dict.data);
                    return (
                      <Table.Row key={task.ahExportTaskId} data-task={task.ahExportTaskId} data-state={task.state} align="center">
                        <Table.Cell>
                          <Flex align="center" gap="2">
                            {fresh && (
                              <span className="export-new" title={t('exportTasks.newMarker')}>
                                <VisuallyHidden>{t('exportTasks.newMarker')}</VisuallyHidden>
                              </span>
                            )}
                            <Text weight={fresh ? 'medium' : 'regular'} className="export-name">
                              {task.name}
                            </Text>
                          </Flex>
                          {task.state === EXPORT_STATE.FAILED && task.failReason && (
                            <Text as="div" size="1" color="red" mt="1">
                              {task.failReason}
                            </Text>
                          )}
                          {isSlow(task, now) && (
                            <Text as="div" size="1" color="amber" mt="1">
                              {t('exportTasks.slowRow')}
                            </Text>
                          )}
                        </Table.Cell>
                        <Table.Cell>
                          <Badge color={STATE_COLOR[task.state] ?? 'gray'} variant="soft" className="export-state">
                            {isRunning(task) && task.state === EXPORT_STATE.GENERATING && <Spinner size="1" />}
                            {label}
                          </Badge>
                        </Table.Cell>
                        <Table.Cell>
                          <Text size="1">{formatDateTime(task.createTime)}</Text>
                        </Table.Cell>
                        <Table.Cell>
                          <Text size="1">{task.finishTime ? formatDateTime(task.finishTime) : '—'}</Text>
                        </Table.Cell>
                        <Table.Cell justify="end">
                          <Text size="1">{task.state === EXPORT_STATE.DONE ? (task.rowCount ?? 0) : '—'}</Text>
                        </Table.Cell>
                        <Table.Cell>
                          <Flex gap="3" wrap="nowrap">
                            {actions.includes('DOWNLOAD') && (
                              <Button size="1" variant="ghost" onClick={() => void download(task)} loading={downloading === task.ahExportTaskId}>
                                {t('exportTasks.download')}
                              </Button>
                            )}
                            {actions.includes('RETRY') && (
                              <Button size="1" variant="ghost" onClick={() => retry(task)}>
                                {t('exportTasks.retry')}
                              </Button>
                            )}
                            {actions.includes('DELETE') && (
                              <Button size="1" variant="ghost" color="red" onClick={() => remove(task)}>
                                {t('exportTasks.delete')}
                              </Button>
                            )}
                          </Flex>
                        </Table.Cell>
                      </Table.Row>
                    );
                  })}
                </Table.Body>
              </Table.Root>
            )}
          </div>

          <Flex justify="between" align="center" mt="4">
            <Text size="1" color="gray">
              {total > EXPORT_LIST_SIZE ? t('exportTasks.shownOf', { n: EXPORT_LIST_SIZE, total }) : t('exportTasks.total', { n: total })}
              {' · '}
              {t('exportTasks.autoDelete')}
            </Text>
            <Dialog.Close>
              <Button variant="soft" color="gray">
                {t('common.close')}
              </Button>
            </Dialog.Close>
          </Flex>
        </Dialog.Content>
      </Dialog.Root>
      <ConfirmDialog controller={confirm} lang={lang} />
    </>
  );
}
