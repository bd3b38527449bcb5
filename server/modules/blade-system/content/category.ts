/**
 * System categories (crm-anhua/ahSystemCategory) and their two typed views, notice categories and
 * the course-category tree (blade-desk): type fixed by the view, parents of the same type without
 * cycles, names copied onto notices and courses, removal refused while something uses a category,
 * and doSort.
 */
import { and, asc, count, eq, inArray, notInArray } from 'drizzle-orm';
import type { ResourceDecl } from '../../../../src/domain/resources/types';
import { courseCategoryResource, noticeCategoryResource, systemCategoryResource } from '../../../../src/domain/resources/system/category';
import { ahCourse, ahNotice, ahSystemCategory } from '../../../db/resource-tables/content';
import type { Tx } from '../../../db';
import { ResourceRuntime, hooksOf, type ResourceHooks, type ResourceHookMap } from '../../../http/resource-router';
import { notFound } from '../../../http/envelope';
import { route, type Registrable } from '../../../http/route';
import { idsInput, refuse } from './common';
import { noInput } from '../../../http/input';

type CategoryType = 'notice' | 'course';

const MAX_DEPTH = 32;

async function checkParent(tx: Tx, tenantId: string, type: string, parentId: string, selfId: string | null) {
  if (selfId && parentId === selfId) throw refuse('上级分类不能是自己', 'A category cannot be its own parent');
  let cursor = parentId;
  for (let depth = 0; cursor !== '0'; depth++) {
    if (depth > MAX_DEPTH) throw refuse('分类层级过深', 'The category tree is too deep');
    const [row] = await tx
      .select({ parentId: ahSystemCategory.parentId, type: ahSystemCategory.type })
      .from(ahSystemCategory)
      .where(and(eq(ahSystemCategory.id, cursor), eq(ahSystemCategory.tenantId, tenantId), eq(ahSystemCategory.isDeleted, 0)))
      .limit(1);
    if (!row || (depth === 0 && row.type !== type)) throw refuse('上级分类不存在', 'No such parent category');
    if (selfId && row.parentId === selfId) throw refuse('上级分类不能是自己的下级', 'A category cannot move under its own child');
    cursor = String(row.parentId ?? '0');
  }
}

/** Hooks of a category resource; a view passes the type it shows. */
export function categoryHooks(fixedType?: CategoryType): ResourceHooks {
  return {
    where: fixedType ? () => eq(ahSystemCategory.type, fixedType) : undefined,
    beforeWrite: async ({ tx, auth, value, id }) => {
      let type: string;
      if (id) {
        const [cur] = await tx.select({ type: ahSystemCategory.type }).from(ahSystemCategory).where(eq(ahSystemCategory.id, id)).limit(1);
        if (value.type !== undefined && value.type !== cur.type) throw refuse('分类类型不能修改', 'The category type cannot change');
        type = String(cur.type);
      } else {
        if (fixedType) value.type = fixedType;
        type = String(value.type);
        if (!('parentId' in value)) value.parentId = '0';
      }
      if ('parentId' in value) {
        if (value.parentId === null) value.parentId = '0';
        if (type === 'notice' && value.parentId !== '0') throw refuse('公告分类不分层级', 'Notice categories have no parents');
        await checkParent(tx, auth.tenantId, type, String(value.parentId), id);
      }
      if (id && typeof value.name === 'string') {
        // the name is shown with every notice and course: keep their copies current
        await tx.update(ahNotice).set({ categoryName: value.name }).where(eq(ahNotice.ahSystemCategoryId, id));
        await tx.update(ahCourse).set({ categoryName: value.name }).where(eq(ahCourse.categoryId, id));
      }
    },
    beforeRemove: async ({ tx, ids }) => {
      if (fixedType) {
        // a view removes only its own type (the engine checks the scope after this hook)
        const [mine] = await tx
          .select({ n: count() })
          .from(ahSystemCategory)
          .where(and(inArray(ahSystemCategory.id, ids), eq(ahSystemCategory.type, fixedType), eq(ahSystemCategory.isDeleted, 0)));
        if (Number(mine.n) !== ids.length) throw notFound();
      }
      const live = (t: typeof ahSystemCategory | typeof ahNotice | typeof ahCourse) => eq(t.isDeleted, 0);
      const [children] = await tx
        .select({ n: count() })
        .from(ahSystemCategory)
        .where(and(live(ahSystemCategory), inArray(ahSystemCategory.parentId, ids), notInArray(ahSystemCategory.id, ids)));
      const [notices] = await tx.select({ n: count() }).from(ahNotice).where(and(live(ahNotice), inArray(ahNotice.ahSystemCategoryId, ids)));
      const [courses] = await tx.select({ n: count() }).from(ahCourse).where(and(live(ahCourse), inArray(ahCourse.categoryId, ids)));
      if (Number(children.n) > 0) throw refuse('该分类下存在子分类，不能删除', 'The category has child categories');
      if (Number(notices.n) + Number(courses.n) > 0) throw refuse('该分类下存在公告或课程，不能删除', 'Notices or courses use this category');
    },
  };
}

