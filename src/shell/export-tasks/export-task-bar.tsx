/**
 * The export-task bar of the left sidebar (spec 1 sections 2 and 9): a badge of the tasks still
 * running or done but not downloaded (at most '99+'); it opens the export-tasks dialog. When a task
 * turns done or failed, a tooltip says so for 5 s (and is announced).
 */
import { Tooltip } from '@radix-ui/themes';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../menu-icon';
import { badgeText, EXPORT_BADGE_MAX } from '../notices/badge';
import { useShellState } from '../shell-state';
import { anyRunning, badgeCount } from './export-task-logic';
import { hideExportTip, openExportDialog, useExportTaskState } from './export-task-store';
import { useExportTaskList } from './use-export-tasks';
import './export-tasks.css';

export function ExportTaskBar() {
  const { t } = useTranslation();
  const { collapsed } = useShellState();
  const { tip } = useExportTaskState();
  const list = useExportTaskList();
  const ref = useRef<HTMLButtonElement>(null);
  const tasks = list.data?.records ?? [];
  const count = badgeCount(tasks);
  const badge = badgeText(count, EXPORT_BADGE_MAX);
  const running = anyRunning(tasks);
  const label = count > 0 ? t('exportTasks.barCount', { n: count }) : t('exportTasks.title');
  const tipText = tip ? t(tip.kind === 'done' ? 'exportTasks.tipDone' : 'exportTasks.tipFailed', { name: tip.names.join('、') }) : '';

  const open = () => {
    hideExportTip();
    openExportDialog(ref.current);
  };

  const button = (
    <button ref={ref} type="button" className="nav-item sidebar-tool export-bar" aria-label={label} aria-haspopup="dialog" onClick={open} data-running={running || undefined}>
      <span className="nav-icon">
        <MenuIcon name="download" />
      </span>
      <span className="nav-label">{t('exportTasks.title')}</span>
      {badge && (
        <span className="tool-count" data-testid="export-badge" aria-hidden>
          {badge}
        </span>
      )}
    </button>
  );

  return (
    <div className="export-bar-wrap">
      {collapsed && !tip ? (
        <Tooltip content={label} side="right">
          {button}
        </Tooltip>
      ) : (
        button
      )}
      <div className="export-tip-live" role="status" aria-live="polite">
        {tip && (
          <button type="button" key={tip.id} className="export-tip" data-kind={tip.kind} onClick={open}>
            {tipText}
          </button>
        )}
      </div>
    </div>
  );
}
