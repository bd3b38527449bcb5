/**
 * GET /api/blade-desk/dashboard/figures: the home page's figures (src/domain/dashboard.ts), each
 * counted by the list query of its resource (the runtime that serves the list's page call), so
 * a figure always equals the total of the list it opens. Figures of menus the caller may not
 * open are left out; so are those whose list refuses the caller (no store chosen, say).
 */
import * as v from 'valibot';
import { DASHBOARD_FIGURES, DASHBOARD_PATH, dashboardDay, type FigureCounter, type FigureValue } from '../../../src/domain/dashboard';
import { targetResultTotals } from '../crm-dcc/customer-target';
import { ApiError } from '../../http/envelope';
import { checkPermission } from '../../http/permissions';
import { route, type Registrable } from '../../http/route';
import type { AuthContext } from '../../http/auth';
import type { Services } from '../../services';
import { runtimes } from '../resources';

async function mayOpen(services: Services, auth: AuthContext, menu: string, memo: Map<string, Promise<boolean>>): Promise<boolean> {
  if (!memo.has(menu))
    memo.set(
      menu,
      checkPermission(services, auth, menu).then(
        () => true,
        (e) => (e instanceof ApiError ? false : Promise.reject(e)),
      ),
    );
  return memo.get(menu)!;
}

/** the lists that are not a resource's page, each counted by its own list's code */
const FIGURE_COUNTERS: Record<FigureCounter, (services: Services, auth: AuthContext, query: Record<string, string>) => Promise<{ value: number; target?: number }>> = {
  targetResults: async (services, auth, query) => {
    const { target, finishValue } = await targetResultTotals(services, auth, query);
    return { value: finishValue, target };
  },
};

export async function dashboardFigures(services: Services, auth: AuthContext): Promise<FigureValue[]> {
  const day = dashboardDay(services.now());
  const memo = new Map<string, Promise<boolean>>();
  const out: FigureValue[] = [];
  // one after another: PGlite has one connection, and these are cached list totals
  for (const fig of DASHBOARD_FIGURES) {
    if (!(await mayOpen(services, auth, fig.menu, memo))) continue;
    if (fig.permission && !(await mayOpen(services, auth, fig.permission, memo))) continue;
    const query = fig.query(day);
    try {
      if (fig.counter) {
        out.push({ key: fig.key, menu: fig.menu, query, ...(await FIGURE_COUNTERS[fig.counter](services, auth, query)) });
        continue;
      }
      const rt = runtimes.get(fig.resource ?? '');
      if (!rt) throw new Error(`dashboard figure ${fig.key}: no resource ${fig.resource}`);
      if (fig.by) {
        const by = fig.by;
        const parts = (await rt.countBy(services, auth, query, by)).map((p) => ({ ...p, query: { ...query, [by]: p.value === null ? '' : String(p.value) } }));
        out.push({ key: fig.key, menu: fig.menu, query, value: parts.reduce((n, p) => n + p.count, 0), parts });
      } else {
        const { total } = await rt.list(services, auth, query, 0, 1);
        out.push({ key: fig.key, menu: fig.menu, query, value: total });
      }
    } catch (e) {
      if (e instanceof ApiError) continue;
      throw e;
    }
  }
  return out;
}

export const dashboardRoutes: Registrable[] = [
  route({
    method: 'GET',
    url: DASHBOARD_PATH,
    input: v.looseObject({}),
    handler: async ({ auth, services }) => dashboardFigures(services, auth),
  }),
];
