/** The mobile clue list's grouping (spec 2 section 9): by the date part of the time field, in list order. */
import { formatDate } from '../../domain/format';

/** Spec 2 section 9: the mobile clue list loads 20 at a time. */
export const MOBILE_PAGE_SIZE = 20;

export interface DateGroup<T> {
  date: string;
  rows: T[];
}

/** Consecutive rows with the same date share a group; a row without the time goes under ''. */
export function groupByDate<T extends Record<string, unknown>>(rows: readonly T[], field: string, fallback = 'createTime'): DateGroup<T>[] {
  const out: DateGroup<T>[] = [];
  for (const row of rows) {
    const raw = (row[field] ?? row[fallback]) as string | null | undefined;
    const date = raw ? formatDate(raw) : '';
    const last = out[out.length - 1];
    if (last && last.date === date) last.rows.push(row);
    else out.push({ date, rows: [row] });
  }
  return out;
}
