/**
 * Choices for pickers built from rows of a resource: the resource's own parent (tree) and, when a
 * field names the resource it refers to (`ref: '<resource key>'`), that resource's rows. Pure.
 */
import type { Lang } from '../../domain/codes';
import { resourceByKey } from '../../domain/resources';
import { refOf, type FieldDecl, type ResourceDecl } from '../../domain/resources/types';
import { rt } from './texts';

export interface Choice {
  value: string;
  label: string;
}

type Row = { id: string } & Record<string, unknown>;

/** The resource a field refers to (`ref: 'menu'` or `ref: { resource: 'carSeries', ... }`). Unknown keys are ignored. */
export function refDeclOf(fd: FieldDecl): ResourceDecl | undefined {
  const ref = refOf(fd);
  return ref ? resourceByKey.get(ref.resource) : undefined;
}

/** The field that names a row: the declared labelField, a name-like text field, else the first listed text field. */
export function rowLabelKey(decl: ResourceDecl): string | undefined {
  if (decl.labelField) return decl.labelField;
  const entries = Object.entries(decl.fields).filter(([, fd]) => fd.type === 'string' && !fd.secret && !fd.hashed);
  return (
    entries.find(([k]) => /(^|[a-z])(name|title|label)$/i.test(k))?.[0] ??
    entries.find(([k]) => /value$/i.test(k))?.[0] ??
    entries.find(([, fd]) => fd.list)?.[0] ??
    entries[0]?.[0]
  );
}

export function rowLabel(decl: ResourceDecl, row: Row, lang: Lang): string {
  const key = rowLabelKey(decl);
  // an English twin of the name field (nameEn, dictValueEn) when the interface is English
  const en = key && lang === 'en' ? row[`${key}En`] : undefined;
  const value = typeof en === 'string' && en ? en : key ? row[key] : undefined;
  return value === null || value === undefined || value === '' ? String(row.id) : String(value);
}

/**
 * Rows as choices; with a parent field, as an indented tree in which `excludeId` and everything
 * below it are left out (a row cannot become its own ancestor). `top` adds the root choice
 * ('0' as BladeX roots are) first.
 */
export function rowChoices(decl: ResourceDecl, rows: readonly Row[], lang: Lang, options: { excludeId?: string; top?: string } = {}): Choice[] {
  const parentKey = decl.parentField;
  const out: Choice[] = [];
  if (options.top !== undefined) out.push({ value: options.top, label: rt('topLevel', lang) });
  if (!parentKey) {
    for (const r of rows) if (String(r.id) !== options.excludeId) out.push({ value: String(r.id), label: rowLabel(decl, r, lang) });
    return out;
  }
  const ids = new Set(rows.map((r) => String(r.id)));
  const children = new Map<string, Row[]>();
  const roots: Row[] = [];
  for (const r of rows) {
    const p = r[parentKey] === null || r[parentKey] === undefined ? '' : String(r[parentKey]);
    if (p && p !== String(r.id) && ids.has(p)) children.set(p, [...(children.get(p) ?? []), r]);
    else roots.push(r);
  }
  const seen = new Set<string>();
  const walk = (list: Row[], depth: number) => {
    for (const r of list) {
      const id = String(r.id);
      if (id === options.excludeId || seen.has(id)) continue;
      seen.add(id);
      out.push({ value: id, label: `${'\u3000'.repeat(depth)}${rowLabel(decl, r, lang)}` });
      walk(children.get(id) ?? [], depth + 1);
    }
  };
  walk(roots, 0);
  return out;
}

/** The choice label of a value, trimmed of the tree indentation. */
export const choiceText = (choices: readonly Choice[], value: unknown): string | undefined =>
  value === null || value === undefined ? undefined : choices.find((c) => c.value === String(value))?.label.trim();
