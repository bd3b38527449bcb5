/**
 * A generated captcha image (PNG raster, base64 data URL; server/services/captcha-image.ts) for the operating-password dialog. The code is
 * kept hashed per user and expires after 5 minutes; a wrong answer burns it (the client refreshes).
 */
import fs from 'node:fs';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { Codes } from '../../src/domain/codes';
import type { Db } from '../db';
import { newId } from '../db/ids';
import { captcha } from '../db/schema';
import { fail } from '../http/envelope';
import { sha256Hex } from '../http/jwt';
import { captchaPng, newCaptchaCode } from './captcha-image';

const TTL_MS = 5 * 60_000;

/** Where codes come from and how they are drawn; tests wrap the default to learn the code a person would read. */
export interface CaptchaProvider {
  newCode(): string;
  /** the picture of the code, PNG */
  draw(code: string): Buffer;
}

export const rasterCaptcha: CaptchaProvider = { newCode: () => newCaptchaCode(), draw: captchaPng };

/** The raster captcha that also appends each code to a file (config.captchaOutbox: scripted journeys only). */
export function captchaWithOutbox(file: string): CaptchaProvider {
  return {
    newCode: () => {
      const code = newCaptchaCode();
      fs.appendFileSync(file, code + '\n');
      return code;
    },
    draw: captchaPng,
  };
}

export async function issueCaptcha(db: Db, provider: CaptchaProvider, now: Date, tenantId: string, userId: string): Promise<{ img: string }> {
  const code = provider.newCode();
  await db.insert(captcha).values({
    id: newId(),
    tenantId,
    userId,
    codeHash: sha256Hex(code),
    expireTime: new Date(now.getTime() + TTL_MS),
  });
  return { img: `data:image/png;base64,${provider.draw(code).toString('base64')}` };
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
