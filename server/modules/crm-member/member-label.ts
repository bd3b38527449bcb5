/**
 * crm-member/ahMemberLabel and crm-workorder/ahOwnerLabel beyond their generated page, detail, delete
 * and status: the layers written by saveOrUpdate (checked by the groups' condition engine, refused when
 * two layers share a member), layer/list and numberOfPeople counted from the live rows now, the
 * condition vocabulary (ahMemberGroupOrLabelParam/list, ahOwnerGroupOrLabelParam/list) and a layer's
 * rows (ahMemberLabelLayer/member/list, ahOwnerLabelLayer/owner/list: generic lists whose rows this
 * module computes). Member and owner labels are one engine over two targets (LabelKind).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import type { ResourceHooks, ResourceHookMap } from '../../http/resource-router';
import { ApiError, notFound } from '../../http/envelope';
import { noInput, vId } from '../../http/input';
import { columnsOf } from '../../http/resource-query';
import type { AuthContext } from '../../http/auth';
import type { Services } from '../../services';
import type { Tx } from '../../db';
import { newId } from '../../db/ids';
import { isId } from '../../../src/domain/ids';
import { Codes, type Lang } from '../../../src/domain/codes';
import { OPERATORS_BY_TYPE, type GroupCondition } from '../../../src/domain/resources/sales/member-group';
import { LABEL_LIMITS, LABEL_MESSAGES as M, layersOverlap } from '../../../src/domain/resources/sales/member-label';
import { ahMemberLabel, ahOwnerLabel } from '../../db/resource-tables/members';
import { parseParamList } from './group-conditions';
import { countOf, MEMBER_GROUPS, OWNER_GROUPS, selection, type GroupKind } from './member-group';
import { needStore } from './member';

export interface LabelKind {
  key: string;
  base: string;
  labels: PgTable;
  groups: GroupKind;
  paramPath: string;
  layerListPath: string;
}

export const MEMBER_LABELS: LabelKind = {
  key: 'ahMemberLabel',
  base: '/crm-member/ahMemberLabel',
  labels: ahMemberLabel,
  groups: MEMBER_GROUPS,
  paramPath: '/crm-member/ahMemberGroupOrLabelParam/list',
  layerListPath: 'ahMemberLabelLayerMember',
};
export const OWNER_LABELS: LabelKind = {
  key: 'ahOwnerLabel',
  base: '/crm-workorder/ahOwnerLabel',
  labels: ahOwnerLabel,
  groups: OWNER_GROUPS,
  paramPath: '/crm-workorder/ahOwnerGroupOrLabelParam/list',
  layerListPath: 'ahOwnerLabelLayerOwner',
};

export interface Layer {
  ahMemberLabelLayerId: string;
  layerName: string;
  logic: 'and' | 'or';
  ahMemberGroupOrLabelParamDTOList: GroupCondition[];
  numberOfPeople: number;
}

const layerWhere = (kind: LabelKind, auth: AuthContext, storeId: string, layer: Layer, lang: Lang) =>
  selection(kind.groups, auth, storeId, { groupType: 0, logic: layer.logic, paramList: layer.ahMemberGroupOrLabelParamDTOList, groupId: null }, lang);

/** The layers as sent (memberLabelLayerDTOList), checked: names, conditions in the groups' vocabulary. */
function readLayers(given: unknown, lang: Lang, keep: Map<string, string>): Layer[] {
  let raw = given;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      raw = null;
    }
  }
  if (!Array.isArray(raw) || raw.length === 0) throw ApiError.of(Codes.BAD_REQUEST, M.layersRequired, { field: 'memberLabelLayerDTOList' });
  if (raw.length > LABEL_LIMITS.layers) throw ApiError.of(Codes.BAD_REQUEST, M.tooManyLayers, { field: 'memberLabelLayerDTOList' });
  const names = new Set<string>();
  return raw.map((x) => {
    const o = (x && typeof x === 'object' ? x : {}) as Record<string, unknown>;
    const layerName = typeof o.layerName === 'string' ? o.layerName.trim() : '';
    if (!layerName) throw ApiError.of(Codes.BAD_REQUEST, M.layerName, { field: 'layerName' });
    if (layerName.length > LABEL_LIMITS.layerName) throw ApiError.of(Codes.BAD_REQUEST, M.layerNameLong, { field: 'layerName' });
    if (names.has(layerName)) throw ApiError.of(Codes.BAD_REQUEST, M.layerNameDup, { field: 'layerName' });
    names.add(layerName);
    // nested params may arrive as ahMemberGroupOrLabelParamDTO (spec 2 section 3)
    const params = o.ahMemberGroupOrLabelParamDTOList ?? o.paramList ?? o.ahMemberGroupOrLabelParamDTO;
    const paramList = parseParamList(renameNested(params), lang);
    if (!paramList.length) throw ApiError.of(Codes.BAD_REQUEST, M.conditionsRequired, { field: 'paramList' });
    const given = typeof o.ahMemberLabelLayerId === 'string' && isId(o.ahMemberLabelLayerId) ? o.ahMemberLabelLayerId : null;
    // a layer keeps its id across edits (links to its member list stay valid); a new one gets one
    const id = given && keep.has(given) ? given : newId();
    return { ahMemberLabelLayerId: id, layerName, logic: o.logic === 'or' ? 'or' : 'and', ahMemberGroupOrLabelParamDTOList: paramList, numberOfPeople: 0 };
  });
}

