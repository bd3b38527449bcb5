/**
 * crm-member electronic contracts beyond the generated calls (docs/contracts.md):
 * - the review machine's events on ahElectronicContract (submitReview, passReview, returnOfContract,
 *   revoke, getPreAuthSignUrl, uploadPaperContract, paperContractExamine, tagFinish): the row locked,
 *   the machine asked, who may act checked (the approver whose turn it is; never the creator for a
 *   review; only the creator for a revoke), the car model quota taken on submit and given back on
 *   revoke, and the step written to the contract's history, all in one transaction;
 * - the e-signature calls (serial number, company verify URL, pre-auth sign URL, download URL) through
 *   the provider of server/services/esign.ts, and the local provider's signing page;
 * - the contract's PDF (preview from its template, download of the signed file), collectPrice, the
 *   contract info reminder and the approver's next contract;
 * - templates: toUse, editTemplateField (every field bound to contract data).
 */
import crypto from 'node:crypto';
import { and, asc, count, eq, gte, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import { writeStateLog } from '../../http/state-log';
import { ApiError, notFound } from '../../http/envelope';
import { noInput, vId } from '../../http/input';
import type { AuthContext } from '../../http/auth';
import { ResourceRuntime, type ResourceHookMap } from '../../http/resource-router';
import type { Tx } from '../../db';
import type { Services } from '../../services';
import { Codes, type Lang } from '../../../src/domain/codes';
import { actionForBody, readActionBody } from '../../../src/domain/resources/action';
import { buttonPrefixes } from '../../../src/domain/resources/slice';
import type { ActionDecl } from '../../../src/domain/resources/types';
import { store, user } from '../../db/schema';
import { ahCarOrderContract } from '../../db/resource-tables/car-orders';
import { ahCarModel } from '../../db/resource-tables/operations';
import { ahAddProject, ahCarPermissionSetting, ahContractReviewGroup, ahContractReviewGroupMember, ahContractTemplate, ahServiceCostSetting } from '../../db/resource-tables/contracts';
import { CONTRACT_PREFIX, CONTRACT_TYPE_OPTIONS, GIFTS_NOT_OWED, contractTemplateResource, electronicContractResource, giftsOwed } from '../../../src/domain/resources/sales/contract';
import {
  CONTRACT_NOT_EDITABLE,
  CONTRACT_STATE,
  NO_GROUP,
  NOT_YOUR_TURN,
  ONLY_CREATOR_REVOKES,
  OWN_CONTRACT,
  contractEditable,
  contractRowRefusal,
  nextContractState,
  type ContractEventType,
} from '../../../src/machines/contract-review.machine';
import { renderContractPdf, type ContractDocument } from '../../services/contract-pdf';
import { esignProvider } from '../../services/esign';
import { DiskStore } from '../../storage/disk-store';
import { ossRoot } from '../../storage/oss-server';
import { asTenant } from '../../db/data-context';
import { checkTemplateFieldList, type TemplateField } from '../../../src/domain/resources/sales/contract-template-fields';
import { checkGiftLists, GIFT_ACTION, issueContractGifts } from './contract-gifts';
import { storeMatch } from '../../http/store-scope';

type Row = Record<string, unknown>;
type Msg = { zh: string; en: string };

const refuse = (m: Msg, lang: Lang = 'zh') => new ApiError(Codes.BUSINESS_NOTICE, m[lang]);
const missing = (lang: Lang = 'zh') => notFound(lang === 'en' ? 'No such contract in this store' : '合同不存在');
export const QUOTA_FULL = (quota: number): Msg => ({ zh: `该车型本期合同额度已用完（额度${quota}），不能提交`, en: `The car model's quota for this period is used up (${quota})` });

const decl = electronicContractResource;
const base = `/${decl.service}/${decl.base}`;
/** a contract button held in any of the lists' menus (订购协议, 试驾协议, 销售草签, 纸质合同) */
const perms = (suffix: string) => buttonPrefixes(decl).map((p) => `${p}_${suffix}`);
const suffixOf = (a: ActionDecl) => a.permission.slice(CONTRACT_PREFIX.length + 1);

function needStore(auth: AuthContext, lang: Lang): string {
  if (!auth.storeId) throw new ApiError(Codes.BUSINESS_NOTICE, lang === 'en' ? 'Please switch to a store first' : '请先切换到门店');
  return auth.storeId;
}

async function lockContract(tx: Tx, auth: AuthContext, id: string, lang: Lang): Promise<Row> {
  const [row] = (await tx
    .select()
    .from(ahCarOrderContract)
    .where(and(eq(ahCarOrderContract.id, id), storeMatch(ahCarOrderContract.storeId, auth), eq(ahCarOrderContract.isDeleted, 0)))
    .for('update')) as Row[];
  if (!row) throw missing(lang);
  return row;
}

async function userNames(tx: Tx | Services['db'], tenantId: string, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await tx.select({ id: user.id, realName: user.realName, account: user.account }).from(user).where(inArray(user.id, ids));
  return new Map(rows.map((r) => [String(r.id), String(r.realName ?? r.account)]));
}

/** The approvers of the type's group in the store, in step order, without the contract's creator. */
async function approversFor(tx: Tx, auth: AuthContext, storeId: string, type: number, creator: string): Promise<string[]> {
  const [group] = await tx
    .select({ id: ahContractReviewGroup.id })
    .from(ahContractReviewGroup)
    .where(and(eq(ahContractReviewGroup.storeId, storeId), eq(ahContractReviewGroup.type, type), eq(ahContractReviewGroup.isEnable, 1), eq(ahContractReviewGroup.isDeleted, 0)))
    .orderBy(asc(ahContractReviewGroup.createTime))
    .limit(1);
  if (!group) return [];
  const members = await tx
    .select({ userId: ahContractReviewGroupMember.userId })
    .from(ahContractReviewGroupMember)
    .where(and(eq(ahContractReviewGroupMember.ahContractReviewGroupId, group.id), eq(ahContractReviewGroupMember.isDeleted, 0)))
    .orderBy(asc(ahContractReviewGroupMember.sort), asc(ahContractReviewGroupMember.id));
  const out: string[] = [];
  for (const m of members) if (m.userId && String(m.userId) !== creator && !out.includes(String(m.userId))) out.push(String(m.userId));
  return out;
}

const today = (d: Date) => d.toISOString().slice(0, 10);

/** Takes one of the car model's quota of this period, or refuses: the guarded UPDATE lets exactly the quota through. */
async function takeQuota(tx: Tx, auth: AuthContext, row: Row, now: Date, lang: Lang): Promise<string | null> {
  if (!row.carModelId || Number(row.usedPermissions ?? 0) === 1) return null;
  const [setting] = await tx
    .select()
    .from(ahCarPermissionSetting)
    .where(
      and(
        eq(ahCarPermissionSetting.storeId, String(row.storeId)),
        eq(ahCarPermissionSetting.carModelId, String(row.carModelId)),
        lte(ahCarPermissionSetting.periodStart, today(now)),
        gte(ahCarPermissionSetting.periodEnd, today(now)),
        eq(ahCarPermissionSetting.isDeleted, 0),
      ),
    )
    .limit(1);
  if (!setting) return null;
  const taken = await tx
    .update(ahCarPermissionSetting)
    .set({ usedPermissions: sql`coalesce(${ahCarPermissionSetting.usedPermissions}, 0) + 1` })
    .where(and(eq(ahCarPermissionSetting.id, setting.id), sql`coalesce(${ahCarPermissionSetting.usedPermissions}, 0) < ${ahCarPermissionSetting.quota}`))
    .returning({ id: ahCarPermissionSetting.id });
  if (!taken.length) throw refuse(QUOTA_FULL(Number(setting.quota)), lang);
  return String(setting.id);
}

async function releaseQuota(tx: Tx, row: Row): Promise<void> {
  if (Number(row.usedPermissions ?? 0) !== 1 || !row.carPermissionSettingId) return;
  await tx
    .update(ahCarPermissionSetting)
    .set({ usedPermissions: sql`greatest(coalesce(${ahCarPermissionSetting.usedPermissions}, 0) - 1, 0)` })
    .where(eq(ahCarPermissionSetting.id, String(row.carPermissionSettingId)));
}

/** The signing link's token: it names the tenant, the contract and this signing's serial number. */
const signToken = (secret: string, tenantId: string, id: string, serial: string) => crypto.createHmac('sha256', secret).update(`esign:${tenantId}:${id}:${serial}`).digest('hex').slice(0, 32);

export interface EventOptions {
  reason?: string;
  values?: Record<string, unknown>;
  /** the public address the signing link starts with */
  origin?: string;
}

/** Applies one machine event to one contract of the caller's store; what it answers (the signing link) or true. */
export async function applyContractEvent(services: Services, auth: AuthContext, id: string, event: ContractEventType, lang: Lang, opts: EventOptions = {}): Promise<Row | true> {
  needStore(auth, lang);
  const reason = (opts.reason ?? '').trim();
  return services.db.transaction(async (tx) => {
    const row = await lockContract(tx, auth, id, lang);
    const now = services.now();
    const creator = String(row.createUser ?? '');
    let steps: number | undefined;
    let approvers = String(row.approverIds ?? '')
      .split(',')
      .filter(Boolean);
    if (event === 'SUBMIT') {
      approvers = await approversFor(tx, auth, String(row.storeId), Number(row.contractType), creator);
      steps = approvers.length;
    }
    const next = nextContractState(row, event, reason, steps);
    if (next === null) throw refuse(contractRowRefusal(row, event, false, reason), lang);
    if (event === 'PASS' || event === 'RETURN') {
      if (creator === auth.userId) throw refuse(OWN_CONTRACT, lang);
      if (String(row.currentApproverId ?? '') !== auth.userId) throw refuse(NOT_YOUR_TURN, lang);
    }
    if (event === 'REVOKE' && creator !== auth.userId) throw refuse(ONLY_CREATOR_REVOKES, lang);
    if ((event === 'PAPER_PASS' || event === 'PAPER_REJECT') && creator === auth.userId) throw refuse(OWN_CONTRACT, lang);
    const set: Row = { state: next.state, reviewStep: next.reviewStep, updateUser: auth.userId, updateTime: now };
    let answer: Row | true = true;
    const names = await userNames(tx, auth.tenantId, approvers);
    const approverAt = (i: number) => ({ currentApproverId: approvers[i] ?? null, currentApproverName: approvers[i] ? (names.get(approvers[i]) ?? null) : null });
    switch (event) {
      case 'SUBMIT': {
        if (!approvers.length) throw refuse(NO_GROUP, lang);
        const settingId = await takeQuota(tx, auth, row, now, lang);
        if (settingId) Object.assign(set, { usedPermissions: 1, carPermissionSettingId: settingId });
        Object.assign(set, { approverIds: approvers.join(','), approverNames: approvers.map((a) => names.get(a) ?? '').join(',').slice(0, 500), reviewSteps: approvers.length, submitTime: now, returnReason: null, ...approverAt(0) });
        break;
      }
      case 'PASS':
        Object.assign(set, next.state === CONTRACT_STATE.approved ? { currentApproverId: null, currentApproverName: null } : approverAt(next.reviewStep));
        break;
      case 'RETURN':
        Object.assign(set, { returnReason: reason, currentApproverId: null, currentApproverName: null });
        break;
      case 'REVOKE':
        await releaseQuota(tx, row);
        Object.assign(set, { usedPermissions: 0, currentApproverId: null, currentApproverName: null });
        break;
      case 'START_SIGN': {
        const provider = esignProvider();
        const serial = provider.serialNumber({ id, tenantId: auth.tenantId, contractNo: String(row.contractNo), customerName: String(row.customerName ?? '') });
        const token = signToken(services.secret, auth.tenantId, id, serial);
        const url = provider.preAuthSignUrl({ id, tenantId: auth.tenantId, contractNo: String(row.contractNo), customerName: String(row.customerName ?? '') }, `${auth.tenantId}.${id}.${token}`, opts.origin ?? '');
        Object.assign(set, { faDaDaSerialNum: serial, signUrl: url });
        answer = { faDaDaSerialNum: serial, signUrl: url };
        break;
      }
      case 'UPLOAD_PAPER':
        Object.assign(set, { isPaper: 1, paperContractSignerState: 1, paperScanUrls: opts.values?.paperScanUrls ?? null });
        break;
      case 'PAPER_PASS':
        Object.assign(set, { paperContractSignerState: 2, signState: 1, signTime: now });
        break;
      case 'PAPER_REJECT':
        Object.assign(set, { paperContractSignerState: 3, returnReason: reason });
        break;
      case 'TAG_FINISH':
        Object.assign(set, { finishTime: now });
        break;
      case 'SIGN':
        break;
    }
    await tx.update(ahCarOrderContract).set(set).where(eq(ahCarOrderContract.id, id));
    const from = row.state ?? CONTRACT_STATE.draft;
    await writeStateLog(tx, auth, [{ resource: decl.key, recordId: id, action: event, field: 'state', from, to: next.state, reason: reason || null }], now);
    // a paper contract passed is signed: its gifts go to the customer now, under the same lock
    if (next.state === CONTRACT_STATE.signed) await issueContractGifts(tx, { ...row, ...set }, now, auth);
    return answer;
  });
}

// ---------------------------------------------------------------- the contract as a document

const yuan = (cents: unknown) => `¥${(Number(cents ?? 0) / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

const DEFAULT_TEXT: Record<number, string> = {
  1: '买受方向出卖方订购{{carModelName}}一台，车辆价格{{carPrice}}，精品及附加{{boutiqueAmount}}，合同金额{{totalAmount}}。买受方于签订本协议时支付定金{{depositAmount}}，余款{{balanceAmount}}于交车前付清。',
  2: '买受方于{{testDriveTime}}试驾{{carModelName}}，试驾期间遵守交通法规，服从陪驾人员安排；因违章或操作不当造成的损失由试驾人承担。',
  3: '出卖方向买受方出售{{carModelName}}一台，车架号{{vin}}，车辆价格{{carPrice}}，精品及附加{{boutiqueAmount}}，合同总价{{totalAmount}}，已付定金{{depositAmount}}，尾款{{balanceAmount}}。',
};


function bindingValues(row: Row, storeName: string, now: Date): Record<string, string> {
  const content = (row.content ?? {}) as { lines?: { kind?: string; name: string; quantity: number; amount: number; gift?: boolean }[] };
  const boutiques = (content.lines ?? []).filter((l) => l.kind !== 'car').map((l) => `${l.name}×${l.quantity}`);
  return {
    contractNo: String(row.contractNo ?? ''),
    storeName,
    customerName: String(row.customerName ?? ''),
    customerPhone: String(row.customerPhone ?? ''),
    idCardNo: String(row.idCardNo ?? ''),
    carModelName: String(row.carModelName ?? ''),
    vin: String(row.vin ?? ''),
    carPrice: yuan(row.carPrice),
    boutiqueAmount: yuan(row.boutiqueAmount),
    boutiques: boutiques.join('、') || '无',
    depositAmount: yuan(row.depositAmount),
    totalAmount: yuan(row.totalAmount),
    balanceAmount: yuan(Number(row.totalAmount ?? 0) - Number(row.depositAmount ?? 0)),
    testDriveTime: row.testDriveTime ? new Date(String(row.testDriveTime)).toISOString().slice(0, 16).replace('T', ' ') : '',
    signDate: row.signTime ? new Date(String(row.signTime)).toISOString().slice(0, 10) : '',
    today: today(now),
  };
}

/** Fills a template's text: each field's {{name}} with its binding's value, and {{binding}} itself. */
export function fillTemplate(text: string, fields: TemplateField[], values: Record<string, string>): string {
  const byName = new Map(fields.map((f) => [f.name, values[f.binding] ?? '']));
  return text.replace(/\{\{\s*([^}\s]+)\s*\}\}/g, (whole, name: string) => byName.get(name) ?? values[name] ?? whole);
}

async function templateFor(db: Services['db'] | Tx, row: Row): Promise<Row | null> {
  const live = and(eq(ahContractTemplate.tenantId, String(row.tenantId)), eq(ahContractTemplate.isDeleted, 0));
  if (row.templateId) {
    const [t] = (await db.select().from(ahContractTemplate).where(and(live, eq(ahContractTemplate.id, String(row.templateId)))).limit(1)) as Row[];
    if (t) return t;
  }
  const [t] = (await db
    .select()
    .from(ahContractTemplate)
    .where(
      and(
        live,
        eq(ahContractTemplate.dictContractType, Number(row.contractType)),
        eq(ahContractTemplate.isUse, 1),
        or(eq(ahContractTemplate.useAllStores, 1), sql`(',' || coalesce(${ahContractTemplate.useStoreIds}, '') || ',') like ${`%,${String(row.storeId)},%`}`),
      ),
    )
    .orderBy(sql`${ahContractTemplate.createTime} desc`)
    .limit(1)) as Row[];
  return t ?? null;
}

async function contractDocument(services: Services, row: Row, signedBy?: ContractDocument['signedBy']): Promise<ContractDocument> {
  const [s] = await services.db.select({ name: store.branchName }).from(store).where(eq(store.id, String(row.storeId ?? ''))).limit(1);
  const storeName = s?.name ?? '';
  const values = bindingValues(row, storeName, services.now());
  const template = await templateFor(services.db, row);
  const type = Number(row.contractType);
  const text = template ? String(template.content ?? '') : (DEFAULT_TEXT[type] ?? '');
  const fields = (Array.isArray(template?.fieldJsonObject) ? template.fieldJsonObject : []) as TemplateField[];
  const content = (row.content ?? {}) as { lines?: { name: string; quantity: number; amount: number; gift?: boolean }[] };
  return {
    title: CONTRACT_TYPE_OPTIONS.find((o) => o.value === type)?.zh ?? '合同',
    contractNo: String(row.contractNo ?? ''),
    body: fillTemplate(text, fields, values),
    lines: content.lines ?? [],
    totalText: `合同金额：${values.totalAmount}\u3000定金：${values.depositAmount}\u3000尾款：${values.balanceAmount}`,
    seller: storeName,
    buyer: `${values.customerName}${values.customerPhone ? `（${values.customerPhone}）` : ''}`,
    signedBy,
  };
}

const objects = (services: Services) => new DiskStore(() => ossRoot(services.config), 50 * 1024 * 1024);

async function findContract(services: Services, auth: AuthContext, id: string, lang: Lang): Promise<Row> {
  const rt = new ResourceRuntime(decl, ahCarOrderContract);
  const row = await rt.findOne(services.db, await rt.scope(services, auth), id);
  if (!row) throw missing(lang);
  return { ...row, tenantId: auth.tenantId };
}

function sendPdf(reply: import('fastify').FastifyReply, name: string, pdf: Buffer, inline: boolean) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="contract.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .send(pdf);
}

/** The customer signs (the local provider's page): the PDF rendered with the signature block, signed, stored, and the contract signed. */
async function customerSigns(services: Services, tenantId: string, id: string, token: string): Promise<Row> {
  const [row] = (await services.db
    .select()
    .from(ahCarOrderContract)
    .where(and(eq(ahCarOrderContract.id, id), eq(ahCarOrderContract.isDeleted, 0)))
    .limit(1)) as Row[];
  const expected = row?.faDaDaSerialNum ? signToken(services.secret, tenantId, id, String(row.faDaDaSerialNum)) : '';
  if (!row || !expected || !crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(token.padEnd(expected.length).slice(0, expected.length)))) throw notFound('签署链接无效或已失效');
  if (nextContractState(row, 'SIGN') === null) throw refuse(contractRowRefusal(row, 'SIGN', false));
  const now = services.now();
  const stamp = now.toISOString().slice(0, 16).replace('T', ' ');
  const doc = await contractDocument(services, { ...row, signTime: now }, { name: String(row.customerName ?? ''), time: stamp, serial: String(row.faDaDaSerialNum) });
  const unsigned = await renderContractPdf(doc, { reason: '合同签署', name: String(row.customerName ?? ''), location: doc.seller, signingTime: now });
  const signed = await esignProvider().sign(services.db, services.secret, tenantId, unsigned);
  const key = `contracts/${tenantId}/${id}/${String(row.contractNo)}-signed.pdf`;
  await objects(services).put(key, signed, 'application/pdf', {}, now);
  return services.db.transaction(async (tx) => {
    const [locked] = (await tx.select().from(ahCarOrderContract).where(eq(ahCarOrderContract.id, id)).for('update')) as Row[];
    const next = nextContractState(locked, 'SIGN');
    // a second press of the page's button, or a revoke meanwhile: exactly one signing wins
    if (next === null || locked.faDaDaSerialNum !== row.faDaDaSerialNum) throw refuse(contractRowRefusal(locked, 'SIGN', false));
    await tx.update(ahCarOrderContract).set({ state: next.state, signState: 1, signTime: now, signedFileKey: key, updateTime: now }).where(eq(ahCarOrderContract.id, id));
    const customer = { tenantId, userId: '0', account: `客户${String(row.customerName ?? '')}` } as AuthContext;
    await writeStateLog(tx, customer, [{ resource: decl.key, recordId: id, action: 'SIGN', field: 'state', from: locked.state, to: next.state, reason: `客户${String(row.customerName ?? '')}电子签署` }], now);
    // signed: the gifts go to the customer in this transaction, which holds the contract locked (one signing, one issue)
    await issueContractGifts(tx, { ...locked, state: next.state }, now, customer);
    return { ...locked, ...next };
  });
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The customer's page: a plain form, no script (the app's content security policy); it posts as
 * text/plain with the token and the agreement in the query, so the server's body parsing stays as
 * it is, and the browser will not send it before the box is ticked (required).
 */
function signingPage(row: Row | null, tokenText: string, message?: string): string {
  const body = row
    ? `<h1>${esc(String(row.contractNo))}</h1><p>客户：${esc(String(row.customerName ?? ''))}\u3000车型：${esc(String(row.carModelName ?? ''))}</p>
<p>合同金额：${esc(yuan(row.totalAmount))}</p>
<p><a href="preview?token=${encodeURIComponent(tokenText)}" target="_blank">查看合同（PDF）</a></p>
${message ? `<p role="status">${esc(message)}</p>` : `<form method="post" action="sign?token=${encodeURIComponent(tokenText)}&amp;agree=1" enctype="text/plain"><label><input type="checkbox" name="agree" value="1" required> 我已阅读并同意合同条款</label><p><button type="submit" autofocus>确认签署</button></p></form>`}`
    : `<p role="alert">${esc(message ?? '签署链接无效或已失效')}</p>`;
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>合同签署</title>
<style>body{font-family:sans-serif;max-width:560px;margin:40px auto;padding:0 16px;color:#222}button{font-size:16px;padding:8px 24px}</style></head>
<body><p>安华电子签（本地签署服务）</p>${body}</body></html>`;
}

