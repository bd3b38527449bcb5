/** Salesmen of the store (ahSalesman personnelList, salesmenList) and trace labels (ahClueTraceLabel/updateLabel). */
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import { notFound } from '../../http/envelope';
import { noInput, vId } from '../../http/input';
import { ahClueTrace } from '../../db/resource-tables/sales';
import { storeUsers, traceCols, traceRt } from './clue-common';
import { salesmanList } from './clue-extras';

const label = v.object({
  labelId: v.optional(v.union([v.string(), v.number(), v.null()])),
  labelName: v.pipe(v.string('标签名称不能为空'), v.trim(), v.minLength(1, '标签名称不能为空'), v.maxLength(20, '标签名称长度不能超过20个字符')),
});

export const cluePeopleRoutes: Registrable[] = [
  route({
    method: 'GET',
    url: '/crm-dcc/ahSalesman/personnelList',
    input: noInput,
    handler: async ({ auth, services }) => (await storeUsers(services.db, auth)).map(({ id, name, roleAlias }) => ({ id, userId: id, name, realName: name, roleAlias })),
  }),
  route({
    method: 'GET',
    url: '/crm-dcc/ahSalesman/salesmenList',
    // type 0 sales consultants (dict salesman_type); invitation specialists (1) have no role of their own yet
    // the store's configured list of the type (updateSalesmanList) in its order, else the salesman role for type 0
    input: v.looseObject({ type: v.optional(v.picklist(['0', '1', ''], 'type只能是0或1'), '0') }),
    // sort: the place in the allocation order; configured: 1 from the store's list, 0 the salesman role
    handler: async ({ auth, services, input }) => {
      const type = input.type === '1' ? 1 : 0;
      const { configured, users } = await salesmanList(services.db, auth, type);
      return users.map(({ id, name }, i) => ({ id, userId: id, name, realName: name, type, sort: i + 1, configured: configured ? 1 : 0 }));
    },
  }),
  route({
    method: 'POST',
    url: '/crm-dcc/ahClueTraceLabel/updateLabel',
    permission: 'clue_following_label',
    input: v.object({
      ahClueTraceId: vId('线索跟进id格式错误'),
      traceLabelVOList: v.pipe(v.array(label, '标签格式错误'), v.maxLength(20, '一条线索最多20个标签')),
    }),
    handler: async ({ auth, services, input, lang }) => {
      const scope = await traceRt.scope(services, auth);
      const labels = [...new Map(input.traceLabelVOList.map((l) => [l.labelName, { labelId: l.labelId ?? null, labelName: l.labelName }])).values()];
      const rows = await services.db
        .update(ahClueTrace)
        .set({ traceLabelVOList: labels, updateUser: auth.userId, updateTime: services.now() })
        .where(and(eq(traceCols.id, input.ahClueTraceId), scope))
        .returning({ id: traceCols.id });
      if (rows.length === 0) throw notFound(lang === 'en' ? 'No such clue in your scope' : '线索不存在或无权操作');
      return { ahClueTraceId: input.ahClueTraceId, traceLabelVOList: labels };
    },
  }),
];
