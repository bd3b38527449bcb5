/**
 * The palette's own filtering, built for thousands of commands: every whitespace-separated word
 * of the query must match the zh title, the en title, the keywords (the route path goes there) or
 * the group; a word matches as a whole text, a prefix, a word start, a substring, or (from two
 * characters on) as letters in order, the tighter the better. No pinyin: Chinese matches by its
 * characters. The lower-cased texts of each command are prepared once and cached by object.
 */
import type { Lang } from '../../domain/codes';

export interface Searchable {
  id: string;
  title: { zh: string; en: string };
  group: { zh: string; en: string };
  keywords?: readonly string[];
}

interface Prepared {
  zh: string;
  en: string;
  extra: string;
  group: string;
}

const prepared = new WeakMap<object, Prepared>();

function prepare(item: Searchable): Prepared {
  let p = prepared.get(item);
  if (!p) {
    p = {
      zh: item.title.zh.toLowerCase(),
      en: item.title.en.toLowerCase(),
      extra: (item.keywords ?? []).join(' ').toLowerCase(),
      group: `${item.group.zh} ${item.group.en}`.toLowerCase(),
    };
    prepared.set(item, p);
  }
  return p;
}

const BOUNDARY = /[\s:：/\-_.(（·]/;

/** 100 whole, 80 prefix, 60 word start, 40 substring, up to 20 for letters in order, 0 none. */
export function wordScore(text: string, word: string): number {
  const at = text.indexOf(word);
  if (at === 0) return text.length === word.length ? 100 : 80;
  if (at > 0) return BOUNDARY.test(text[at - 1]) ? 60 : 40;
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

export interface SearchOptions {
  lang: Lang;
  /** most recent first */
  recent?: readonly string[];
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
  const scored: Array<{ item: T; score: number; recent: number; order: number }> = [];
  for (let order = 0; order < items.length; order++) {
    const item = items[order];
    const p = prepare(item);
    const own = mine === 'en' ? p.en : p.zh;
    const other = mine === 'en' ? p.zh : p.en;
    let total = 0;
    for (const w of words) {
      const best = Math.max(wordScore(own, w), wordScore(other, w) * 0.9, wordScore(p.extra, w) * 0.8, wordScore(p.group, w) * 0.5);
      if (best === 0) {
        total = 0;
        break;
      }
      total += best;
    }
    if (total > 0) scored.push({ item, score: total, recent: rank.get(item.id) ?? Number.MAX_SAFE_INTEGER, order });
  }
  scored.sort((a, b) => b.score - a.score || a.recent - b.recent || a.order - b.order);
  return scored.map((s) => s.item);
}