function readToken(raw: unknown): { tenantId: string; id: string; token: string } | null {
  const m = /^(\d{1,12})\.(\d{1,19})\.([0-9a-f]{32})$/.exec(String(raw ?? ''));
  return m ? { tenantId: m[1], id: m[2], token: m[3] } : null;
}

const idInput = v.pipe(
  v.looseObject({ id: v.optional(v.unknown()), ahElectronicContractId: v.optional(v.unknown()) }),
  v.transform((x) => ({ id: x.id ?? x.ahElectronicContractId })),
  v.object({ id: vId('请选择合同') }),
);

const origin = (req: import('fastify').FastifyRequest) => {
  const host = String(req.headers['x-forwarded-host'] ?? req.headers.host ?? 'localhost');
  return `${String(req.headers['x-forwarded-proto'] ?? req.protocol ?? 'http')}://${host}`;
};

/** The settlement lines and sums after choosing add-on items and service fees (collectPrice). */
async function collectPrice(services: Services, auth: AuthContext, id: string, projectIds: string[], withServiceFee: boolean, lang: Lang): Promise<Row> {
  needStore(auth, lang);
  return services.db.transaction(async (tx) => {
    const row = await lockContract(tx, auth, id, lang);
    if (!contractEditable(row.state)) throw refuse(CONTRACT_NOT_EDITABLE, lang);
    const projects = projectIds.length
      ? ((await tx
          .select()
          .from(ahAddProject)
          .where(and(inArray(ahAddProject.id, projectIds), eq(ahAddProject.storeId, String(row.storeId)), eq(ahAddProject.isDeleted, 0)))) as Row[])
      : [];
    if (projects.length !== new Set(projectIds).size) throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? 'No such add-on item in this store' : '加装项目不存在', { field: 'addProjectIds' });
    const content = { ...((row.content ?? {}) as Row) };
    type Line = { kind: string; name: string; quantity: number; price: number; amount: number };
    // the lines this call owns are replaced; the car and the order's boutiques stay
    const kept = ((content.lines ?? []) as Line[]).filter((l) => l.kind !== 'addProject' && l.kind !== 'serviceFee');
    const lines: Line[] = [...kept, ...projects.map((p) => ({ kind: 'addProject', name: String(p.projectName), quantity: 1, price: Number(p.price ?? 0), amount: Number(p.price ?? 0) }))];
    if (withServiceFee) {
      const [fees] = (await tx.select().from(ahServiceCostSetting).where(and(eq(ahServiceCostSetting.storeId, String(row.storeId)), eq(ahServiceCostSetting.isDeleted, 0))).limit(1)) as Row[];
      for (const [key, name] of [['licenseServiceFee', '上牌服务费'], ['financeServiceFee', '金融服务费'], ['insuranceServiceFee', '保险服务费']] as const) {
        const amount = Number(fees?.[key] ?? 0);
        if (amount > 0) lines.push({ kind: 'serviceFee', name, quantity: 1, price: amount, amount });
      }
    }
    const carPrice = Number(row.carPrice ?? 0);
    const hasCarLine = lines.some((l) => l.kind === 'car');
    const others = lines.filter((l) => l.kind !== 'car').reduce((sum, l) => sum + l.amount, 0);
    const set = { content: { ...content, lines }, boutiqueAmount: others, totalAmount: (hasCarLine ? lines.filter((l) => l.kind === 'car').reduce((sum, l) => sum + l.amount, 0) : carPrice) + others, updateUser: auth.userId, updateTime: services.now() };
    await tx.update(ahCarOrderContract).set(set).where(eq(ahCarOrderContract.id, id));
    return { lines, boutiqueAmount: set.boutiqueAmount, totalAmount: set.totalAmount };
  });
}

