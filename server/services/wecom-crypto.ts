/**
 * WeCom's callback envelope (企业微信 "加解密方案", the WXBizMsgCrypt scheme): the body's Encrypt is
 * AES-256-CBC of random(16) + length(4, big-endian) + message + receiveId (the corp id), PKCS#7-padded
 * to 32 bytes, with the key base64(EncodingAESKey + "=") and the key's first 16 bytes as IV; the
 * signature is sha1 of the sorted [token, timestamp, nonce, Encrypt] joined. The URL check (GET) sends
 * the same over `echostr`. Both providers open callbacks with it; the local one also seals them, so
 * tests and the demo can post what WeCom would.
 */
import crypto from 'node:crypto';

export interface CallbackSecrets {
  token: string;
  encodingAesKey: string;
  /** the corp id: the receiveId inside every message */
  corpId: string;
}

export class CallbackRefusal extends Error {}

/** a 43-character EncodingAESKey, as WeCom's console makes them */
export const isAesKey = (k: string) => /^[A-Za-z0-9]{43}$/.test(k);

function keyOf(encodingAesKey: string): Buffer {
  if (!isAesKey(encodingAesKey)) throw new CallbackRefusal('bad EncodingAESKey');
  return Buffer.from(`${encodingAesKey}=`, 'base64');
}

export function callbackSignature(token: string, timestamp: string, nonce: string, encrypted: string): string {
  return crypto.createHash('sha1').update([token, timestamp, nonce, encrypted].sort().join('')).digest('hex');
}

export function sealMessage(s: CallbackSecrets, message: string, random: Buffer = crypto.randomBytes(16)): string {
  const key = keyOf(s.encodingAesKey);
  const body = Buffer.from(message, 'utf8');
  const len = Buffer.alloc(4);
  len.writeUInt32BE(body.length, 0);
  const plain = Buffer.concat([random, len, body, Buffer.from(s.corpId, 'utf8')]);
  const pad = 32 - (plain.length % 32);
  const cipher = crypto.createCipheriv('aes-256-cbc', key, key.subarray(0, 16));
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(Buffer.concat([plain, Buffer.alloc(pad, pad)])), cipher.final()]).toString('base64');
}

/** checks the signature and opens the message; any mismatch (signature, padding, corp id) is a refusal */
export function openMessage(s: CallbackSecrets, q: { signature: string; timestamp: string; nonce: string; encrypted: string }): string {
  const want = callbackSignature(s.token, q.timestamp, q.nonce, q.encrypted);
  const a = Buffer.from(want);
  const b = Buffer.from(q.signature.toLowerCase());
  if (a.length !== b.length || !crypto.timingSafeEqual(a, b)) throw new CallbackRefusal('signature');
  const key = keyOf(s.encodingAesKey);
  const data = Buffer.from(q.encrypted, 'base64');
  if (!data.length || data.length % 32 !== 0) throw new CallbackRefusal('length');
  let plain: Buffer;
  try {
    const decipher = crypto.createDecipheriv('aes-256-cbc', key, key.subarray(0, 16));
    decipher.setAutoPadding(false);
    plain = Buffer.concat([decipher.update(data), decipher.final()]);
  } catch {
    throw new CallbackRefusal('decrypt');
  }
  const pad = plain[plain.length - 1];
  if (pad < 1 || pad > 32) throw new CallbackRefusal('padding');
  const content = plain.subarray(16, plain.length - pad);
  if (content.length < 4) throw new CallbackRefusal('length');
  const len = content.readUInt32BE(0);
  if (4 + len > content.length) throw new CallbackRefusal('length');
  const message = content.subarray(4, 4 + len).toString('utf8');
  const receiveId = content.subarray(4 + len).toString('utf8');
  if (receiveId !== s.corpId) throw new CallbackRefusal('receiveId');
  return message;
}

/** the flat fields of a WeCom XML message (<xml><Name><![CDATA[v]]></Name>…</xml>); nested parts are not read */
export function xmlFields(xml: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = /<([A-Za-z][A-Za-z0-9_]*)>(?:<!\[CDATA\[([\s\S]*?)\]\]>|([^<]*))<\/\1>/g;
  for (let m = re.exec(xml); m; m = re.exec(xml)) if (!(m[1] in out)) out[m[1]] = m[2] ?? unescapeXml(m[3] ?? '');
  return out;
}

const unescapeXml = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

/** one flat XML message, every value in CDATA (what WeCom sends) */
export function toXml(fields: Record<string, string | number>): string {
  return `<xml>${Object.entries(fields)
    .map(([k, v]) => (typeof v === 'number' ? `<${k}>${v}</${k}>` : `<${k}><![CDATA[${v.replace(/]]>/g, ']]]]><![CDATA[>')}]]></${k}>`))
    .join('')}</xml>`;
}
