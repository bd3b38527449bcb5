/**
 * Enterprise WeChat (企业微信) behind one small interface (docs/enterprise-chat.md): the contacts of
 * each staff member with their tags, the chat events of the timeline, moving contacts to another
 * staff member, and the customer-service QR code. The default, local provider simulates a realistic
 * tenant: contacts are added and deleted over months, get tags as time goes on and chat with their
 * salesperson; everything follows from the tenant, the staff and the clock, so asking twice at one
 * moment answers the same. The real provider (qyapi.weixin.qq.com) is chosen in 企微配置.
 */
import crypto from 'node:crypto';
import { CORP_WECHAT_MESSAGES as M } from '../../src/domain/resources/sales/corp-wechat';
import type { Label } from '../../src/domain/resources/types';
import { callbackSignature, openMessage, sealMessage, toXml, type CallbackSecrets } from './wecom-crypto';

/** what the callback URL receives: the query WeCom signs and the body's Encrypt */
export interface CallbackRequest {
  signature: string;
  timestamp: string;
  nonce: string;
  encrypted: string;
}

export interface CorpWechatStaff {
  /** the staff member's WeCom user id (in this product: their account) */
  userWechatId: string;
  name: string;
}

export interface CorpWechatContact {
  externalUserId: string;
  userWechatId: string;
  name: string;
  avatar: string;
  customerType: number;
  gender: number;
  corpName: string | null;
  addTime: Date;
  addWay: number;
  tags: string[];
  /** the phones the salesperson noted (remark_mobiles) */
  phone: string | null;
}

export interface CorpWechatEvent {
  eventId: string;
  externalUserId: string;
  userWechatId: string;
  eventType: 'add' | 'message' | 'tag';
  content: string;
  eventTime: Date;
}

export interface CorpWechatCredentials {
  corpId: string | null;
  corpSecret: string | null;
}

export interface CorpWechatContext {
  tenantId: string;
  staff: readonly CorpWechatStaff[];
  now: Date;
  credentials: CorpWechatCredentials;
  /** phones the simulated contacts may note (the store's members and clues), so links happen */
  samplePhones: readonly string[];
  /** moves already made (assignment) as the provider applied them: contact → new staff, in time order */
  transfers: ReadonlyArray<{ externalUserId: string; from: string; to: string; at: Date }>;
}

/** A refusal of the provider, in the product's words (bad credentials, provider unreachable). */
export class CorpWechatError extends Error {
  constructor(readonly label: Label) {
    super(label.en);
  }
}

export interface CorpWechatProvider {
  readonly name: string;
  /** every contact of every staff member as the provider sees it now */
  contacts(ctx: CorpWechatContext): Promise<CorpWechatContact[]>;
  /** the chat events up to now */
  events(ctx: CorpWechatContext): Promise<CorpWechatEvent[]>;
  /** moves contacts to another staff member (transfer_customer); the next contacts() reflects it */
  transfer(ctx: CorpWechatContext, moves: ReadonlyArray<{ externalUserId: string; from: string; to: string }>): Promise<void>;
  /** the "contact me" QR code of a store's service (add_contact_way) */
  serviceQrCode(ctx: CorpWechatContext, store: { id: string; name: string }): Promise<{ configId: string; qrCode: string }>;
  /**
   * opens what WeCom posted to the callback URL: the signature checked and the message decrypted
   * (an event's XML, or the URL check's echo); a bad signature or key throws CallbackRefusal
   */
  openCallback(secrets: CallbackSecrets, req: CallbackRequest): string;
}

/** The local provider also seals callbacks as WeCom would, for tests and the demo to post. */
export interface LocalCorpWechatProvider extends CorpWechatProvider {
  sealCallback(secrets: CallbackSecrets, fields: Record<string, string | number>, at: Date): { query: { msg_signature: string; timestamp: string; nonce: string }; body: string; encrypted: string };
}

// ------------------------------------------------------------------ the local simulation

