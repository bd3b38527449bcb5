/**
 * crm-member/ahMemberLabel beyond its generated page, detail, delete and status: the layers written by
 * saveOrUpdate (checked by the member groups' condition engine, refused when two layers share a
 * member), layer/list and numberOfPeople counted from the live members now,
 * ahMemberGroupOrLabelParam/list (the condition vocabulary) and ahMemberLabelLayer/member/list.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import type { ResourceHooks } from '../../http/resource-router';
import { ApiError, notFound, page } from '../../http/envelope';
import { noInput, pagingCurrentSize, vId } from '../../http/input';
import { columnsOf } from '../../http/resource-query';
import type { AuthContext } from '../../http/auth';
import type { Services } from '../../services';
import type { Tx } from '../../db';
import { newId } from '../../db/ids';
import { isId } from '../../../src/domain/ids';
import { Codes, type Lang } from '../../../src/domain/codes';
import { MEMBER_GROUP_PARAMS, OPERATORS_BY_TYPE, type GroupCondition } from '../../../src/domain/resources/sales/member-group';
import { LABEL_LIMITS, LABEL_MESSAGES as M, layersOverlap } from '../../../src/domain/resources/sales/member-label';
import { ahMember, ahMemberLabel } from '../../db/resource-tables/members';
import { parseParamList } from './group-conditions';
import { countOf, MEMBER_GROUPS, selection } from './member-group';
import { needStore } from './member';

const lc = columnsOf(ahMemberLabel);
const mc = columnsOf(ahMember);

export interface Layer {
  ahMemberLabelLayerId: string;
  layerName: string;
  logic: 'and' | 'or';
  ahMemberGroupOrLabelParamDTOList: GroupCondition[];
  numberOfPeople: number;
}

const layerWhere = (auth: AuthContext, storeId: string, layer: Layer, lang: Lang) =>
  selection(MEMBER_GROUPS, auth, storeId, { groupType: 0, logic: layer.logic, paramList: layer.ahMemberGroupOrLabelParamDTOList, groupId: null }, lang);

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
    if (layerName.length > 20) throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? 'Layer name: at most 20 characters' : '分层名称长度不能超过20个字符', { field: 'layerName' });
    if (names.has(layerName)) throw ApiError.of(Codes.BAD_REQUEST, M.layerNameDup, { field: 'layerName' });
    names.add(layerName);
    // nested params may arrive as ahMemberGroupOrLabelParamDTO (spec 2 section 3)
    const params = o.ahMemberGroupOrLabelParamDTOList ?? o.paramList ?? o.ahMemberGroupOrLabelParamDTO;
    const paramList = parseParamList(renameNested(params), lang);
    if (!paramList.length) throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? 'Please add at least one condition' : '请添加分组条件', { field: 'paramList' });
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

/** each layer's count now, and no member in two layers (the first overlapping pair is named) */
async function countLayers(db: Services['db'] | Tx, auth: AuthContext, storeId: string, layers: Layer[], lang: Lang): Promise<Layer[]> {
  const out = [];
  for (const l of layers) out.push({ ...l, numberOfPeople: await countOf(db, MEMBER_GROUPS, layerWhere(auth, storeId, l, lang)) });
  return out;
}

async function overlapCheck(tx: Tx, auth: AuthContext, storeId: string, layers: Layer[], lang: Lang): Promise<void> {
  for (let i = 0; i < layers.length; i++) {
    for (let j = i + 1; j < layers.length; j++) {
      const both = and(layerWhere(auth, storeId, layers[i], lang), layerWhere(auth, storeId, layers[j], lang))!;
      const n = await countOf(tx, MEMBER_GROUPS, both);
      if (n > 0) throw ApiError.of(Codes.BAD_REQUEST, layersOverlap(layers[i].layerName, layers[j].layerName, n), { field: 'memberLabelLayerDTOList' });
    }
  }
}

const layersOf = (row: Record<string, unknown> | undefined): Layer[] => (Array.isArray(row?.memberLabelLayerDTOList) ? (row.memberLabelLayerDTOList as Layer[]) : []);

async function labelOf(db: Services['db'], auth: AuthContext, storeId: string, id: string, lang: Lang) {
  const [row] = (await db
    .select()
    .from(ahMemberLabel)
    .where(and(eq(lc.id, id), eq(lc.tenantId, auth.tenantId), eq(lc.storeId, storeId), eq(lc.isDeleted, 0)))) as Record<string, unknown>[];
  if (!row) throw notFound(M.noLabel[lang]);
  return row;
}

