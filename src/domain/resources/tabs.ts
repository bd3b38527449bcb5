/**
 * Reading a declaration's `tabs` (types.ts, TabsDecl): which tabs, in which order, the filter they
 * set, the tab an address asks for, and a count per tab out of the count call's answer. Pure, so
 * the list screen, the home page's clue card and the unit tests read one declaration the same way.
 */
import type { Label, Option, TabOption, TabsDecl } from './types';

/** 全部, the first tab of field tabs */
export const ALL_TAB: Label = { zh: '全部', en: 'All' };

/** One tab as the list shows it; '' is 全部 of field tabs. */
export interface ListTab {
  value: string;
  label: Label;
  key?: string;
  tone?: TabOption['tone'];
}

/** The filter param a tab sets: the field, or the declared param. */
export const tabParam = (t: TabsDecl): string => t.field ?? t.param;

/** The tab shown while the address names none: 全部 of field tabs, the declared `initial`. */
export const initialTab = (t: TabsDecl): string => (t.options ? String(t.initial) : '');

/**
 * The tabs in order: the declared ones, else 全部 and one per choice of the field (its options or
 * dictionary entries, which the caller reads: a dictionary is loaded).
 */
export function tabsOf(t: TabsDecl, fieldChoices: readonly Option[] = []): ListTab[] {
  const own: readonly TabOption[] = t.options ?? [{ value: '', ...ALL_TAB }, ...fieldChoices];
  return own.map((o) => ({ value: String(o.value), label: { zh: o.zh, en: o.en }, key: o.key, tone: o.tone }));
}

/**
 * The tab an address asks for (`?isMustToVisit=3`, `?state=0`), or null: declared tabs take only
 * their own values; field tabs any value (a dictionary's entries load later).
 */
export function tabFromQuery(t: TabsDecl, search: string): string | null {
  const raw = new URLSearchParams(search).get(tabParam(t));
  if (raw === null || raw === '') return null;
  return !t.options || t.options.some((o) => String(o.value) === raw) ? raw : null;
}

/** The filter of the chosen tab: nothing for 全部 of field tabs. */
export function tabFilter(t: TabsDecl, tab: string): Record<string, string> {
  return tab === '' ? {} : { [tabParam(t)]: tab };
}

/** The generated count call's answer: the rows under the search, and per value of the field. */
export interface FieldTabAnswer {
  all: number;
  counts: Record<string, number>;
}

const readFieldCounts = (answer: unknown): Record<string, number> => {
  const a = (answer ?? {}) as Partial<FieldTabAnswer>;
  return { '': Number(a.all ?? 0), ...(a.counts ?? {}) };
};

/** A count per tab value out of the count call's answer (its `data`), by the declaration's reader. */
export function tabCounts(t: TabsDecl, answer: unknown): Readonly<Record<string, number>> {
  return (t.counts ?? readFieldCounts)(answer);
}

/** The count of one tab; a tab the answer does not name holds nothing. */
export const tabCount = (counts: Readonly<Record<string, number>>, value: string): number => counts[value] ?? 0;
