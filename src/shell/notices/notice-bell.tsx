/**
 * The message-reminder bell of the left sidebar (spec 1 section 2): the unread count as a badge
 * (at most '10+'), polled every 120 s; it opens the notification dialog. Beside it, in blue, the
 * user's workflow tasks (待办 + 待签, blade-flow work/count), which the dialog lists and opens.
 */
import { Tooltip } from '@radix-ui/themes';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../menu-icon';
import { useShellState } from '../shell-state';
import { badgeText, TASK_BADGE_MAX, UNREAD_BADGE_MAX } from './badge';
import { openNoticeDialog } from './notice-dialog-store';
import { useContractReminders, useTaskCounts, useUnreadCount } from './notice-queries';
import './notices.css';

export function NoticeBell() {
  const { t } = useTranslation();
  const { collapsed } = useShellState();
  const unread = useUnreadCount();
  // the contracts waiting for the user's review count as unread reminders (spec 2: contract info reminder)
  const contracts = useContractReminders();
  const tasks = useTaskCounts().data ?? { todo: 0, claim: 0 };
  const ref = useRef<HTMLButtonElement>(null);
  const count = (unread.data ?? 0) + (contracts.data?.length ?? 0);
  const badge = badgeText(count, UNREAD_BADGE_MAX);
  const taskCount = tasks.todo + tasks.claim;
  const taskBadge = badgeText(taskCount, TASK_BADGE_MAX);
  const label = [
    count > 0 ? t('notices.bellUnread', { n: count }) : t('notices.title'),
    ...(taskCount > 0 ? [t('notices.bellTasks', { todo: tasks.todo, claim: tasks.claim })] : []),
  ].join(t('notices.labelSeparator'));
  const button = (
    <button
      ref={ref}
      type="button"
      className="nav-item sidebar-tool notice-bell"
      aria-label={label}
      aria-haspopup="dialog"
      onClick={() => openNoticeDialog(ref.current)}
    >
      <span className="nav-icon">
        <MenuIcon name="bell" />
      </span>
      <span className="nav-label">{t('notices.title')}</span>
      {badge && (
        <span className="tool-count" data-testid="unread-badge" aria-hidden>
          {badge}
        </span>
      )}
      {taskBadge && (
        <span className="tool-count task-count" data-testid="task-badge" aria-hidden>
          {taskBadge}
        </span>
      )}
    </button>
  );
  return collapsed ? (
    <Tooltip content={label} side="right">
      {button}
    </Tooltip>
  ) : (
    button
  );
}
