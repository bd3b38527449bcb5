/**
 * An OpenAPI 3.0 document of every registered route, built from the same registry as docs/api.md:
 * paths, methods, the declaration's title for generated routes, security, the button permission
 * (x-permission), parameters from the valibot input and the envelope answer. Served at
 * /api/docs/openapi.json, with a plain HTML page at /api/docs (no script: the CSP allows none inline).
 */
import type { FastifyReply } from 'fastify';
import type * as v from 'valibot';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { FieldDecl } from '../../src/domain/resources/types';
import { noInput } from './input';
import { route, type Registrable } from './route';

type Schema = Record<string, unknown> & { properties?: Record<string, Schema>; required?: string[] };

export interface Parameter {
  name: string;
  in: 'query';
  required: boolean;
  schema: Schema;
  description?: string;
}

export interface Operation {
  operationId: string;
  summary: string;
  tags: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Parameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, unknown>;
  'x-permission'?: string;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string }>;
  tags: Array<{ name: string }>;
  paths: Record<string, Partial<Record<'get' | 'post' | 'put' | 'delete', Operation>>>;
  components: Record<string, unknown>;
}

/** the three headers a signed-in call carries (server/http/auth.ts, tenant.ts, the client's Basic header) */
const SIGNED_IN = [{ bladeAuth: [], clientBasic: [], tenantId: [] }];

/** JSON Schema of a valibot input: what it cannot express (transforms, checks) is left out, not refused */
function inputSchema(input: v.GenericSchema): Schema {
  const { $schema: _, ...schema } = toJsonSchema(input, { target: 'openapi-3.0', typeMode: 'input', errorMode: 'ignore' }) as Schema;
  return schema;
}

const FIELD_TYPES: Record<FieldDecl['type'], Schema> = {
  string: { type: 'string' },
  text: { type: 'string' },
  int: { type: 'integer' },
  decimal: { type: 'number' },
  money: { type: 'integer', description: 'hundredths' },
  date: { type: 'string', format: 'date' },
  datetime: { type: 'string', format: 'date-time' },
  bool: { type: 'integer', enum: [0, 1] },
  id: { type: 'string' },
  ids: { type: 'string', description: 'comma list of ids' },
  dict: { type: 'string' },
  json: {},
};

/** a declared field as the generated create and update take it */
function fieldSchema(fd: FieldDecl): Schema {
  const base = FIELD_TYPES[fd.type];
  const s: Schema = { ...base, description: [fd.label.zh, fd.label.en, base.description].filter(Boolean).join(' · ') };
  if (fd.max !== undefined && (fd.type === 'string' || fd.type === 'text')) s.maxLength = fd.max;
  if (fd.min !== undefined) s.minimum = fd.min;
  if (fd.maxValue !== undefined) s.maximum = fd.maxValue;
  if (fd.options?.length) s.enum = fd.options.map((o) => o.value);
  if (fd.dict) s['x-dict'] = fd.dict;
  return s;
}

/** the route's input, with the declaration's writable fields added where the handler checks them itself */
function routeSchema(r: Registrable): Schema {
  const schema = inputSchema(r.input ?? noInput);
  const fields = r.doc?.fields;
  if (!fields) return schema;
  const declared = Object.fromEntries(Object.entries(fields).filter(([, fd]) => !fd.readonly).map(([k, fd]) => [k, fieldSchema(fd)]));
  return { ...schema, type: 'object', properties: { ...declared, ...(schema.properties ?? {}) } };
}

function queryParameters(schema: Schema): Parameter[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, s]) => ({
    name,
    in: 'query' as const,
    required: required.has(name),
    schema: s,
    ...(typeof s.description === 'string' ? { description: s.description } : {}),
  }));
}

const service = (url: string) => url.split('/')[1] ?? '';

function summaryOf(r: Registrable): string {
  const title = r.doc?.title;
  const path = `/api${r.url}`;
  return title ? `${title.zh} / ${title.en}: ${r.url.split('/').pop()}` : path;
}

