/**
 * The operating password never travels in clear: the client sends sha-256 hex of it (spec 1
 * section 3: hashed on the client before sending); the server keeps an argon2id hash of that.
 */
export const OPERATING_CODE_SALT = 'anhua-operating-code:';

export async function hashOperatingCode(plain: string): Promise<string> {
  const bytes = new TextEncoder().encode(OPERATING_CODE_SALT + plain);
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export const isHashedOperatingCode = (value: string): boolean => /^[0-9a-f]{64}$/.test(value);