/** One route per action path (the paper examination's pass and reject share one, told apart by examineResult). */
const eventRoutes: Registrable[] = [...new Set((decl.actions ?? []).filter((a) => a.name !== 'collectPrice' && a.name !== GIFT_ACTION).map((a) => a.path))].map((path) => {
  const actions = (decl.actions ?? []).filter((a) => a.path === path);
  return route({
    method: path === 'getPreAuthSignUrl' ? ['GET', 'POST'] : 'POST',
    url: `${base}/${path}`,
    permission: perms(suffixOf(actions[0])),
    input: v.looseObject({}),
    maxString: 2000,
    handler: async ({ auth, services, input, lang, req }) => {
      const action = actions.length > 1 ? actionForBody(actions, input) : actions[0];
      if (!action) throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? 'examineResult must be 1 (pass) or 2 (reject)' : '请选择审核结果', { field: 'examineResult' });
      const read = readActionBody(decl, action, input, lang);
      if (!read.ok) throw new ApiError(Codes.BAD_REQUEST, read.message, read.field ? { field: read.field } : null);
      if (read.call.ids.length !== 1) throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? 'One contract at a time' : '请选择一份合同', { field: 'id' });
      return applyContractEvent(services, auth, read.call.ids[0], action.name as ContractEventType, lang, { reason: read.call.reason, values: read.call.values, origin: origin(req) });
    },
  });
});

