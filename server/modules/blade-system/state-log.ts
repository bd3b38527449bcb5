/**
 * A record's state history (blade-system/stateLog/list?resource=<key>&recordId=<id>): answered only
 * when the caller may see the record itself, in its resource's scope (a store's record stays its
 * store's, history included), oldest first.
 */
import { and, asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { ahStateLog } from '../../db/resource-tables/content';
import { notFound } from '../../http/envelope';
import { vId } from '../../http/input';
import { route, type Registrable } from '../../http/route';
import { runtimes } from '../resources';

export const stateLogRoutes: Registrable[] = [
  route({
    method: 'GET',
    url: '/blade-system/stateLog/list',
    input: v.object({ resource: v.pipe(v.string('资源取值无效'), v.maxLength(64, '资源取值无效')), recordId: vId() }),
    handler: async ({ auth, services, input, lang }) => {
      const rt = runtimes.get(input.resource);
      const missing = () => notFound(lang === 'en' ? 'No such record' : '记录不存在或无权查看');
      if (!rt || input.resource === 'stateLog') throw missing();
      if (!(await rt.findOne(services.db, await rt.scope(services, auth), input.recordId))) throw missing();
      const rows = await services.db
        .select()
        .from(ahStateLog)
        .where(and(eq(ahStateLog.resource, input.resource), eq(ahStateLog.recordId, input.recordId), eq(ahStateLog.isDeleted, 0)))
        .orderBy(asc(ahStateLog.createTime), asc(ahStateLog.id));
      return rows.map(({ tenantId: _t, isDeleted: _d, ...row }) => row);
    },
  }),
];
