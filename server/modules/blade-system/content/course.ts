/** Courses (blade-desk/course): a course names a course category (its name is copied) and is published like a notice. */
import { courseResource } from '../../../../src/domain/resources/system/course';
import { PUBLISH_STATUS } from '../../../../src/domain/resources/system/notice';
import { ahCourse } from '../../../db/resource-tables/content';
import { ResourceRuntime, type ResourceHooks } from '../../../http/resource-router';
import type { Registrable } from '../../../http/route';
import { categoryName, publishRoute } from './notice';

export const COURSE_HOOKS: ResourceHooks = {
  beforeWrite: async ({ tx, auth, value, id }) => {
    if (!id) value.status = PUBLISH_STATUS.DRAFT;
    if (typeof value.categoryId === 'string') value.categoryName = await categoryName(tx, auth.tenantId, 'course', value.categoryId);
  },
};

const courses = new ResourceRuntime(courseResource, ahCourse, COURSE_HOOKS);

export const courseRoutes: Registrable[] = [publishRoute(courses, 'course_publish')];
