/**
 * The message-reminder bell of the left sidebar (spec 1 section 2): the unread count as a badge
 * (at most '10+'), polled every 120 s; it opens the notification dialog.
 */
import { Tooltip } from '@radix-ui/themes';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../menu-icon';
import { useShellState } from '../shell-state';
import { badgeText, UNREAD_BADGE_MAX } from './badge';
import { openNoticeDialog } from './notice-dialog-store';
import { useContractReminders, useUnreadCount } from './notice-queries';
import './notices.css';

export function NoticeBell() {
  const { t } = useTranslation();
  const { collapsed } = useShellState();
  const unread = useUnreadCount();
  // the contracts waiting for the user's review count as unread reminders (spec 2: contract info reminder)
  const contracts = useContractReminders();
  const ref = useRef<HTMLButtonElement>(null);
  const count = (unread.data ?? 0) + (contracts.data?.length ?? 0);
  const badge = badgeText(count, UNREAD_BADGE_MAX);
  const label = count > 0 ? t('notices.bellUnread', { n: count }) : t('notices.title');
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
