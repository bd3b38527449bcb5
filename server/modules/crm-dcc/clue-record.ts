/**
 * The clue records (spec: cluerecord list, detail, page, remove, submit; clue submit,
 * update/customername) and the publicity switch of a trace. Names and phones changed on a clue
 * are carried to its trace in the same transaction.
 */
import { checkDictValues } from '../../http/record-check';
import { and, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import { ApiError, notFound, page } from '../../http/envelope';
import { pagingCurrentSize, vId, vIds } from '../../http/input';
import type { AuthContext } from '../../http/auth';
import type { Services } from '../../services';
import type { Tx } from '../../db';
import { ahClue, ahClueTrace } from '../../db/resource-tables/sales';
import { Codes, type Lang } from '../../../src/domain/codes';
import { validateRecord } from '../../../src/domain/resources/validate';
import { clueResource } from '../../../src/domain/resources/sales/clue';
import { clueCols, clueRt, traceCols, traceRt } from './clue-common';
import { inputClue } from './clue-movement';

/** the trace follows its clue's customer name and phone */
async function carryToTrace(tx: Tx, auth: AuthContext, clueIds: string[], value: Record<string, unknown>, now: Date) {
  const set: Record<string, unknown> = {};
  if (value.customerName !== undefined) set.customerName = value.customerName;
  if (value.customerPhone !== undefined) set.customerPhone = value.customerPhone;
  if (Object.keys(set).length === 0) return;
  await tx
    .update(ahClueTrace)
    .set({ ...set, updateUser: auth.userId, updateTime: now })
    .where(inArray(traceCols.clueId, clueIds));
}

async function updateClue(services: Services, auth: AuthContext, id: string, input: Record<string, unknown>, lang: Lang) {
  const checked = validateRecord(clueResource, input, { lang, partial: true });
  if (!checked.ok) throw new ApiError(Codes.BAD_REQUEST, checked.message, { field: checked.field });
  await checkDictValues(services.db, auth.tenantId, clueResource, checked.value);
  const scope = await clueRt.scope(services, auth);
  const now = services.now();
  await services.db.transaction(async (tx) => {
    const [row] = await tx.select({ id: clueCols.id }).from(ahClue).where(and(eq(clueCols.id, id), scope)).for('update').limit(1);
    if (!row) throw notFound(lang === 'en' ? 'No such clue' : '线索不存在');
    await tx.update(ahClue).set({ ...checked.value, updateUser: auth.userId, updateTime: now }).where(eq(clueCols.id, id));
    await carryToTrace(tx, auth, [id], checked.value, now);
  });
  return { id };
}

const idInput = v.pipe(
  v.looseObject({ id: v.optional(v.unknown()), clueId: v.optional(v.unknown()), customerId: v.optional(v.unknown()) }),
  v.transform((x) => ({ ...x, id: x.id ?? x.clueId ?? x.customerId })),
  v.looseObject({ id: vId('线索id格式错误') }),
);

const submit = (url: string, permission: string) =>
  route({
    method: 'POST',
    url,
    permission,
    input: v.looseObject({ id: v.optional(v.union([v.literal(''), v.null(), vId('线索id格式错误')])) }),
    handler: async ({ auth, services, input, lang }) => (input.id ? updateClue(services, auth, input.id, input, lang) : inputClue(services, auth, input, lang)),
  });

export const clueRecordRoutes: Registrable[] = [
  submit('/crm-dcc/clue/submit', 'clue_record_edit'),
  submit('/crm-dcc/cluerecord/submit', 'clue_record_edit'),
  route({
    method: 'POST',
    url: '/crm-dcc/clue/update/customername',
    permission: 'clue_record_edit',
    input: v.pipe(idInput, v.looseObject({ id: v.string(), customerName: v.unknown() })),
    handler: async ({ auth, services, input, lang }) => updateClue(services, auth, input.id, { customerName: input.customerName }, lang),
  }),
  route({
    method: ['GET', 'POST'],
    url: '/crm-dcc/cluerecord/page',
    input: v.looseObject(pagingCurrentSize),
    handler: async ({ auth, services, input }) => {
      const { total, records } = await clueRt.list(services, auth, input, (input.current - 1) * input.size, input.size);
      return page(records, total, input.current, input.size);
    },
  }),
  route({
    method: 'GET',
    url: '/crm-dcc/cluerecord/list',
    input: v.looseObject({}),
    handler: async ({ auth, services, input }) => (await clueRt.list(services, auth, input, 0, 10_000)).records,
  }),
  route({
    method: 'GET',
    url: '/crm-dcc/cluerecord/detail',
    input: idInput,
    handler: async ({ auth, services, input, lang }) => {
      const row = await clueRt.findOne(services.db, await clueRt.scope(services, auth), input.id);
      if (!row) throw notFound(lang === 'en' ? 'No such clue' : '线索不存在');
      return clueRt.present(row, services);
    },
  }),
  route({
    method: 'POST',
    url: '/crm-dcc/cluerecord/remove',
    permission: 'clue_record_delete',
    input: v.pipe(
      v.looseObject({ ids: v.optional(v.unknown()), id: v.optional(v.unknown()) }),
      v.transform((x) => ({ ids: x.ids ?? x.id })),
      v.object({ ids: vIds('线索id格式错误') }),
    ),
    handler: async ({ auth, services, input }) => {
      await clueRt.remove(services, auth, input.ids);
      return true;
    },
  }),
  route({
    method: ['GET', 'POST'],
    url: '/crm-dcc/ahClueTrace/changePublicity',
    permission: 'clue_following_change_publicity',
    input: v.pipe(
      v.looseObject({ ahClueTraceId: v.optional(v.unknown()), id: v.optional(v.unknown()) }),
      v.transform((x) => ({ ...x, ahClueTraceId: x.ahClueTraceId ?? x.id })),
      v.looseObject({
        ahClueTraceId: vId('线索跟进id格式错误'),
        publicity: v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.picklist([0, 1], 'publicity只能是0或1'))),
      }),
    ),
    handler: async ({ auth, services, input, lang }) => {
      const scope = await traceRt.scope(services, auth);
      return services.db.transaction(async (tx) => {
        const [row] = (await tx.select().from(ahClueTrace).where(and(eq(traceCols.id, input.ahClueTraceId), scope)).for('update').limit(1)) as { publicity: number | null }[];
        if (!row) throw notFound(lang === 'en' ? 'No such clue in your scope' : '线索不存在或无权操作');
        const publicity = input.publicity ?? (row.publicity ? 0 : 1);
        await tx.update(ahClueTrace).set({ publicity, updateUser: auth.userId, updateTime: services.now() }).where(eq(traceCols.id, input.ahClueTraceId));
        return { publicity };
      });
    },
  }),
];

/** removing clues removes their traces in the same transaction */
export async function removeTracesOfClues(tx: Tx, auth: AuthContext, ids: string[]) {
  await tx
    .update(ahClueTrace)
    .set({ isDeleted: 1, updateUser: auth.userId })
    .where(inArray(traceCols.clueId, ids));
}
