/**
 * The palette's own filtering, built for ten thousand commands: every whitespace-separated word of
 * the query must match the zh title (by its characters, or by pinyin: full syllables, initials or a
 * mix, "xsgj" / "xiansuo" / "xsgenjin" for 线索跟进), the en title, the keywords (the route path
 * goes there) or the group. Titles rank above keywords and groups, and within a title a whole title
 * beats a prefix, which beats a whole word, a word's start, a substring, and letters in order.
 *
 * Speed: what a command's texts need is prepared once per command object (a WeakMap, so a command
 * list registered once is prepared once, not per keystroke), and pinyin is looked up per character
 * from a cache filled by the pinyin library (pinyin.ts loads it on demand, off the sign-in page).
 * We kept this matcher rather than a general fuzzy library: none of them knows pinyin, and with
 * pinyin folded in here one pass over the list scores both (docs/console.md).
 */
import type { Lang } from '../../domain/codes';

export interface Searchable {
  id: string;
  title: { zh: string; en: string };
  group: { zh: string; en: string };
  keywords?: readonly string[];
}

/** the readings of one character, lower case without tones ([] for no Chinese character) */
export type Readings = (ch: string) => readonly string[];

let readingsOf: Readings | null = null;
let pinyinGeneration = 0;

/** Called once the pinyin library has loaded; commands prepared before are prepared again. */
export function providePinyin(readings: Readings | null): void {
  readingsOf = readings;
  pinyinGeneration++;
}

export const hasPinyin = (): boolean => readingsOf !== null;

interface Prepared {
  zh: string;
  en: string;
  extra: string;
  group: string;
  /** per character of zh: its readings, or null for a character that is not Chinese */
  py: (readonly string[] | null)[] | null;
  /** the first letters any reading of zh starts with (a quick test before walking the readings) */
  pyFirst: string;
  generation: number;
}

const prepared = new WeakMap<object, Prepared>();
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

function preparePinyin(zh: string): Pick<Prepared, 'py' | 'pyFirst'> {
  if (!readingsOf || !CJK.test(zh)) return { py: null, pyFirst: '' };
  const py: (readonly string[] | null)[] = [];
  let first = '';
  for (const ch of zh) {
    const r = CJK.test(ch) ? readingsOf(ch) : [];
    if (r.length) {
      py.push(r);
      for (const x of r) if (!first.includes(x[0])) first += x[0];
    } else py.push(null);
  }
  return { py, pyFirst: first };
}

function prepare(item: Searchable): Prepared {
  let p = prepared.get(item);
  if (!p || p.generation !== pinyinGeneration) {
    const zh = item.title.zh.toLowerCase();
    p = {
      zh,
      en: item.title.en.toLowerCase(),
      extra: (item.keywords ?? []).join(' ').toLowerCase(),
      group: `${item.group.zh} ${item.group.en}`.toLowerCase(),
      ...preparePinyin(zh),
      generation: pinyinGeneration,
    };
    prepared.set(item, p);
  }
  return p;
}

/** a list's prepared texts, by position: the filter's loop reads them without a lookup per command */
const preparedLists = new WeakMap<readonly Searchable[], { generation: number; list: Prepared[] }>();

function preparedList(items: readonly Searchable[]): Prepared[] {
  let entry = preparedLists.get(items);
  if (!entry || entry.generation !== pinyinGeneration) {
    entry = { generation: pinyinGeneration, list: items.map(prepare) };
    preparedLists.set(items, entry);
  }
  return entry.list;
}

/** Prepares a whole list ahead of the first keystroke (the palette calls it when it opens, in idle time). */
export function prepareAll(items: readonly Searchable[]): void {
  preparedList(items);
}

const BOUNDARY = /[\s:：/\-_.(（）)·,，、…]/;
const isBoundary = (ch: string | undefined) => ch === undefined || BOUNDARY.test(ch);

/** a little for covering more of the text, so "stock" ranks Stock cars above Stock transfer forms */
const cover = (matched: number, length: number) => (length > 0 ? (5 * matched) / length : 0);

/**
 * 100 whole text, 90 prefix, 85 a whole word, 75 a word's start, 40 substring, up to 20 for letters
 * in order, 0 none; plus up to 5 for how much of the text the word covers.
 */
export function wordScore(text: string, word: string): number {
  let at = text.indexOf(word);
  if (at === 0) return text.length === word.length ? 100 : 90 + cover(word.length, text.length);
  if (at > 0) {
    let best = 40;
    for (; at >= 0 && best < 85; at = text.indexOf(word, at + 1)) {
      if (!isBoundary(text[at - 1])) continue;
      best = Math.max(best, isBoundary(text[at + word.length]) ? 85 : 75);
    }
    return best + cover(word.length, text.length);
  }
  if (word.length < 2) return 0;
  // letters in order: score by how tightly they sit
  let i = 0;
  let start = -1;
  for (let j = 0; j < text.length && i < word.length; j++) {
    if (text[j] === word[i]) {
      if (i === 0) start = j;
      i++;
      if (i === word.length) return Math.max(1, Math.round((20 * word.length) / (j - start + 1)));
    }
  }
  return 0;
}

/**
 * Where word, read as pinyin, matches the characters of zh from index j: the index after the last
 * character it used, or -1. A Chinese character takes a whole reading, its initial (zh, ch, sh
 * count as one), or, at the end of the word, any beginning of a reading; anything else matches itself.
 */
