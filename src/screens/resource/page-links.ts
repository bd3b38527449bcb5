/**
 * The declared pages a list opens instead of its record dialog (`pages` of the declaration): 新增
 * goes to the add page (with a slice's fixed values in the query, so a related list's new row
 * starts under its parent), 编辑 and 查看 to the edit and view pages with `?id=`.
 */
import { useLocation } from 'wouter';
import type { ResourceDecl } from '../../domain/resources/types';
import { declaredPageUrl } from './show-layout';
import type { AnyRow } from './use-resource';

export interface PageLinks {
  onAdd?: () => void;
  onEdit?: (row: AnyRow) => void;
  onView?: (row: AnyRow) => void;
}

/** The add page's address with the values a new record starts with. */
export function addPageUrl(decl: ResourceDecl, start?: Readonly<Record<string, string>>): string | undefined {
  const path = declaredPageUrl(decl, 'add');
  if (!path) return undefined;
  const query = new URLSearchParams(Object.entries(start ?? {}).filter(([k]) => k !== 'id' && decl.fields[k])).toString();
  return query ? `${path}?${query}` : path;
}

export function useDeclaredPageLinks(decl: ResourceDecl, fixed?: Readonly<Record<string, string>>): PageLinks {
  const [, navigate] = useLocation();
  const add = addPageUrl(decl, fixed);
  return {
    onAdd: add ? () => navigate(add) : undefined,
    onEdit: decl.pages?.edit ? (row) => navigate(declaredPageUrl(decl, 'edit', String(row.id))!) : undefined,
    onView: decl.pages?.view ? (row) => navigate(declaredPageUrl(decl, 'view', String(row.id))!) : undefined,
  };
}
