/**
 * Reading a declaration's `tabs` (src/domain/resources/tabs.ts): field tabs (work orders by state)
 * and declared tabs (the clue desk's computed visit tabs): their order, keys and tones, the filter
 * they set, the tab an address asks for, a count per tab out of the count call's answer, and the
 * palette commands with their keys.
 */
import { describe, expect, it } from 'vitest';
import { CLUE_TABS, clueTraceResource, type ClueTabAnswer } from '../../src/domain/resources/sales/clue-trace';
import { workOrderResource, WORK_ORDER_STATE_OPTIONS } from '../../src/domain/resources/operations/work-order';
import { initialTab, tabCount, tabCounts, tabFilter, tabFromQuery, tabParam, tabsOf } from '../../src/domain/resources/tabs';
import { tabCommands } from '../../src/screens/resource/list-keys';

const field = workOrderResource.tabs;
const desk = clueTraceResource.tabs;

describe('field tabs (工单 by state)', () => {
  it('are 全部, then the field options in their order, with no keys or tones', () => {
    const tabs = tabsOf(field, WORK_ORDER_STATE_OPTIONS);
    expect(tabs.map((t) => t.value)).toEqual(['', ...WORK_ORDER_STATE_OPTIONS.map((o) => String(o.value))]);
    expect(tabs[0].label).toEqual({ zh: '全部', en: 'All' });
    expect(tabs[1].label).toEqual({ zh: WORK_ORDER_STATE_OPTIONS[0].zh, en: WORK_ORDER_STATE_OPTIONS[0].en });
    expect(tabs.every((t) => t.key === undefined && t.tone === undefined)).toBe(true);
  });

  it('set the field, start on 全部 (no filter) and take any value from the address', () => {
    expect(tabParam(field)).toBe('state');
    expect(initialTab(field)).toBe('');
    expect(tabFilter(field, '')).toEqual({});
    expect(tabFilter(field, '2')).toEqual({ state: '2' });
    expect(tabFromQuery(field, '?state=0')).toBe('0');
    expect(tabFromQuery(field, '?state=')).toBeNull();
    expect(tabFromQuery(field, '?isMustToVisit=3')).toBeNull();
  });

  it('read { all, counts } with 全部 as ""; a value the answer leaves out counts 0', () => {
    const counts = tabCounts(field, { all: 7, counts: { 0: 4, 2: 3 } });
    expect(counts).toEqual({ '': 7, 0: 4, 2: 3 });
    expect(tabCount(counts, '1')).toBe(0);
    expect(tabCounts(field, null)).toEqual({ '': 0 });
  });
});

describe('declared tabs (the clue desk)', () => {
  it('are the declared ones in the order a salesman works, each on its digit, overdue red and due today amber', () => {
    const tabs = tabsOf(desk);
    expect(tabs.map((t) => [t.value, t.label.zh, t.key, t.tone])).toEqual([
      ['3', '超期线索', '1', 'red'],
      ['5', '即将到期', '2', 'amber'],
      ['0', '新线索', '3', undefined],
      ['1', '待回访', '4', undefined],
      ['2', '已回访', '5', undefined],
      ['99', '全部线索', '6', undefined],
    ]);
    // the field choices a caller passes do not replace declared tabs
    expect(tabsOf(desk, [{ value: 4, zh: '已战败', en: 'Defeated' }])).toHaveLength(6);
  });

  it('set isMustToVisit, start on 全部线索 and take only their own values from the address', () => {
    expect(tabParam(desk)).toBe('isMustToVisit');
    expect(initialTab(desk)).toBe(String(CLUE_TABS.all));
    expect(tabFilter(desk, '99')).toEqual({ isMustToVisit: '99' });
    expect(tabFromQuery(desk, '?isMustToVisit=3')).toBe('3');
    expect(tabFromQuery(desk, '?isMustToVisit=3&createTimeStart=2026-01-01')).toBe('3');
    expect(tabFromQuery(desk, '?isMustToVisit=4')).toBeNull();
    expect(tabFromQuery(desk, '?isMustToVisit=abc')).toBeNull();
    expect(tabFromQuery(desk, '')).toBeNull();
  });

  it("read countTraceClue's byTab, not its named counts", () => {
    const answer: ClueTabAnswer = { new: 1, waitingVisit: 2, visited: 3, overdue: 4, immediate: 5, all: 10, repeat: 6, byTab: { 0: 1, 1: 2, 2: 3, 3: 4, 5: 5, 99: 10 } };
    const counts = tabCounts(desk, answer);
    expect(tabsOf(desk).map((t) => tabCount(counts, t.value))).toEqual([4, 5, 1, 2, 3, 10]);
    expect(tabCounts(desk, null)).toEqual({});
  });
});

describe('tab commands', () => {
  const chosen: string[] = [];
  it('declared keys are the commands keys, titled by the list; the arrows step around', () => {
    const commands = tabCommands(clueTraceResource, tabsOf(desk), '99', (v) => chosen.push(v));
    const overdue = commands.find((c) => c.id === 'ahClueTrace.tab.3')!;
    expect(overdue.shortcut).toBe('1');
    expect(overdue.title).toEqual({ zh: '线索跟进: 查看：超期线索', en: 'Clue follow-up: Show: Overdue' });
    expect(overdue.keywords).toEqual(['超期线索', 'Overdue']);
    expect(commands.filter((c) => c.id.startsWith('ahClueTrace.tab.') && !/next|prev/.test(c.id)).map((c) => c.shortcut)).toEqual(['1', '2', '3', '4', '5', '6']);
    void overdue.run();
    void commands.find((c) => c.id === 'ahClueTrace.tab.next')!.run(); // from the last tab to the first
    void commands.find((c) => c.id === 'ahClueTrace.tab.prev')!.run();
    expect(chosen).toEqual(['3', '3', '2']);
  });

  it('field tabs have no keys of their own, 全部 is tab.all', () => {
    const commands = tabCommands(workOrderResource, tabsOf(field, WORK_ORDER_STATE_OPTIONS), '', () => undefined);
    expect(commands.find((c) => c.id === 'ahWorkOrderInfo.tab.all')?.shortcut).toBeUndefined();
    expect(commands.filter((c) => c.shortcut !== undefined).map((c) => c.shortcut)).toEqual(['Shift+ArrowRight', 'Shift+ArrowLeft']);
  });

  it('no tabs, no commands', () => {
    expect(tabCommands(clueTraceResource, [], '', () => undefined)).toEqual([]);
  });
});
