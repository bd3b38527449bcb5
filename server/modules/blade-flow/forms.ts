/**
 * 流程表单 (docs/workflow.md "Forms"): the forms a tenant designs. The list and its submit/remove are
 * the declaration's generated routes (flowFormResource); here the designer's save, the publish, the
 * published forms the modeler offers and the start and task pages read, and the one resolver the
 * runtime asks for a model's formKey: the declared catalogue first, then the tenant's published form.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Tx } from '../../db';
import { flowForm } from '../../db/resource-tables/flow';
import { route, type Registrable } from '../../http/route';
import { vId } from '../../http/input';
import { ApiError } from '../../http/envelope';
import type { ResourceHookMap } from '../../http/resource-router';
import { declaredActionRoute } from '../../http/resource-router';
import { Codes } from '../../../src/domain/codes';
import { flowFormOf, type FlowForm } from '../../../src/domain/flow-forms';
import {
  FLOW_FORM_STATUS,
  FORM_DESIGN_MESSAGES as M,
  FORM_KEY_PATTERN,
  designProblem,
  flowFormOfDesign,
  isCatalogueKey,
  normaliseDesign,
  type DesignField,
  type PublishedForm,
} from '../../../src/domain/flow-form-design';
import { flowFormResource } from '../../../src/domain/resources/flow/flow';

type Label = { zh: string; en: string };
const bad = (m: Label, field?: string) => ApiError.of(Codes.BAD_REQUEST, m, field ? { field } : null);
const notFound = () => ApiError.of(Codes.NOT_FOUND, M.noSuchForm());

/** The published forms of the tenant with these keys. */
export async function publishedForms(tx: Tx, tenantId: string, keys?: readonly string[]): Promise<PublishedForm[]> {
  if (keys && !keys.length) return [];
  const rows = await tx
    .select({ formKey: flowForm.formKey, name: flowForm.name, version: flowForm.version, published: flowForm.published })
    .from(flowForm)
    .where(and(eq(flowForm.isDeleted, 0), keys ? inArray(flowForm.formKey, [...keys]) : undefined))
    .orderBy(flowForm.name);
  return rows
    .filter((r) => Number(r.version) > 0 && Array.isArray(r.published))
    .map((r) => ({ formKey: String(r.formKey), name: String(r.name), version: Number(r.version), fields: r.published as DesignField[] }));
}

/** The form a formKey names for this tenant: the declared catalogue, else its published designed form. */
export async function resolveFlowForm(tx: Tx, tenantId: string, key: unknown): Promise<FlowForm | undefined> {
  if (typeof key !== 'string' || !key) return undefined;
  const declared = flowFormOf(key);
  if (declared) return declared;
  const [p] = await publishedForms(tx, tenantId, [key]);
  return p ? flowFormOfDesign(p) : undefined;
}

/** A model may name only forms that exist: the catalogue's or the tenant's published ones. */
export async function checkFormKeys(tx: Tx, tenantId: string, keys: readonly string[]): Promise<void> {
  const designed = [...new Set(keys.filter((k) => k && !isCatalogueKey(k)))];
  if (!designed.length) return;
  const found = new Set((await publishedForms(tx, tenantId, designed)).map((p) => p.formKey));
  const missing = designed.filter((k) => !found.has(k));
  if (missing.length) throw bad(M.notPublished({ keys: missing.join('、') }));
}

