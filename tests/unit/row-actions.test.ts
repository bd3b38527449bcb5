import { describe, expect, it } from 'vitest';
import { offeredActions, rowActionCommands, type ListRowAction } from '../../src/screens/resource/row-actions';
import type { AnyRow } from '../../src/screens/resource/use-resource';

const ran: string[] = [];
const actions: ListRowAction[] = [
  { id: 'up', label: { zh: '上架', en: 'List' }, applies: (r) => r.state === 0, run: (r) => ran.push(`up ${r.id}`) },
  { id: 'down', label: { zh: '下架', en: 'Unlist' }, shortcut: 'd', applies: (r) => r.state === 1, run: (r, sel) => ran.push(`down ${r.id} [${sel.map((s) => s.id).join(',')}]`) },
];
const listed: AnyRow = { id: '1', state: 1 };
const unlisted: AnyRow = { id: '2', state: 0 };

describe('row actions', () => {
  it('a row offers the actions that apply to it, in declared order', () => {
    expect(offeredActions(actions, listed).map((a) => a.id)).toEqual(['down']);
    expect(offeredActions(actions, unlisted).map((a) => a.id)).toEqual(['up']);
  });

  it('each action is a palette command with its id, label and key', () => {
    const commands = rowActionCommands(actions, () => listed);
    expect(commands.map((c) => [c.id, c.label.zh, c.shortcut])).toEqual([
      ['up', '上架', undefined],
      ['down', '下架', 'd'],
    ]);
  });

  it('a command is enabled and runs only where the focused row offers it', () => {
    ran.length = 0;
    let focused: AnyRow | undefined = listed;
    const [up, down] = rowActionCommands(actions, () => focused, () => [listed, unlisted]);
    expect(up.enabled()).toBe(false);
    expect(down.enabled()).toBe(true);
    up.run();
    down.run();
    expect(ran).toEqual(['down 1 [1,2]']);
    focused = undefined;
    expect(down.enabled()).toBe(false);
    down.run();
    expect(ran).toEqual(['down 1 [1,2]']);
  });

  it('without a selection an action gets none', () => {
    ran.length = 0;
    rowActionCommands(actions, () => listed)[1].run();
    expect(ran).toEqual(['down 1 []']);
  });
});
