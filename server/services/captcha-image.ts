/**
 * The captcha picture: a PNG raster, so a script cannot read the code out of the markup as it could
 * from an SVG of <text> glyphs (issue 15). Glyphs come from a 5×7 bitmap font, each scaled, rotated
 * and sheared on its own, the whole line bent by a sine wave, over a tinted ground with crossing
 * lines and speckles in the glyphs' own colours. No font file and no native code: the PNG is
 * written with Node's zlib.
 */
import crypto from 'node:crypto';
import zlib from 'node:zlib';

export const CAPTCHA_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CAPTCHA_WIDTH = 128;
export const CAPTCHA_HEIGHT = 44;

// 5×7 glyphs, one string of five bits per row (I, O, 0 and 1 are left out of the alphabet: they read alike)
const FONT: Record<string, string[]> = {
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  B: ['11110', '10001', '10001', '11110', '10001', '10001', '11110'],
  C: ['01110', '10001', '10000', '10000', '10000', '10001', '01110'],
  D: ['11110', '10001', '10001', '10001', '10001', '10001', '11110'],
  E: ['11111', '10000', '10000', '11110', '10000', '10000', '11111'],
  F: ['11111', '10000', '10000', '11110', '10000', '10000', '10000'],
  G: ['01110', '10001', '10000', '10111', '10001', '10001', '01111'],
  H: ['10001', '10001', '10001', '11111', '10001', '10001', '10001'],
  J: ['00111', '00010', '00010', '00010', '00010', '10010', '01100'],
  K: ['10001', '10010', '10100', '11000', '10100', '10010', '10001'],
  L: ['10000', '10000', '10000', '10000', '10000', '10000', '11111'],
  M: ['10001', '11011', '10101', '10101', '10001', '10001', '10001'],
  N: ['10001', '10001', '11001', '10101', '10011', '10001', '10001'],
  P: ['11110', '10001', '10001', '11110', '10000', '10000', '10000'],
  Q: ['01110', '10001', '10001', '10001', '10101', '10010', '01101'],
  R: ['11110', '10001', '10001', '11110', '10100', '10010', '10001'],
  S: ['01111', '10000', '10000', '01110', '00001', '00001', '11110'],
  T: ['11111', '00100', '00100', '00100', '00100', '00100', '00100'],
  U: ['10001', '10001', '10001', '10001', '10001', '10001', '01110'],
  V: ['10001', '10001', '10001', '10001', '10001', '01010', '00100'],
  W: ['10001', '10001', '10001', '10101', '10101', '10101', '01010'],
  X: ['10001', '10001', '01010', '00100', '01010', '10001', '10001'],
  Y: ['10001', '10001', '01010', '00100', '00100', '00100', '00100'],
  Z: ['11111', '00001', '00010', '00100', '01000', '10000', '11111'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11111', '00010', '00100', '00010', '00001', '10001', '01110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

type Rgb = [number, number, number];

/** uniform in [0, 1): the system's secure source, unless a test passes its own seeded one */
export type Random = () => number;
const secureRandom: Random = () => crypto.randomInt(0, 2 ** 47) / 2 ** 47;

function hsl(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

export function newCaptchaCode(length = 4): string {
  return Array.from({ length }, () => CAPTCHA_ALPHABET[crypto.randomInt(0, CAPTCHA_ALPHABET.length)]).join('');
}

/** RGB pixels of the code drawn with its distortion and noise */
export function drawCaptcha(code: string, random: Random = secureRandom, w = CAPTCHA_WIDTH, h = CAPTCHA_HEIGHT): Uint8Array {
  const rnd = (a: number, b: number) => a + random() * (b - a);
  const int = (n: number) => Math.floor(random() * n);
  const px = new Uint8Array(w * h * 3);
  const put = (x: number, y: number, c: Rgb) => {
    if (x < 0 || y < 0 || x >= w || y >= h) return;
    const i = (y * w + x) * 3;
    px[i] = c[0];
    px[i + 1] = c[1];
    px[i + 2] = c[2];
  };
  // a pale ground that shifts from left to right
  const h0 = rnd(0, 360);
  for (let x = 0; x < w; x++) {
    const c = hsl((h0 + (x / w) * 60) % 360, 0.45, 0.93);
    for (let y = 0; y < h; y++) put(x, y, c);
  }
  const glyphs = [...code].map((ch, i) => ({
    bits: FONT[ch],
    cx: (w / (code.length + 1)) * (i + 1) + rnd(-3, 3),
    cy: h / 2 + rnd(-3, 3),
    angle: rnd(-0.45, 0.45),
    shear: rnd(-0.3, 0.3),
    sx: rnd(3.2, 3.9),
    sy: rnd(3.9, 4.5),
    hue: rnd(0, 360),
    color: [0, 0, 0] as Rgb,
  }));
  for (const g of glyphs) g.color = hsl(g.hue, 0.7, rnd(0.2, 0.32));
  const amp = rnd(2, 4);
  const wave = rnd(14, 24);
  const phase = rnd(0, Math.PI * 2);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const by = y + amp * Math.sin(x / wave + phase);
      for (const g of glyphs) {
        if (!g.bits) continue;
        const dx = x - g.cx;
        const dy = by - g.cy;
        const cos = Math.cos(-g.angle);
        const sin = Math.sin(-g.angle);
        const rx = dx * cos - dy * sin;
        const ry = dx * sin + dy * cos;
        const u = Math.floor((rx - g.shear * ry) / g.sx + 2.5);
        const v = Math.floor(ry / g.sy + 3.5);
        if (u >= 0 && u < 5 && v >= 0 && v < 7 && g.bits[v][u] === '1') put(x, y, g.color);
      }
    }
  }
  // thin crossing lines in the glyphs' hues, so colour alone does not separate text from noise
  for (let n = 0; n < 3; n++) {
    const c = hsl(glyphs[n % glyphs.length].hue, 0.6, 0.5);
    let x0 = rnd(0, w);
    let y0 = rnd(0, h);
    const x1 = rnd(0, w);
    const y1 = rnd(0, h);
    const steps = Math.ceil(Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0)));
    const sx = (x1 - x0) / steps;
    const sy = (y1 - y0) / steps;
    for (let s = 0; s <= steps; s++, x0 += sx, y0 += sy) {
      put(Math.round(x0), Math.round(y0), c);
    }
  }
  for (let n = 0; n < (w * h) / 18; n++) put(int(w), int(h), hsl(rnd(0, 360), 0.5, rnd(0.3, 0.8)));
  return px;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** An 8-bit RGB PNG of the pixels (each scan line unfiltered). */
export function encodePng(px: Uint8Array, w: number, h: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type RGB
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) Buffer.from(px.buffer, px.byteOffset + y * w * 3, w * 3).copy(raw, y * (w * 3 + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const captchaPng = (code: string): Buffer => encodePng(drawCaptcha(code), CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
