/**
 * The notification dialog (spec 1 section 2): the newest unread notices (at most 10), each opening
 * its detail; mark all read; the full list. Arrow keys move between the notices.
 */
import { Badge, Button, Dialog, Flex, Spinner, Text } from '@radix-ui/themes';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { formatDateTime } from '../../domain/format';
import { restoreFocus } from '../focus-return';
import { toastSuccess } from '../ui-bus';
import { readAllNotices } from './notice-api';
import { closeNoticeDialog, useNoticeDialogOpen } from './notice-dialog-store';
import { refreshNotices, useContractReminders, useLastUnread, useTaskCounts, useUnreadCount } from './notice-queries';
import { CONTRACT_DETAIL_PATH } from '../../domain/resources/sales/contract';
import { CLAIM_PATH, NOTIFICATION_PATH, noticeDetailUrl, TODO_PATH } from './paths';

/** ArrowUp/ArrowDown/Home/End move focus between the buttons of a list. */
export function moveFocusIn(e: KeyboardEvent<HTMLElement>, selector: string): void {
  const items = [...e.currentTarget.querySelectorAll<HTMLElement>(selector)];
  const at = items.indexOf(document.activeElement as HTMLElement);
  const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[e.key];
  if (to === undefined || items.length === 0) return;
  e.preventDefault();
  items[Math.max(0, Math.min(items.length - 1, to))]?.focus();
}

export function NoticeDialog() {
  const { t } = useTranslation();
  const open = useNoticeDialogOpen();
  const [, navigate] = useLocation();
  const last = useLastUnread();
  const unread = useUnreadCount();
  const contracts = useContractReminders().data ?? [];
  const tasks = useTaskCounts().data ?? { todo: 0, claim: 0 };
  const [busy, setBusy] = useState(false);
  // going to a page leaves focus to that page instead of the bell
  const leaving = useRef(false);
  const list = last.data ?? [];
  const count = unread.data ?? list.length;

  function go(to: string) {
    leaving.current = true;
    closeNoticeDialog();
    navigate(to);
  }

  async function readAll() {
    setBusy(true);
    try {
      await readAllNotices();
      await refreshNotices();
      toastSuccess(t('notices.readAllDone'));
    } catch {
      // the http client has shown it
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && closeNoticeDialog()}>
      <Dialog.Content
        maxWidth="520px"
        className="notice-dialog"
        onOpenAutoFocus={() => {
          leaving.current = false;
        }}
        onCloseAutoFocus={(e) => {
          if (leaving.current) e.preventDefault();
          else restoreFocus(e);
        }}
      >
        <Dialog.Title>
          {t('notices.title')}
          {count > 0 && (
            <Text size="2" color="gray" weight="regular">
              {' '}
              {t('notices.unreadCount', { n: count })}
            </Text>
          )}
        </Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          {t('notices.dialogHint')}
        </Dialog.Description>

        <div className="notice-dialog-list" onKeyDown={(e) => moveFocusIn(e, '.notice-card')} aria-busy={last.isFetching}>
          {contracts.length > 0 && (
            <ul className="notice-cards" aria-label={t('notices.contractsToReview', { n: contracts.length })}>
              {contracts.map((c) => (
                <li key={c.id}>
                  <button type="button" className="notice-card" onClick={() => go(`${CONTRACT_DETAIL_PATH}?id=${encodeURIComponent(c.id)}`)}>
                    <span className="notice-dot" aria-hidden />
                    <span className="notice-card-main">
                      <span className="notice-card-title">{t('notices.contractToReview', { no: c.contractNo })}</span>
                      <span className="notice-card-summary">{c.customerName ?? ''}</span>
                      <span className="notice-card-meta">
                        <span>{formatDateTime(c.submitTime).slice(0, 16)}</span>
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {last.isPending && !last.data ? (
            <Flex justify="center" py="6">
              <Spinner />
            </Flex>
          ) : list.length === 0 && contracts.length === 0 ? (
            <Text as="p" color="gray" align="center" size="2" my="6">
              {t('notices.noUnread')}
            </Text>
          ) : (
            <ul className="notice-cards" aria-label={t('notices.lastUnread')}>
              {list.map((n) => (
                <li key={n.id}>
                  <button type="button" className="notice-card" onClick={() => go(noticeDetailUrl(n.id))}>
                    <span className="notice-dot" aria-hidden />
                    <span className="notice-card-main">
                      <span className="notice-card-title">{n.title}</span>
                      {n.summary && <span className="notice-card-summary">{n.summary}</span>}
                      <span className="notice-card-meta">
                        {n.categoryName && (
                          <Badge size="1" variant="soft" color="gray">
                            {n.categoryName}
                          </Badge>
                        )}
                        <span>{formatDateTime(n.publishTime ?? n.updateTime).slice(0, 16)}</span>
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>

        {/* the user's workflow queues (待办, 待签), each opening its list; after the notices, so the first
            notice still takes the focus when the dialog opens */}
        <Flex gap="2" mt="3" className="notice-tasks" role="group" aria-label={t('notices.tasks')}>
          <Button variant="soft" color={tasks.todo > 0 ? 'blue' : 'gray'} data-testid="todo-count" onClick={() => go(TODO_PATH)}>
            {t('notices.todoCount', { n: tasks.todo })}
          </Button>
          <Button variant="soft" color={tasks.claim > 0 ? 'blue' : 'gray'} data-testid="claim-count" onClick={() => go(CLAIM_PATH)}>
            {t('notices.claimCount', { n: tasks.claim })}
          </Button>
        </Flex>

        <Flex justify="between" gap="3" mt="4" wrap="wrap">
          <Button variant="soft" color="gray" onClick={() => void readAll()} disabled={count === 0} loading={busy}>
            {t('notices.readAll')}
          </Button>
          <Flex gap="3">
            <Dialog.Close>
              <Button variant="soft" color="gray">
                {t('common.close')}
              </Button>
            </Dialog.Close>
            <Button onClick={() => go(NOTIFICATION_PATH)}>{t('notices.viewAll')}</Button>
          </Flex>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