function walk(zh: string, py: readonly (readonly string[] | null)[], word: string, j: number, p: number): number {
  if (p === word.length) return j;
  while (j < zh.length && zh[j] === ' ') j++;
  if (j >= zh.length) return -1;
  if (zh[j] === word[p]) {
    const e = walk(zh, py, word, j + 1, p + 1);
    if (e >= 0) return e;
  }
  const readings = py[j];
  if (!readings) return -1;
  for (const r of readings) {
    if (r[0] !== word[p]) continue;
    if (word.startsWith(r, p)) {
      const e = walk(zh, py, word, j + 1, p + r.length);
      if (e >= 0) return e;
    }
    // the word ends inside this reading ("xians" for 线索)
    if (word.length - p < r.length && r.startsWith(word.slice(p))) return j + 1;
    const e = walk(zh, py, word, j + 1, p + 1);
    if (e >= 0) return e;
    if (r[1] === 'h' && word[p + 1] === 'h' && (r[0] === 'z' || r[0] === 'c' || r[0] === 's')) {
      const e2 = walk(zh, py, word, j + 1, p + 2);
      if (e2 >= 0) return e2;
    }
  }
  return -1;
}

/** The score of a word typed in pinyin against a prepared zh title, on the same scale as wordScore. */
function pinyinScore(p: Prepared, word: string): number {
  const py = p.py;
  if (!py || !p.pyFirst.includes(word[0])) return 0;
  const zh = p.zh;
  let best = 0;
  for (let j = 0; j < zh.length; j++) {
    if (zh[j] === ' ' || !py[j] || best >= 90) continue;
    const end = walk(zh, py, word, j, 0);
    if (end < 0) continue;
    const start = j === 0 || zh.slice(0, j).trim() === '';
    const score = start ? (end >= zh.trimEnd().length ? 100 : 90) : isBoundary(zh[j - 1]) ? 75 : 40;
    best = Math.max(best, score + cover(end - j, zh.length));
  }
  return best;
}

export interface SearchOptions {
  lang: Lang;
  /** most recent first */
  recent?: readonly string[];
}

/**
 * The last search, so that typing on costs less: a query that extends it over the same list matches
 * a subset of its matches (every rule above is monotone in the word), and the words it shares with
 * it whole keep their scores. `scores` holds, per found item, one score per word of `words`.
 */
let lastSearch: {
  items: readonly Searchable[];
  query: string;
  lang: Lang;
  pinyin: number;
  words: readonly string[];
  /** indexes into items, in the list's order */
  found: Int32Array;
  scores: Float64Array;
} | null = null;

/** One word against one prepared command, 0 for no match. */
function scoreWord(p: Prepared, w: string, latin: boolean, en: boolean): number {
  const own = en ? p.en : p.zh;
  const other = en ? p.zh : p.en;
  // titles first: the title in the interface's language, then the other and pinyin; keywords and groups far behind
  let best = wordScore(own, w);
  if (best < 100) {
    const o = wordScore(other, w) * 0.95;
    if (o > best) best = o;
    if (latin && best < 95) {
      const py = pinyinScore(p, w) * 0.95;
      if (py > best) best = py;
    }
  }
  if (best < 50) best = Math.max(best, wordScore(p.extra, w) * 0.55, wordScore(p.group, w) * 0.4);
  return best;
}

/** The matching items, best first; without a query recent ones first, then the given order. */
export function searchCommands<T extends Searchable>(items: readonly T[], query: string, options: SearchOptions): T[] {
  const recent = options.recent ?? [];
  const rank = new Map(recent.map((id, i) => [id, i]));
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) {
    const first = recent.map((id) => items.find((i) => i.id === id)).filter((i): i is T => !!i);
    return [...first, ...items.filter((i) => !rank.has(i.id))];
  }
  const mine = options.lang;
  const en = mine === 'en';
  const lower = query.toLowerCase();
  const last = lastSearch && lastSearch.items === items && lastSearch.lang === mine && lastSearch.pinyin === pinyinGeneration && lower.startsWith(lastSearch.query) ? lastSearch : null;
  // the leading words the last query had whole (its last word may have grown since)
  let same = 0;
  if (last) while (same < last.words.length && same < words.length && last.words[same] === words[same]) same++;
  const n = words.length;
  const poolSize = last ? last.found.length : items.length;
  // only a word that starts with a letter can be pinyin
  const latin = words.map((w) => /^[a-z]/.test(w));
  const texts = preparedList(items);
  const found = new Int32Array(poolSize);
  const scores = new Float64Array(poolSize * n);
  const totals = new Float64Array(poolSize);
  let count = 0;
  for (let k = 0; k < poolSize; k++) {
    const index = last ? last.found[k] : k;
    let total = 0;
    let ok = true;
    const at = count * n;
    for (let j = 0; j < n; j++) {
      const s = j < same ? last!.scores[k * last!.words.length + j] : scoreWord(texts[index], words[j], latin[j], en);
      if (s === 0) {
        ok = false;
        break;
      }
      scores[at + j] = s;
      total += s;
    }
    if (!ok) continue;
    found[count] = index;
    totals[count] = total;
    count++;
  }
  lastSearch = { items, query: lower, lang: mine, pinyin: pinyinGeneration, words, found: found.subarray(0, count), scores: scores.subarray(0, count * n) };
  // best first; ties go to the more recent, then keep the list's order (found is in it)
  const order = new Int32Array(count);
  for (let k = 0; k < count; k++) order[k] = k;
  const recency = rank.size ? Float64Array.from({ length: count }, (_, k) => rank.get(items[found[k]].id) ?? Number.MAX_SAFE_INTEGER) : null;
  order.sort((a, b) => totals[b] - totals[a] || (recency ? recency[a] - recency[b] : 0) || a - b);
  const out = new Array<T>(count);
  for (let k = 0; k < count; k++) out[k] = items[found[order[k]]];
  return out;
}