const collectAction = (decl.actions ?? []).find((a) => a.name === 'collectPrice')!;
const collectRoute = route({
  method: 'POST',
  url: `${base}/collectPrice`,
  permission: perms('collect_price'),
  input: v.looseObject({}),
  handler: async ({ auth, services, input, lang }) => {
    const read = readActionBody(decl, collectAction, input, lang);
    if (!read.ok) throw new ApiError(Codes.BAD_REQUEST, read.message, read.field ? { field: read.field } : null);
    if (read.call.ids.length !== 1) throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? 'One contract at a time' : '请选择一份合同', { field: 'id' });
    const ids = String(read.call.values.addProjectIds ?? '')
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean);
    return collectPrice(services, auth, read.call.ids[0], ids, Number(read.call.values.withServiceFee ?? 1) === 1, lang);
  },
});

const giftAction = (decl.actions ?? []).find((a) => a.name === GIFT_ACTION)!;
/** 发放赠品 (the spec's card and coupon send): what a signed contract could not issue at signing, issued once */
const giftRoute = route({
  method: 'POST',
  url: `${base}/${giftAction.path}`,
  permission: perms(suffixOf(giftAction)),
  input: v.looseObject({}),
  handler: async ({ auth, services, input, lang }) => {
    const read = readActionBody(decl, giftAction, input, lang);
    if (!read.ok) throw new ApiError(Codes.BAD_REQUEST, read.message, read.field ? { field: read.field } : null);
    if (read.call.ids.length !== 1) throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? 'One contract at a time' : '请选择一份合同', { field: 'id' });
    needStore(auth, lang);
    return services.db.transaction(async (tx) => {
      const row = await lockContract(tx, auth, read.call.ids[0], lang);
      if (!giftsOwed(row)) throw refuse(GIFTS_NOT_OWED, lang);
      return { gifts: await issueContractGifts(tx, row, services.now(), auth) };
    });
  },
});

