/**
 * Badge texts (spec 1 section 9): a count above the maximum shows as `max+`, like a badge with a
 * max; nothing shows for zero. The unread badge stops at 10 ('10+'); the export badge at 99
 * ('99+', so it fits the bar with a count of up to 100 tasks).
 */
export const UNREAD_BADGE_MAX = 10;
export const EXPORT_BADGE_MAX = 99;
/** the bell's workflow-task badge (待办 + 待签) */
export const TASK_BADGE_MAX = 99;

export function badgeText(count: number, max: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > max ? `${max}+` : String(Math.floor(count));
}