export const CATEGORY_HOOKS: ResourceHookMap = {
  [systemCategoryResource.key]: categoryHooks(),
  [noticeCategoryResource.key]: categoryHooks('notice'),
  [courseCategoryResource.key]: categoryHooks('course'),
};

const runtimeOf = (decl: ResourceDecl) => new ResourceRuntime(decl, ahSystemCategory, hooksOf(CATEGORY_HOOKS, decl.key));
export const courseCategories = runtimeOf(courseCategoryResource);

/** POST <base>/doSort: the ids in their new order; sort becomes 1, 2, 3... in one transaction, all or nothing. */
function doSortRoute(decl: ResourceDecl): Registrable {
  const rt = runtimeOf(decl);
  const reorder = decl.reorder!;
  return route({
    method: 'POST',
    url: `/${decl.service}/${decl.base}/${reorder.path}`,
    permission: reorder.permission,
    input: idsInput,
    handler: async ({ auth, services, input, lang }) => {
      if (new Set(input.ids).size !== input.ids.length) throw refuse('排序列表中有重复的分类', 'The list names a category twice', lang);
      const scope = await rt.scope(services, auth);
      await services.db.transaction(async (tx) => {
        const found = await tx
          .select({ id: ahSystemCategory.id })
          .from(ahSystemCategory)
          .where(and(inArray(ahSystemCategory.id, input.ids), scope))
          .for('update');
        if (found.length !== input.ids.length) throw notFound();
        const now = services.now();
        for (const [i, id] of input.ids.entries()) {
          await tx.update(ahSystemCategory).set({ sort: i + 1, updateUser: auth.userId, updateTime: now }).where(eq(ahSystemCategory.id, id));
        }
      });
      return true;
    },
  });
}

export interface CategoryNode {
  id: string;
  parentId: string;
  name: string;
  sort: number;
  hasChildren: boolean;
  children: CategoryNode[];
}

export const categoryRoutes: Registrable[] = [
  ...[systemCategoryResource, noticeCategoryResource, courseCategoryResource].map(doSortRoute),

  /** The course-category tree, roots first, siblings by sort. */
  route({
    method: 'GET',
    url: '/blade-desk/course/category/tree',
    input: noInput,
    handler: async ({ auth, services }) => {
      const rows = await services.db
        .select({ id: ahSystemCategory.id, parentId: ahSystemCategory.parentId, name: ahSystemCategory.name, sort: ahSystemCategory.sort })
        .from(ahSystemCategory)
        .where(await courseCategories.scope(services, auth))
        .orderBy(asc(ahSystemCategory.sort), asc(ahSystemCategory.id));
      const nodes = new Map<string, CategoryNode>();
      for (const r of rows) {
        nodes.set(String(r.id), { id: String(r.id), parentId: String(r.parentId ?? '0'), name: String(r.name), sort: Number(r.sort ?? 0), hasChildren: false, children: [] });
      }
      const roots: CategoryNode[] = [];
      for (const n of nodes.values()) {
        const parent = nodes.get(n.parentId);
        if (parent) {
          parent.children.push(n);
          parent.hasChildren = true;
        } else roots.push(n);
      }
      return roots;
    },
  }),
];
