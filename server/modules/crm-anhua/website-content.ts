/**
 * 官网内容 beyond the generated calls (page, detail, saveOrUpdate, remove; edit and delete refused by
 * the machine while a piece is on the site): publish and unpublish through the website-content
 * machine on the locked rows, all or none, each change with its state-log line and the publish time
 * stamped, in one transaction. A refused piece answers the machine's reason (10300) and nothing changes.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Registrable } from '../../http/route';
import { ApiError, notFound } from '../../http/envelope';
import { declaredActionRoute, ResourceRuntime } from '../../http/resource-router';
import { writeStateLog } from '../../http/state-log';
import { Codes } from '../../../src/domain/codes';
import { ahWebsiteContent } from '../../db/resource-tables/marketing';
import { contentRefusal, nextContentStatus, type ContentEventType } from '../../../src/machines/website-content.machine';
import { websiteContentResource } from '../../../src/domain/resources/marketing/website-content';

const contents = new ResourceRuntime(websiteContentResource, ahWebsiteContent);

const move = (event: ContentEventType) =>
  declaredActionRoute(websiteContentResource, event, async ({ auth, services, lang, call, action }) => {
    const ids = [...new Set(call.ids)].sort();
    const scope = await contents.scope(services, auth);
    await services.db.transaction(async (tx) => {
      const rows = (await tx.select().from(ahWebsiteContent).where(and(inArray(ahWebsiteContent.id, ids), scope)).orderBy(asc(ahWebsiteContent.id)).for('update')) as Array<Record<string, unknown>>;
      if (rows.length !== ids.length) throw notFound();
      const refused = rows.find((r) => nextContentStatus(r.status, event) === null);
      if (refused) throw new ApiError(Codes.BUSINESS_NOTICE, contentRefusal(refused, event, ids.length > 1)[lang]);
      const now = services.now();
      for (const r of rows) {
        const to = nextContentStatus(r.status, event)!;
        // conditional on the status read under the lock: the machine's move, once
        await tx
          .update(ahWebsiteContent)
          .set({ status: to, ...(event === 'PUBLISH' ? { publishTime: now } : {}), updateUser: auth.userId, updateTime: now })
          .where(and(eq(ahWebsiteContent.id, String(r.id)), eq(ahWebsiteContent.status, Number(r.status ?? 0))));
      }
      await writeStateLog(tx, auth, rows.map((r) => ({ resource: websiteContentResource.key, recordId: String(r.id), action: action.name, field: 'status', from: r.status, to: nextContentStatus(r.status, event) })), now);
    });
    return true;
  });

export const websiteContentRoutes: Registrable[] = [move('PUBLISH'), move('UNPUBLISH')];
