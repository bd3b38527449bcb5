/** The palette's filtering: zh and en titles, paths, groups, words in any order, recent first. */
import { describe, expect, it } from 'vitest';
import { searchCommands, wordScore, type Searchable } from '../../src/shell/palette/filter';

const cmd = (id: string, zh: string, en: string, path?: string, group = { zh: '销售线索', en: 'Sales' }): Searchable => ({
  id,
  title: { zh, en },
  group,
  keywords: path ? [path] : [],
});

const ITEMS = [
  cmd('a', '线索跟进', 'Clue follow-up', '/clue/following/index'),
  cmd('b', '客户管理', 'Customer management', '/clientManagement/index'),
  cmd('c', '会员列表', 'Members', '/member/list/index', { zh: '会员中心', en: 'Members' }),
  cmd('d', '切换门店…', 'Switch store…', undefined, { zh: '控制台', en: 'Console' }),
  cmd('e', '线索公海', 'Clue sea', '/clue/sea/index'),
];
const ids = (q: string, lang: 'zh' | 'en' = 'zh', recent: string[] = []) => searchCommands(ITEMS, q, { lang, recent }).map((c) => c.id);

describe('palette filter', () => {
  it('scores whole, prefix, word start, substring and letters in order', () => {
    expect(wordScore('members', 'members')).toBe(100);
    expect(wordScore('members', 'mem')).toBe(80);
    expect(wordScore('clue follow-up', 'follow')).toBe(60);
    expect(wordScore('clue follow-up', 'ollo')).toBe(40);
    expect(wordScore('clue follow-up', 'cfu')).toBeGreaterThan(0);
    expect(wordScore('clue follow-up', 'x')).toBe(0);
    expect(wordScore('clue', 'c')).toBe(80);
  });

  it('matches Chinese by characters, whole, part or in order; a group name matches its commands, after titles', () => {
    expect(ids('线索')).toEqual(['a', 'e', 'b']);
    expect(ids('线跟')).toEqual(['a']);
  });

  it('matches the other language and the path', () => {
    expect(ids('customer')).toEqual(['b']);
    expect(ids('/member/list')).toEqual(['c']);
    expect(ids('clientManagement')).toEqual(['b']);
  });

  it('needs every word, in any order, and ranks the closer match first', () => {
    expect(ids('sea clue', 'en')).toEqual(['e']);
    expect(ids('clue', 'en')).toEqual(['a', 'e']);
    expect(ids('store', 'en')[0]).toBe('d');
    expect(ids('switch store', 'en')).toEqual(['d']);
  });

  it('lists recent commands first without a query, and breaks ties with them', () => {
    expect(ids('', 'zh', ['e', 'c'])).toEqual(['e', 'c', 'a', 'b', 'd']);
    const tie = searchCommands([cmd('x', '甲', 'Report'), cmd('y', '乙', 'Report')], 'report', { lang: 'en', recent: ['y'] });
    expect(tie.map((c) => c.id)).toEqual(['y', 'x']);
  });

  it('finds nothing for a word that matches nowhere', () => {
    expect(ids('zzz')).toEqual([]);
  });

  it('stays linear on many commands', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => cmd(`n${i}`, `页面${i}`, `Page ${i}`, `/area${i % 50}/page${i}/index`));
    const found = searchCommands(many, 'page 9999', { lang: 'en' });
    expect(found[0].id).toBe('n9999');
    const area = searchCommands(many, '/area7/', { lang: 'zh' });
    // the 200 pages under /area7/ come first; looser matches (/area17/...) after them
    expect(area.slice(0, 200).every((c) => c.keywords![0].startsWith('/area7/'))).toBe(true);
    expect(area.slice(200).some((c) => c.keywords![0].startsWith('/area7/'))).toBe(false);
  });
});
