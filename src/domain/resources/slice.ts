/**
 * The declaration a slice's menu lists: the resource with the slice's key, title, button codes and
 * operations; the fixed fields become its defaults and leave the columns and the search panel, and
 * the hidden fields leave the columns, filters and forms. Calls still go to the resource's paths.
 */
import type { FieldDecl, ResourceDecl, SliceDecl } from './types';

export function sliceDecl(decl: ResourceDecl, slice: SliceDecl): ResourceDecl {
  const fields: Record<string, FieldDecl> = {};
  for (const [key, fd] of Object.entries(decl.fields)) {
    if (key in slice.fixed) fields[key] = { ...fd, default: slice.fixed[key], list: false, search: undefined, form: false };
    else if (slice.hide?.includes(key)) fields[key] = { ...fd, list: false, search: undefined, form: false };
    else fields[key] = fd;
  }
  // an action's button belongs to the menu that shows it: the slice's menu holds `<its prefix>_<action>`
  const prefix = slice.buttonPrefix ?? decl.buttonPrefix;
  const actions = decl.actions?.map((a) => (a.permission.startsWith(`${decl.buttonPrefix}_`) ? { ...a, permission: `${prefix}${a.permission.slice(decl.buttonPrefix.length)}` } : a));
  const files = decl.files?.map((f) => (f.permission.startsWith(`${decl.buttonPrefix}_`) ? { ...f, permission: `${prefix}${f.permission.slice(decl.buttonPrefix.length)}` } : f));
  return {
    ...decl,
    actions,
    files,
    key: `${decl.key}.${slice.name}`,
    menu: slice.menu,
    title: slice.title,
    buttonPrefix: slice.buttonPrefix ?? decl.buttonPrefix,
    ops: slice.ops ?? decl.ops,
    fields,
    fixed: slice.fixed,
    hideSearch: [...new Set([...(decl.hideSearch ?? []), ...(slice.hideSearch ?? [])])],
    slices: undefined,
  };
}

/** Every button prefix a resource's calls accept: its own and its slices' (a user may hold only one menu's buttons). */
export function buttonPrefixes(decl: ResourceDecl): string[] {
  return [...new Set([decl.buttonPrefix, ...(decl.slices ?? []).map((s) => s.buttonPrefix ?? decl.buttonPrefix)])];
}
