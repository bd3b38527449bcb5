/**
 * Which tables a query reads, so a live message naming tables reloads exactly the queries that show
 * them: a resource list or page reads its declaration's table; the shell's and the hand-written
 * screens' queries are named here (or name their tables in `meta.tables`).
 */
import type { Query } from '@tanstack/react-query';
import { resourceByKey } from '../domain/resources';

/** the tables the hand-written screens' queries read, by the first part of their key */
export const KEY_TABLES: Record<string, readonly string[]> = {
  clue: ['ah_clue', 'ah_clue_trace', 'ah_clue_trace_record'],
  flowTask: ['flow_task', 'flow_instance'],
  flowHistory: ['flow_task', 'flow_instance'],
  flowDiagram: ['flow_task', 'flow_instance'],
  leaveDetail: ['blade_process_leave', 'flow_task', 'flow_instance'],
};

/** the tables a query reads: its `meta.tables` when it names them, else from its key */
export function tablesOf(key: readonly unknown[], meta?: Record<string, unknown>): readonly string[] | null {
  const named = meta?.['tables'];
  if (Array.isArray(named)) return named as string[];
  if (key[0] === 'resource') {
    const decl = resourceByKey.get(String(key[1]));
    return decl ? [decl.table] : null;
  }
  if (key[0] === 'shell' && key[3] === 'notices') return key[4] === 'taskCounts' ? ['flow_task'] : ['ah_notice', 'ah_notice_read'];
  if (key[0] === 'shell' && key[3] === 'exportTasks') return ['ah_export_task'];
  return KEY_TABLES[String(key[0])] ?? null;
}

/** whether a message naming `tables` concerns the query */
export function readsAny(query: { queryKey: Query['queryKey']; meta?: Query['meta'] }, tables: readonly string[]): boolean {
  if (tables.includes('*')) return true;
  const reads = tablesOf(query.queryKey, query.meta);
  return !!reads && reads.some((t) => tables.includes(t));
}

