/**
 * Multi-select and row focus of a list (spec 1 section 4: a generic list clears its selection
 * after each load and tracks whether all are selected). Pure state transitions.
 */

export type SelectAllState = 'all' | 'some' | 'none';

/** Selected ids are only those on the page; the state compares them with the page's ids. */
export function selectAllState(pageIds: readonly string[], selected: ReadonlySet<string>): SelectAllState {
  if (pageIds.length === 0) return 'none';
  let n = 0;
  for (const id of pageIds) if (selected.has(id)) n++;
  return n === 0 ? 'none' : n === pageIds.length ? 'all' : 'some';
}

export function toggleSelected(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The header checkbox: everything when not all are selected, nothing when all are. */
export function toggleAll(pageIds: readonly string[], selected: ReadonlySet<string>): Set<string> {
  return selectAllState(pageIds, selected) === 'all' ? new Set() : new Set(pageIds);
}

/** Selected ids in page order (the order they are sent in). */
export function selectedInOrder(pageIds: readonly string[], selected: ReadonlySet<string>): string[] {
  return pageIds.filter((id) => selected.has(id));
}

/**
 * The focused row after a move: -1 is no row; the first move down from no row focuses the first,
 * the first move up focuses the last; moves stop at the ends.
 */
export function moveFocus(index: number, delta: number, count: number): number {
  if (count <= 0) return -1;
  if (index < 0 || index >= count) return delta >= 0 ? 0 : count - 1;
  return Math.min(count - 1, Math.max(0, index + delta));
}

/** The focus after a reload: kept when the row is still there, else clamped to the page. */
export function clampFocus(index: number, count: number): number {
  if (count <= 0) return -1;
  return index < 0 ? -1 : Math.min(index, count - 1);
}

/**
 * The focus after a reload: on the same record wherever it now stands (an action that re-sorts the
 * list keeps the cursor on what the user acted on); when it has left the page (deleted, filtered
 * out, another page), the same place, clamped to the page.
 */
export function focusAfterReload(index: number, id: string | null, ids: readonly string[], focusFirst = false): number {
  if (id !== null) {
    const at = ids.indexOf(id);
    if (at >= 0) return at;
  }
  return clampFocus(focusFirst && index < 0 && ids.length > 0 ? 0 : index, ids.length);
}
