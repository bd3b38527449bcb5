/**
 * The shell's own commands, with their key bindings declared beside them: home, switch store,
 * store groups, lock, passwords, theme, language, tabs (Alt+1..9, Alt+W, close others, close all),
 * the help sheet (?), collapse, log out. Rendered once inside the layout.
 */
import { useRegisterCommands, type Command } from '../../commands/registry';
import { openDialog } from '../dialog-state';
import { requestLock } from '../lock-store';
import { openOperatingPassword } from '../operating-password-api';
import { openPasswordDialog, toggleCollapsed } from '../shell-state';
import { signOut } from '../sign-out';
import { HOME_PATH, tabByNumber } from '../tabs/tabs';
import { closeAllTabs, closeOtherTabs, closeTabOf, getTabs, showTab } from '../tabs/tabs-store';
import { pushPage } from './palette-store';

/** spec 1 section 2's /test/index: the self-check page (docs/system.md) */
export const SELF_CHECK_PATH = '/test/index';
export const CONSOLE_GROUP = { zh: '控制台', en: 'Console' };
export const TABS_GROUP = { zh: '标签页', en: 'Tabs' };

const c = (id: string, zh: string, en: string, run: Command['run'], extra: Partial<Command> = {}): Command => ({
  id,
  title: { zh, en },
  group: CONSOLE_GROUP,
  run,
  ...extra,
});

/** Alt+1..8 show that tab, Alt+9 the last one; Digit codes too, for keyboards where Alt types a character. */
const tabKeys: Command[] = Array.from({ length: 9 }, (_, i) => {
  const n = i + 1;
  return {
    id: `shell.tab.${n}`,
    title: n === 9 ? { zh: '切换到最后一个标签页', en: 'Show the last tab' } : { zh: `切换到第 ${n} 个标签页`, en: `Show tab ${n}` },
    group: TABS_GROUP,
    shortcut: [`Alt+${n}`, `Alt+Digit${n}`],
    palette: false,
    run: () => {
      const tab = tabByNumber(getTabs(), n);
      if (tab) showTab(tab.value);
    },
  };
});

export function ShellCommands({ navigate }: { navigate: (to: string) => void }) {
  const commands: Command[] = [
    c('shell.home', '回到首页', 'Go to home', () => navigate(HOME_PATH), { shortcut: 'g h', keywords: ['home', 'dashboard', 'shouye'] }),
    c('shell.switchStore', '切换门店…', 'Switch store…', () => pushPage('stores'), { keywords: ['store', 'mendian'] }),
    c('shell.storeGroups', '管理门店分组', 'Manage store groups', () => openDialog('storeGroups'), { keywords: ['group'] }),
    c('shell.lock', '锁屏', 'Lock screen', () => requestLock(), { keywords: ['lock'] }),
    c('shell.changePassword', '修改登录密码', 'Change login password', () => openPasswordDialog(), { keywords: ['password'] }),
    c('shell.changeOperatingPassword', '修改操作密码', 'Change operating password', () => void openOperatingPassword(), { keywords: ['password', 'operating'] }),
    c('shell.theme', '切换主题…', 'Change theme…', () => pushPage('theme'), { keywords: ['theme', 'dark', 'white', 'star', 'd2', 'iview', 'hey'] }),
    c('shell.language', '切换语言…', 'Change language…', () => pushPage('language'), { keywords: ['language', 'english', '中文'] }),
    c('shell.collapse', '收起/展开侧边菜单', 'Collapse or expand the side menu', () => toggleCollapsed(), { keywords: ['sidebar', 'menu'] }),
    c('shell.selfCheck', '系统自检', 'Self-check', () => navigate(SELF_CHECK_PATH), { keywords: ['test', 'check', 'health', 'zijian', SELF_CHECK_PATH] }),
    c('shell.help', '键盘快捷键', 'Keyboard shortcuts', () => openDialog('help'), { shortcut: ['?', 'Shift+?'], keywords: ['help', 'keys', 'shortcut'] }),
    {
      id: 'shell.closeTab',
      title: { zh: '关闭当前标签页', en: 'Close this tab' },
      group: TABS_GROUP,
      shortcut: ['Alt+w', 'Alt+KeyW'],
      run: () => closeTabOf(getTabs().active),
      enabled: () => getTabs().tabs.length > 1 && getTabs().active !== HOME_PATH,
    },
    { id: 'shell.closeOtherTabs', title: { zh: '关闭其他标签页', en: 'Close other tabs' }, group: TABS_GROUP, run: () => closeOtherTabs() },
    { id: 'shell.closeAllTabs', title: { zh: '关闭全部标签页', en: 'Close all tabs' }, group: TABS_GROUP, run: () => closeAllTabs() },
    ...tabKeys,
    c('shell.logout', '退出登录', 'Log out', () => void signOut(), { keywords: ['logout', 'sign out'] }),
  ];
  useRegisterCommands(commands);
  return null;
}