export function buildOpenApi(routes: readonly Registrable[]): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const r of routes) {
    const path = `/api${r.url}`;
    const schema = routeSchema(r);
    const permission = [r.permission ?? []].flat().join(' / ');
    for (const method of [r.method].flat()) {
      const m = method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
      // query and body are merged by route(): a GET documents the input as query parameters, any other method as the body
      const op: Operation = {
        operationId: `${m}${r.url.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
        summary: summaryOf(r),
        tags: [service(r.url)],
        security: r.auth === 'public' ? [] : SIGNED_IN,
        responses: {
          '200': { description: 'the envelope; data is the answer (see docs/codes.md for code)', content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } } },
        },
      };
      if (permission) op['x-permission'] = permission;
      if (m === 'get') op.parameters = queryParameters(schema);
      else if (r.doc?.upload) {
        const form = { ...schema, type: 'object', properties: { file: { type: 'string', format: 'binary' }, ...(schema.properties ?? {}) }, required: ['file'] };
        op.requestBody = { required: true, content: { 'multipart/form-data': { schema: form } } };
      } else {
        op.requestBody = { required: false, content: { 'application/json': { schema }, 'application/x-www-form-urlencoded': { schema } } };
      }
      (paths[path] ??= {})[m] = op;
    }
  }
  const tags = [...new Set(routes.map((r) => service(r.url)))].sort().map((name) => ({ name }));
  return {
    openapi: '3.0.3',
    info: {
      title: 'Dealership back office API',
      version: '1',
      description: 'Generated from the route registry (server/modules) and the resource declarations (src/domain/resources). Every answer is the envelope {code, success, msg, data}.',
    },
    servers: [{ url: '/' }],
    tags,
    paths,
    components: {
      securitySchemes: {
        bladeAuth: { type: 'apiKey', in: 'header', name: 'Blade-Auth', description: '"bearer <access_token>" from /api/blade-auth/oauth/token' },
        clientBasic: { type: 'http', scheme: 'basic', description: 'the client id and secret (Authorization: Basic)' },
        tenantId: { type: 'apiKey', in: 'header', name: 'Tenant-Id' },
      },
      schemas: {
        Envelope: {
          type: 'object',
          required: ['code', 'success', 'msg'],
          properties: { code: { type: 'integer' }, success: { type: 'boolean' }, msg: { type: 'string' }, data: { nullable: true } },
        },
      },
    },
  };
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function typeOf(s: Schema): string {
  if (Array.isArray(s.enum)) return (s.enum as unknown[]).map(String).join(' | ');
  if (typeof s.type === 'string') return s.format ? `${s.type} (${String(s.format)})` : s.type;
  const alts = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  return alts ? [...new Set(alts.map(typeOf))].join(' | ') : 'any';
}

function paramRows(op: Operation): string[][] {
  if (op.parameters) return op.parameters.map((p) => [p.name, typeOf(p.schema), p.required ? 'yes' : '', p.description ?? '']);
  const content = op.requestBody?.content ?? {};
  const schema = Object.values(content)[0]?.schema;
  const required = new Set(schema?.required ?? []);
  return Object.entries(schema?.properties ?? {}).map(([name, s]) => [name, typeOf(s), required.has(name) ? 'yes' : '', typeof s.description === 'string' ? s.description : '']);
}

/** the readable page: one section per service, one row per call, its parameters in a nested table */
export function openApiHtml(doc: OpenApiDocument): string {
  const byTag = new Map<string, Array<{ method: string; path: string; op: Operation }>>();
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) byTag.set(op.tags[0], [...(byTag.get(op.tags[0]) ?? []), { method, path, op }]);
  }
  const sections = doc.tags.map(({ name }) => {
    const rows = (byTag.get(name) ?? []).sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
    const body = rows.map(({ method, path, op }) => {
      const params = paramRows(op);
      const table = params.length
        ? `<table class="params"><tr><th>name</th><th>type</th><th>required</th><th>description</th></tr>${params.map((p) => `<tr>${p.map((c) => `<td>${escape(c)}</td>`).join('')}</tr>`).join('')}</table>`
        : '<span class="none">no parameters</span>';
      const token = op.security?.length ? 'token' : '<b>public</b>';
      return `<tr><td class="m ${method}">${method.toUpperCase()}</td><td><code>${escape(path)}</code></td><td>${escape(op.summary === path ? '' : op.summary)}</td><td>${token}</td><td>${op['x-permission'] ? `<code>${escape(op['x-permission'])}</code>` : ''}</td><td>${table}</td></tr>`;
    });
    return `<section id="${escape(name)}"><h2>${escape(name)} <small>(${rows.length})</small></h2><table><tr><th>method</th><th>path</th><th>summary</th><th>auth</th><th>permission</th><th>parameters</th></tr>${body.join('')}</table></section>`;
  });
  const toc = doc.tags.map(({ name }) => `<a href="#${escape(name)}">${escape(name)}</a>`).join(' · ');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(doc.info.title)}</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:1.5rem;color:#222}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #ddd;padding:4px 6px;text-align:left;vertical-align:top}
th{background:#f4f4f4}.params{font-size:12px}.params th{background:#fafafa}.none{color:#888;font-size:12px}
.m{font-weight:bold;font-family:monospace}.get{color:#05a}.post{color:#080}.put{color:#a60}.delete{color:#b00}
code{font-size:12px}section{margin-top:2rem}
</style></head><body>
<h1>${escape(doc.info.title)}</h1>
<p>${escape(doc.info.description)} Machine-readable: <a href="/api/docs/openapi.json">/api/docs/openapi.json</a> (OpenAPI ${escape(doc.openapi)}).</p>
<p>Signed-in calls carry <code>Blade-Auth: bearer &lt;token&gt;</code>, <code>Authorization: Basic &lt;client&gt;</code> and <code>Tenant-Id</code>.</p>
<nav>${toc}</nav>
${sections.join('\n')}
</body></html>
`;
}

/**
 * The two docs routes; `routes` is read on the first call (the registry includes these two) and the
 * document and page are built once per process: the registry does not change while it runs.
 */
export function docsRoutes(routes: () => readonly Registrable[]): Registrable[] {
  let doc: OpenApiDocument | null = null;
  let html: string | null = null;
  const document = () => (doc ??= buildOpenApi(routes()));
  const send = (reply: FastifyReply, type: string, body: string) => reply.header('cache-control', 'no-cache').type(type).send(body);
  return [
    route({
      method: 'GET',
      url: '/docs/openapi.json',
      // paths and parameters only, no data: readable without a token
      auth: 'public',
      input: noInput,
      raw: true,
      handler: async ({ reply }) => send(reply, 'application/json; charset=utf-8', JSON.stringify(document())),
    }),
    route({
      method: 'GET',
      url: '/docs',
      auth: 'public',
      input: noInput,
      raw: true,
      handler: async ({ reply }) => send(reply, 'text/html; charset=utf-8', (html ??= openApiHtml(document()))),
    }),
  ];
}