const DAY = 86_400_000;
/** the simulated tenant's history starts here and runs ~14 months */
export const LOCAL_EPOCH = Date.UTC(2026, 0, 1);
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '马', '朱', '胡', '郭'];
const GIVEN = ['先生', '女士', '小姐', '总', '师傅', '老师'];
const NICK = ['阳光', '晴天', '追风', '远方', '小鹿', '星河', '清风', '大海', '木子', '向日葵', '橙子', '老K'];
const CORPS = [null, null, '华润置地', '顺丰速运', '国家电网', '招商银行', null, '万科物业'];
const TAG_STEPS: ReadonlyArray<{ afterDays: number; tag: string }> = [
  { afterDays: 0, tag: '新客户' },
  { afterDays: 3, tag: '意向车型已确认' },
  { afterDays: 10, tag: '已到店' },
  { afterDays: 25, tag: '已试驾' },
  { afterDays: 60, tag: '老客户' },
];
const CHATS = [
  '您好，请问这款车现在有什么优惠？',
  '周末可以来店里试驾吗？',
  '我想了解一下贷款方案',
  '顾问：已为您预约周六上午10点试驾',
  '顾问：新到一批现车，颜色齐全',
  '保养需要提前预约吗？',
  '顾问：您的车辆首保时间快到了',
  '谢谢，我考虑一下',
];

/** a number in [0, 1) that only depends on the words */
function unit(...words: Array<string | number>): number {
  return crypto.createHash('sha256').update(words.join('|')).digest().readUInt32BE(0) / 0x1_0000_0000;
}
const pick = <T>(list: readonly T[], ...words: Array<string | number>): T => list[Math.floor(unit(...words) * list.length)];

interface Simulated extends CorpWechatContact {
  deleteTime: Date | null;
}

/** Everyone each staff member ever added, with when (if ever) the contact deletes them. */
function simulate(ctx: CorpWechatContext): Simulated[] {
  const out: Simulated[] = [];
  for (const s of ctx.staff) {
    const count = 10 + Math.floor(unit(ctx.tenantId, s.userWechatId, 'count') * 8);
    for (let i = 0; i < count; i++) {
      const key = [ctx.tenantId, s.userWechatId, i] as const;
      // spread over ~14 months from the epoch, at working hours
      const addTime = new Date(LOCAL_EPOCH + Math.floor(unit(...key, 'day') * 420) * DAY + (9 + Math.floor(unit(...key, 'hour') * 9)) * 3_600_000);
      const deletes = unit(...key, 'del') < 0.18;
      const deleteTime = deletes ? new Date(addTime.getTime() + (5 + Math.floor(unit(...key, 'delDay') * 90)) * DAY) : null;
      const isCorp = unit(...key, 'type') < 0.15;
      const gender = 1 + Math.floor(unit(...key, 'sex') * 2);
      const formal = unit(...key, 'formal') < 0.5;
      const name = formal ? `${pick(SURNAMES, ...key, 's')}${pick(GIVEN, ...key, 'g')}` : pick(NICK, ...key, 'n');
      const phone = ctx.samplePhones.length && unit(...key, 'phone') < 0.45 ? pick(ctx.samplePhones, ...key, 'p') : null;
      out.push({
        externalUserId: `wm${crypto.createHash('sha256').update(key.join('|')).digest('hex').slice(0, 24)}`,
        userWechatId: s.userWechatId,
        name,
        avatar: '',
        customerType: isCorp ? 2 : 1,
        gender,
        corpName: isCorp ? pick(CORPS.filter((c): c is string => !!c), ...key, 'c') : pick(CORPS, ...key, 'c'),
        addTime,
        addWay: Math.floor(unit(...key, 'way') * 5),
        tags: [],
        phone,
        deleteTime,
      });
    }
  }
  return out;
}

/** the contacts of the simulation as they stand at `now`, with the moves applied */
function standing(ctx: CorpWechatContext): Simulated[] {
  const owner = new Map<string, string>();
  for (const t of ctx.transfers) if (t.at <= ctx.now) owner.set(t.externalUserId, t.to);
  const staffIds = new Set(ctx.staff.map((s) => s.userWechatId));
  return simulate(ctx)
    .filter((c) => c.addTime <= ctx.now && !(c.deleteTime && c.deleteTime <= ctx.now))
    .map((c) => {
      const to = owner.get(c.externalUserId);
      const days = (ctx.now.getTime() - c.addTime.getTime()) / DAY;
      const tags = TAG_STEPS.filter((t) => days >= t.afterDays && unit(c.externalUserId, t.tag) < 0.8).map((t) => t.tag);
      return { ...c, userWechatId: to && staffIds.has(to) ? to : c.userWechatId, tags };
    });
}

