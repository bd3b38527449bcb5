/**
 * Reorder by a sort field (a declaration's `reorder`): Alt+↑ and Alt+↓ move the focused row one place
 * among its siblings (same parent in a tree) in the resource's whole order, whatever the list shows now
 * (a search may hide the neighbour). The server swaps two rows (`swap`) or takes the new order of the
 * siblings (`order`, the spec's doSort); both in one transaction on the server.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { Lang } from '../../domain/codes';
import type { ResourceDecl } from '../../domain/resources/types';
import { http } from '../../api/http';
import { toastError } from '../../shell/ui-bus';
import type { ListRowAction } from './row-actions';
import { rtBoth, rt } from './texts';
import { resourceKeys, resourceOptionsQuery, resourceUrl, type AnyRow } from './use-resource';

/** The ids to send for moving `id` one place (`step` -1 up, 1 down) among `rows`, or null at either end. Pure. */
export function reorderIds(decl: ResourceDecl, rows: readonly AnyRow[], id: string, step: -1 | 1): string[] | null {
  const field = decl.reorder!.field;
  const parentOf = (r: AnyRow) => (decl.parentField ? String(r[decl.parentField] ?? '0') : '');
  const self = rows.find((r) => String(r.id) === id);
  if (!self) return null;
  const siblings = rows
    .filter((r) => parentOf(r) === parentOf(self))
    .sort((a, b) => Number(a[field] ?? 0) - Number(b[field] ?? 0) || (String(a.id) < String(b.id) ? -1 : 1))
    .map((r) => String(r.id));
  const at = siblings.indexOf(id);
  const to = at + step;
  if (to < 0 || to >= siblings.length) return null;
  if (decl.reorder!.mode === 'swap') return [id, siblings[to]];
  [siblings[at], siblings[to]] = [siblings[to], siblings[at]];
  return siblings;
}

export function useReorderActions(decl: ResourceDecl, lang: Lang, can: (code: string) => boolean): ListRowAction[] {
  const client = useQueryClient();
  const reorder = decl.reorder;
  if (!reorder || !can(reorder.permission)) return [];
  const move = async (row: AnyRow, step: -1 | 1) => {
    const rows = await client.fetchQuery({ ...resourceOptionsQuery(decl), staleTime: 0 });
    const ids = reorderIds(decl, rows, String(row.id), step);
    if (!ids) {
      toastError(rt(step < 0 ? 'alreadyFirst' : 'alreadyLast', lang));
      return;
    }
    await http.post(resourceUrl(decl, reorder.path), { ids });
    void client.invalidateQueries({ queryKey: resourceKeys.all(decl) });
  };
  return [
    { id: 'reorder.up', label: rtBoth('moveUp'), shortcut: 'Alt+ArrowUp', applies: () => true, run: (row) => void move(row, -1).catch(() => undefined) },
    { id: 'reorder.down', label: rtBoth('moveDown'), shortcut: 'Alt+ArrowDown', applies: () => true, run: (row) => void move(row, 1).catch(() => undefined) },
  ];
}
