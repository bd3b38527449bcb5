import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, CAPTCHA_HEIGHT, CAPTCHA_WIDTH, captchaPng, drawCaptcha, newCaptchaCode } from '../../server/services/captcha-image';

/** Reads the PNG back as a decoder would: chunks, CRCs, the inflated scan lines. */
function decode(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks: Array<{ type: string; data: Buffer }> = [];
  for (let at = 8; at < png.length; ) {
    const len = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + len);
    expect(png.readUInt32BE(at + 8 + len)).toBe(zlib.crc32(png.subarray(at + 4, at + 8 + len)) >>> 0);
    chunks.push({ type, data });
    at += 12 + len;
  }
  expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
  const ihdr = chunks[0].data;
  const raw = zlib.inflateSync(chunks[1].data);
  return { width: ihdr.readUInt32BE(0), height: ihdr.readUInt32BE(4), depth: ihdr[8], colour: ihdr[9], raw };
}

describe('captcha picture', () => {
  it('is a valid RGB PNG of the declared size, with no text of the code in it', () => {
    const code = 'K7QX';
    const png = captchaPng(code);
    const img = decode(png);
    expect(img).toMatchObject({ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT, depth: 8, colour: 2 });
    expect(img.raw.length).toBe((CAPTCHA_WIDTH * 3 + 1) * CAPTCHA_HEIGHT);
    expect(png.includes(Buffer.from(code))).toBe(false);
    expect(img.raw.includes(Buffer.from(code))).toBe(false);
  });

  it('draws dark glyph strokes in every character’s slot over a pale ground', () => {
    // a seeded source: the same picture on every run
    let seed = 20261126;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const px = drawCaptcha('WMHB', random);
    const slot = CAPTCHA_WIDTH / 5;
    for (let i = 0; i < 4; i++) {
      let dark = 0;
      const cx = Math.round(slot * (i + 1));
      for (let y = 0; y < CAPTCHA_HEIGHT; y++)
        for (let x = cx - 10; x <= cx + 10; x++) {
          const at = (y * CAPTCHA_WIDTH + x) * 3;
          if (px[at] + px[at + 1] + px[at + 2] < 330) dark++;
        }
      // a glyph of W, M, H or B leaves strokes there, whatever the noise
      expect(dark).toBeGreaterThan(30);
    }
  });

  it('never draws the same code the same way twice, and codes come from the unambiguous alphabet', () => {
    expect(captchaPng('ABCD').equals(captchaPng('ABCD'))).toBe(false);
    for (let i = 0; i < 200; i++) {
      const code = newCaptchaCode();
      expect(code).toHaveLength(4);
      for (const ch of code) expect(CAPTCHA_ALPHABET).toContain(ch);
    }
    expect(CAPTCHA_ALPHABET).not.toMatch(/[IO01]/);
  });
});