/** nested blocks read as ahMemberGroupOrLabelParamDTO(List) become the engine's paramList */
function renameNested(x: unknown): unknown {
  if (!Array.isArray(x)) return x;
  return x.map((c) => {
    if (!c || typeof c !== 'object') return c;
    const o = { ...(c as Record<string, unknown>) };
    const nested = o.ahMemberGroupOrLabelParamDTOList ?? o.ahMemberGroupOrLabelParamDTO;
    if (nested !== undefined && o.paramList === undefined) o.paramList = renameNested(nested);
    delete o.ahMemberGroupOrLabelParamDTOList;
    delete o.ahMemberGroupOrLabelParamDTO;
    return o;
  });
}

/** each layer's count now */
async function countLayers(db: Services['db'] | Tx, kind: LabelKind, auth: AuthContext, storeId: string, layers: Layer[], lang: Lang): Promise<Layer[]> {
  const out = [];
  for (const l of layers) out.push({ ...l, numberOfPeople: await countOf(db, kind.groups, layerWhere(kind, auth, storeId, l, lang)) });
  return out;
}

/** no row in two layers: every pair is counted together and the first overlapping pair is named */
async function overlapCheck(tx: Tx, kind: LabelKind, auth: AuthContext, storeId: string, layers: Layer[], lang: Lang): Promise<void> {
  for (let i = 0; i < layers.length; i++) {
    for (let j = i + 1; j < layers.length; j++) {
      const both = and(layerWhere(kind, auth, storeId, layers[i], lang), layerWhere(kind, auth, storeId, layers[j], lang))!;
      const n = await countOf(tx, kind.groups, both);
      if (n > 0) throw ApiError.of(Codes.BAD_REQUEST, layersOverlap(layers[i].layerName, layers[j].layerName, n), { field: 'memberLabelLayerDTOList' });
    }
  }
}

const layersOf = (row: Record<string, unknown> | undefined): Layer[] => (Array.isArray(row?.memberLabelLayerDTOList) ? (row.memberLabelLayerDTOList as Layer[]) : []);

async function labelOf(db: Services['db'], kind: LabelKind, auth: AuthContext, storeId: string, id: string, lang: Lang) {
  const lc = columnsOf(kind.labels);
  const [row] = (await db
    .select()
    .from(kind.labels)
    .where(and(eq(lc.id, id), eq(lc.storeId, storeId), eq(lc.isDeleted, 0)))) as Record<string, unknown>[];
  if (!row) throw notFound(M.noLabel[lang]);
  return row;
}

/** the layer of that id among the store's labels of the kind */
async function layerOf(db: Services['db'], kind: LabelKind, auth: AuthContext, storeId: string, layerId: string, lang: Lang): Promise<Layer> {
  const lc = columnsOf(kind.labels);
  const [row] = (await db
    .select()
    .from(kind.labels)
    .where(and(eq(lc.storeId, storeId), eq(lc.isDeleted, 0), sql`${lc.memberLabelLayerDTOList} @> ${JSON.stringify([{ ahMemberLabelLayerId: layerId }])}::jsonb`))) as Record<string, unknown>[];
  const layer = layersOf(row).find((l) => l.ahMemberLabelLayerId === layerId);
  if (!layer) throw notFound(M.noLayer[lang]);
  return layer;
}

