/** Security headers on every answer: the app's CSP, no sniffing, no framing by other sites, HSTS only over HTTPS. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

let s: TestServer;
const trust = process.env.TRUST_PROXY;

beforeAll(async () => {
  // behind a proxy the scheme comes from X-Forwarded-Proto (README: TRUST_PROXY)
  process.env.TRUST_PROXY = '1';
  s = await startServer();
}, 60_000);

afterAll(async () => {
  if (trust === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = trust;
  await s?.close();
});

describe('security headers', () => {
  it('are on API answers, errors and unknown paths alike', async () => {
    for (const [method, url] of [
      ['GET', '/api/blade-user/verifyPhone?phone=13800000001'],
      ['GET', '/api/user/getUserInfo'],
      ['POST', '/api/blade-auth/oauth/token'],
      ['GET', '/api/no/such/path'],
      ['GET', '/login'],
    ] as const) {
      const res = await s.app.inject({ method, url, headers: { 'tenant-id': '000001' } });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('add HSTS only to an answer that went over HTTPS', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/user/getUserInfo', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });
});
