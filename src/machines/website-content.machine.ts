/**
 * A piece of the group's website (官网内容: a page, a banner, a news item), ahWebsiteContent.status:
 * 0 draft, 1 published, 2 unpublished (taken off the site). PUBLISH puts a draft or an unpublished
 * piece on the site; UNPUBLISH takes a published one off. EDIT and DELETE are allowed only while the
 * piece is not on the site (a reader never meets words changing under them; take it off first).
 * The declaration's actions and rules come from here, and the server checks them again on the locked row.
 */
import { setup, transition } from 'xstate';
import type { Label } from '../domain/resources/types';

export const CONTENT_STATUS = { draft: 0, published: 1, unpublished: 2 } as const;
export type ContentState = keyof typeof CONTENT_STATUS;
export type ContentEventType = 'PUBLISH' | 'UNPUBLISH' | 'EDIT' | 'DELETE';

export const CONTENT_STATUS_OPTIONS = [
  { value: 0, zh: '草稿', en: 'Draft' },
  { value: 1, zh: '已发布', en: 'Published' },
  { value: 2, zh: '已下线', en: 'Unpublished' },
] as const;

export const websiteContentMachine = setup({ types: { events: {} as { type: ContentEventType } } }).createMachine({
  id: 'websiteContent',
  initial: 'draft',
  states: {
    draft: { on: { PUBLISH: 'published', EDIT: 'draft', DELETE: 'draft' } },
    published: { on: { UNPUBLISH: 'unpublished' } },
    unpublished: { on: { PUBLISH: 'published', EDIT: 'unpublished', DELETE: 'unpublished' } },
  },
});

export function contentStateOf(value: unknown): ContentState | null {
  if (value === null || value === undefined || value === '') return 'draft';
  const n = Number(value);
  const hit = (Object.keys(CONTENT_STATUS) as ContentState[]).find((k) => CONTENT_STATUS[k] === n);
  return hit ?? null;
}

/** the status after the event, or null when the piece cannot take it now */
export function nextContentStatus(value: unknown, type: ContentEventType): number | null {
  const state = contentStateOf(value);
  if (!state) return null;
  const snapshot = websiteContentMachine.resolveState({ value: state, context: undefined });
  if (!snapshot.can({ type })) return null;
  const [after] = transition(websiteContentMachine, snapshot, { type });
  return CONTENT_STATUS[after.value as ContentState];
}

export const contentAllows = (row: Readonly<Record<string, unknown>>, type: ContentEventType): boolean => nextContentStatus(row.status, type) !== null;

export const CONTENT_MESSAGES = {
  alreadyPublished: { zh: '内容已发布', en: 'The content is already published' },
  notPublished: { zh: '内容未发布，不能下线', en: 'The content is not published' },
  publishedLocked: { zh: '内容已发布，请先下线再修改', en: 'The content is published; take it off the site first' },
  publishedNoDelete: { zh: '内容已发布，请先下线再删除', en: 'The content is published; take it off the site before deleting' },
  other: { zh: '当前状态不允许该操作', en: 'The action is not allowed in the current state' },
} as const satisfies Record<string, Label>;

/** Why the machine refuses (code 10300), naming the piece when several were sent. */
export function contentRefusal(row: Readonly<Record<string, unknown>>, type: ContentEventType, many: boolean): Label {
  const state = contentStateOf(row.status);
  const m =
    state === 'published'
      ? type === 'PUBLISH'
        ? CONTENT_MESSAGES.alreadyPublished
        : type === 'EDIT'
          ? CONTENT_MESSAGES.publishedLocked
          : type === 'DELETE'
            ? CONTENT_MESSAGES.publishedNoDelete
            : CONTENT_MESSAGES.other
      : type === 'UNPUBLISH' && state
        ? CONTENT_MESSAGES.notPublished
        : CONTENT_MESSAGES.other;
  return many && row.title ? { zh: `${String(row.title)}：${m.zh}`, en: `${String(row.title)}: ${m.en}` } : m;
}
