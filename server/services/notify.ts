/**
 * The one sender of personal notices: the bell (a notice addressed to the person, shown in 我的消息
 * and counted by the sidebar's bell) and the SMS (a text to the person's phone), as 通知设置
 * (src/domain/resources/system/notification-setting.ts) switches them per event for the tenant.
 * It writes inside the caller's transaction, so a refused step notifies nobody.
 */
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db';
import { newId } from '../db/ids';
import { smsOutbox, user } from '../db/schema';
import { ahNotice, ahNotificationSetting } from '../db/resource-tables/content';
import { sha256Hex } from '../http/jwt';
import { NOTIFY_EVENTS, notificationSettingResource, type NotifyEvent } from '../../src/domain/resources/system/notification-setting';

export interface PersonalNotice {
  tenantId: string;
  event: NotifyEvent;
  toUserId: string;
  title: string;
  summary?: string | null;
  content: string;
  categoryName: string;
  now: Date;
}

/** The tenant's switches for one event: its saved row, else the declared defaults. */
export async function notifyChannels(tx: Tx, tenantId: string, event: NotifyEvent): Promise<{ bell: boolean; sms: boolean }> {
  const names = NOTIFY_EVENTS[event];
  const [row] = await tx
    .select()
    .from(ahNotificationSetting)
    .where(and(eq(ahNotificationSetting.tenantId, tenantId), eq(ahNotificationSetting.isDeleted, 0)))
    .limit(1);
  const read = (field: string) => {
    const saved = row ? (row as Record<string, unknown>)[field] : undefined;
    return Number(saved ?? notificationSettingResource.fields[field as keyof typeof notificationSettingResource.fields].default ?? 0) === 1;
  };
  return { bell: read(names.bell), sms: read(names.sms) };
}

/**
 * Notifies one person of an event by the channels the tenant switched on. The text goes to the SMS
 * outbox (the default provider's delivery; a person without a phone gets no text). Answers what was sent.
 */
export async function notifyPerson(tx: Tx, n: PersonalNotice): Promise<{ bell: boolean; sms: boolean }> {
  const on = await notifyChannels(tx, n.tenantId, n.event);
  let sms = false;
  if (on.bell) {
    await tx.insert(ahNotice).values({
      id: newId(),
      tenantId: n.tenantId,
      title: n.title.slice(0, 100),
      summary: (n.summary ?? '').slice(0, 500) || null,
      content: n.content.slice(0, 20_000),
      categoryName: n.categoryName,
      status: 1,
      publishTime: n.now,
      toUserId: n.toUserId,
      createTime: n.now,
      updateTime: n.now,
    });
  }
  if (on.sms) {
    const [person] = await tx.select({ phone: user.phone }).from(user).where(and(eq(user.id, n.toUserId), eq(user.tenantId, n.tenantId))).limit(1);
    if (person?.phone) {
      await tx.insert(smsOutbox).values({
        id: newId(),
        tenantId: n.tenantId,
        phone: person.phone,
        purpose: `notice:${n.event}`,
        content: `【安华】${n.title}${n.summary ? `：${n.summary}` : ''}`.slice(0, 500),
        // a notice carries no code: a hash nothing matches
        codeHash: sha256Hex(crypto.randomBytes(32).toString('hex')),
        expireTime: n.now,
        createTime: n.now,
      });
      sms = true;
    }
  }
  return { bell: on.bell, sms };
}
