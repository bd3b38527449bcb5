/**
 * WeChat official accounts (公众号) behind one small interface, for 公众号管理. The local provider
 * stands in for the WeChat platform: an account with a well-formed AppID exists; its original id,
 * verification and follower count are derived from the AppID (the same AppID always reads the same),
 * and binding a store records the store as the account's bound store (the menu link the member opens
 * carries it). A real provider (the platform's API with the account's secret) plugs in by
 * `WECHAT_MP_PROVIDER` (docs/marketing.md "Official accounts").
 */
import { createHash } from 'node:crypto';
import { WX_APP_ID } from '../../src/domain/resources/marketing/wechat-account';

export interface WechatMpAccount {
  appId: string;
  originalId: string;
  verified: boolean;
  followerCount: number;
}

export interface WechatMpProvider {
  readonly name: string;
  /** the account as the platform knows it, or null when it has none of that AppID */
  account(appId: string): Promise<WechatMpAccount | null>;
  /** points the account's store link at the store (the member's side opens that store); false when refused */
  bindStore(appId: string, store: { id: string; name: string }): Promise<boolean>;
}

const digest = (s: string) => createHash('sha256').update(s).digest();

export const localWechatMp: WechatMpProvider & { bindings: Map<string, string> } = {
  name: 'local',
  bindings: new Map(),
  async account(appId) {
    if (!WX_APP_ID.test(appId)) return null;
    const h = digest(`wxmp:${appId}`);
    return { appId, originalId: `gh_${h.toString('hex').slice(0, 12)}`, verified: h.readUInt8(6) % 4 !== 0, followerCount: 200 + (h.readUInt32BE(0) % 20000) };
  },
  async bindStore(appId, store) {
    if (!WX_APP_ID.test(appId)) return false;
    this.bindings.set(appId, store.id);
    return true;
  },
};

/** the configured provider; only the local one ships until the platform's credentials are given */
export function wechatMpProvider(name = process.env.WECHAT_MP_PROVIDER ?? 'local'): WechatMpProvider {
  if (name !== 'local') throw new Error(`WECHAT_MP_PROVIDER=${name}: no such provider (local)`);
  return localWechatMp;
}
