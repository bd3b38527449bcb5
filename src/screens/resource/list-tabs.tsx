/**
 * Tabs with counts over one field of a list (a declaration's `tabs`): 全部 and one tab per option of
 * the field, each with how many rows the list's current search finds there (the server groups them
 * in one call). The chosen tab is a filter of the page and the export; Shift+→ and Shift+← move
 * along the tabs from the list, each tab is a palette command, and the arrows move along them when
 * they have focus.
 */
import { Badge, Tabs } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';
import type { Lang } from '../../domain/codes';
import type { ResourceDecl } from '../../domain/resources/types';
import type { RowCommand } from './list-keys';
import { useChoices } from './field-widget';
import { rt, rtBoth } from './texts';
import { resourceKeys, resourceUrl } from './use-resource';
import { LIST_QUERY_META } from '../../api/query-client';

export interface TabCounts {
  all: number;
  counts: Record<string, number>;
}

/** The tabs of a declaration: '' (all) first, then the field's choices. */
export function useListTabs(decl: ResourceDecl, lang: Lang, filters: Record<string, string | number>) {
  const spec = decl.tabs;
  const fd = spec ? decl.fields[spec.field] : undefined;
  const choices = useChoices(fd ?? { type: 'string', label: { zh: '', en: '' } }, lang);
  const counts = useQuery({
    queryKey: [...resourceKeys.all(decl), 'tabs', filters],
    enabled: !!spec,
    staleTime: 0,
    // a write that moves a row between tabs (上架) reloads the counts with the page
    meta: LIST_QUERY_META,
    queryFn: async (): Promise<TabCounts> => (await http.get<TabCounts>(resourceUrl(decl, spec!.path), filters)).data ?? { all: 0, counts: {} },
  });
  const tabs = spec ? [{ value: '', label: rt('allTab', lang) }, ...choices] : [];
  return { tabs, counts: counts.data };
}

export function ListTabs(props: { tabs: ReadonlyArray<{ value: string; label: string }>; counts?: TabCounts; value: string; onChange: (value: string) => void; label: string }) {
  const { tabs, counts } = props;
  return (
    <Tabs.Root value={props.value} onValueChange={props.onChange} className="rl-tabs">
      <Tabs.List aria-label={props.label}>
        {tabs.map((t) => (
          <Tabs.Trigger key={t.value} value={t.value}>
            {t.label}
            <Badge ml="2" variant="soft" color={props.value === t.value ? undefined : 'gray'} radius="full">
              {counts ? (t.value === '' ? counts.all : (counts.counts[t.value] ?? 0)) : '…'}
            </Badge>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </Tabs.Root>
  );
}

/**
 * One palette command per tab, and Shift+→ / Shift+← for the next and previous tab (Alt+digits are
 * the shell's tab strip, Alt+↑/↓ reorder rows).
 */
export function tabCommands(tabs: ReadonlyArray<{ value: string; label: string }>, current: string, choose: (value: string) => void): RowCommand[] {
  const at = Math.max(0, tabs.findIndex((t) => t.value === current));
  const step = (d: number) => tabs.length > 0 && choose(tabs[(at + d + tabs.length) % tabs.length].value);
  if (!tabs.length) return [];
  return [
    { id: 'tab.next', label: rtBoth('nextTab'), shortcut: 'Shift+ArrowRight', enabled: () => true, run: () => step(1) },
    { id: 'tab.prev', label: rtBoth('prevTab'), shortcut: 'Shift+ArrowLeft', enabled: () => true, run: () => step(-1) },
    // the tab's label is in the interface's language already; the palette shows it in both
    ...tabs.map((t) => ({ id: `tab.${t.value || 'all'}`, label: { zh: `${rt('showTab', 'zh')}${t.label}`, en: `${rt('showTab', 'en')}${t.label}` }, enabled: () => true, run: () => choose(t.value) })),
  ];
}
