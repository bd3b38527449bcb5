/**
 * The rows of the order form that are lists of lines (a car's boutiques, the additional items): one
 * table whose columns are declared, each a text field, a select, a checkbox or a computed value, and
 * a remove button a row. Every control is named `${fieldName(row, key)}` (the form's check focuses
 * the failing field by it) and labelled with its column's word and the row's name, so screen readers
 * and the tests tell rows apart.
 */
import { Button, Checkbox, Select, Table, Text, TextField } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import type { Lang } from '../../domain/codes';
import { L } from './order-api';

export interface LineColumn<T> {
  /** the row's field the control edits (a computed column's own name) */
  key: string;
  header: string;
  /** the word the control is labelled with (before the row's name); the header when absent */
  label?: string;
  required?: boolean;
  /** a select of these options (value as text) instead of a text field */
  options?: ReadonlyArray<{ value: number | string; zh: string; en: string }>;
  /** a checkbox of a boolean field */
  check?: boolean;
  /** a value computed from the row, shown as text */
  view?: (row: T) => ReactNode;
  narrow?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** what else changes with a typed value */
  also?: (value: string) => Partial<T>;
  onBlur?: (row: T, index: number) => void;
  /** Enter in the field runs this instead of submitting the form */
  onEnter?: (index: number) => void;
}

export function OrderLinesEditor<T extends object>(props: {
  lang: Lang;
  label: string;
  rows: T[];
  columns: LineColumn<T>[];
  rowName: (index: number) => string;
  fieldName: (index: number, key: string) => string;
  testId: (index: number) => string;
  onChange: (index: number, patch: Partial<T>) => void;
  onRemove: (index: number) => void;
  mt?: '2';
}) {
  const { lang, rows, columns, onChange } = props;
  const patch = (key: string, value: unknown) => ({ [key]: value }) as Partial<T>;
  return (
    <Table.Root size="1" variant="ghost" mt={props.mt} className="order-lines" aria-label={props.label}>
      <Table.Header>
        <Table.Row>
          {columns.map((c) => (
            <Table.ColumnHeaderCell key={c.key}>
              {c.required ? '* ' : ''}
              {c.header}
            </Table.ColumnHeaderCell>
          ))}
          <Table.ColumnHeaderCell />
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row, j) => {
          const n = props.rowName(j);
          const value = (key: string) => (row as Record<string, unknown>)[key];
          return (
            <Table.Row key={j} data-testid={props.testId(j)}>
              {columns.map((c) => {
                const aria = `${c.label ?? c.header} ${n}`;
                const name = props.fieldName(j, c.key);
                return (
                  <Table.Cell key={c.key}>
                    {c.view ? (
                      <Text size="2">{c.view(row)}</Text>
                    ) : c.options ? (
                      <Select.Root value={String(value(c.key))} onValueChange={(v) => onChange(j, patch(c.key, v))}>
                        <Select.Trigger aria-label={aria} name={name} style={{ minWidth: 120 }} />
                        <Select.Content>
                          {c.options.map((o) => (
                            <Select.Item key={o.value} value={String(o.value)}>
                              {o[lang]}
                            </Select.Item>
                          ))}
                        </Select.Content>
                      </Select.Root>
                    ) : c.check ? (
                      <Checkbox checked={value(c.key) === true} aria-label={aria} onCheckedChange={(v) => onChange(j, patch(c.key, v === true))} />
                    ) : (
                      <TextField.Root
                        value={String(value(c.key) ?? '')}
                        name={name}
                        aria-label={aria}
                        placeholder={c.placeholder}
                        disabled={c.disabled}
                        className={c.narrow ? 'order-narrow' : undefined}
                        onChange={(e) => onChange(j, { ...patch(c.key, e.target.value), ...c.also?.(e.target.value) })}
                        onBlur={c.onBlur ? () => c.onBlur!(row, j) : undefined}
                        onKeyDown={
                          c.onEnter
                            ? (e) => {
                                if (e.key === 'Enter') {
                                  e.preventDefault();
                                  c.onEnter!(j);
                                }
                              }
                            : undefined
                        }
                      />
                    )}
                  </Table.Cell>
                );
              })}
              <Table.Cell>
                <Button type="button" size="1" variant="ghost" color="red" aria-label={`${L(lang, '移除', 'Remove')} ${n}`} onClick={() => props.onRemove(j)}>
                  {L(lang, '移除', 'Remove')}
                </Button>
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}