export const LABEL_HOOKS: Record<string, ResourceHooks> = {
  ahMemberLabel: {
    beforeWrite: async ({ tx, auth, services, value, id, lang }) => {
      const storeId = needStore(auth, lang);
      let before: Layer[] = [];
      if (id) {
        const [row] = (await tx.select({ layers: lc.memberLabelLayerDTOList }).from(ahMemberLabel).where(eq(lc.id, id)).for('update')) as Array<{ layers: unknown }>;
        before = Array.isArray(row?.layers) ? (row.layers as Layer[]) : [];
      }
      // an edit of the name or remark alone keeps the layers
      if (id && value.memberLabelLayerDTOList === undefined) {
        value.memberLabelLayerDTOList = before as unknown as Record<string, unknown>;
        return;
      }
      const layers = readLayers(value.memberLabelLayerDTOList, lang, new Map(before.map((l) => [l.ahMemberLabelLayerId, l.layerName])));
      await overlapCheck(tx, auth, storeId, layers, lang);
      const counted = await countLayers(tx, auth, storeId, layers, lang);
      value.memberLabelLayerDTOList = counted as unknown as Record<string, unknown>;
      value.layerNames = counted.map((l) => `${l.layerName}(${l.numberOfPeople})`).join('、').slice(0, 400);
      value.memberCount = counted.reduce((n, l) => n + l.numberOfPeople, 0);
      value.countTime = services.now().toISOString();
      if (!id) value.labelStatus = 0;
    },
  },
};

const idInput = v.object({ id: vId('标签id格式错误') });

export const labelRoutes: Registrable[] = [
  route({
    method: 'GET',
    url: '/crm-member/ahMemberGroupOrLabelParam/list',
    input: noInput,
    handler: async () =>
      Object.entries(MEMBER_GROUP_PARAMS).map(([paramKey, p]) => ({ paramKey, label: p.label, type: p.type, options: 'options' in p ? p.options : undefined, operators: OPERATORS_BY_TYPE[p.type] })),
  }),
  route({
    method: 'GET',
    url: '/crm-member/ahMemberLabel/layer/list',
    input: idInput,
    handler: async ({ auth, services, input, lang }) => {
      const storeId = needStore(auth, lang);
      const row = await labelOf(services.db, auth, storeId, input.id, lang);
      return countLayers(services.db, auth, storeId, layersOf(row), lang);
    },
  }),
  route({
    method: 'GET',
    url: '/crm-member/ahMemberLabel/numberOfPeople',
    input: idInput,
    handler: async ({ auth, services, input, lang }) => {
      const storeId = needStore(auth, lang);
      const row = await labelOf(services.db, auth, storeId, input.id, lang);
      const layers = await countLayers(services.db, auth, storeId, layersOf(row), lang);
      return { total: layers.reduce((n, l) => n + l.numberOfPeople, 0), layers: layers.map((l) => ({ ahMemberLabelLayerId: l.ahMemberLabelLayerId, layerName: l.layerName, numberOfPeople: l.numberOfPeople })) };
    },
  }),
  route({
    method: 'GET',
    url: '/crm-member/ahMemberLabelLayer/member/list',
    input: v.object({ ahMemberLabelLayerId: vId('分层id格式错误'), ...pagingCurrentSize }),
    handler: async ({ auth, services, input, lang }) => {
      const storeId = needStore(auth, lang);
      const [row] = (await services.db
        .select()
        .from(ahMemberLabel)
        .where(and(eq(lc.tenantId, auth.tenantId), eq(lc.storeId, storeId), eq(lc.isDeleted, 0), sql`${lc.memberLabelLayerDTOList} @> ${JSON.stringify([{ ahMemberLabelLayerId: input.ahMemberLabelLayerId }])}::jsonb`))) as Record<string, unknown>[];
      const layer = layersOf(row).find((l) => l.ahMemberLabelLayerId === input.ahMemberLabelLayerId);
      if (!layer) throw notFound(M.noLayer[lang]);
      const where = layerWhere(auth, storeId, layer, lang);
      const current = Number(input.current ?? 1) || 1;
      const size = Math.min(Number(input.size ?? 20) || 20, 1000);
      const total = await countOf(services.db, MEMBER_GROUPS, where);
      const records = (await services.db
        .select()
        .from(ahMember)
        .where(where)
        .orderBy(desc(mc.registerTime), desc(mc.id))
        .limit(size)
        .offset((current - 1) * size)) as Record<string, unknown>[];
      return page(
        records.map(({ isDeleted: _d, tenantId: _t, ...r }) => r),
        total,
        current,
        size,
      );
    },
  }),
];
