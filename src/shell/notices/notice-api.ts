/**
 * The signed-in user's notices and the published courses (docs/system-content.md): the notice page
 * with read flags, the unread count, the newest unread notices, the detail that marks a notice
 * read, mark-all-read; the course list and detail for /anhua/article.
 */
import { http } from '../../api/http';

/** A notice as the user sees it; state 1 read, 0 unread (spec 1 section 3). */
export interface UserNotice {
  id: string;
  title: string;
  summary: string | null;
  ahSystemCategoryId: string | null;
  categoryName: string | null;
  publishTime: string | null;
  updateTime: string | null;
  state: number;
}

export interface NoticeDetail extends UserNotice {
  /** HTML written by an administrator; shown through safeHtml() */
  content: string | null;
}

export interface Course {
  id: string;
  title: string;
  categoryId: string | null;
  categoryName: string | null;
  cover: string | null;
  summary: string | null;
  content: string | null;
  videoUrl: string | null;
  publishTime: string | null;
}

export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

/** spec 1 section 9: the notice page size */
export const NOTICE_PAGE_SIZE = 20;
/** spec 1 section 9: unread notices are polled this often */
export const NOTICE_POLL_MS = 120_000;
/** the notification dialog lists this many of the newest unread notices */
export const LAST_UNREAD_SIZE = 10;

export interface NoticeFilter {
  title?: string;
  /** '' all, '0' unread, '1' read */
  state?: '' | '0' | '1';
}

const emptyPage = <T>(current: number, size: number): Page<T> => ({ records: [], total: 0, size, current, pages: 0 });

/** A contract waiting for the signed-in user's review (crm-member contractInfoReminder). */
export interface ContractReminder {
  id: string;
  contractNo: string;
  customerName: string | null;
  submitTime: string | null;
}

const CONTRACTS = '/api/crm-member/ahElectronicContract';

/** The contracts whose turn is the user's; a user without the contract area sees none (quiet). */
export async function getContractReminders(): Promise<ContractReminder[]> {
  try {
    const res = await http.get<{ records: ContractReminder[] }>(`${CONTRACTS}/contractInfoReminder`, undefined, { quiet: true });
    return res.data?.records ?? [];
  } catch {
    return [];
  }
}

/** The next contract waiting for the user in the current store, or null. */
export async function getNextContract(): Promise<{ id: string; contractNo: string } | null> {
  const res = await http.get<{ id: string; contractNo: string } | null>(`${CONTRACTS}/nextForMe`);
  return res.data ?? null;
}

export async function getUnreadCount(): Promise<number> {
  const res = await http.get<number>('/api/blade-desk/notice/unreadCount');
  return Number(res.data) || 0;
}

export async function getLastUnread(): Promise<UserNotice[]> {
  const res = await http.get<Page<UserNotice>>('/api/blade-desk/notice/lastUnread', { current: 1, size: LAST_UNREAD_SIZE });
  return res.data?.records ?? [];
}

export async function getNoticePage(current: number, filter: NoticeFilter = {}, size = NOTICE_PAGE_SIZE): Promise<Page<UserNotice>> {
  const res = await http.get<Page<UserNotice>>('/api/blade-desk/notice/userPage', {
    current,
    size,
    title: filter.title?.trim() || undefined,
    state: filter.state || undefined,
  });
  return res.data ?? emptyPage(current, size);
}

/** The notice with its content; the server marks it read for the caller. */
export async function readNotice(id: string): Promise<NoticeDetail> {
  const res = await http.get<NoticeDetail>('/api/blade-desk/notice/read-detail', { id });
  return res.data;
}

/** Marks every notice read; answers how many were unread. */
export async function readAllNotices(): Promise<number> {
  const res = await http.post<number>('/api/blade-desk/notice/readAll');
  return Number(res.data) || 0;
}

/** Published courses (status 1), in the declared order (sort ascending). */
export async function getCoursePage(current: number, size: number, title?: string): Promise<Page<Course>> {
  const res = await http.get<Page<Course>>('/api/blade-desk/course/list', { current, size, status: 1, title: title?.trim() || undefined });
  return res.data ?? emptyPage(current, size);
}

export async function getCourse(id: string): Promise<Course> {
  const res = await http.get<Course>('/api/blade-desk/course/detail', { id });
  return res.data;
}

/** The signed-in user's workflow tasks: 待办 (held) and 待签 (offered to them or their groups). */
export interface TaskCounts {
  todo: number;
  claim: number;
}

/** blade-flow work/count; a user without the workflow calls counts none (quiet). */
export async function getTaskCounts(): Promise<TaskCounts> {
  try {
    const res = await http.get<TaskCounts>('/api/blade-flow/work/count', undefined, { quiet: true });
    return { todo: Number(res.data?.todo ?? 0), claim: Number(res.data?.claim ?? 0) };
  } catch {
    return { todo: 0, claim: 0 };
  }
}
