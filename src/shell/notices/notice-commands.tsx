/**
 * Palette commands of the notices, courses, personal information and export tasks (the console
 * group, so they sit with the shell's own commands); `g n` opens the notice list, `g e` the
 * export tasks.
 */
import { useRegisterCommands, type Command } from '../../commands/registry';
import { openExportDialog } from '../export-tasks/export-task-store';
import { CONSOLE_GROUP } from '../palette/shell-commands';
import { translate } from '../../i18n';
import { getNextContract, readAllNotices } from './notice-api';
import { CONTRACT_DETAIL_PATH } from '../../domain/resources/sales/contract';
import { showToast, toastSuccess } from '../ui-bus';
import { openNoticeDialog } from './notice-dialog-store';
import { refreshNotices, useTaskCounts } from './notice-queries';
import { ARTICLE_PATH, CLAIM_PATH, INFO_PATH, NOTIFICATION_PATH, TODO_PATH } from './paths';

export function NoticeCommands({ navigate }: { navigate: (to: string) => void }) {
  const tasks = useTaskCounts().data ?? { todo: 0, claim: 0 };
  const commands: Command[] = [
    {
      // the user's workflow queues with their counts ("待办 3"), opening the lists
      id: 'shell.todo',
      title: { zh: `待办 ${tasks.todo}`, en: `To do ${tasks.todo}` },
      group: CONSOLE_GROUP,
      keywords: ['todo', 'task', 'daiban', 'workflow', '待办事务', TODO_PATH],
      run: () => navigate(TODO_PATH),
    },
    {
      id: 'shell.claim',
      title: { zh: `待签 ${tasks.claim}`, en: `To claim ${tasks.claim}` },
      group: CONSOLE_GROUP,
      keywords: ['claim', 'task', 'daiqian', 'workflow', '待签事务', CLAIM_PATH],
      run: () => navigate(CLAIM_PATH),
    },
    {
      id: 'shell.notices',
      title: { zh: '消息通知', en: 'Notifications' },
      group: CONSOLE_GROUP,
      keywords: ['notice', 'notification', 'message', 'bell', 'xiaoxi', '未读'],
      run: () => openNoticeDialog(),
    },
    {
      id: 'shell.noticeList',
      title: { zh: '通知公告列表', en: 'All notices' },
      group: CONSOLE_GROUP,
      keywords: ['notice', 'tongzhi', NOTIFICATION_PATH],
      shortcut: 'g n',
      run: () => navigate(NOTIFICATION_PATH),
    },
    {
      // an approver's queue: the oldest contract whose turn is theirs, in the current store
      id: 'shell.nextContract',
      title: { zh: '审批下一份合同', en: 'Review the next contract' },
      group: CONSOLE_GROUP,
      keywords: ['contract', 'review', 'approve', 'hetong', 'shenpi', '审批', '合同'],
      shortcut: 'g r',
      run: async () => {
        try {
          const next = await getNextContract();
          if (next) navigate(`${CONTRACT_DETAIL_PATH}?id=${encodeURIComponent(next.id)}`);
          else showToast('info', translate('notices.noContract'));
        } catch {
          // shown by the http client
        }
      },
    },
    {
      id: 'shell.noticeReadAll',
      title: { zh: '全部通知标为已读', en: 'Mark all notices read' },
      group: CONSOLE_GROUP,
      keywords: ['read all', 'notice'],
      run: async () => {
        try {
          await readAllNotices();
          await refreshNotices();
          toastSuccess(translate('notices.readAllDone'));
        } catch {
          // shown by the http client
        }
      },
    },
    {
      id: 'shell.articles',
      title: { zh: '课程文章', en: 'Courses and articles' },
      group: CONSOLE_GROUP,
      keywords: ['course', 'article', 'kecheng', 'training', ARTICLE_PATH],
      run: () => navigate(ARTICLE_PATH),
    },
    {
      id: 'shell.info',
      title: { zh: '个人信息', en: 'Personal information' },
      group: CONSOLE_GROUP,
      keywords: ['profile', 'account', 'me', 'gerenxinxi', INFO_PATH],
      run: () => navigate(INFO_PATH),
    },
    {
      id: 'shell.exportTasks',
      title: { zh: '导出任务', en: 'Export tasks' },
      group: CONSOLE_GROUP,
      keywords: ['export', 'download', 'excel', 'daochu'],
      shortcut: 'g e',
      run: () => openExportDialog(),
    },
  ];
  useRegisterCommands(commands);
  return null;
}
