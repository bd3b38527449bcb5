/**
 * Enterprise WeChat on a schedule: every minute (and at start-up) each tenant whose settings'
 * interval (syncMinutes) has passed since its last sync is synced (docs/enterprise-chat.md).
 */
import type { Services } from '../services';
import { syncDueTenants } from '../modules/crm-member/corp-wechat';

export function startCorpWechatSync(services: Services, everyMs = 60_000): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    void syncDueTenants(services)
      .catch((err) => console.error('corp-wechat sync', err))
      .finally(() => (running = false));
  };
  tick();
  const timer = setInterval(tick, everyMs);
  return () => clearInterval(timer);
}
