/**
 * Tabs with counts above a list (a declaration's `tabs`, read by src/domain/resources/tabs.ts): 全部
 * and one tab per option of a field, or the tabs the declaration names (the clue desk's), each with
 * how many rows the list's current search finds there (one count call), a declared tab's key shown
 * on it and its count in its tone. The chosen tab is a filter of the page and the export; Shift+→
 * and Shift+← move along the tabs from the list, each tab is a palette command (on its key when it
 * has one), and the arrows move along them when they have focus.
 */
import { Badge, Kbd, Tabs } from '@radix-ui/themes';
import { useEffect, useRef } from 'react';
import { formatShortcut } from '../../commands/keys';
import type { Lang } from '../../domain/codes';
import { tabCount, tabsOf, type ListTab } from '../../domain/resources/tabs';
import type { Option, ResourceDecl } from '../../domain/resources/types';
import { useChoices } from './field-widget';
import { useTabCounts } from './tab-counts';

const NO_FIELD = { type: 'string', label: { zh: '', en: '' } } as const;

/** The tabs of a declaration in order, their counts under the list's search, and the count call's answer. */
export function useListTabs(decl: ResourceDecl, lang: Lang, filters: Record<string, string | number>) {
  const spec = decl.tabs;
  const fd = spec?.field ? decl.fields[spec.field] : undefined;
  // a field's options have both languages; a dictionary's entries come in the interface's
  const choices = useChoices(fd ?? NO_FIELD, lang);
  const fieldChoices: readonly Option[] = fd?.options ?? choices.map((c) => ({ value: c.value, zh: c.label, en: c.label }));
  const counted = useTabCounts(decl, filters);
  const tabs = spec ? tabsOf(spec, fieldChoices) : [];
  const label = spec?.field ? decl.fields[spec.field].label : (spec?.label ?? { zh: '', en: '' });
  return { tabs, label, counts: counted.counts, answer: counted.answer, refetch: counted.refetch };
}

export function ListTabs(props: {
  tabs: readonly ListTab[];
  counts?: Readonly<Record<string, number>>;
  value: string;
  lang: Lang;
  label: string;
  /** a tab chosen by the arrows on the tab list (focus stays there) */
  onChange: (value: string) => void;
  /** a tab clicked, or Enter or Space on it: the list's rows may take the focus */
  onPick?: (value: string) => void;
}) {
  const { tabs, counts, lang } = props;
  // the chosen tab is in sight on a narrow screen (全部线索 is the desk's last): the strip scrolls, never the page
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[data-state="active"]');
    if (!list || !active) return;
    const [l, a] = [list.getBoundingClientRect(), active.getBoundingClientRect()];
    if (a.left < l.left) list.scrollLeft += a.left - l.left;
    else if (a.right > l.right) list.scrollLeft += a.right - l.right;
  }, [props.value]);
  return (
    <Tabs.Root value={props.value} onValueChange={props.onChange} className="rl-tabs">
      <Tabs.List aria-label={props.label} ref={listRef}>
        {tabs.map((t) => (
          <Tabs.Trigger
            key={t.value}
            value={t.value}
            data-tab={t.value}
            data-count={counts ? tabCount(counts, t.value) : undefined}
            title={t.key ? formatShortcut(t.key) : undefined}
            onClick={() => props.onPick?.(t.value)}
          >
            {t.label[lang]}
            <Badge ml="2" variant="soft" className="rl-tab-count" data-tone={t.tone} color={t.tone ?? (props.value === t.value ? undefined : 'gray')} radius="full">
              {counts ? tabCount(counts, t.value) : '…'}
            </Badge>
            {t.key && (
              <Kbd size="1" ml="2" className="rl-tab-key" aria-hidden>
                {formatShortcut(t.key)}
              </Kbd>
            )}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </Tabs.Root>
  );
}
