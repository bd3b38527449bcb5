/**
 * What the live stream names, held back while a person edits: a reload under an open form or dialog
 * could move the focus or replace what the form shows, so the tables named meanwhile wait and are
 * reloaded together once the focus leaves it (the form saved, closed or left). Pure (no DOM): the
 * shell passes whether someone is editing now (src/shell/use-live-updates.ts).
 */
export interface LiveBatch {
  /** tables a message named ('*': everything shown, after a reconnect) */
  add(tables: readonly string[]): void;
  /** the focus moved: what waited is applied if nobody edits any more */
  settle(): void;
  /** tables waiting (for tests) */
  waiting(): string[];
}

export function createLiveBatch(opts: { editing(): boolean; apply(tables: string[]): void }): LiveBatch {
  let held = new Set<string>();
  const flush = () => {
    if (!held.size || opts.editing()) return;
    const tables = [...held].sort();
    held = new Set();
    opts.apply(tables);
  };
  return {
    add(tables) {
      for (const t of tables) held.add(t);
      flush();
    },
    settle: flush,
    waiting: () => [...held].sort(),
  };
}

/** the focus is in something a person fills in: a dialog, a form (the list's search excepted), a form page */
export const EDITING_SELECTOR = '[role="dialog"], [role="alertdialog"], [data-form], form:not([role="search"])';
