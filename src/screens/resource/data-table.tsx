/**
 * The list table: virtualised rows (TanStack Virtual) under a sticky header, a checkbox column,
 * declared columns (width from the declaration) and a row-actions column pinned to the right.
 * One focused row carries a visible ring and is scrolled into view; the grid element is the
 * keyboard target of the list (aria-activedescendant names the focused row).
 */
import { Checkbox, Flex, Spinner, Text } from '@radix-ui/themes';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import type { Lang } from '../../domain/codes';
import type { FieldDecl } from '../../domain/resources/types';
import { formatCell, isImageField, type DictEntry } from './cell-format';
import { ImageThumbs, thumbsThatFit } from './image-thumbs';
import type { Sort } from './list-params';
import type { SelectAllState } from './selection';
import { rt } from './texts';
import { CARD_QUERY, useMedia } from './use-media';
import type { AnyRow } from './use-resource';

export const ROW_HEIGHT = 40;
export const HEADER_HEIGHT = 40;
export const CHECK_WIDTH = 44;
export const DEFAULT_COLUMN_WIDTH = 150;

export interface Column {
  key: string;
  fd: FieldDecl;
  width: number;
  /** how narrow it may get when the table is wider than its box (free text truncates, with its title); the width by default */
  min?: number;
}

export interface DataTableProps {
  idPrefix: string;
  rows: readonly AnyRow[];
  columns: readonly Column[];
  lang: Lang;
  dicts: Record<string, readonly DictEntry[] | undefined>;
  /** labels by column key for columns that name rows of another resource */
  columnLabels?: Record<string, readonly DictEntry[] | undefined>;
  selected: ReadonlySet<string>;
  selectAll: SelectAllState;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  focusIndex: number;
  onFocusIndex: (index: number) => void;
  /** double click or Enter on a row */
  onOpen: (row: AnyRow) => void;
  renderActions?: (row: AnyRow, index: number, focused: boolean) => ReactNode;
  /** a hand-written cell of a column (marks, badges); undefined falls back to the formatted value */
  renderCell?: (row: AnyRow, column: Column, text: string) => ReactNode | undefined;
  actionsWidth: number;
  sort: Sort | null;
  onSort: (field: string) => void;
  loading: boolean;
  fetching: boolean;
  gridRef: Ref<HTMLDivElement>;
}

export const rowDomId = (prefix: string, index: number): string => `${prefix}-row-${index}`;

export function DataTable(props: DataTableProps) {
  const { rows, columns, lang } = props;
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    scrollMargin: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
  });

  useEffect(() => {
    if (props.focusIndex >= 0 && props.focusIndex < rows.length) virtualizer.scrollToIndex(props.focusIndex, { align: 'auto' });
  }, [props.focusIndex, rows.length, virtualizer]);

  const cards = useMedia(CARD_QUERY);
  const hasActions = !!props.renderActions;
  const template = [`${CHECK_WIDTH}px`, ...columns.map((c) => `minmax(${c.min ?? c.width}px, ${c.width}fr)`), ...(hasActions ? [`${props.actionsWidth}px`] : [])].join(' ');
  const totalWidth = CHECK_WIDTH + columns.reduce((n, c) => n + (c.min ?? c.width), 0) + (hasActions ? props.actionsWidth : 0);
  const rowStyle = { gridTemplateColumns: template, width: totalWidth, minWidth: '100%' };
  const focusedId = props.focusIndex >= 0 && props.focusIndex < rows.length ? rowDomId(props.idPrefix, props.focusIndex) : undefined;

  const setRefs = (el: HTMLDivElement | null) => {
    scrollRef.current = el;
    const r = props.gridRef;
    if (typeof r === 'function') r(el);
    else if (r) (r as { current: HTMLDivElement | null }).current = el;
  };

  if (cards) return <CardRows {...props} setRefs={setRefs} focusedId={focusedId} />;

  return (
    <div
      ref={setRefs}
      className="rl-table"
      role="grid"
      aria-multiselectable
      aria-rowcount={rows.length + 1}
      aria-colcount={columns.length + 1 + (hasActions ? 1 : 0)}
      aria-activedescendant={focusedId}
      aria-busy={props.fetching || undefined}
      tabIndex={0}
      data-fetching={props.fetching || undefined}
    >
      <div className="rl-head" role="row" aria-rowindex={1} style={{ ...rowStyle, height: HEADER_HEIGHT }}>
        <div role="columnheader" className="rl-cell rl-check">
          <Checkbox
            checked={props.selectAll === 'all' ? true : props.selectAll === 'some' ? 'indeterminate' : false}
            onCheckedChange={() => props.onToggleAll()}
            disabled={rows.length === 0}
            aria-label={rt('selectAll', lang)}
          />
        </div>
        {columns.map((c) => {
          const sorted = props.sort?.field === c.key ? props.sort.dir : undefined;
          const label = c.fd.label[lang];
          return (
            <div key={c.key} role="columnheader" className="rl-cell" aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined} title={label}>
              {c.fd.sortable ? (
                <button type="button" className="rl-sort" onClick={() => props.onSort(c.key)}>
                  {label}
                  <span aria-hidden className="rl-sort-mark">
                    {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                  </span>
                </button>
              ) : (
                label
              )}
            </div>
          );
        })}
        {hasActions && (
          <div role="columnheader" className="rl-cell rl-actions">
            {rt('actions', lang)}
          </div>
        )}
      </div>

      <div className="rl-body" style={{ height: virtualizer.getTotalSize(), width: totalWidth, minWidth: '100%' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          const id = String(row.id);
          const focused = item.index === props.focusIndex;
          const isSelected = props.selected.has(id);
          return (
            <div
              key={id}
              id={rowDomId(props.idPrefix, item.index)}
              role="row"
              aria-rowindex={item.index + 2}
              aria-selected={isSelected}
              className="rl-row"
              data-focused={focused || undefined}
              data-selected={isSelected || undefined}
              style={{ ...rowStyle, height: item.size, transform: `translateY(${item.start - HEADER_HEIGHT}px)` }}
              onClick={() => props.onFocusIndex(item.index)}
              onDoubleClick={(e) => {
                if ((e.target as Element).closest('button, [role="checkbox"]')) return;
                props.onOpen(row);
              }}
            >
              <div role="gridcell" className="rl-cell rl-check" onClick={(e) => e.stopPropagation()}>
                <Checkbox
                  checked={isSelected}
                  tabIndex={-1}
                  onCheckedChange={() => {
                    props.onFocusIndex(item.index);
                    props.onToggle(id);
                  }}
                  aria-label={rt('selectRow', lang)}
                />
              </div>
              {columns.map((c) => {
                const dict = props.columnLabels?.[c.key] ?? (c.fd.dict ? props.dicts[c.fd.dict] : undefined);
                const text = formatCell(c.fd, row[c.key], { lang, dict });
                const numeric = !c.fd.options && !dict && (c.fd.type === 'money' || c.fd.type === 'int' || c.fd.type === 'decimal');
                const image = isImageField(c.fd);
                return (
                  <div key={c.key} role="gridcell" className="rl-cell" data-col={c.key} data-type={c.fd.type} data-numeric={numeric || undefined} title={image ? undefined : text}>
                    {props.renderCell?.(row, c, text) ??
                      (image ? <ImageThumbs value={row[c.key]} label={c.fd.label[lang]} lang={lang} size="cell" max={thumbsThatFit(c.width)} /> : text)}
                  </div>
                );
              })}
              {hasActions && (
                <div role="gridcell" className="rl-cell rl-actions">
                  {props.renderActions!(row, item.index, focused)}
                </div>
              )}
            </div>
          );
        })}
      </div>

      {rows.length === 0 && (
        <Flex className="rl-empty" justify="center" align="center" gap="2">
          {props.loading ? (
            <>
              <Spinner />
              <Text color="gray">{rt('loading', lang)}</Text>
            </>
          ) : (
            <Text color="gray">{rt('noData', lang)}</Text>
          )}
        </Flex>
      )}
    </div>
  );
}

