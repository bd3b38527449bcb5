/**
 * The generated export route of a resource that declares one: a task for the queue (the default),
 * or the file itself (exportMode 'blob'). The module registry adds it beside the resource's routes.
 */
import { PassThrough } from 'node:stream';
import * as v from 'valibot';
import { contentDisposition, XLSX_MIME } from '../../src/domain/export-format';
import { button, type ResourceRuntime } from '../http/resource-router';
import { route, type Registrable } from '../http/route';
import { createExportTask, exportFileName, exportFilters, exportRowCap } from './export-tasks';
import { planExport, writeExportRows } from './export-worker';

export function exportRoutes(rt: ResourceRuntime): Registrable[] {
  const { decl } = rt;
  if (!decl.ops.export) return [];
  const base = decl.base ? `/${decl.service}/${decl.base}` : `/${decl.service}`;
  const url = `${base}/${decl.ops.export}`;
  if (decl.exportMode === 'blob') return [blobExportRoute(rt, url)];
  return [
    route({
      crossTenant: decl.scope === 'global',
      method: ['GET', 'POST'],
      url,
      permission: button(decl, 'export'),
      input: v.looseObject({}),
      handler: async ({ auth, services, input }) => createExportTask(services, auth, decl, input, decl.exportMaxRows),
    }),
  ];
}

/**
 * A blob export (exportMode 'blob'): the call answers the xlsx itself, with the worker's columns,
 * formatting, scope, filters and row cap (docs/exports.md). A bad filter answers its message
 * before anything is sent; a failure after the first bytes ends the download early.
 */
function blobExportRoute(rt: ResourceRuntime, url: string): Registrable {
  const { decl } = rt;
  return route({
    method: ['GET', 'POST'],
    url,
    permission: button(decl, 'export'),
    input: v.looseObject({}),
    raw: true,
    handler: async ({ auth, services, input, reply, req }) => {
      const plan = await planExport(services, rt, auth, exportFilters(input));
      const out = new PassThrough();
      writeExportRows(services, plan, out, exportRowCap(decl, input, decl.exportMaxRows)).catch((err: unknown) => {
        req.log.error({ err }, `blob export ${decl.key} failed`);
        out.destroy(err instanceof Error ? err : new Error(String(err)));
      });
      return reply.header('content-type', XLSX_MIME).header('content-disposition', contentDisposition(exportFileName(decl, services.now()))).send(out);
    },
  });
}
