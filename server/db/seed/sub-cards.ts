/**
 * Demo sub-cards (次卡): per open store a few cards (most on shelf, one off shelf), a handful sent to
 * the store's first members, some of them partly used, with the send and verify log rows that the
 * calls would have written. Validity windows come from the same helper as sendCard.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../index';
import { newId } from '../ids';
import type { SeedContext } from './context';
import { ahMember } from '../resource-tables/members';
import { ahSubCard, ahSubCardLog, ahSubCardMember } from '../resource-tables/sub-cards';
import { SUB_CARD_LOG_TYPE } from '../../../src/domain/resources/sales/sub-card';
import { issuedCardWindow } from '../../../src/machines/issued-sub-card.machine';

const DAY = 86_400_000;

/** [name, service, uses, price in yuan, effectNum, effectUnit, takeEffect, on shelf] */
const CARDS: Array<[string, string, number, number, number, number, number, number]> = [
  ['精洗10次卡', '精致洗车', 10, 298, 12, 1, 0, 1],
  ['保养3次卡', '常规保养（机油机滤）', 3, 1680, 24, 1, 0, 1],
  ['空调清洗2次卡', '空调系统清洗', 2, 360, 6, 1, 0, 1],
  ['打蜡5次卡', '手工打蜡', 5, 500, 1, 0, 1, 1],
  ['内饰深度清洁卡', '内饰深度清洁', 4, 680, 3, 1, 0, 0],
];

export async function seedSubCards(tx: Tx, ctx: SeedContext, opts: { now?: Date } = {}): Promise<void> {
  const now = opts.now ?? new Date();
  const { tenantId } = ctx;
  const cards: (typeof ahSubCard.$inferInsert)[] = [];
  const issued: (typeof ahSubCardMember.$inferInsert)[] = [];
  const logs: (typeof ahSubCardLog.$inferInsert)[] = [];
  // the last demo store is stopped: no cards there
  for (const [si, storeId] of ctx.storeIds.slice(0, -1).entries()) {
    const members = await tx
      .select({ id: ahMember.id, memberName: ahMember.memberName, phone: ahMember.phone })
      .from(ahMember)
      .where(and(eq(ahMember.tenantId, tenantId), eq(ahMember.storeId, storeId), eq(ahMember.isDeleted, 0)))
      .orderBy(asc(ahMember.id))
      .limit(6);
    const base = { tenantId, storeId, createTime: now, updateTime: now };
    CARDS.forEach(([cardName, project, totalCount, yuan, effectNum, effectUnit, takeEffect, isUp], ci) => {
      const cardId = newId();
      const holders = isUp ? members.filter((_, mi) => (mi + ci) % 3 === 0) : [];
      cards.push({ ...base, id: cardId, cardName, project, totalCount, price: yuan * 100, effectNum, effectUnit, takeEffect, isUp, sendCount: holders.length, remark: null });
      holders.forEach((m, hi) => {
        const sentAt = new Date(now.getTime() - (20 + hi * 7 + ci) * DAY);
        const { effectTime, expireTime } = issuedCardWindow(sentAt, takeEffect, effectNum, effectUnit);
        const subCardCode = `SC${String(si + 1).padStart(2, '0')}${String(ci + 1).padStart(2, '0')}${String(hi + 1).padStart(2, '0')}0001`;
        const who = { subCardCode, ahSubCardId: cardId, cardName, project, memberId: m.id, memberName: m.memberName, memberPhone: m.phone };
        const inEffect = effectTime.getTime() <= now.getTime();
        const used = inEffect ? Math.min(totalCount - 1, hi + 1) : 0;
        issued.push({ ...base, ...who, id: newId(), totalCount, remainCount: totalCount - used, effectTime, expireTime, createTime: sentAt, updateTime: sentAt });
        logs.push({ ...base, ...who, id: newId(), logType: SUB_CARD_LOG_TYPE.send, useCount: 0, remainCount: totalCount, operatorName: '王建国', operateTime: sentAt, createTime: sentAt, updateTime: sentAt });
        for (let u = 1; u <= used; u++) {
          const at = new Date(sentAt.getTime() + u * 3 * DAY);
          logs.push({ ...base, ...who, id: newId(), logType: SUB_CARD_LOG_TYPE.verify, useCount: 1, remainCount: totalCount - u, operatorName: '陈静', operateTime: at, createTime: at, updateTime: at });
        }
      });
    });
  }
  if (cards.length) await tx.insert(ahSubCard).values(cards);
  if (issued.length) await tx.insert(ahSubCardMember).values(issued);
  if (logs.length) await tx.insert(ahSubCardLog).values(logs);
}
