/**
 * carOrder/exportOrderList: the order list with its filters as an xlsx answered directly (the spec
 * names it a blob), through the export tasks' own plan and writer, at most 50000 rows.
 */
import { PassThrough } from 'node:stream';
import * as v from 'valibot';
import { route, type Registrable } from '../../http/route';
import { planExport, writeExportRows } from '../../jobs/export-worker';
import { exportFilters } from '../../jobs/export-tasks';
import { contentDisposition, exportFileName, EXPORT_MAX_ROWS } from '../../../src/domain/export-format';
import { ort } from './car-order-core';

export const carOrderExportRoutes: Registrable[] = [
  route({
    method: ['GET', 'POST'],
    url: '/crm-warehouse/carOrder/exportOrderList',
    permission: 'car_order_export',
    input: v.looseObject({}),
    raw: true,
    handler: async ({ auth, services, input, reply }) => {
      // a bad filter throws here, before the file starts
      const plan = await planExport(services, ort.order, auth, exportFilters(input));
      const out = new PassThrough();
      const done = writeExportRows(services, plan, out, EXPORT_MAX_ROWS).catch((e: unknown) => out.destroy(e as Error));
      void done;
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', contentDisposition(exportFileName(ort.order.decl.title, services.now())))
        .send(out);
    },
  }),
];