function labelHooks(kind: LabelKind): ResourceHooks {
  return {
    beforeWrite: async ({ tx, auth, services, value, id, lang }) => {
      const storeId = needStore(auth, lang);
      const lc = columnsOf(kind.labels);
      let before: Layer[] = [];
      if (id) {
        const [row] = (await tx.select({ layers: lc.memberLabelLayerDTOList }).from(kind.labels).where(eq(lc.id, id)).for('update')) as Array<{ layers: unknown }>;
        before = Array.isArray(row?.layers) ? (row.layers as Layer[]) : [];
      }
      // an edit of the name or remark alone keeps the layers
      if (id && value.memberLabelLayerDTOList === undefined) {
        value.memberLabelLayerDTOList = before as unknown as Record<string, unknown>;
        return;
      }
      const layers = readLayers(value.memberLabelLayerDTOList, lang, new Map(before.map((l) => [l.ahMemberLabelLayerId, l.layerName])));
      await overlapCheck(tx, kind, auth, storeId, layers, lang);
      const counted = await countLayers(tx, kind, auth, storeId, layers, lang);
      value.memberLabelLayerDTOList = counted as unknown as Record<string, unknown>;
      value.layerNames = counted.map((l) => `${l.layerName}(${l.numberOfPeople})`).join('、').slice(0, 400);
      value.memberCount = counted.reduce((n, l) => n + l.numberOfPeople, 0);
      value.countTime = services.now().toISOString();
      if (!id) value.labelStatus = 0;
    },
  };
}

/** a layer's rows now, for its generic list (the page call of ahMemberLabelLayerMember / ahOwnerLabelLayerOwner) */
function layerListHooks(kind: LabelKind): ResourceHooks {
  return {
    list: async ({ services, auth, query, offset, limit }) => {
      const lang: Lang = 'zh';
      const storeId = needStore(auth, lang);
      const layerId = String(query.ahMemberLabelLayerId ?? '');
      if (!isId(layerId)) throw ApiError.of(Codes.BAD_REQUEST, M.layerIdRequired, { field: 'ahMemberLabelLayerId' });
      const layer = await layerOf(services.db, kind, auth, storeId, layerId, lang);
      const where = layerWhere(kind, auth, storeId, layer, lang);
      const t = columnsOf(kind.groups.target);
      const total = await countOf(services.db, kind.groups, where);
      const records = (await services.db
        .select()
        .from(kind.groups.target)
        .where(where)
        .orderBy(...kind.groups.order(t))
        .limit(limit)
        .offset(offset)) as Record<string, unknown>[];
      return { total, records: records.map((r) => ({ ...r, ahMemberLabelLayerId: layerId })) };
    },
  };
}

export const LABEL_HOOKS: ResourceHookMap = {
  ahMemberLabel: labelHooks(MEMBER_LABELS),
  ahOwnerLabel: labelHooks(OWNER_LABELS),
  ahMemberLabelLayerMember: layerListHooks(MEMBER_LABELS),
  ahOwnerLabelLayerOwner: layerListHooks(OWNER_LABELS),
};

const idInput = v.object({ id: vId('标签id格式错误') });

function routesOf(kind: LabelKind): Registrable[] {
  return [
    route({
      method: 'GET',
      url: kind.paramPath,
      input: noInput,
      handler: async () =>
        Object.entries(kind.groups.catalogue).map(([paramKey, p]) => ({ paramKey, label: p.label, type: p.type, options: 'options' in p ? p.options : undefined, operators: OPERATORS_BY_TYPE[p.type] })),
    }),
    route({
      method: 'GET',
      url: `${kind.base}/layer/list`,
      input: idInput,
      handler: async ({ auth, services, input, lang }) => {
        const storeId = needStore(auth, lang);
        const row = await labelOf(services.db, kind, auth, storeId, input.id, lang);
        return countLayers(services.db, kind, auth, storeId, layersOf(row), lang);
      },
    }),
    route({
      method: 'GET',
      url: `${kind.base}/numberOfPeople`,
      input: idInput,
      handler: async ({ auth, services, input, lang }) => {
        const storeId = needStore(auth, lang);
        const row = await labelOf(services.db, kind, auth, storeId, input.id, lang);
        const layers = await countLayers(services.db, kind, auth, storeId, layersOf(row), lang);
        return { total: layers.reduce((n, l) => n + l.numberOfPeople, 0), layers: layers.map((l) => ({ ahMemberLabelLayerId: l.ahMemberLabelLayerId, layerName: l.layerName, numberOfPeople: l.numberOfPeople })) };
      },
    }),
  ];
}

export const labelRoutes: Registrable[] = [...routesOf(MEMBER_LABELS), ...routesOf(OWNER_LABELS)];
