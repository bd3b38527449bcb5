/**
 * The clue desk's addresses: the desk, its working tabs (?isMustToVisit=, the declaration's tabs) and the clue's detail
 * page. Light on purpose: the area's manifest and the home page's clue card use them without
 * loading the desk.
 */
export const CLUE_DESK_PATH = '/clue/following/index';
export const deskTabUrl = (tab: string | number) => `${CLUE_DESK_PATH}?isMustToVisit=${tab}`;

export const CLUE_DETAIL_PATH = '/clue/following/detail';
export const clueDetailUrl = (id: string) => `${CLUE_DETAIL_PATH}?ahClueTraceId=${encodeURIComponent(id)}`;
