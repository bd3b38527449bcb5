/**
 * A keyboard list for picking: the rows one side of a picker offers (search results) or holds
 * (the chosen ones). The list's movement keys (↑↓ or j/k, Home/End: focusRowByKey in
 * list-keys.ts) move between rows; Enter or Space (or a double click) picks, Delete or Backspace
 * takes out, each only where the caller handles it. A row taken out hands the focus to the row
 * that takes its place (else `onEmptied`), so the keyboard never loses its place.
 * The invitation editor's search results and invited customers are pick lists.
 */
import './pick-list.css';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { focusRowByKey, LIST_SHORTCUTS } from './list-keys';

type Keys = { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean };

/** What a key on a row asks of the list beyond moving the focus; pure, so the rules are tested without a browser. */
export function pickKeyIntent(e: Keys): 'pick' | 'remove' | 'leaveTop' | null {
  if (e.altKey || e.ctrlKey || e.metaKey) return null;
  if (e.key === 'Enter' || e.key === ' ') return 'pick';
  if (e.key === 'Delete' || e.key === 'Backspace') return 'remove';
  // the list's "previous row" key, meaning "leave the list" on its first row
  if ((LIST_SHORTCUTS.prev as readonly string[]).includes(e.key)) return 'leaveTop';
  return null;
}

/** a list's own rows (not those of a list inside a row) */
const ROWS = ':scope > [data-row]';
const rowsOf = (list: HTMLElement | null) => [...(list?.querySelectorAll<HTMLElement>(ROWS) ?? [])];

/** Focuses the first row of a pick list (from its search field's ↓ or Enter). */
export function focusFirstRow(list: HTMLElement | null): boolean {
  const first = rowsOf(list)[0];
  first?.focus();
  return !!first;
}

/** What a row's buttons call: the same handlers, with the same focus rules, as the keys. */
export interface PickRowControls {
  pick: () => void;
  remove: () => void;
}

export interface PickListProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  /** the row's accessible name */
  labelOf: (item: T) => string;
  /** the row's content, left of its buttons */
  render: (item: T) => ReactNode;
  /** the row's buttons, pushed to its right end; out of the tab order (the row's keys do the same) */
  buttons?: (item: T, controls: PickRowControls) => ReactNode;
  /** Enter, Space or a double click */
  onPick?: (item: T) => void;
  /** Delete or Backspace: the row leaves the list */
  onRemove?: (item: T) => void;
  /** ↑ (or k) on the first row: back to the search field above the list */
  onLeaveTop?: () => void;
  /** the last row was taken out: where the focus goes instead */
  onEmptied?: () => void;
  /** greyed and announced as such (already picked) */
  isDisabled?: (item: T) => boolean;
  /** the list element, for the search field's ↓ (focusFirstRow) */
  listRef?: { current: HTMLElement | null };
  'aria-label': string;
  'data-testid'?: string;
  /** the form field it stands for: a failed check focuses the list */
  'data-field'?: string;
  maxHeight?: number;
}

export function PickList<T>(props: PickListProps<T>) {
  const { items, keyOf, labelOf, render, buttons, onPick, onRemove, onLeaveTop, onEmptied, isDisabled } = props;
  const ref = useRef<HTMLUListElement | null>(null);

  const controls = (item: T, index: number): PickRowControls => ({
    pick: () => onPick?.(item),
    remove: () => {
      if (!onRemove) return;
      // before the row leaves: its follower (or the row before it) takes the focus
      const rows = rowsOf(ref.current);
      const next = rows[index + 1] ?? rows[index - 1];
      if (next) next.focus();
      else onEmptied?.();
      onRemove(item);
    },
  });

  const onKeyDown = (e: KeyboardEvent<HTMLElement>, item: T, index: number) => {
    if (e.target !== e.currentTarget) return;
    const intent = pickKeyIntent(e);
    if (intent === 'leaveTop' && index === 0 && onLeaveTop) onLeaveTop();
    else if (focusRowByKey(e, ref.current, ROWS)) return;
    else if (intent === 'pick' && onPick) controls(item, index).pick();
    else if (intent === 'remove' && onRemove) controls(item, index).remove();
    else return;
    e.preventDefault();
  };

  return (
    <ul
      ref={(el) => {
        ref.current = el;
        if (props.listRef) props.listRef.current = el;
      }}
      className="pick-list"
      style={props.maxHeight ? { maxHeight: props.maxHeight } : undefined}
      aria-label={props['aria-label']}
      data-testid={props['data-testid']}
      data-field={props['data-field']}
      tabIndex={props['data-field'] ? -1 : undefined}
    >
      {items.map((item, i) => {
        const key = keyOf(item);
        const c = controls(item, i);
        return (
          <li
            key={key}
            data-row={key}
            tabIndex={0}
            aria-label={labelOf(item)}
            aria-disabled={isDisabled?.(item) || undefined}
            onKeyDown={(e) => onKeyDown(e, item, i)}
            onDoubleClick={onPick ? c.pick : undefined}
          >
            {render(item)}
            {buttons && (
              <>
                <span className="pick-list-spacer" />
                {buttons(item, c)}
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
