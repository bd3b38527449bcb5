/** The palette's filtering: zh and en titles, pinyin, paths, groups, words in any order, recent first. */
import { beforeAll, describe, expect, it } from 'vitest';
import { hasPinyin, prepareAll, searchCommands, wordScore, type Searchable } from '../../src/shell/palette/filter';
import { loadPinyin } from '../../src/shell/palette/pinyin';

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
  beforeAll(() => loadPinyin());

  it('scores whole, prefix, whole word, word start, substring and letters in order', () => {
    const band = (text: string, word: string) => Math.floor(wordScore(text, word) / 5) * 5;
    expect(wordScore('members', 'members')).toBe(100);
    expect(band('members', 'mem')).toBe(90);
    expect(band('clue follow-up', 'follow')).toBe(85);
    expect(band('clue follow-up', 'foll')).toBe(75);
    expect(band('clue follow-up', 'ollo')).toBe(40);
    expect(wordScore('clue follow-up', 'cfu')).toBeGreaterThan(0);
    expect(wordScore('clue follow-up', 'cfu')).toBeLessThanOrEqual(20);
    expect(wordScore('clue follow-up', 'x')).toBe(0);
    expect(band('clue', 'c')).toBe(90);
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
    // both titles begin with it; the one it covers more of comes first
    expect(ids('clue', 'en')).toEqual(['e', 'a']);
    expect(ids('store', 'en')[0]).toBe('d');
    expect(ids('switch store', 'en')).toEqual(['d']);
  });

  it('lists recent commands first without a query, and breaks ties with them', () => {
    expect(ids('', 'zh', ['e', 'c'])).toEqual(['e', 'c', 'a', 'b', 'd']);
    const tie = searchCommands([cmd('x', '甲', 'Report'), cmd('y', '乙', 'Report')], 'report', { lang: 'en', recent: ['y'] });
    expect(tie.map((c) => c.id)).toEqual(['y', 'x']);
  });

  it('matches Chinese titles by full pinyin, initials and a mix of both', () => {
    expect(hasPinyin()).toBe(true);
    expect(ids('xsgj')).toEqual(['a']);
    expect(ids('xiansuo')).toEqual(['a', 'e']);
    expect(ids('xiansuogenjin')).toEqual(['a']);
    expect(ids('xsgenj')).toEqual(['a']);
    expect(ids('xians')).toEqual(['a', 'e']);
    expect(ids('xsgh')).toEqual(['e']);
    expect(ids('hygl')).toEqual([]); // 会员列表 is hylb, not hygl
    expect(ids('hylb')).toEqual(['c']);
    expect(ids('qiehuan mendian')).toEqual(['d']);
    // zh, ch, sh count as one initial, or as their first letter
    const zh = [cmd('z', '整车订单', 'Car orders'), cmd('s', '上架商品', 'Listed goods')];
    expect(searchCommands(zh, 'zcdd', { lang: 'zh' }).map((c) => c.id)).toEqual(['z']);
    expect(searchCommands(zh, 'zhchdd', { lang: 'zh' }).map((c) => c.id)).toEqual(['z']);
    expect(searchCommands(zh, 'shangjia', { lang: 'zh' }).map((c) => c.id)).toEqual(['s']);
    // every reading of a polyphone matches (行: xing / hang; 重: zhong / chong)
    const poly = [cmd('h', '银行卡', 'Bank cards'), cmd('x', '行驶证', 'Driving licence')];
    expect(searchCommands(poly, 'yinhang', { lang: 'zh' }).map((c) => c.id)).toEqual(['h']);
    expect(searchCommands(poly, 'xingshi', { lang: 'zh' }).map((c) => c.id)).toEqual(['x']);
  });

  it('ranks the pages a pinyin prefix names first: kucun finds the 库存 pages before the rest', () => {
    const list = [
      cmd('t', '配件调拨单', 'Stock transfer forms', '/accessories/stockTransfer'),
      cmd('p', '配件库存', 'Parts stock', '/accessories/stock'),
      cmd('s', '库存车辆', 'Stock cars', '/warehouse/stock'),
      cmd('i', '库存盘点', 'Inventory', '/warehouse/inventory'),
      cmd('k', '快车', 'Express', '/kuai/che'),
    ];
    const kucun = searchCommands(list, 'kucun', { lang: 'zh' }).map((c) => c.id);
    expect(kucun.slice(0, 2).sort()).toEqual(['i', 's']);
    expect(kucun[2]).toBe('p');
    expect(kucun).not.toContain('k');
    // "stock": the title whose words it begins and covers best first, a path far behind
    const stock = searchCommands(list, 'stock', { lang: 'zh' }).map((c) => c.id);
    expect(stock.slice(0, 3)).toEqual(['s', 't', 'p']);
    expect(searchCommands(list, 'stock', { lang: 'en' })[0].id).toBe('s');
    // a title's word beats a path's
    expect(searchCommands([cmd('x', '配件', 'Parts', '/stock/parts'), cmd('y', '车辆', 'Stock cars')], 'stock', { lang: 'zh' })[0].id).toBe('y');
    // the characters themselves beat their pinyin
    expect(searchCommands(list, '库存', { lang: 'zh' }).map((c) => c.id).slice(0, 2).sort()).toEqual(['i', 's']);
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

  it('prepares pinyin once per list, then finds by it among 10,000 Chinese titles', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => cmd(`b${i}`, `基准命令 ${i} 号`, `Bench command ${i}`, `/bench/path/${i % 97}/${i}`));
    prepareAll(many);
    const found = searchCommands(many, 'jzml 7321', { lang: 'zh' });
    expect(found[0].id).toBe('b7321');
    const times: number[] = [];
    for (const q of ['j', 'jz', 'jzml', 'jizhun', 'b', 'bench 73']) {
      const t = performance.now();
      searchCommands(many, q, { lang: 'zh' });
      times.push(performance.now() - t);
    }
    // typing on narrows the last result: the same answer as a fresh search of the whole list
    for (const q of ['b', 'be', 'bench', 'bench ', 'bench 7', 'bench 73']) searchCommands(many, q, { lang: 'zh' });
    expect(searchCommands(many, 'bench 732', { lang: 'zh' }).map((c) => c.id)).toEqual(searchCommands([...many], 'bench 732', { lang: 'zh' }).map((c) => c.id));
    expect(searchCommands(many, 'jzml', { lang: 'zh' })).toHaveLength(10_000);
    // only against a runaway (a walk gone exponential): a loaded CI machine is slow; bench/ui.ts measures the real figure
    expect(Math.max(...times)).toBeLessThan(1000);
  });
});
