import type { Config } from './config';
import type { Database, Db } from './db';
import type { SmsProvider } from './services/sms';
import type { CaptchaProvider } from './services/captcha';
import type { CorpWechatProviders } from './services/corp-wechat';
import type { ReadCache } from './http/read-cache';

/** What handlers may use: one bundle built at start, so tests can swap the clock or a provider. */
export interface Services {
  database: Database;
  db: Db;
  config: Config;
  /** HMAC secret of access tokens */
  secret: string;
  sms: SmsProvider;
  captcha: CaptchaProvider;
  /** Enterprise WeChat by the tenant's chosen provider (local simulation or WeCom) */
  corpWechat: CorpWechatProviders;
  /** the clock; tests move it */
  now(): Date;
  /** short-lived answers of hot reads, dropped by writes (server/http/read-cache.ts) */
  cache: ReadCache;
}
