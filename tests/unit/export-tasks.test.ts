/** The export-task rules (spec 1 sections 4 and 9) and the badge texts of the sidebar. */
import { describe, expect, it } from 'vitest';
import { badgeText, EXPORT_BADGE_MAX, UNREAD_BADGE_MAX } from '../../src/shell/notices/badge';
import {
  anyRunning,
  badgeCount,
  downloadName,
  EXPORT_SLOW_MS,
  isSlow,
  newlyFinished,
  stateLabel,
  type ExportTask,
} from '../../src/shell/export-tasks/export-task-logic';

const task = (id: string, state: number, isConfirm = 0, createTime = '2026-01-01T00:00:00Z'): ExportTask => ({
  ahExportTaskId: id,
  name: `参数管理${id}.xlsx`,
  state,
  isConfirm,
  createTime,
  finishTime: null,
  failReason: null,
  rowCount: null,
});

describe('badge texts', () => {
  it('shows nothing for zero and max+ above the maximum', () => {
    expect(badgeText(0, UNREAD_BADGE_MAX)).toBe('');
    expect(badgeText(3, UNREAD_BADGE_MAX)).toBe('3');
    expect(badgeText(10, UNREAD_BADGE_MAX)).toBe('10');
    expect(badgeText(11, UNREAD_BADGE_MAX)).toBe('10+');
    expect(badgeText(99, EXPORT_BADGE_MAX)).toBe('99');
    expect(badgeText(100, EXPORT_BADGE_MAX)).toBe('99+');
    expect(badgeText(Number.NaN, EXPORT_BADGE_MAX)).toBe('');
  });
});

describe('export tasks', () => {
  it('counts running tasks and done tasks not yet downloaded', () => {
    const tasks = [task('a', 1), task('b', 2), task('c', 3, 0), task('d', 3, 1), task('e', 4)];
    expect(badgeCount(tasks)).toBe(3);
    expect(anyRunning(tasks)).toBe(true);
    expect(anyRunning([task('c', 3), task('e', 4)])).toBe(false);
    expect(anyRunning(undefined)).toBe(false);
  });

  it('finds the tasks that finished since they were seen running', () => {
    const running = new Set(['a', 'b', 'x']);
    const now = [task('a', 3), task('b', 1), task('c', 4)];
    expect(newlyFinished(running, now).map((t) => t.ahExportTaskId)).toEqual(['a']);
    // a failure counts as finished too
    expect(newlyFinished(new Set(['c']), now).map((t) => t.ahExportTaskId)).toEqual(['c']);
  });

  it('is slow after 5 minutes of generating or waiting', () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    expect(isSlow(task('a', 1), start + EXPORT_SLOW_MS - 1)).toBe(false);
    expect(isSlow(task('a', 2), start + EXPORT_SLOW_MS)).toBe(true);
    expect(isSlow(task('a', 3), start + EXPORT_SLOW_MS * 2)).toBe(false);
    expect(isSlow({ state: 1, createTime: 'nonsense' }, start)).toBe(false);
  });

  it('labels states from the dictionary, else built in, else the number', () => {
    const dict = [{ dictKey: '3', dictValue: '已完成', dictValueEn: 'Done' }];
    expect(stateLabel(3, 'zh', dict)).toBe('已完成');
    expect(stateLabel(3, 'en', dict)).toBe('Done');
    expect(stateLabel(4, 'zh', dict)).toBe('失败');
    expect(stateLabel(9, 'zh')).toBe('9');
  });

  it('saves under the task name, with .xlsx when it has no extension', () => {
    expect(downloadName('参数管理20261121201500.xlsx')).toBe('参数管理20261121201500.xlsx');
    expect(downloadName('客户')).toBe('客户.xlsx');
    expect(downloadName('a/b:c')).toBe('a_b_c.xlsx');
    expect(downloadName('')).toBe('export.xlsx');
  });
});
