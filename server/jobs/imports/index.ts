/**
 * The import pipeline's routes: the spec's import call of every kind (multipart `file` plus the
 * kind's fields), the template of each kind, the kinds a user may import, and the error file of
 * an import log.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { Lang } from '../../../src/domain/codes';
import { contentDisposition, XLSX_MIME } from '../../../src/domain/export-format';
import { IMPORT_KINDS, importKindByKey } from '../../../src/domain/imports/kinds';
import { IMPORT_MAX_BYTES, importMessage, type ImportKindDecl } from '../../../src/domain/imports/types';
import { buttonCodes } from '../../http/permissions';
import { route, type Registrable } from '../../http/route';
import { badRequest, forbidden, notFound } from '../../http/envelope';
import { noInput, vId } from '../../http/input';
import type { AuthContext } from '../../http/auth';
import type { Services } from '../../services';
import { dict, importFile } from '../../db/schema';
import { ahImportLog } from '../../db/resource-tables/content';
import { runImport, templateWorkbook } from './pipeline';
import { IMPORT_WRITERS } from './writers';

/** The uploaded file and the form's other fields; a missing, empty or oversized file answers 400. */
async function readUpload(req: FastifyRequest, lang: Lang): Promise<{ name: string; content: Buffer; fields: Record<string, string> }> {
  const fields: Record<string, string> = {};
  for (const [k, val] of Object.entries((req.query ?? {}) as Record<string, unknown>)) if (typeof val === 'string') fields[k] = val;
  if (!req.isMultipart()) throw badRequest(importMessage('noFile', lang));
  let file: { name: string; content: Buffer } | null = null;
  try {
    for await (const part of req.parts({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } })) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname === 'file' || !file) file = { name: part.filename || 'import.xlsx', content };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT') throw badRequest(importMessage('tooLarge', lang));
    throw badRequest(importMessage('noFile', lang));
  }
  if (!file || file.content.length === 0) throw badRequest(importMessage('noFile', lang));
  return { ...file, fields };
}

/** the dictionary labels of a kind's dict columns, for the template's notes */
async function dictLabels(services: Services, auth: AuthContext, decl: ImportKindDecl, lang: Lang) {
  const out = new Map<string, string[]>();
  const codes = Object.entries(decl.columns).filter(([, fd]) => fd.type === 'dict' && fd.dict);
  if (!codes.length) return out;
  const rows = await services.db
    .select({ code: dict.code, zh: dict.dictValue, en: dict.dictValueEn, sort: dict.sort })
    .from(dict)
    .where(and(eq(dict.tenantId, auth.tenantId), inArray(dict.code, codes.map(([, fd]) => fd.dict!)), ne(dict.parentId, '0'), eq(dict.isDeleted, 0)))
    .orderBy(dict.sort);
  for (const [key, fd] of codes) out.set(key, rows.filter((r) => r.code === fd.dict).map((r) => (lang === 'en' && r.en ? r.en : r.zh)));
  return out;
}

const kindInput = v.object({ kind: v.picklist(IMPORT_KINDS.map((k) => k.kind), '导入类型无效') });

/** the kinds of one call: most calls have one; ahMember/import tells members and cars apart by excelType */
const byUrl = new Map<string, ImportKindDecl[]>();
for (const k of IMPORT_KINDS) byUrl.set(k.url, [...(byUrl.get(k.url) ?? []), k]);

function kindOf(kinds: ImportKindDecl[], fields: Record<string, string>, lang: Lang): ImportKindDecl {
  const variantField = kinds[0].variant?.field;
  if (!variantField) return kinds[0];
  const asked = fields[variantField];
  const found = asked === undefined || asked === '' ? kinds[0] : kinds.find((k) => k.variant?.value === asked);
  if (!found) throw badRequest(importMessage('badVariant', lang));
  return found;
}

export const importRoutes: Registrable[] = [
  ...[...byUrl.entries()].map(([url, kinds]) =>
    route({
      method: 'POST',
      url,
      // the parameters are the multipart form's fields, read by readUpload
      input: noInput,
      doc: { upload: true },
      permission: kinds[0].permission,
      handler: async ({ auth, services, req, lang }) => {
        const upload = await readUpload(req, lang);
        const decl = kindOf(kinds, upload.fields, lang);
        if (decl.pick && !upload.fields[decl.pick.field]) throw badRequest(importMessage('pickMissing', lang, { label: decl.pick.label[lang] }));
        const writer = IMPORT_WRITERS[decl.kind];
        return runImport(services, auth, lang, decl, upload, writer, upload.fields, (err) => req.log.error({ err, kind: decl.kind }, 'import failed'));
      },
    }),
  ),
  route({
    method: 'GET',
    url: '/crm-file/import/kinds',
    input: noInput,
    handler: async ({ auth, services, lang }) => {
      const held = auth.isAdmin ? null : new Set(await buttonCodes(services, auth));
      return IMPORT_KINDS.filter((k) => !held || held.has(k.permission)).map((k) => ({
        kind: k.kind,
        title: k.title[lang],
        url: k.url,
        scope: k.scope,
        maxRows: k.maxRows,
        needsStore: k.scope === 'store' && !auth.storeId,
      }));
    },
  }),
  route({
    method: 'GET',
    url: '/crm-file/import/template',
    input: kindInput,
    raw: true,
    handler: async ({ auth, services, input, reply, lang }) => {
      const decl = importKindByKey.get(input.kind)!;
      // the template of a kind goes with the right to import it
      if (!auth.isAdmin && !new Set(await buttonCodes(services, auth)).has(decl.permission)) throw forbidden();
      const content = await templateWorkbook(decl, lang, await dictLabels(services, auth, decl, lang));
      const name = lang === 'en' ? `${decl.title.en} template.xlsx` : `${decl.title.zh}模板.xlsx`;
      return reply.header('content-type', XLSX_MIME).header('content-disposition', contentDisposition(name)).send(content);
    },
  }),
  route({
    method: 'GET',
    url: '/crm-file/ahImportLog/downloadErrorFile',
    permission: 'import_log_download',
    input: v.object({ id: vId('导入日志id格式错误') }),
    raw: true,
    handler: async ({ auth, services, input, reply, lang }) => {
      const [log] = await services.db
        .select({ id: ahImportLog.id })
        .from(ahImportLog)
        .where(and(eq(ahImportLog.id, input.id), eq(ahImportLog.tenantId, auth.tenantId), eq(ahImportLog.isDeleted, 0)))
        .limit(1);
      const [found] = log ? await services.db.select().from(importFile).where(eq(importFile.logId, input.id)).limit(1) : [];
      if (!found) throw notFound(lang === 'en' ? 'This import has no error file' : '该导入没有错误文件');
      return reply.header('content-type', XLSX_MIME).header('content-disposition', contentDisposition(found.fileName)).send(found.content);
    },
  }),
];
