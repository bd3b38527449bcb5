/**
 * Notices (blade-desk/notice): the category check, publishing, and the calls of the shell for the
 * signed-in user: the notice page with read flags, the unread count, the latest unread notices,
 * the detail that marks a notice read, and marking all read.
 */
import { and, count, desc, eq, isNull, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { noticeResource, PUBLISH_STATUS } from '../../../../src/domain/resources/system/notice';
import { ahNotice, ahNoticeRead, ahSystemCategory } from '../../../db/resource-tables/content';
import type { Tx } from '../../../db';
import type { AuthContext } from '../../../http/auth';
import type { Services } from '../../../services';
import { readAction, ResourceRuntime, type ResourceHooks } from '../../../http/resource-router';
import { actionForBody, noActionMessage } from '../../../../src/domain/resources/action';
import { Codes } from '../../../../src/domain/codes';
import { ApiError, notFound, page } from '../../../http/envelope';
import { noInput, pagingCurrentSize, vId, vOptId, vOptStr } from '../../../http/input';
import { route, type Registrable } from '../../../http/route';
import { refuse } from './common';

/** A category reference must name a live category of the tenant of the given type; its name is copied. */
export async function categoryName(tx: Tx, tenantId: string, type: 'notice' | 'course', id: string): Promise<string> {
  const [row] = await tx
    .select({ name: ahSystemCategory.name })
    .from(ahSystemCategory)
    .where(and(eq(ahSystemCategory.id, id), eq(ahSystemCategory.tenantId, tenantId), eq(ahSystemCategory.type, type), eq(ahSystemCategory.isDeleted, 0)))
    .limit(1);
  if (!row) throw type === 'notice' ? refuse('公告分类不存在', 'No such notice category') : refuse('课程分类不存在', 'No such course category');
  return String(row.name);
}

export const NOTICE_HOOKS: ResourceHooks = {
  beforeWrite: async ({ tx, auth, value, id }) => {
    if (!id) value.status = PUBLISH_STATUS.DRAFT;
    if (typeof value.ahSystemCategoryId === 'string') value.categoryName = await categoryName(tx, auth.tenantId, 'notice', value.ahSystemCategoryId);
  },
};

const notices = new ResourceRuntime(noticeResource, ahNotice, NOTICE_HOOKS);

/**
 * The publishing machine's two actions on the spec's one path (src/domain/resources/system/notice.ts):
 * the body's status (1 when left out, as the spec's publish) names the action; the rows are locked and
 * each must be in the state the machine takes it from (all or nothing, 10300 otherwise); publishing
 * stamps the publish time, and the change is in the state history.
 */
export function publishRoute(rt: ResourceRuntime, permission: string): Registrable {
  const actions = (rt.decl.actions ?? []).filter((a) => a.path === 'publish');
  return route({
    method: 'POST',
    url: `/${rt.decl.service}/${rt.decl.base}/publish`,
    permission,
    input: v.looseObject({ ids: v.optional(v.unknown()), status: v.optional(v.unknown()) }),
    handler: async ({ auth, services, input, lang }) => {
      const body = { ...input, status: input.status === undefined || input.status === null || input.status === '' ? PUBLISH_STATUS.PUBLISHED : input.status };
      const action = actionForBody(actions, body);
      if (!action) throw new ApiError(Codes.BAD_REQUEST, noActionMessage(rt.decl, actions, lang).message, { field: 'status' });
      const call = readAction(rt.decl, action, body, lang);
      const status = Number(action.set!.status);
      await rt.setFields(services, auth, call.ids, status === PUBLISH_STATUS.PUBLISHED ? { status, publishTime: services.now() } : { status }, { action, lang });
      return true;
    },
  });
}

const readJoin = (auth: AuthContext) => and(eq(ahNoticeRead.noticeId, ahNotice.id), eq(ahNoticeRead.userId, auth.userId));

/** Published notices of the caller's tenant. */
const visible = (auth: AuthContext) =>
  and(eq(ahNotice.isDeleted, 0), eq(ahNotice.status, PUBLISH_STATUS.PUBLISHED), or(isNull(ahNotice.toUserId), eq(ahNotice.toUserId, auth.userId)));

const userColumns = {
  id: ahNotice.id,
  title: ahNotice.title,
  summary: ahNotice.summary,
  ahSystemCategoryId: ahNotice.ahSystemCategoryId,
  categoryName: ahNotice.categoryName,
  publishTime: ahNotice.publishTime,
  updateTime: ahNotice.updateTime,
  /** the read flag of spec 1 section 3: 1 read, 0 unread */
  state: sql<number>`case when ${ahNoticeRead.noticeId} is null then 0 else 1 end`.mapWith(Number),
};

async function userPage(services: Services, auth: AuthContext, where: SQL | undefined, current: number, size: number) {
  const [{ n }] = await services.db.select({ n: count() }).from(ahNotice).leftJoin(ahNoticeRead, readJoin(auth)).where(where);
  const records = await services.db
    .select(userColumns)
    .from(ahNotice)
    .leftJoin(ahNoticeRead, readJoin(auth))
    .where(where)
    .orderBy(desc(ahNotice.publishTime), desc(ahNotice.id))
    .limit(size)
    .offset((current - 1) * size);
  return page(records, Number(n), current, size);
}

const stateInput = v.optional(v.union([v.literal(''), v.picklist(['0', '1', 0, 1])], '阅读状态取值无效'));

export const noticeRoutes: Registrable[] = [
  publishRoute(notices, 'notice_publish'),

  route({
    method: 'GET',
    url: '/blade-desk/notice/userPage',
    input: v.object({ ...pagingCurrentSize, title: vOptStr(100), ahSystemCategoryId: vOptId(), state: stateInput }),
    handler: async ({ auth, services, input }) => {
      const where = and(
        visible(auth),
        input.title ? sql`${ahNotice.title} ilike ${`%${input.title.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : undefined,
        input.ahSystemCategoryId ? eq(ahNotice.ahSystemCategoryId, input.ahSystemCategoryId) : undefined,
        input.state === undefined || input.state === '' ? undefined : Number(input.state) === 1 ? isNotNull(ahNoticeRead.noticeId) : isNull(ahNoticeRead.noticeId),
      );
      return userPage(services, auth, where, input.current, input.size);
    },
  }),

  route({
    method: 'GET',
    url: '/blade-desk/notice/unreadCount',
    input: v.looseObject({}),
    handler: async ({ auth, services }) => {
      const [{ n }] = await services.db
        .select({ n: count() })
        .from(ahNotice)
        .leftJoin(ahNoticeRead, readJoin(auth))
        .where(and(visible(auth), isNull(ahNoticeRead.noticeId)));
      return Number(n);
    },
  }),

  route({
    method: 'GET',
    url: '/blade-desk/notice/lastUnread',
    input: v.object({ current: pagingCurrentSize.current, size: v.optional(pagingCurrentSize.size.wrapped, 10) }),
    handler: async ({ auth, services, input }) => userPage(services, auth, and(visible(auth), isNull(ahNoticeRead.noticeId)), input.current, input.size),
  }),

  route({
    method: 'GET',
    url: '/blade-desk/notice/read-detail',
    input: v.object({ id: vId() }),
    handler: async ({ auth, services, input }) => {
      const [row] = await services.db
        .select({ ...userColumns, content: ahNotice.content })
        .from(ahNotice)
        .leftJoin(ahNoticeRead, readJoin(auth))
        .where(and(visible(auth), eq(ahNotice.id, input.id)))
        .limit(1);
      if (!row) throw notFound();
      await services.db.insert(ahNoticeRead).values({ noticeId: input.id, userId: auth.userId, readTime: services.now() }).onConflictDoNothing();
      return { ...row, state: 1 };
    },
  }),

  route({
    method: 'POST',
    url: '/blade-desk/notice/readAll',
    input: noInput,
    handler: async ({ auth, services }) => {
      const now = services.now();
      const unread = await services.db
        .select({ id: ahNotice.id })
        .from(ahNotice)
        .leftJoin(ahNoticeRead, readJoin(auth))
        .where(and(visible(auth), isNull(ahNoticeRead.noticeId)));
      if (unread.length) {
        await services.db
          .insert(ahNoticeRead)
          .values(unread.map((r) => ({ noticeId: String(r.id), userId: auth.userId, readTime: now })))
          .onConflictDoNothing();
      }
      return unread.length;
    },
  }),
];
