/** The OpenAPI document and its page: every registered route in it once per method, each with a declared input schema. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '../../server/modules';
import type { OpenApiDocument } from '../../server/http/openapi';
import { call, login, startServer, type TestServer } from './harness';

let s: TestServer;
let doc: OpenApiDocument;

beforeAll(async () => {
  s = await startServer();
  // no token, no tenant, no client header: the document lists paths, not data
  const res = await s.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/json');
  doc = JSON.parse(res.body) as OpenApiDocument;
}, 60_000);

afterAll(async () => {
  await s?.close();
});

describe('OpenAPI document', () => {
  it('has the OpenAPI shape', () => {
    expect(doc.openapi).toMatch(/^3\.0\.\d$/);
    expect(doc.info.title).toBeTruthy();
    expect(doc.components).toHaveProperty('securitySchemes.bladeAuth');
    expect(doc.components).toHaveProperty('schemas.Envelope');
    for (const [path, ops] of Object.entries(doc.paths)) {
      expect(path.startsWith('/api/'), path).toBe(true);
      for (const [method, op] of Object.entries(ops)) {
        expect(['get', 'post', 'put', 'delete'], path).toContain(method);
        expect(op.responses['200'], `${method} ${path}`).toBeTruthy();
        expect(op.summary, `${method} ${path}`).toBeTruthy();
      }
    }
    const ids = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
    expect(ids.length).toBe(new Set(ids).size);
  });

  it('lists every registered route exactly once per method, and nothing else', () => {
    const registered = allRoutes.flatMap((r) => [r.method].flat().map((m) => `${m.toLowerCase()} /api${r.url}`)).sort();
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`)).sort();
    expect(documented).toEqual(registered);
  });

  it('has a declared input schema for every route (noInput where a route takes no parameters)', () => {
    const missing = allRoutes.filter((r) => !r.input).map((r) => `${[r.method].flat().join(',')} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('documents security, permission and parameters', () => {
    const token = doc.paths['/api/blade-auth/oauth/token'].post!;
    expect(token.security).toEqual([]);
    expect(Object.keys(token.requestBody!.content['application/json'].schema.properties!)).toContain('grant_type');
    const info = doc.paths['/api/user/getUserInfo'].get!;
    expect(info.security).toEqual([{ bladeAuth: [], clientBasic: [], tenantId: [] }]);
    // a generated create: the declaration's title and fields, the add button
    const save = doc.paths['/api/crm-member/ahMember/save'].post!;
    expect(save.summary).toContain('Members');
    expect(save['x-permission']).toContain('_add');
    expect(save.requestBody!.content['application/json'].schema.properties).toHaveProperty('phone');
    // a page: query parameters from the paging schema
    const page = Object.entries(doc.paths).find(([p, ops]) => p.endsWith('/page') && ops.get)![1].get!;
    expect(page.parameters!.map((p) => p.name)).toEqual(expect.arrayContaining(['current', 'size']));
  });
});

describe('/api/docs', () => {
  it('answers a readable HTML page under the CSP, without a token', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('/api/blade-auth/oauth/token');
    expect(res.body).toContain('<h2>crm-member');
    expect(res.body).not.toContain('<script');
    expect(String(res.headers['content-security-policy'])).toContain("style-src 'self' 'unsafe-inline'");
  });

  it('a public call works without a token; a signed-in one does not', async () => {
    const publicOps = Object.values(doc.paths).flatMap((ops) => Object.values(ops)).filter((op) => op.security?.length === 0);
    expect(publicOps.length).toBeGreaterThan(2);
    // the sign-in, marked public in the document, answers a token to a caller that has none
    const signIn = await login(s.app, 'admin', 'admin123');
    expect(signIn.access_token).toBeTruthy();
    const info = await call(s.app, 'GET', '/user/getUserInfo');
    expect(info.status).toBe(401);
  });
});