function simulatedEvents(ctx: CorpWechatContext): CorpWechatEvent[] {
  const out: CorpWechatEvent[] = [];
  for (const c of simulate(ctx)) {
    if (c.addTime > ctx.now) continue;
    const end = Math.min(ctx.now.getTime(), c.deleteTime?.getTime() ?? Infinity);
    out.push({ eventId: `${c.externalUserId}:add`, externalUserId: c.externalUserId, userWechatId: c.userWechatId, eventType: 'add', content: '通过企业微信添加为好友', eventTime: c.addTime });
    // the first reply comes within hours for most contacts (the SOP's follow-up), days for some
    let t = c.addTime.getTime() + (unit(c.externalUserId, 'first') < 0.7 ? 1 + unit(c.externalUserId, 'h') * 20 : 30 + unit(c.externalUserId, 'h') * 60) * 3_600_000;
    for (let i = 0; t <= end && i < 6; i++) {
      out.push({ eventId: `${c.externalUserId}:m${i}`, externalUserId: c.externalUserId, userWechatId: c.userWechatId, eventType: 'message', content: pick(CHATS, c.externalUserId, i), eventTime: new Date(t) });
      t += (2 + unit(c.externalUserId, 'gap', i) * 20) * DAY;
    }
    for (const step of TAG_STEPS) {
      const at = c.addTime.getTime() + step.afterDays * DAY + 3_600_000;
      if (step.afterDays > 0 && at <= end && unit(c.externalUserId, step.tag) < 0.8) {
        out.push({ eventId: `${c.externalUserId}:t${step.afterDays}`, externalUserId: c.externalUserId, userWechatId: c.userWechatId, eventType: 'tag', content: `打上标签「${step.tag}」`, eventTime: new Date(at) });
      }
    }
  }
  return out;
}

/**
 * The local provider. Credentials: with none saved it runs as the demo tenant; saved ones must look
 * like WeCom's (a corp id `ww` + 16 hex, a secret of 43 URL-safe characters), else it refuses them as
 * WeCom's gettoken would (errcode 40013/40001), so the settings page can be tried without a network.
 */
export const localCorpWechatProvider: LocalCorpWechatProvider = {
  name: 'local',
  openCallback: (secrets, req) => openMessage(secrets, req),
  sealCallback(secrets, fields, at) {
    const encrypted = sealMessage(secrets, toXml(fields));
    const timestamp = String(Math.floor(at.getTime() / 1000));
    const nonce = crypto.randomBytes(6).toString('hex');
    return { query: { msg_signature: callbackSignature(secrets.token, timestamp, nonce, encrypted), timestamp, nonce }, body: toXml({ ToUserName: secrets.corpId, Encrypt: encrypted, AgentID: '' }), encrypted };
  },
  async contacts(ctx) {
    checkLocalCredentials(ctx.credentials);
    return standing(ctx).map(({ deleteTime: _d, ...c }) => c);
  },
  async events(ctx) {
    checkLocalCredentials(ctx.credentials);
    return simulatedEvents(ctx).filter((e) => e.eventTime <= ctx.now);
  },
  async transfer(ctx) {
    // the simulation reads the moves back from ctx.transfers (the product's distribution records)
    checkLocalCredentials(ctx.credentials);
  },
  async serviceQrCode(ctx, store) {
    checkLocalCredentials(ctx.credentials);
    const configId = crypto.createHash('sha256').update(`${ctx.tenantId}|${store.id}`).digest('hex').slice(0, 32);
    return { configId, qrCode: `https://work.weixin.qq.com/ca/local/${configId}` };
  },
};

export function checkLocalCredentials(c: CorpWechatCredentials): void {
  if (!c.corpId && !c.corpSecret) return;
  if (!c.corpId || !/^ww[0-9a-f]{16}$/.test(c.corpId) || !c.corpSecret || !/^[A-Za-z0-9_-]{43}$/.test(c.corpSecret)) throw new CorpWechatError(M.badCredentials);
}

