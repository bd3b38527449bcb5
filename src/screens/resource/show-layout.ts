/**
 * What a declaration's show page and page routes are, worked out from the declaration alone: its
 * sections, the key of every action, the field that holds its state, the addresses of its pages,
 * the pages the shell serves, and a history entry in words. Pure: the page (show-page.tsx), the
 * shell's page list (declared-pages.tsx) and the unit tests use it.
 */
import type { Lang } from '../../domain/codes';
import type { FieldDecl, Label, ResourceDecl } from '../../domain/resources/types';
import { formatCell, type DictEntry } from './cell-format';
import { formFields } from './form-values';
import { rt } from './texts';
import type { PageEntry } from '../../shell/screens';

export type PageKind = 'add' | 'edit' | 'view';

export interface ShowSection {
  /** null: the first section of the fields no declared section names, untitled */
  title: Label | null;
  fields: Array<[string, FieldDecl]>;
}

/**
 * The sections of a show page: first the viewable fields that no declared section names (none when
 * every one is named), then the declared sections in order. A declared section shows every field it
 * names (a figure kept out of the list and the form too); secrets never show.
 */
export function showSections(decl: ResourceDecl): ShowSection[] {
  const named = new Set((decl.sections ?? []).flatMap((s) => s.fields));
  const rest = formFields(decl, 'view').filter(([k]) => !named.has(k));
  const declared = (decl.sections ?? []).map((s) => ({
    title: s.title,
    fields: s.fields.flatMap((k): Array<[string, FieldDecl]> => {
      const fd = decl.fields[k];
      return fd && !fd.secret && !fd.hashed ? [[k, fd]] : [];
    }),
  }));
  return [...(rest.length > 0 ? [{ title: null, fields: rest }] : []), ...declared.filter((s) => s.fields.length > 0)];
}

/** The show page's own keys: e edits, Delete deletes (the list's keys for the same things). */
export const SHOW_KEYS = { edit: 'e', remove: 'Delete' } as const;

/**
 * The key of each action of the declaration on its show page (a batch action runs on the one
 * record): the declared `key`, else the next digit 1..9 no declared key takes, in declared order.
 * Numbered over every action, not only those a record offers now, so an action keeps its digit
 * whatever state the record is in.
 */
export function showActionKeys(decl: ResourceDecl): Map<string, string> {
  const actions = decl.actions ?? [];
  const taken = new Set(actions.flatMap((a) => (a.key ? [a.key] : [])));
  const free = ['1', '2', '3', '4', '5', '6', '7', '8', '9'].filter((d) => !taken.has(d));
  const out = new Map<string, string>();
  for (const a of actions) {
    const key = a.key ?? free.shift();
    if (key) out.set(a.name, key);
  }
  return out;
}

/**
 * The field that holds the record's state, shown beside its title: the field the declared actions
 * set (a listing's isUp), else a `state` or `status` field with options or a dictionary.
 */
export function stateFieldOf(decl: ResourceDecl): string | undefined {
  const set = (decl.actions ?? []).flatMap((a) => Object.keys(a.set ?? {})).find((k) => decl.fields[k]);
  if (set) return set;
  return ['state', 'status'].find((k) => decl.fields[k] && (decl.fields[k].options || decl.fields[k].dict));
}

/** A declared page's title (its tab's label): 新增战报, 编辑战报, 战报详情. */
export function pageTitleOf(decl: ResourceDecl, kind: PageKind): Label {
  const key = kind === 'add' ? 'pageAdd' : kind === 'edit' ? 'pageEdit' : 'pageView';
  return { zh: rt(key, 'zh', { title: decl.title.zh }), en: rt(key, 'en', { title: decl.title.en }) };
}

/** The address of a declared page of the declaration (edit and view with `?id=`), or undefined when it names none. */
export function declaredPageUrl(decl: ResourceDecl, kind: PageKind, id?: string): string | undefined {
  const path = decl.pages?.[kind];
  if (!path) return undefined;
  return kind === 'add' || id === undefined ? path : `${path}?id=${encodeURIComponent(id)}`;
}

export interface DeclaredPage {
  path: string;
  decl: ResourceDecl;
  /** the form page: add without `?id=`, edit with it (one path may be both: /goods/edit) */
  form?: { add: boolean; edit: boolean };
  view: boolean;
}