export const CONTRACT_HOOKS: ResourceHookMap = {
  ahElectronicContract: {
    beforeWrite: async ({ tx, auth, services, value, id, lang }) => {
      const [stored] = id ? await tx.select({ storeId: ahCarOrderContract.storeId }).from(ahCarOrderContract).where(eq(ahCarOrderContract.id, id)) : [];
      const giftStore = stored?.storeId ?? auth.storeId;
      if (giftStore) await checkGiftLists(tx, auth.tenantId, String(giftStore), value, lang);
      if (!id) {
        const now = services.now();
        const day = today(now).replaceAll('-', '');
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${auth.tenantId}:contractNo:${day}`}))`);
        const [{ n }] = await tx
          .select({ n: count() })
          .from(ahCarOrderContract)
          .where(and(sql`${ahCarOrderContract.contractNo} like ${`HT${day}%`}`));
        Object.assign(value, { contractNo: `HT${day}${String(Number(n) + 1).padStart(4, '0')}`, state: CONTRACT_STATE.draft, signState: 0, isPaper: 0, paperContractSignerState: 0, reviewStep: 0, reviewSteps: 0, usedPermissions: 0 });
      }
      if (typeof value.carModelId === 'string' && value.carModelId) {
        const [m] = await tx
          .select({ modelName: ahCarModel.modelName, seriesName: ahCarModel.seriesName })
          .from(ahCarModel)
          .where(and(eq(ahCarModel.id, value.carModelId), eq(ahCarModel.isDeleted, 0)))
          .limit(1);
        if (!m) throw new ApiError(Codes.BAD_REQUEST, '车型不存在', { field: 'carModelId' });
        value.carModelName = `${m.seriesName ?? ''} ${m.modelName ?? ''}`.trim();
      }
      let boutique = 0;
      let price = Number(value.carPrice ?? 0);
      if (id) {
        const [old] = await tx.select({ b: ahCarOrderContract.boutiqueAmount, p: ahCarOrderContract.carPrice }).from(ahCarOrderContract).where(eq(ahCarOrderContract.id, id));
        boutique = Number(old?.b ?? 0);
        if (value.carPrice === undefined) price = Number(old?.p ?? 0);
      }
      value.totalAmount = price + boutique;
    },
    beforeRemove: async ({ tx, ids }) => {
      const rows = (await tx.select().from(ahCarOrderContract).where(inArray(ahCarOrderContract.id, ids))) as Row[];
      for (const r of rows) await releaseQuota(tx, r);
    },
  },
  ahSalesBloc: { where: () => isNotNull(ahCarOrderContract.blocName) },
  ahCarPermissionSetting: {
    beforeWrite: async ({ tx, value, id, lang }) => {
      if (typeof value.carModelId === 'string' && value.carModelId) {
        const [m] = await tx
          .select({ modelName: ahCarModel.modelName, seriesName: ahCarModel.seriesName })
          .from(ahCarModel)
          .where(and(eq(ahCarModel.id, value.carModelId), eq(ahCarModel.isDeleted, 0)))
          .limit(1);
        if (!m) throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? 'No such car model' : '车型不存在', { field: 'carModelId' });
        value.carModelName = `${m.seriesName ?? ''} ${m.modelName ?? ''}`.trim();
      }
      let old: Row | undefined;
      if (id) [old] = (await tx.select().from(ahCarPermissionSetting).where(eq(ahCarPermissionSetting.id, id)).for('update')) as Row[];
      const start = String(value.periodStart ?? old?.periodStart ?? '');
      const end = String(value.periodEnd ?? old?.periodEnd ?? '');
      if (start && end && end < start) throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? 'The end date is before the start date' : '结束日期不能早于开始日期', { field: 'periodEnd' });
      const used = Number(old?.usedPermissions ?? 0);
      if (value.quota !== undefined && Number(value.quota) < used) throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? `The quota cannot be below the ${used} already used` : `额度不能小于已用额度${used}`, { field: 'quota' });
      if (!id) value.usedPermissions = 0;
    },
  },
};

