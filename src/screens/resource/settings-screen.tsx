/**
 * The screen of a singleton declaration (settings: one row per store or tenant): the row's form on the
 * page, saved in place. Until the first save the server answers the declared defaults (id ''), and the
 * save creates the row. Without the edit button the values are shown read-only; without a store, a
 * store-level settings screen says to switch to one.
 */
import './resource.css';
import { Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import type { ResourceDecl } from '../../domain/resources/types';
import { formFields } from './form-values';
import { RecordFields, RecordForm } from './record-form-dialog';
import { useFirstFocus } from '../../shell/first-focus';
import { rt } from './texts';
import { useLang } from './use-lang';
import { usePermissions } from './use-permissions';
import { firstOp, getPage, resourceKeys, type AnyRow } from './use-resource';

export function SettingsScreen({ decl }: { decl: ResourceDecl }) {
  const lang = useLang();
  const rootRef = useRef<HTMLElement>(null);
  const can = usePermissions();
  const path = firstOp(decl.ops.page);
  const row = useQuery({
    queryKey: [...resourceKeys.all(decl), 'singleton'],
    enabled: !!path,
    staleTime: 0,
    queryFn: async (): Promise<AnyRow | null> => {
      const env = await getPage<{ records?: AnyRow[] }>(decl, path!, decl.paging === 'pageNo' ? { pageNo: 1, pageSize: 1 } : { current: 1, size: 1 });
      return env.data?.records?.[0] ?? null;
    },
  });
  const record = row.data;
  // the settings take the keyboard when they open: focus starts on the first field
  useFirstFocus(rootRef, record ? 'settings' : null, () =>
    rootRef.current?.querySelector<HTMLElement>('form input, form textarea, form button[role="switch"], form button[role="combobox"]')?.focus(),
  );
  const mayEdit = can(`${decl.buttonPrefix}_edit`);
  return (
    <section ref={rootRef} className="rl-screen rl-settings" aria-label={decl.title[lang]} data-resource={decl.key}>
      <Heading as="h2" size="4" className="rl-title">
        {decl.title[lang]}
      </Heading>
      {row.isPending ? (
        <Flex gap="2" align="center" py="4">
          <Spinner />
          <Text color="gray">{rt('loading', lang)}</Text>
        </Flex>
      ) : row.isError ? (
        <Text color="red">{rt('loadFailed', lang)}</Text>
      ) : !record ? (
        <Text color="gray">{rt('switchStoreFirst', lang)}</Text>
      ) : mayEdit ? (
        <RecordForm
          // a save gives the row its id (the first time) and new values: the form starts again from them
          key={`${String(record.id)}:${row.dataUpdatedAt}`}
          decl={decl}
          mode={record.id ? 'edit' : 'create'}
          id={record.id ? String(record.id) : undefined}
          record={record}
          start={record}
          lang={lang}
          inline
          onSaved={() => void row.refetch()}
        />
      ) : (
        <RecordFields decl={decl} record={record} lang={lang} fields={formFields(decl, 'view')} />
      )}
    </section>
  );
}