export const FORM_HOOKS: ResourceHookMap = {
  [flowFormResource.key]: {
    beforeWrite: async ({ tx, value, id }) => {
      if (value.formKey !== undefined) {
        const key = String(value.formKey).trim();
        if (!FORM_KEY_PATTERN.test(key)) throw bad(M.formKeyFormat(), 'formKey');
        if (isCatalogueKey(key)) throw bad(M.formKeyCatalogue({ key }), 'formKey');
        value.formKey = key;
      }
      if (!id) {
        Object.assign(value, { fields: [], published: null, status: FLOW_FORM_STATUS.draft, version: 0 });
        return;
      }
      // a published form's key is what deployed models name: it stays
      const [row] = await tx
        .select({ formKey: flowForm.formKey, version: flowForm.version })
        .from(flowForm)
        .where(and(eq(flowForm.id, id), eq(flowForm.isDeleted, 0)));
      if (row && Number(row.version) > 0 && value.formKey !== undefined && value.formKey !== row.formKey) throw bad(M.keyLocked(), 'formKey');
    },
    // a form a deployed process names stays while that deployment does (its tasks would lose their form)
    beforeRemove: async ({ tx, ids }) => {
      const used = await tx
        .select({ name: flowForm.name })
        .from(flowForm)
        .where(
          and(
            inArray(flowForm.id, ids),
            sql`exists (select 1 from flow_definition d where d.tenant_id = ${flowForm.tenantId} and d.is_deleted = 0 and d.xml like '%formKey="' || ${flowForm.formKey} || '"%')`,
          ),
        );
      if (used.length) throw ApiError.of(Codes.BUSINESS_NOTICE, M.inUse({ names: used.map((u) => u.name).join('、') }));
    },
  },
};

async function lockForm(tx: Tx, tenantId: string, id: string) {
  const [row] = await tx
    .select()
    .from(flowForm)
    .where(and(eq(flowForm.id, id), eq(flowForm.isDeleted, 0)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export const formRoutes: Registrable[] = [
  // the designer's save: the draft, checked by the same rule the designer shows
  route({
    method: 'POST',
    url: '/blade-flow/form/save-fields',
    permission: ['flow_form_edit', 'flow_form_add'],
    input: v.object({ id: vId(), fields: v.unknown() }),
    handler: async ({ auth, services, input }) => {
      const problem = designProblem(input.fields);
      if (problem) throw bad(problem, 'fields');
      const fields = normaliseDesign(input.fields as DesignField[]);
      return services.db.transaction(async (tx) => {
        const row = await lockForm(tx, auth.tenantId, input.id);
        const status = Number(row.version) === 0 ? FLOW_FORM_STATUS.draft : same(fields, row.published) ? FLOW_FORM_STATUS.published : FLOW_FORM_STATUS.changed;
        await tx.update(flowForm).set({ fields, status, updateUser: auth.userId, updateTime: services.now() }).where(eq(flowForm.id, input.id));
        return { id: input.id, status, version: Number(row.version) };
      });
    },
  }),
  declaredActionRoute(flowFormResource, 'publish', async ({ auth, services, call }) =>
    services.db.transaction(async (tx) => {
      const row = await lockForm(tx, auth.tenantId, call.ids[0]);
      const action = flowFormResource.actions[0];
      if (!action.applies(row as Record<string, unknown>)) throw ApiError.of(Codes.BUSINESS_NOTICE, action.refusal());
      const problem = designProblem(row.fields, { publish: true });
      if (problem) throw bad(problem, 'fields');
      const version = Number(row.version) + 1;
      const now = services.now();
      await tx
        .update(flowForm)
        .set({ published: normaliseDesign(row.fields as DesignField[]), version, status: FLOW_FORM_STATUS.published, publishTime: now, updateUser: auth.userId, updateTime: now })
        .where(eq(flowForm.id, String(row.id)));
      return { id: String(row.id), version, msg: M.published({ n: version }) };
    }),
  ),
  // the designer's draft
  route({
    method: 'GET',
    url: '/blade-flow/form/design',
    permission: ['flow_form_edit', 'flow_form_add'],
    input: v.object({ id: vId() }),
    handler: async ({ services, input }) => {
      const [row] = await services.db
        .select({ id: flowForm.id, name: flowForm.name, formKey: flowForm.formKey, status: flowForm.status, version: flowForm.version, fields: flowForm.fields })
        .from(flowForm)
        .where(and(eq(flowForm.id, input.id), eq(flowForm.isDeleted, 0)));
      if (!row) throw notFound();
      return { ...row, id: String(row.id), fields: Array.isArray(row.fields) ? row.fields : [] };
    },
  }),
  // the published forms: the modeler's form picker, and the start and task pages of any staff member
  route({
    method: 'GET',
    url: '/blade-flow/form/published',
    input: v.object({ formKey: v.optional(v.pipe(v.string(), v.maxLength(64))) }),
    handler: async ({ auth, services, input }) => services.db.transaction((tx) => publishedForms(tx, auth.tenantId, input.formKey ? [input.formKey] : undefined)),
  }),
];
