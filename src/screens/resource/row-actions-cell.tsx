/**
 * The row-actions cell of a list row: the buttons every row shows (view, edit, delete, details),
 * then the actions the row offers, a button each or behind one 更多 menu. A press focuses the row
 * first; only the focused row's buttons are in the tab order.
 *
 *   renderActions={rowActionsRenderer(list, (row) => ({
 *     buttons: [{ id: 'view', label: rt('view', lang), run: () => open(row) }],
 *     actions: rowActions,
 *   }))}
 */
import { Button, DropdownMenu, Flex, Kbd } from '@radix-ui/themes';
import { formatShortcut } from '../../commands/keys';
import type { Lang } from '../../domain/codes';
import { offeredActions, type ListRowAction } from './row-actions';
import { rt } from './texts';
import type { ListEngine } from './use-list-engine';
import type { AnyRow } from './use-resource';

/** A button every row shows, before its actions. */
export interface CellButton {
  id: string;
  label: string;
  danger?: boolean;
  run: () => void;
}

export interface RowActionsCellProps {
  row: AnyRow;
  index: number;
  focused: boolean;
  lang: Lang;
  /** the row's fixed buttons; false leaves one out (no permission) */
  buttons?: ReadonlyArray<CellButton | false>;
  /** the list's row actions: the row shows those it offers */
  actions?: readonly ListRowAction[];
  /** false: the offered actions sit behind one 更多 menu */
  inline?: boolean;
  /** at most this many actions */
  limit?: number;
  /** each action's key as its button's tooltip */
  shortcutTitles?: boolean;
  /** focuses the row */
  onPick: (index: number) => void;
  /** the selection an action gets with its row */
  selectedRows?: () => AnyRow[];
}

export function RowActionsCell(props: RowActionsCellProps) {
  const { row, lang } = props;
  const tab = props.focused ? 0 : -1;
  const pick = () => props.onPick(props.index);
  const offered = offeredActions(props.actions ?? [], row).slice(0, props.limit);
  const run = (a: ListRowAction) => a.run(row, props.selectedRows?.() ?? []);
  return (
    <Flex gap="1" wrap="nowrap">
      {props.buttons?.map(
        (b) =>
          b && (
            <Button key={b.id} size="1" variant="ghost" color={b.danger ? 'red' : undefined} tabIndex={tab} onClick={() => (pick(), b.run())}>
              {b.label}
            </Button>
          ),
      )}
      {props.inline !== false
        ? offered.map((a) => (
            <Button
              key={a.id}
              size="1"
              variant="ghost"
              color={a.danger ? 'red' : undefined}
              tabIndex={tab}
              title={props.shortcutTitles ? a.shortcut : undefined}
              aria-keyshortcuts={a.shortcut || undefined}
              onClick={() => (pick(), run(a))}
            >
              {a.label[lang]}
              {/* the key, on the focused row (where it acts) only, so the other rows stay narrow; the
                  button's name stays its label (aria-keyshortcuts tells the key) */}
              {a.shortcut && tab === 0 && (
                <Kbd size="1" className="rl-kbd" aria-hidden>
                  {formatShortcut(a.shortcut)}
                </Kbd>
              )}
            </Button>
          ))
        : offered.length > 0 && (
            <DropdownMenu.Root>
              <DropdownMenu.Trigger>
                <Button size="1" variant="ghost" tabIndex={tab} onClick={pick}>
                  {rt('more', lang)}
                  <DropdownMenu.TriggerIcon />
                </Button>
              </DropdownMenu.Trigger>
              <DropdownMenu.Content size="1">
                {offered.map((a) => (
                  <DropdownMenu.Item key={a.id} shortcut={a.shortcut} onSelect={() => run(a)}>
                    {a.label[lang]}
                  </DropdownMenu.Item>
                ))}
              </DropdownMenu.Content>
            </DropdownMenu.Root>
          )}
    </Flex>
  );
}

/** What a row's cell holds: its buttons and actions, and how the actions show. */
export type RowActionsContent = Pick<RowActionsCellProps, 'buttons' | 'actions' | 'inline' | 'limit' | 'shortcutTitles'>;

/** The table's renderActions of a list: each row's cell, a press focusing the row, an action getting the selection. */
export function rowActionsRenderer(list: Pick<ListEngine, 'lang' | 'setFocusIndex' | 'selectedRows'>, content: (row: AnyRow) => RowActionsContent) {
  return (row: AnyRow, index: number, focused: boolean) => (
    <RowActionsCell {...content(row)} row={row} index={index} focused={focused} lang={list.lang} onPick={list.setFocusIndex} selectedRows={list.selectedRows} />
  );
}
