/** The home page's figures (GET /api/blade-desk/dashboard/figures) and where each opens. */
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';
import { Codes } from '../../domain/codes';
import { DASHBOARD_FIGURES, DASHBOARD_PATH, type FigureDecl, type FigureValue } from '../../domain/dashboard';
import { RESOURCES, resourceByKey } from '../../domain/resources';
import type { Lang } from '../../domain/codes';
import type { MenuItem } from '../../shell/menu-rules';
import { ResultError } from '../resource/use-resource';

/**
 * the other declarations a figure reads: 目标达成 (targets, follow-up records, customers) and a
 * stock car's lock (the order cars, the store's lock setting)
 */
const ALSO_READ = ['ahUserTarget', 'ahClueTraceRecord', 'ahCustomer', 'carOrderCar', 'warehouseLockSetting'];

/** the tables the figures count: a live message naming one reloads them (src/shell/live-tables.ts) */
const FIGURE_TABLES = [...new Set([...DASHBOARD_FIGURES.flatMap((f) => f.resource ?? []), ...ALSO_READ].flatMap((k) => resourceByKey.get(k)?.table ?? []))];

export function useDashboardFigures(enabled: boolean) {
  return useQuery({
    queryKey: ['dashboard', 'figures'],
    meta: { tables: FIGURE_TABLES },
    enabled,
    staleTime: 0,
    queryFn: async () => {
      const env = await http.get<FigureValue[]>(`/api${DASHBOARD_PATH}`);
      if (env.code !== Codes.SUCCESS.code) throw new ResultError(env.msg, env.code);
      return env.data;
    },
  });
}

export const figureDecl = (key: string): FigureDecl | undefined => DASHBOARD_FIGURES.find((f) => f.key === key);

function findByCode(items: readonly MenuItem[], code: string): MenuItem | undefined {
  for (const m of items) {
    if (m.code === code) return m;
    const hit = findByCode(m.children, code);
    if (hit) return hit;
  }
  return undefined;
}

/** The list screen's address with the figure's filter, or null when the menu is not the caller's. */
export function figureUrl(menu: readonly MenuItem[] | undefined, code: string, query: Record<string, string>): string | null {
  const leaf = menu ? findByCode(menu, code) : undefined;
  if (!leaf?.path) return null;
  const search = new URLSearchParams(query).toString();
  return search ? `${leaf.path}?${search}` : leaf.path;
}

/** A breakdown part's name: the option label of its value (states), else the value itself. */
export function partLabel(decl: FigureDecl, value: string | number | null, lang: Lang): string {
  if (value === null || value === '') return lang === 'en' ? 'Not given' : '未填写';
  const fd = RESOURCES.find((d) => d.key === decl.resource)?.fields[decl.by ?? ''];
  const opt = fd?.options?.find((o) => String(o.value) === String(value));
  return opt ? opt[lang] : String(value);
}