/** A template's fields: the shared check of the list (the field editor's too), its problem as a 400 on fieldJsonObject. */
export function checkTemplateFields(raw: unknown, lang: Lang): TemplateField[] {
  const checked = checkTemplateFieldList(raw);
  if (!checked.ok) throw new ApiError(Codes.BAD_REQUEST, checked.problem.message[lang], { field: 'fieldJsonObject' });
  return checked.fields;
}

const templates = new ResourceRuntime(contractTemplateResource, ahContractTemplate);

export const contractRoutes: Registrable[] = [
  ...eventRoutes,
  collectRoute,
  giftRoute,
  route({
    method: 'GET',
    url: `${base}/getFaDaDaSerialNum`,
    permission: perms('view'),
    input: idInput,
    handler: async ({ auth, services, input, lang }) => ({ faDaDaSerialNum: (await findContract(services, auth, input.id, lang)).faDaDaSerialNum ?? null }),
  }),
  route({
    method: 'GET',
    url: `${base}/getCompanyVerifyUrl`,
    permission: perms('sign'),
    input: noInput,
    handler: async ({ auth, req }) => ({ url: esignProvider().companyVerifyUrl(auth.tenantId, origin(req)), provider: esignProvider().name }),
  }),
  route({
    method: 'GET',
    url: `${base}/getDownloadUrl`,
    permission: perms('download'),
    input: idInput,
    handler: async ({ auth, services, input, lang }) => {
      const row = await findContract(services, auth, input.id, lang);
      return { url: `/api${base}/download?id=${String(row.id)}`, signed: !!row.signedFileKey };
    },
  }),
  route({
    method: 'GET',
    url: `${base}/download`,
    permission: perms('download'),
    input: idInput,
    raw: true,
    handler: async ({ auth, services, input, lang, reply }) => {
      const row = await findContract(services, auth, input.id, lang);
      if (row.signedFileKey) {
        const file = await objects(services).open(String(row.signedFileKey));
        if (file) {
          try {
            return sendPdf(reply, `${String(row.contractNo)}.pdf`, await file.handle.readFile(), false);
          } finally {
            await file.handle.close();
          }
        }
      }
      return sendPdf(reply, `${String(row.contractNo)}.pdf`, await renderContractPdf(await contractDocument(services, row)), false);
    },
  }),
  route({
    method: 'GET',
    url: `${base}/previewPdf`,
    permission: perms('preview'),
    input: idInput,
    raw: true,
    handler: async ({ auth, services, input, lang, reply }) => {
      const row = await findContract(services, auth, input.id, lang);
      return sendPdf(reply, `${String(row.contractNo)}.pdf`, await renderContractPdf(await contractDocument(services, row)), true);
    },
  }),
  route({
    method: 'GET',
    url: `${base}/collectPrice`,
    permission: perms('view'),
    input: idInput,
    handler: async ({ auth, services, input, lang }) => {
      const row = await findContract(services, auth, input.id, lang);
      const content = (row.content ?? {}) as { lines?: unknown[] };
      return {
        ahElectronicContractId: row.id,
        carPrice: row.carPrice ?? 0,
        boutiqueAmount: row.boutiqueAmount ?? 0,
        depositAmount: row.depositAmount ?? 0,
        totalAmount: row.totalAmount ?? 0,
        balanceAmount: Number(row.totalAmount ?? 0) - Number(row.depositAmount ?? 0),
        contractBoutiqueId: row.contractBoutiqueId ?? null,
        lines: content.lines ?? [],
      };
    },
  }),
  route({
    method: 'GET',
    url: `${base}/contractInfoReminder`,
    input: noInput,
    handler: async ({ auth, services }) => {
      const rows = await services.db
        .select({ id: ahCarOrderContract.id, contractNo: ahCarOrderContract.contractNo, contractType: ahCarOrderContract.contractType, customerName: ahCarOrderContract.customerName, submitTime: ahCarOrderContract.submitTime, storeId: ahCarOrderContract.storeId })
        .from(ahCarOrderContract)
        .where(and(eq(ahCarOrderContract.currentApproverId, auth.userId), eq(ahCarOrderContract.state, CONTRACT_STATE.inReview), eq(ahCarOrderContract.isDeleted, 0)))
        .orderBy(asc(ahCarOrderContract.submitTime), asc(ahCarOrderContract.id))
        .limit(50);
      return { total: rows.length, records: rows };
    },
  }),
  route({
    method: 'GET',
    url: `${base}/nextForMe`,
    input: noInput,
    handler: async ({ auth, services }) => {
      const [row] = await services.db
        .select({ id: ahCarOrderContract.id, contractNo: ahCarOrderContract.contractNo })
        .from(ahCarOrderContract)
        .where(and(storeMatch(ahCarOrderContract.storeId, auth), eq(ahCarOrderContract.currentApproverId, auth.userId), eq(ahCarOrderContract.state, CONTRACT_STATE.inReview), eq(ahCarOrderContract.isDeleted, 0)))
        .orderBy(asc(ahCarOrderContract.submitTime), asc(ahCarOrderContract.id))
        .limit(1);
      return row ?? null;
    },
  }),
  // the local provider's customer pages (no staff session: the link's token is the customer's key)
  route({
    method: 'GET',
    url: '/crm-member/eSign/local/sign',
    auth: 'public',
    input: v.looseObject({ token: v.optional(v.string()) }),
    raw: true,
    handler: async ({ services, input, reply }) => {
      const t = readToken(input.token);
      // the link names its tenant (signed with the contract's serial number, checked below): the customer works in it
      const [row] = t ? ((await asTenant(t.tenantId, () => services.db.select().from(ahCarOrderContract).where(and(eq(ahCarOrderContract.id, t.id), eq(ahCarOrderContract.tenantId, t.tenantId), eq(ahCarOrderContract.isDeleted, 0))).limit(1))) as Row[]) : [];
      const ok = row && t && row.faDaDaSerialNum && signToken(services.secret, t.tenantId, t.id, String(row.faDaDaSerialNum)) === t.token;
      const signed = ok && Number(row.state) !== CONTRACT_STATE.signing ? (Number(row.signState) === 1 ? '合同已签署，感谢您的配合。' : '该合同当前不能签署。') : undefined;
      return reply.header('content-type', 'text/html; charset=utf-8').send(signingPage(ok ? row : null, String(input.token ?? ''), signed));
    },
  }),
  route({
    method: 'GET',
    url: '/crm-member/eSign/local/preview',
    auth: 'public',
    input: v.looseObject({ token: v.optional(v.string()) }),
    raw: true,
    handler: async ({ services, input, reply }) => {
      const t = readToken(input.token);
      if (!t) throw notFound('签署链接无效或已失效');
      const [row] = (await asTenant(t.tenantId, () => services.db.select().from(ahCarOrderContract).where(and(eq(ahCarOrderContract.id, t.id), eq(ahCarOrderContract.tenantId, t.tenantId))).limit(1))) as Row[];
      if (!row || !row.faDaDaSerialNum || signToken(services.secret, t.tenantId, t.id, String(row.faDaDaSerialNum)) !== t.token) throw notFound('签署链接无效或已失效');
      return sendPdf(reply, `${String(row.contractNo)}.pdf`, await renderContractPdf(await asTenant(t.tenantId, () => contractDocument(services, row))), true);
    },
  }),
  route({
    method: 'POST',
    url: '/crm-member/eSign/local/sign',
    auth: 'public',
    input: v.looseObject({ token: v.optional(v.string()), agree: v.optional(v.unknown()) }),
    raw: true,
    handler: async ({ services, input, reply, req }) => {
      const t = readToken(input.token);
      if (!t) throw notFound('签署链接无效或已失效');
      if (String(input.agree ?? '') !== '1') throw new ApiError(Codes.BAD_REQUEST, '请先阅读并同意合同条款', { field: 'agree' });
      const row = await asTenant(t.tenantId, () => customerSigns(services, t.tenantId, t.id, t.token));
      const html = String(req.headers.accept ?? '').includes('text/html');
      if (html) return reply.header('content-type', 'text/html; charset=utf-8').send(signingPage(row, String(input.token), '合同已签署，感谢您的配合。'));
      return reply.send({ code: 200, success: true, msg: '操作成功', data: { id: t.id, state: row.state } });
    },
  }),
  // ---- templates
  route({
    method: 'POST',
    url: '/crm-member/ahContractTemplate/toUse',
    permission: 'contract_template_to_use',
    input: idInput,
    handler: async ({ auth, services, input, lang }) => {
      const storeId = needStore(auth, lang);
      await services.db.transaction(async (tx) => {
        const [t] = (await tx.select().from(ahContractTemplate).where(and(eq(ahContractTemplate.id, input.id), eq(ahContractTemplate.isDeleted, 0))).for('update')) as Row[];
        if (!t) throw notFound(lang === 'en' ? 'No such template' : '模板不存在');
        const ids = new Set(String(t.useStoreIds ?? '').split(',').filter(Boolean));
        ids.add(storeId);
        await tx.update(ahContractTemplate).set({ isUse: 1, useStoreIds: [...ids].join(','), updateUser: auth.userId, updateTime: services.now() }).where(eq(ahContractTemplate.id, input.id));
      });
      return true;
    },
  }),
  route({
    method: 'POST',
    url: '/crm-member/ahContractTemplate/editTemplateField',
    permission: 'contract_template_edit_field',
    input: v.looseObject({ id: v.optional(v.unknown()), fieldJsonObject: v.optional(v.unknown()) }),
    handler: async ({ auth, services, input, lang }) => {
      const id = String(input.id ?? '');
      if (!/^\d{1,19}$/.test(id)) throw new ApiError(Codes.BAD_REQUEST, 'id格式错误', { field: 'id' });
      if (input.fieldJsonObject === undefined || input.fieldJsonObject === null || input.fieldJsonObject === '') throw new ApiError(Codes.BAD_REQUEST, lang === 'en' ? 'Please enter the fields' : '请输入模板字段', { field: 'fieldJsonObject' });
      const fields = checkTemplateFields(input.fieldJsonObject, lang);
      const found = await templates.findOne(services.db, await templates.scope(services, auth), id);
      if (!found) throw notFound(lang === 'en' ? 'No such template' : '模板不存在');
      await services.db.update(ahContractTemplate).set({ fieldJsonObject: fields, updateUser: auth.userId, updateTime: services.now() }).where(eq(ahContractTemplate.id, id));
      return true;
    },
  }),
];
