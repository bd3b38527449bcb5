/** The shell routes of spec 1 section 2 built in this area. */
export const NOTIFICATION_PATH = '/anhua/notification';
export const NOTICE_DETAIL_PATH = '/anhua/noticeDetail';
export const ARTICLE_PATH = '/anhua/article';
export const INFO_PATH = '/info/index';
export const IFRAME_PATH = '/myiframe/index';

export const noticeDetailUrl = (id: string): string => `${NOTICE_DETAIL_PATH}?id=${encodeURIComponent(id)}`;
/** the workflow queues the bell and the palette open (menu leaves work-todo and work-claim) */
export const TODO_PATH = '/work/todo/index';
export const CLAIM_PATH = '/work/claim/index';
