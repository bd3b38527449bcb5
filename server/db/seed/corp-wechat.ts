/**
 * Demo Enterprise WeChat customers: the tenant's settings (local provider, no credentials) and one
 * sync from the local simulation, so the list, the timelines and the SOP page start with months of
 * contacts, some of them deleted and marked, some linked to members by phone.
 */
import type { Tx } from '../index';
import { newId } from '../ids';
import type { SeedContext } from './context';
import { ahCorpWechatConfig } from '../resource-tables/corp-wechat';
import { syncCorpWechat } from '../../modules/crm-member/corp-wechat';
import { defaultCorpWechatProviders } from '../../services/corp-wechat';
import type { Services } from '../../services';

export async function seedCorpWechat(tx: Tx, ctx: SeedContext): Promise<void> {
  const now = new Date();
  await tx.insert(ahCorpWechatConfig).values({ id: newId(), tenantId: ctx.tenantId, provider: 'local', sopHours: 24, syncMinutes: 60, serviceName: '安华企微客服', serviceWelcome: '您好，我是您的专属顾问，有任何用车问题欢迎随时咨询。', secretSaved: 0, createTime: now, updateTime: now });
  // a sync two months ago, then today: the contacts who deleted their salesperson in between are marked (已删除)
  const db = tx as unknown as Services['db'];
  await syncCorpWechat({ db, now: () => new Date(now.getTime() - 60 * 86_400_000), corpWechat: defaultCorpWechatProviders }, ctx.tenantId);
  await syncCorpWechat({ db, now: () => now, corpWechat: defaultCorpWechatProviders }, ctx.tenantId);
}
