/** The built app as the server sends it: the build's compressed copies, immutable hashed assets, index.html asked for again each time. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

const JS = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;
const HTML = '<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>';

let dir: string;
let s: TestServer;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'anhua-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, '.vite'));
  for (const [file, body] of [
    ['index.html', HTML],
    ['assets/index-Ab12Cd34.js', JS],
    ['.vite/manifest.json', '{"index.html":{"file":"assets/index-Ab12Cd34.js","isEntry":true}}'],
  ] as const) {
    fs.writeFileSync(path.join(dir, file), body);
    if (!file.startsWith('.vite')) {
      fs.writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(body));
      fs.writeFileSync(path.join(dir, `${file}.gz`), gzipSync(body));
    }
  }
  s = await startServer({ clientDir: dir });
});

afterAll(async () => {
  await s?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the built app', () => {
  it('sends a hashed asset as brotli, immutable, when the browser takes brotli', async () => {
    const res = await s.app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBe(fs.statSync(path.join(dir, 'assets/index-Ab12Cd34.js.br')).size);
  });

  it('sends gzip to a browser without brotli, and the file as it is to one that takes neither', async () => {
    const gz = await s.app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await s.app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(JS);
  });

  it('answers an app path with index.html, compressed and not cached', async () => {
    for (const url of ['/login', '/clue/following/index', '/index.html']) {
      const res = await s.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    const plain = await s.app.inject({ url: '/login' });
    expect(plain.body).toBe(HTML);
  });

  it('does not serve the build manifest or the compressed copies by their own names', async () => {
    const manifest = await s.app.inject({ url: '/.vite/manifest.json' });
    expect(manifest.body).toBe(HTML);
    const copy = await s.app.inject({ url: '/assets/index-Ab12Cd34.js.br' });
    expect(copy.body).toBe(HTML);
  });

  it('keeps unknown API paths a 404 envelope', async () => {
    const res = await s.app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, success: false });
  });
});