/** The pages the declarations name, one per path. A path named by two declarations is a mistake (declarationPageProblems). */
export function declaredPages(resources: readonly ResourceDecl[]): DeclaredPage[] {
  const out = new Map<string, DeclaredPage>();
  for (const decl of resources) {
    for (const kind of ['add', 'edit', 'view'] as const) {
      const path = decl.pages?.[kind];
      if (!path) continue;
      const page = out.get(path) ?? { path, decl, view: false };
      if (kind === 'view') page.view = true;
      else page.form = { add: kind === 'add' || !!page.form?.add, edit: kind === 'edit' || !!page.form?.edit };
      out.set(path, page);
    }
  }
  return [...out.values()];
}

/** How the shell routes a declared page before its code is loaded: path, tab title, and form pages not kept in a hidden tab. */
export function pageEntryOf(page: DeclaredPage): PageEntry {
  if (page.view) return { path: page.path, title: pageTitleOf(page.decl, 'view') };
  // a form page is not kept in a hidden tab: opened again, it starts afresh
  return { path: page.path, title: pageTitleOf(page.decl, page.form!.edit ? 'edit' : 'add'), noCache: true };
}

/** What is wrong with the declarations' pages, sections and related lists (empty when nothing): a unit test walks every declaration. */
export function declarationPageProblems(resources: readonly ResourceDecl[]): string[] {
  const problems: string[] = [];
  const byKey = new Map(resources.map((r) => [r.key, r]));
  const owner = new Map<string, string>();
  for (const decl of resources) {
    for (const kind of ['add', 'edit', 'view'] as const) {
      const path = decl.pages?.[kind];
      if (!path) continue;
      if (!/^\/[A-Za-z0-9/_-]+$/.test(path)) problems.push(`${decl.key}: page ${kind} ${path} is not a path`);
      const other = owner.get(path);
      if (other && other !== decl.key) problems.push(`${decl.key}: page ${path} is also ${other}'s`);
      owner.set(path, decl.key);
    }
    if (decl.pages?.view && decl.pages.view === (decl.pages.add ?? decl.pages.edit)) problems.push(`${decl.key}: the view page shares a path with a form page`);
    if ((decl.pages?.view || decl.pages?.edit) && !decl.ops.detail) problems.push(`${decl.key}: a view or edit page needs a detail call`);
    const seen = new Set<string>();
    for (const s of decl.sections ?? []) {
      for (const k of s.fields) {
        if (!decl.fields[k]) problems.push(`${decl.key}: section ${s.title.zh} names no field ${k}`);
        if (seen.has(k)) problems.push(`${decl.key}: field ${k} is in two sections`);
        seen.add(k);
      }
    }
    for (const r of decl.related ?? []) {
      const child = byKey.get(r.resource);
      if (!child) problems.push(`${decl.key}: related ${r.resource} is no declaration`);
      else if (!child.fields[r.foreignKey]) problems.push(`${decl.key}: related ${r.resource} has no field ${r.foreignKey}`);
      else if (!child.ops.page && !child.ops.all) problems.push(`${decl.key}: related ${r.resource} has no list call`);
    }
  }
  return problems;
}

/** One state change of a record, as GET blade-system/stateLog/list answers it (oldest first). */
export interface StateLogEntry {
  id: string;
  action: string;
  field: string;
  fromValue: string | null;
  toValue: string | null;
  reason: string | null;
  createUser: string;
  createUserName: string | null;
  createTime: string;
}

/** A history entry in words: the declared action's label, values as the field's list cells show them. */
export function historyRow(decl: ResourceDecl, e: StateLogEntry, lang: Lang, dict?: readonly DictEntry[]) {
  const action = (decl.actions ?? []).find((a) => a.name === e.action);
  const fd = decl.fields[e.field];
  const value = (v: string | null) => (v === null || v === '' ? '' : fd ? formatCell(fd, v, { lang, dict }) || v : v);
  return {
    time: formatCell({ type: 'datetime', label: { zh: '', en: '' } }, e.createTime, { lang }),
    user: e.createUserName || e.createUser || '',
    action: action ? action.label[lang] : e.action,
    from: value(e.fromValue),
    to: value(e.toValue),
    reason: e.reason ?? '',
  };
}
