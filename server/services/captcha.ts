/**
 * A generated captcha image (SVG, base64 data URL) for the operating-password dialog. The code is
 * kept hashed per user and expires after 5 minutes; a wrong answer burns it (the client refreshes).
 */
import crypto from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { Codes } from '../../src/domain/codes';
import type { Db } from '../db';
import { newId } from '../db/ids';
import { captcha } from '../db/schema';
import { fail } from '../http/envelope';
import { sha256Hex } from '../http/jwt';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const TTL_MS = 5 * 60_000;

export function captchaSvg(code: string): string {
  const r = (n: number) => crypto.randomInt(0, n);
  const glyphs = [...code]
    .map((ch, i) => {
      const x = 14 + i * 24;
      const y = 30 + r(8) - 4;
      const rot = r(40) - 20;
      const hue = r(360);
      return `<text x="${x}" y="${y}" transform="rotate(${rot} ${x} ${y})" fill="hsl(${hue},60%,35%)" font-size="26" font-family="monospace" font-weight="bold">${ch}</text>`;
    })
    .join('');
  const noise = Array.from({ length: 6 }, () => {
    const hue = r(360);
    return `<line x1="${r(120)}" y1="${r(44)}" x2="${r(120)}" y2="${r(44)}" stroke="hsl(${hue},50%,60%)" stroke-width="1.5"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="44" viewBox="0 0 120 44"><rect width="120" height="44" fill="#f4f6fb"/>${noise}${glyphs}</svg>`;
}

export async function issueCaptcha(db: Db, now: Date, tenantId: string, userId: string): Promise<{ img: string; code: string }> {
  const code = Array.from({ length: 4 }, () => ALPHABET[crypto.randomInt(0, ALPHABET.length)]).join('');
  await db.insert(captcha).values({
    id: newId(),
    tenantId,
    userId,
    codeHash: sha256Hex(code),
    expireTime: new Date(now.getTime() + TTL_MS),
  });
  const img = `data:image/svg+xml;base64,${Buffer.from(captchaSvg(code)).toString('base64')}`;
  return { img, code };
}

export async function consumeCaptcha(db: Db, now: Date, userId: string, answer: string): Promise<void> {
  const rows = await db
    .select()
    .from(captcha)
    .where(and(eq(captcha.userId, userId), isNull(captcha.usedTime), gt(captcha.expireTime, now)))
    .orderBy(desc(captcha.expireTime))
    .limit(1);
  const row = rows[0];
  if (!row) throw fail(Codes.CAPTCHA_WRONG);
  await db.update(captcha).set({ usedTime: now }).where(eq(captcha.id, row.id));
  if (row.codeHash !== sha256Hex(answer.trim().toUpperCase())) throw fail(Codes.CAPTCHA_WRONG);
}
