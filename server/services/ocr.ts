/**
 * Reading an insurance policy image (imgOcrSpot) behind one small interface. The default, local
 * provider reads what it can without a network:
 * - the QR code printed on the policy (Chinese motor policies carry one that names the policy, the
 *   VIN, the premium and the insurer: `policy=PDAA...&vin=LSV...&fee=3560.00&insurer=中国人保`, as a
 *   query string or one `key:value` per line), decoded from the image's pixels (PNG or JPEG);
 * - else the fields a scanner export writes into the file name
 *   (`policy_vin-LSVAU2180N2183713_fee-3560.00_insurer-中国人保.jpg`).
 * Fields it cannot read come back empty, and the person completes them in the form before saving
 * (the answer is a proposal, never saved by itself). A cloud OCR provider plugs in by implementing
 * OcrProvider (docs/coupons.md).
 */
import jpeg from 'jpeg-js';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

export interface PolicyReading {
  insurerName: string;
  vin: string;
  /** the premium in cents, 0 when unread */
  fee: number;
  plateNo: string;
  policyNo: string;
}

export interface PolicyImage {
  url: string;
  /** the image's bytes when the server holds them (the embedded store); null for an outside address */
  bytes: Buffer | null;
}

export interface OcrProvider {
  readPolicy(image: PolicyImage): Promise<PolicyReading>;
}

const KEYS: Record<string, keyof PolicyReading> = {
  vin: 'vin',
  fee: 'fee',
  premium: 'fee',
  insurer: 'insurerName',
  plate: 'plateNo',
  policy: 'policyNo',
  no: 'policyNo',
};

/** Largest picture decoded (pixels): a phone photo is 12 MP; beyond that the fields are typed in. */
const MAX_PIXELS = 40_000_000;

const empty = (): PolicyReading => ({ insurerName: '', vin: '', fee: 0, plateNo: '', policyNo: '' });

function put(out: PolicyReading, rawKey: string, rawValue: string): void {
  const key = KEYS[rawKey.trim().toLowerCase()];
  const value = rawValue.trim();
  if (!key || !value) return;
  if (key === 'fee') {
    const yuan = Number(value);
    if (Number.isFinite(yuan) && yuan >= 0 && yuan < 1e8) out.fee = Math.round(yuan * 100);
  } else if (key === 'vin') out.vin = value.toUpperCase().slice(0, 17);
  else out[key] = value.slice(0, 50);
}

/** `vin-LSV..._fee-3560.00` in a file name */
export function readFileName(url: string): PolicyReading {
  const out = empty();
  let name = url.split('?')[0].split('/').pop() ?? '';
  try {
    name = decodeURIComponent(name);
  } catch {
    /* a name that is not percent-encoded is read as it is */
  }
  name = name.replace(/\.[a-z0-9]+$/i, '');
  for (const part of name.split('_')) {
    const dash = part.indexOf('-');
    if (dash > 0) put(out, part.slice(0, dash), part.slice(dash + 1));
  }
  return out;
}

/** a QR code's text: a query string (maybe after a URL's `?`), or `key:value` / `key=value` lines */
export function readQrText(text: string): PolicyReading {
  const out = empty();
  const query = text.includes('?') && /^https?:\/\//i.test(text.trim()) ? text.slice(text.indexOf('?') + 1) : text;
  if (!/[\r\n]/.test(query) && query.includes('=')) {
    for (const [k, v] of new URLSearchParams(query)) put(out, k, v);
    return out;
  }
  for (const line of query.split(/\r?\n/)) {
    const m = /^\s*([A-Za-z]+)\s*[:=：]\s*(.+)$/.exec(line);
    if (m) put(out, m[1], m[2]);
  }
  return out;
}

/** the RGBA pixels of a PNG or JPEG; null for anything else or a picture too large to decode */
export function decodeImage(bytes: Buffer): { data: Uint8ClampedArray; width: number; height: number } | null {
  try {
    if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
      const png = PNG.sync.read(bytes);
      if (png.width * png.height > MAX_PIXELS) return null;
      return { data: new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), width: png.width, height: png.height };
    }
    if (bytes[0] === 0xff && bytes[1] === 0xd8) {
      const img = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: MAX_PIXELS / 1e6, maxMemoryUsageInMB: 512 });
      return { data: new Uint8ClampedArray(img.data.buffer, img.data.byteOffset, img.data.length), width: img.width, height: img.height };
    }
  } catch {
    // a damaged or unsupported picture reads as nothing; the person types the fields
  }
  return null;
}

/** the text of the QR code in the picture, or null */
export function qrTextOf(bytes: Buffer): string | null {
  const img = decodeImage(bytes);
  if (!img) return null;
  return jsQR(img.data, img.width, img.height)?.data ?? null;
}

const merge = (first: PolicyReading, second: PolicyReading): PolicyReading => ({
  insurerName: first.insurerName || second.insurerName,
  vin: first.vin || second.vin,
  fee: first.fee || second.fee,
  plateNo: first.plateNo || second.plateNo,
  policyNo: first.policyNo || second.policyNo,
});

export const localOcr: OcrProvider = {
  async readPolicy(image) {
    const qr = image.bytes ? qrTextOf(image.bytes) : null;
    // what the printed code says wins over the file's name
    return merge(qr ? readQrText(qr) : empty(), readFileName(image.url));
  },
};

/** the provider the configuration names; only the local one ships */
export function ocrProvider(): OcrProvider {
  return localOcr;
}
