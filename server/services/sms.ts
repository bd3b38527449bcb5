/**
 * SMS behind one small interface. The default provider is an outbox table an administrator can
 * read (blade-system/sms-outbox); a real provider plugs in by configuration.
 */
import crypto from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { Codes } from '../../src/domain/codes';
import type { Db, Tx } from '../db';
import { newId } from '../db/ids';
import { smsOutbox } from '../db/schema';
import { fail } from '../http/envelope';
import { sha256Hex } from '../http/jwt';

export interface SmsProvider {
  /** deliver a text; the outbox provider only records it */
  deliver(message: { tenantId: string; phone: string; content: string }): Promise<void>;
}

export const outboxProvider: SmsProvider = {
  async deliver() {
    /* the row written by sendCode is the delivery */
  },
};

export const SMS_RESEND_SECONDS = 120;
const CODE_TTL_MS = 5 * 60_000;
const MAX_ATTEMPTS = 5;

/** a stored-value write-off code is bound to its card and amount (svc:<card id>:<cents>) */
export type SmsPurpose = 'reset-password' | 'operating-code' | `svc:${string}` | `wxp:${string}` | `wxt:${string}`;

/** One code per phone and purpose every 120 s; codes expire after 5 minutes and allow 5 tries. */
export async function sendCode(
  db: Db,
  provider: SmsProvider,
  now: Date,
  args: { tenantId: string; phone: string; purpose: SmsPurpose; unregistered?: boolean; text?: (code: string) => string },
): Promise<void> {
  const recent = await db
    .select({ createTime: smsOutbox.createTime })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.tenantId, args.tenantId), eq(smsOutbox.phone, args.phone), eq(smsOutbox.purpose, args.purpose)))
    .orderBy(desc(smsOutbox.createTime))
    .limit(1);
  if (recent[0] && now.getTime() - recent[0].createTime.getTime() < SMS_RESEND_SECONDS * 1000) {
    throw fail(Codes.SMS_TOO_SOON);
  }
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  // a phone without an account is answered like any other (the same 120 s rule included) but gets
  // nothing: its row, which no code matches, tells the administrator someone asked
  const content = args.unregistered ? '（未发送：该手机号未注册）' : (args.text?.(code) ?? `【安华】您的验证码为${code}，5分钟内有效，请勿泄露给他人。`);
  await db.insert(smsOutbox).values({
    id: newId(),
    tenantId: args.tenantId,
    phone: args.phone,
    purpose: args.purpose,
    content,
    codeHash: args.unregistered ? sha256Hex(crypto.randomBytes(32).toString('hex')) : sha256Hex(`${args.phone}:${code}`),
    expireTime: new Date(now.getTime() + CODE_TTL_MS),
    createTime: now,
  });
  if (!args.unregistered) await provider.deliver({ tenantId: args.tenantId, phone: args.phone, content });
}

/** Consumes the latest unused code; a wrong code counts an attempt. Throws 10137 when it does not match. */
export async function consumeCode(
  db: Db,
  now: Date,
  args: { tenantId: string; phone: string; purpose: SmsPurpose; code: string },
): Promise<void> {
  const rows = await db
    .select()
    .from(smsOutbox)
    .where(
      and(
        eq(smsOutbox.tenantId, args.tenantId),
        eq(smsOutbox.phone, args.phone),
        eq(smsOutbox.purpose, args.purpose),
        isNull(smsOutbox.usedTime),
        gt(smsOutbox.expireTime, now),
      ),
    )
    .orderBy(desc(smsOutbox.createTime))
    .limit(1);
  const row = rows[0];
  if (!row || row.attempts >= MAX_ATTEMPTS) throw fail(Codes.SMS_CODE_WRONG);
  if (row.codeHash !== sha256Hex(`${args.phone}:${args.code}`)) {
    await db.update(smsOutbox).set({ attempts: row.attempts + 1 }).where(eq(smsOutbox.id, row.id));
    throw fail(Codes.SMS_CODE_WRONG);
  }
  await db.update(smsOutbox).set({ usedTime: now }).where(eq(smsOutbox.id, row.id));
}

/**
 * Checks a code inside the caller's transaction and consumes it there with a guarded update, so two
 * requests presenting one code have one winner and a refused request (its transaction rolled back)
 * leaves the code unused. A wrong code answers the row to count an attempt on after the rollback.
 */
export async function takeCodeIn(
  tx: Tx,
  now: Date,
  args: { tenantId: string; phone: string; purpose: SmsPurpose; code: string },
): Promise<{ ok: true } | { ok: false; wrongRowId: string | null }> {
  const [row] = await tx
    .select()
    .from(smsOutbox)
    .where(and(eq(smsOutbox.tenantId, args.tenantId), eq(smsOutbox.phone, args.phone), eq(smsOutbox.purpose, args.purpose), isNull(smsOutbox.usedTime), gt(smsOutbox.expireTime, now)))
    .orderBy(desc(smsOutbox.createTime))
    .limit(1);
  if (!row || row.attempts >= MAX_ATTEMPTS) return { ok: false, wrongRowId: null };
  if (row.codeHash !== sha256Hex(`${args.phone}:${args.code}`)) return { ok: false, wrongRowId: row.id };
  const taken = await tx
    .update(smsOutbox)
    .set({ usedTime: now })
    .where(and(eq(smsOutbox.id, row.id), isNull(smsOutbox.usedTime)))
    .returning({ id: smsOutbox.id });
  return taken.length ? { ok: true } : { ok: false, wrongRowId: null };
}

/** a wrong try counts against the code (outside the refused transaction, so it stays counted) */
export async function countWrongCode(db: Db, rowId: string): Promise<void> {
  await db.update(smsOutbox).set({ attempts: sql`${smsOutbox.attempts} + 1` }).where(eq(smsOutbox.id, rowId));
}