// ------------------------------------------------------------------ the real provider

type Fetch = (url: string, init?: { method?: string; body?: string; headers?: Record<string, string> }) => Promise<{ json(): Promise<unknown> }>;

/** WeCom's server API; `fetchImpl` and `base` let a test or a proxy stand in for the network. */
export function wecomProvider(fetchImpl: Fetch = fetch as unknown as Fetch, base = 'https://qyapi.weixin.qq.com/cgi-bin'): CorpWechatProvider {
  const call = async (path: string, body?: unknown): Promise<Record<string, unknown>> => {
    let data: Record<string, unknown>;
    try {
      const res = await fetchImpl(`${base}${path}`, body === undefined ? undefined : { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
      data = (await res.json()) as Record<string, unknown>;
    } catch {
      throw new CorpWechatError(M.providerDown);
    }
    const code = Number(data.errcode ?? 0);
    // 40001 invalid secret, 40013 invalid corp id, 42001 token expired, 40014 invalid token
    if ([40001, 40013, 40014, 42001, 60020].includes(code)) throw new CorpWechatError(M.badCredentials);
    if (code !== 0) throw new CorpWechatError(M.providerDown);
    return data;
  };
  const token = async (c: CorpWechatCredentials) => {
    if (!c.corpId || !c.corpSecret) throw new CorpWechatError(M.notConfigured);
    const data = await call(`/gettoken?corpid=${encodeURIComponent(c.corpId)}&corpsecret=${encodeURIComponent(c.corpSecret)}`);
    return String(data.access_token);
  };
  return {
    name: 'wecom',
    // WeCom's callbacks carry the same envelope the local provider seals
    openCallback: (secrets, req) => openMessage(secrets, req),
    async contacts(ctx) {
      const t = await token(ctx.credentials);
      const out: CorpWechatContact[] = [];
      let cursor = '';
      do {
        const data = await call(`/externalcontact/batch/get_by_user?access_token=${t}`, { userid_list: ctx.staff.map((s) => s.userWechatId), cursor, limit: 100 });
        for (const item of (data.external_contact_list as Array<Record<string, Record<string, unknown>>>) ?? []) {
          const ec = item.external_contact;
          const fi = item.follow_info;
          out.push({
            externalUserId: String(ec.external_userid),
            userWechatId: String(fi.userid),
            name: String(ec.name ?? ''),
            avatar: String(ec.avatar ?? ''),
            customerType: Number(ec.type ?? 1),
            gender: Number(ec.gender ?? 0),
            corpName: (ec.corp_name as string) ?? null,
            addTime: new Date(Number(fi.createtime) * 1000),
            addWay: Number(fi.add_way ?? 0),
            tags: ((fi.tag_id as string[]) ?? []).map(String),
            phone: ((fi.remark_mobiles as string[]) ?? [])[0] ?? null,
          });
        }
        cursor = String(data.next_cursor ?? '');
      } while (cursor);
      return out;
    },
    async events() {
      // WeCom pushes chat events to the callback (docs/enterprise-chat.md); a pull has none to add
      return [];
    },
    async transfer(ctx, moves) {
      const t = await token(ctx.credentials);
      for (const m of moves) await call(`/externalcontact/transfer_customer?access_token=${t}`, { handover_userid: m.from, takeover_userid: m.to, external_userid: [m.externalUserId] });
    },
    async serviceQrCode(ctx, store) {
      const t = await token(ctx.credentials);
      const data = await call(`/externalcontact/add_contact_way?access_token=${t}`, { type: 2, scene: 2, state: store.id, user: ctx.staff.map((s) => s.userWechatId) });
      return { configId: String(data.config_id), qrCode: String(data.qr_code) };
    },
  };
}

/** The provider a tenant's settings choose. */
export type CorpWechatProviders = (provider: string) => CorpWechatProvider;
export const defaultCorpWechatProviders: CorpWechatProviders = (name) => (name === 'wecom' ? wecomProvider() : localCorpWechatProvider);
