/** The SMS outbox of the default provider, readable by the tenant super-admin. */
import { and, count, desc, like } from 'drizzle-orm';
import * as v from 'valibot';
import { smsOutbox } from '../../db/schema';
import { forbidden, page } from '../../http/envelope';
import { pagingCurrentSize, vOptStr } from '../../http/input';
import { route, type Registrable } from '../../http/route';

export const smsOutboxRoutes: Registrable[] = [
  route({
    method: 'GET',
    url: '/blade-system/smsOutbox/list',
    input: v.object({ ...pagingCurrentSize, phone: vOptStr(20) }),
    handler: async ({ auth, services, input }) => {
      if (!auth.isAdmin) throw forbidden();
      const where = and(input.phone ? like(smsOutbox.phone, `%${input.phone}%`) : undefined);
      const [{ n }] = await services.db.select({ n: count() }).from(smsOutbox).where(where);
      const records = await services.db
        .select({ id: smsOutbox.id, phone: smsOutbox.phone, purpose: smsOutbox.purpose, content: smsOutbox.content, createTime: smsOutbox.createTime, expireTime: smsOutbox.expireTime, usedTime: smsOutbox.usedTime })
        .from(smsOutbox)
        .where(where)
        .orderBy(desc(smsOutbox.createTime))
        .limit(input.size)
        .offset((input.current - 1) * input.size);
      return page(records, Number(n), input.current, input.size);
    },
  }),
];
