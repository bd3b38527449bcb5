import { describe, expect, it, vi } from 'vitest';
import { CommandRegistry, filterCommands, matchScore, type Command, type RecentStore } from '../../src/commands/registry';
import { formatShortcut, isActivationElement, isBindable, isTypingElement, type ElementLike } from '../../src/commands/keys';
import { buildListCommands, LIST_SHORTCUTS, rowAfterKey, type ListHandlers } from '../../src/screens/resource/list-keys';
import { dictResource } from '../../src/domain/resources/system/dict';

const memoryStore = (initial: string[] = []): RecentStore & { saved: string[] } => {
  const s = {
    saved: initial,
    load: () => s.saved,
    save: (ids: readonly string[]) => void (s.saved = [...ids]),
  };
  return s;
};

const cmd = (id: string, zh: string, en: string, extra: Partial<Command> = {}): Command => ({
  id,
  title: { zh, en },
  group: { zh: '测试', en: 'Test' },
  run: () => undefined,
  ...extra,
});

describe('command registry', () => {
  it('lists registered commands in registration order and removes exactly what was added', () => {
    const r = new CommandRegistry(memoryStore());
    const off1 = r.register([cmd('a', '甲', 'Alpha'), cmd('b', '乙', 'Beta')]);
    const off2 = r.register([cmd('c', '丙', 'Gamma')]);
    expect(r.list().map((c) => c.id)).toEqual(['a', 'b', 'c']);
    off1();
    expect(r.list().map((c) => c.id)).toEqual(['c']);
    off1(); // a second call does nothing
    off2();
    expect(r.list()).toEqual([]);
  });

  it('lets a later registration of an id shadow an earlier one until it leaves', () => {
    const r = new CommandRegistry(memoryStore());
    r.register([cmd('x', '旧', 'Old')]);
    const off = r.register([cmd('x', '新', 'New')]);
    expect(r.list().map((c) => c.title.en)).toEqual(['New']);
    off();
    expect(r.list().map((c) => c.title.en)).toEqual(['Old']);
  });

  it('notifies subscribers on change', () => {
    const r = new CommandRegistry(memoryStore());
    const listener = vi.fn();
    const unsubscribe = r.subscribe(listener);
    const off = r.register([cmd('a', '甲', 'A')]);
    off();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    r.register([cmd('b', '乙', 'B')]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('runs only enabled commands and remembers them, most recent first', async () => {
    const store = memoryStore();
    const r = new CommandRegistry(store);
    const run = vi.fn();
    r.register([cmd('a', '甲', 'A', { run }), cmd('b', '乙', 'B', { run }), cmd('off', '关', 'Off', { run, enabled: () => false })]);
    expect(await r.run('a')).toBe(true);
    expect(await r.run('b')).toBe(true);
    expect(await r.run('a')).toBe(true);
    expect(await r.run('off')).toBe(false);
    expect(await r.run('missing')).toBe(false);
    expect(run).toHaveBeenCalledTimes(3);
    expect(r.recentIds()).toEqual(['a', 'b']);
    expect(store.saved).toEqual(['a', 'b']);
    // a new registry reads the stored recent list
    expect(new CommandRegistry(store).recentIds()).toEqual(['a', 'b']);
  });
});

describe('command filtering order', () => {
  const commands = [
    cmd('dict.add', '字典管理: 新增', 'Dictionaries: Add'),
    cmd('dict.export', '字典管理: 导出', 'Dictionaries: Export'),
    cmd('param.add', '参数管理: 新增', 'Parameters: Add'),
    cmd('shell.logout', '退出登录', 'Log out', { keywords: ['signout'] }),
    cmd('dict.next', '字典管理: 下一行', 'Dictionaries: Next row', { palette: false }),
    cmd('dict.edit', '字典管理: 编辑', 'Dictionaries: Edit', { enabled: () => false }),
  ];

  it('without a query: recent first, then registration order; hidden and disabled left out', () => {
    const out = filterCommands(commands, '', { lang: 'zh', recent: ['shell.logout', 'param.add'] });
    expect(out.map((c) => c.id)).toEqual(['shell.logout', 'param.add', 'dict.add', 'dict.export']);
  });

  it('ranks whole and prefix matches above substrings, then recent, then order', () => {
    const out = filterCommands(commands, '新增', { lang: 'zh', recent: ['param.add'] });
    expect(out.map((c) => c.id)).toEqual(['param.add', 'dict.add']);
    const prefix = filterCommands(commands, '字典', { lang: 'zh' });
    expect(prefix.map((c) => c.id)).toEqual(['dict.add', 'dict.export']);
    const exact = filterCommands(commands, '退出登录', { lang: 'zh' });
    expect(exact[0].id).toBe('shell.logout');
  });

  it('matches the other language and keywords too, a little lower', () => {
    expect(filterCommands(commands, 'export', { lang: 'zh' }).map((c) => c.id)).toEqual(['dict.export']);
    expect(filterCommands(commands, 'signout', { lang: 'en' }).map((c) => c.id)).toEqual(['shell.logout']);
    // letters in order (subsequence) still match
    expect(filterCommands(commands, 'dcexp', { lang: 'en' }).map((c) => c.id)).toEqual(['dict.export']);
  });

  it('keeps disabled and hidden commands for the help sheet when asked', () => {
    const all = filterCommands(commands, '', { lang: 'zh', includeDisabled: true, includeHidden: true });
    expect(all).toHaveLength(commands.length);
  });

  it('scores matches', () => {
    expect(matchScore('Log out', 'log out')).toBe(4);
    expect(matchScore('Log out', 'log')).toBe(3);
    expect(matchScore('Dictionaries: Add', 'add')).toBe(2);
    expect(matchScore('Dictionaries', 'tion')).toBe(1);
    expect(matchScore('Dictionaries', 'dcs')).toBe(0.5);
    expect(matchScore('Dictionaries', 'xyz')).toBe(0);
  });
});

describe('key binding rules', () => {
  const el = (tagName: string, attrs: Record<string, string> = {}, extra: Partial<ElementLike> = {}): ElementLike => ({
    tagName,
    getAttribute: (name) => attrs[name] ?? null,
    ...extra,
  });

  it('never binds bare Control or Meta combinations (the browser and the palette own them)', () => {
    expect(isBindable('n')).toBe(true);
    expect(isBindable('Shift+Delete')).toBe(true);
    expect(isBindable('ArrowDown')).toBe(true);
    expect(isBindable('$mod+k')).toBe(false);
    expect(isBindable('Control+s')).toBe(false);
    expect(isBindable('Meta+Enter')).toBe(false);
    expect(isBindable('g Control+x')).toBe(false);
  });

  it('treats text inputs, text areas, selects, editable text and combo boxes as typing', () => {
    expect(isTypingElement(el('INPUT', { type: 'text' }))).toBe(true);
    expect(isTypingElement(el('INPUT', {}))).toBe(true);
    expect(isTypingElement(el('INPUT', { type: 'date' }))).toBe(true);
    expect(isTypingElement(el('INPUT', { type: 'checkbox' }))).toBe(false);
    expect(isTypingElement(el('TEXTAREA'))).toBe(true);
    expect(isTypingElement(el('SELECT'))).toBe(true);
    expect(isTypingElement(el('DIV', {}, { isContentEditable: true }))).toBe(true);
    expect(isTypingElement(el('BUTTON', { role: 'combobox' }))).toBe(true);
    expect(isTypingElement(el('DIV', { role: 'grid' }))).toBe(false);
    expect(isTypingElement(null)).toBe(false);
  });

  it('leaves Enter and Space to buttons, links and checkboxes', () => {
    expect(isActivationElement(el('BUTTON'))).toBe(true);
    expect(isActivationElement(el('A', { href: '/x' }))).toBe(true);
    expect(isActivationElement(el('A'))).toBe(false);
    expect(isActivationElement(el('BUTTON', { role: 'checkbox' }))).toBe(true);
    expect(isActivationElement(el('DIV', { role: 'grid' }))).toBe(false);
  });

  it('formats shortcuts for display', () => {
    expect(formatShortcut('$mod+k', false)).toBe('Ctrl+K');
    expect(formatShortcut('$mod+k', true)).toBe('⌘K');
    expect(formatShortcut('ArrowDown', false)).toBe('↓');
    expect(formatShortcut('Shift+Delete', false)).toBe('Shift+Del');
    expect(formatShortcut('n', false)).toBe('N');
  });
});

describe('list commands', () => {
  const handlers = (over: Partial<ListHandlers> = {}): ListHandlers => ({
    add: () => undefined,
    focusSearch: () => undefined,
    exportList: () => undefined,
    view: () => undefined,
    edit: () => undefined,
    remove: () => undefined,
    refresh: () => undefined,
    move: () => undefined,
    moveTo: () => undefined,
    toggle: () => undefined,
    toggleAll: () => undefined,
    nextPage: () => undefined,
    prevPage: () => undefined,
    canNextPage: () => true,
    canPrevPage: () => false,
    hasRow: () => true,
    hasTarget: () => true,
    hasRows: () => true,
    ...over,
  });

  it('titles commands "<title>: <action>" in both languages with the list shortcuts', () => {
    const list = buildListCommands(dictResource, handlers());
    const add = list.find((c) => c.id === 'dict.add')!;
    expect(add.title).toEqual({ zh: '字典管理: 新增', en: 'Dictionaries: Add' });
    expect(add.shortcut).toBe('n');
    expect(list.find((c) => c.id === 'dict.search')!.title.zh).toBe('字典管理: 搜索');
    expect(list.find((c) => c.id === 'dict.search')!.shortcut).toBe('/');
    expect(list.find((c) => c.id === 'dict.export')!.title.zh).toBe('字典管理: 导出');
    expect(list.find((c) => c.id === 'dict.view')!.shortcut).toBe('Enter');
    expect(list.find((c) => c.id === 'dict.edit')!.shortcut).toBe('e');
    expect(list.find((c) => c.id === 'dict.delete')!.shortcut).toBe('Delete');
    expect(list.find((c) => c.id === 'dict.next')!.shortcut).toEqual(LIST_SHORTCUTS.next);
    expect(list.find((c) => c.id === 'dict.toggle')!.shortcut).toEqual(['Space', 'x']);
    expect(list.find((c) => c.id === 'dict.next')!.palette).toBe(false);
  });

  it('offers no command for a missing handler (no path or no permission)', () => {
    const ids = buildListCommands(dictResource, handlers({ add: undefined, exportList: undefined, remove: undefined })).map((c) => c.id);
    expect(ids).not.toContain('dict.add');
    expect(ids).not.toContain('dict.export');
    expect(ids).not.toContain('dict.delete');
    expect(ids).toContain('dict.view');
  });

  it('enables row commands only with a focused row, and carries declared actions', () => {
    let focused = false;
    const run = vi.fn();
    const list = buildListCommands(
      dictResource,
      handlers({
        hasRow: () => focused,
        rowCommands: [{ id: 'action.SEAL', label: { zh: '封存', en: 'Seal' }, shortcut: 's', run, enabled: () => focused }],
      }),
    );
    const edit = list.find((c) => c.id === 'dict.edit')!;
    const seal = list.find((c) => c.id === 'dict.action.SEAL')!;
    expect(seal.title).toEqual({ zh: '字典管理: 封存', en: 'Dictionaries: Seal' });
    expect(seal.shortcut).toBe('s');
    expect(edit.enabled!()).toBe(false);
    expect(seal.enabled!()).toBe(false);
    focused = true;
    expect(edit.enabled!()).toBe(true);
    expect(filterCommands(list, '封存', { lang: 'zh' }).map((c) => c.id)).toEqual(['dict.action.SEAL']);
  });

  it('moves a screen\'s own rows with the same keys: ↓/j, ↑/k stop at the ends, Home/End jump, other keys are not list keys', () => {
    expect([rowAfterKey('ArrowDown', 1, 3), rowAfterKey('j', 2, 3)]).toEqual([2, 2]);
    expect([rowAfterKey('ArrowUp', 1, 3), rowAfterKey('k', 0, 3)]).toEqual([0, 0]);
    expect([rowAfterKey('Home', 2, 3), rowAfterKey('End', 0, 3)]).toEqual([0, 2]);
    expect([rowAfterKey('Enter', 1, 3), rowAfterKey('J', 1, 3), rowAfterKey('Delete', 1, 3)]).toEqual([null, null, null]);
  });
});
