/**
 * Row actions of a list, declared once for the row's buttons and the palette: each says whether
 * the row offers it now (`applies`: a state machine's answer for the row, a permission, a field's
 * value) and what it does with the row (and the selected rows, for an action that may take
 * several). The generic resource list builds them from the declaration and takes a screen's own
 * (the stock cars' machine, the clue desk's) through its rowActions.
 * Pure: the screens pass the focused row and the selection.
 */
import type { CommandText } from '../../commands/registry';
import type { RowCommand } from './list-keys';
import type { AnyRow } from './use-resource';

export interface ListRowAction {
  /** unique within the list: the palette command's id and the button's key */
  id: string;
  label: CommandText;
  shortcut?: string;
  /** whether the row offers the action now */
  applies: (row: AnyRow) => boolean;
  /** the row it runs on, and the selected rows of the page in page order */
  run: (row: AnyRow, selected: AnyRow[]) => void;
  /** shown red */
  danger?: boolean;
}

/** The actions the row offers, in their declared order. */
export function offeredActions(actions: readonly ListRowAction[], row: AnyRow): ListRowAction[] {
  return actions.filter((a) => a.applies(row));
}

/**
 * The palette commands (with their keys) of the focused row's actions: enabled where the focused
 * row offers the action, and run on that row only then.
 */
export function rowActionCommands(actions: readonly ListRowAction[], focusedRow: () => AnyRow | undefined, selectedRows: () => AnyRow[] = () => []): RowCommand[] {
  return actions.map((a) => ({
    id: a.id,
    label: a.label,
    shortcut: a.shortcut,
    enabled: () => {
      const row = focusedRow();
      return !!row && a.applies(row);
    },
    run: () => {
      const row = focusedRow();
      if (row && a.applies(row)) a.run(row, selectedRows());
    },
  }));
}