/**
 * Below 600 px the rows are cards, as on the clue list: the first column as the card's title, the
 * other listed fields as label and value, the row's actions at the foot. The same grid element,
 * row ids and focus, so the list keys (j/k, Space, Enter, e, Delete) work as in the table.
 */
function CardRows(props: DataTableProps & { setRefs: (el: HTMLDivElement | null) => void; focusedId: string | undefined }) {
  const { rows, columns, lang } = props;
  useEffect(() => {
    if (props.focusedId) document.getElementById(props.focusedId)?.scrollIntoView({ block: 'nearest' });
  }, [props.focusedId]);
  const [first, ...rest] = columns;
  const text = (row: AnyRow, c: Column) => {
    const dict = props.columnLabels?.[c.key] ?? (c.fd.dict ? props.dicts[c.fd.dict] : undefined);
    return formatCell(c.fd, row[c.key], { lang, dict });
  };
  const cell = (row: AnyRow, c: Column) => {
    const t = text(row, c);
    return props.renderCell?.(row, c, t) ?? (isImageField(c.fd) ? <ImageThumbs value={row[c.key]} label={c.fd.label[lang]} lang={lang} size="cell" max={3} /> : t);
  };
  return (
    <div
      ref={props.setRefs}
      className="rl-table rl-cards"
      role="grid"
      aria-multiselectable
      aria-rowcount={rows.length}
      aria-activedescendant={props.focusedId}
      aria-busy={props.fetching || undefined}
      tabIndex={0}
      data-fetching={props.fetching || undefined}
    >
      {rows.map((row, index) => {
        const id = String(row.id);
        const focused = index === props.focusIndex;
        const isSelected = props.selected.has(id);
        return (
          <div
            key={id}
            id={rowDomId(props.idPrefix, index)}
            role="row"
            aria-selected={isSelected}
            className="rl-row rl-card"
            data-focused={focused || undefined}
            data-selected={isSelected || undefined}
            onClick={() => props.onFocusIndex(index)}
          >
            <div className="rl-card-head">
              <div role="gridcell" onClick={(e) => e.stopPropagation()}>
                <Checkbox
                  checked={isSelected}
                  tabIndex={-1}
                  onCheckedChange={() => {
                    props.onFocusIndex(index);
                    props.onToggle(id);
                  }}
                  aria-label={rt('selectRow', lang)}
                />
              </div>
              {first && (
                <div role="gridcell" className="rl-card-title" data-col={first.key}>
                  {cell(row, first)}
                </div>
              )}
            </div>
            <dl className="rl-card-fields">
              {rest.map((c) => (
                <div key={c.key} role="gridcell" data-col={c.key}>
                  <dt>{c.fd.label[lang]}</dt>
                  <dd>{cell(row, c)}</dd>
                </div>
              ))}
            </dl>
            {props.renderActions && (
              <div role="gridcell" className="rl-card-actions">
                {props.renderActions(row, index, focused)}
              </div>
            )}
          </div>
        );
      })}
      {rows.length === 0 && (
        <Flex className="rl-empty rl-card-empty" justify="center" align="center" gap="2" py="6">
          {props.loading ? <Spinner /> : <Text color="gray">{rt('noData', lang)}</Text>}
        </Flex>
      )}
    </div>
  );
}
