/** The live stream's reloads wait while a form or dialog has the focus (src/shell/live-batch.ts). */
import { describe, expect, it } from 'vitest';
import { createLiveBatch } from '../../src/shell/live-batch';
import { parseEvent } from '../../src/api/live';

describe('live batch', () => {
  it('applies at once when nobody edits', () => {
    const applied: string[][] = [];
    const batch = createLiveBatch({ editing: () => false, apply: (t) => applied.push(t) });
    batch.add(['ah_notice']);
    batch.add(['blade_param', 'ah_car_brand']);
    expect(applied).toEqual([['ah_notice'], ['ah_car_brand', 'blade_param']]);
    expect(batch.waiting()).toEqual([]);
  });

  it('holds the tables while a form has the focus and applies them once, together, when it leaves', () => {
    let editing = true;
    const applied: string[][] = [];
    const batch = createLiveBatch({ editing: () => editing, apply: (t) => applied.push(t) });
    batch.add(['ah_car_brand']);
    batch.add(['ah_notice', 'ah_car_brand']);
    batch.settle();
    expect(applied).toEqual([]);
    expect(batch.waiting()).toEqual(['ah_car_brand', 'ah_notice']);
    editing = false;
    batch.settle();
    expect(applied).toEqual([['ah_car_brand', 'ah_notice']]);
    batch.settle();
    expect(applied).toHaveLength(1);
  });
});

describe('live stream events', () => {
  it('reads the event name and data of a block, skipping comments', () => {
    expect(parseEvent('event: ready\ndata: {}')).toEqual({ event: 'ready', data: '{}' });
    expect(parseEvent('data: {"tables":["ah_notice"]}')).toEqual({ event: 'message', data: '{"tables":["ah_notice"]}' });
    expect(parseEvent(': ping')).toBeNull();
  });
});

describe('live tables', () => {
  it('maps the bell, lists and hand-written pages to the tables they read', async () => {
    const { tablesOf, readsAny, KEY_TABLES } = await import('../../src/shell/live-tables');
    const { resourceByKey } = await import('../../src/domain/resources');
    const declared = new Set([...resourceByKey.values()].map((d) => d.table));
    // every table named by hand is a real table of a declaration (a typo would never reload)
    for (const tables of Object.values(KEY_TABLES)) for (const t of tables) expect(declared, t).toContain(t);
    expect(declared).toContain('ah_notice');
    expect(tablesOf(['shell', 'u', 's', 'notices', 'taskCounts'])).toEqual(['flow_task']);
    expect(readsAny({ queryKey: ['shell', 'u', 's', 'notices', 'unreadCount'] }, ['ah_notice'])).toBe(true);
    expect(readsAny({ queryKey: ['clue', 'mobile', 1] }, ['ah_clue'])).toBe(true);
    expect(readsAny({ queryKey: ['clue', 'mobile', 1] }, ['flow_task'])).toBe(false);
    expect(readsAny({ queryKey: ['x'], meta: { tables: ['ah_car_order'] } }, ['ah_car_order'])).toBe(true);
    expect(readsAny({ queryKey: ['x'] }, ['*'])).toBe(true);
  });
});
