/**
 * The clue desk's addresses: the desk, its working tabs (?isMustToVisit=) and the clue's detail
 * page. Light on purpose: the area's manifest and the home page's clue card use them without
 * loading the desk.
 */
import { CLUE_TABS } from '../../domain/resources/sales/clue-trace';
import type { ClueTextKey } from './texts';

export const CLUE_DESK_PATH = '/clue/following/index';
export const deskTabUrl = (tab: number) => `${CLUE_DESK_PATH}?isMustToVisit=${tab}`;

export const CLUE_DETAIL_PATH = '/clue/following/detail';
export const clueDetailUrl = (id: string) => `${CLUE_DETAIL_PATH}?ahClueTraceId=${encodeURIComponent(id)}`;

export interface DeskTab {
  value: number;
  label: ClueTextKey;
  key: string;
}

/** The tab strip in the order a salesman works it; the key is the tab's shortcut. */
export const DESK_TABS: readonly DeskTab[] = [
  { value: CLUE_TABS.overdue, label: 'tabOverdue', key: '1' },
  { value: CLUE_TABS.immediate, label: 'tabImmediate', key: '2' },
  { value: CLUE_TABS.new, label: 'tabNew', key: '3' },
  { value: CLUE_TABS.waitingVisit, label: 'tabWaiting', key: '4' },
  { value: CLUE_TABS.visited, label: 'tabVisited', key: '5' },
  { value: CLUE_TABS.all, label: 'tabAll', key: '6' },
];

/** The desk tab a URL asks for (?isMustToVisit=), or null */
export function deskTabOf(raw: string | null): number | null {
  const n = raw === null || raw === '' ? NaN : Number(raw);
  return DESK_TABS.some((t) => t.value === n) ? n : null;
}
