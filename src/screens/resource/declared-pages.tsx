/**
 * The pages the declarations name (`pages` of a declaration), served by the shell like any page:
 * a view page is the generic show page, an add or edit page the record's form on a page of its
 * own (edit with `?id=`; one path may serve both, as /goods/edit does). A spec detail route is a
 * line in a declaration, not a file.
 *
 *   pages: { add: '/dataReport/addWarReport', edit: '/dataReport/editWarReport', view: '/dataReport/warReportDetail' }
 */
import './resource.css';
import './show-page.css';
import { Card, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import type { ComponentType } from 'react';
import { useLocation, useSearch } from 'wouter';
import { RESOURCES } from '../../domain/resources';
import type { ResourceDecl } from '../../domain/resources/types';
import type { ShellScreen } from '../../shell/screens';
import { RecordForm } from './record-form-dialog';
import { declaredPages, declaredPageUrl, pageEntryOf, pageTitleOf, type DeclaredPage } from './show-layout';
import { ShowPage } from './show-page';
import { rt } from './texts';
import { useLang } from './use-lang';
import { useResourceDetail } from './use-resource';

/** The add or edit page of a declaration: the generated form; saved or cancelled, back to where the person came from. */
export function DeclaredFormPage({ decl, form }: { decl: ResourceDecl; form: { add: boolean; edit: boolean } }) {
  const lang = useLang();
  const [, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const id = (form.edit && query.get('id')) || undefined;
  const mode = id ? 'edit' : 'create';
  const detail = useResourceDetail(decl, id);
  // a new record starts with the values the address gives for its fields (a related list's parent)
  const start = Object.fromEntries([...query].filter(([k]) => k !== 'id' && decl.fields[k]));
  const back = () => {
    if (window.history.length > 1) window.history.back();
    else navigate(declaredPageUrl(decl, 'view', id) ?? '/');
  };
  const record = detail.data as Record<string, unknown> | undefined;
  const refusal = id && record && decl.editable && !decl.editable.applies(record) ? decl.editable.refusal(record, false)[lang] : null;

  return (
    <section className="sp-page" aria-label={pageTitleOf(decl, mode === 'edit' ? 'edit' : 'add')[lang]} data-form={decl.key}>
      <Heading as="h2" size="4" className="rl-title">
        {pageTitleOf(decl, mode === 'edit' ? 'edit' : 'add')[lang]}
      </Heading>
      <Card className="sp-form">
        {!form.add && !id ? (
          <Text color="red">{rt('noRecordId', lang)}</Text>
        ) : id && detail.isPending ? (
          <Flex gap="2" align="center">
            <Spinner />
            <Text color="gray">{rt('loading', lang)}</Text>
          </Flex>
        ) : id && !record ? (
          <Text color="red">{rt('loadFailed', lang)}</Text>
        ) : refusal ? (
          <Text color="red">{refusal}</Text>
        ) : (
          <RecordForm key={`${mode}:${id ?? ''}`} decl={decl} mode={mode} id={id} record={record} start={start} lang={lang} onSaved={(saved) => (mode === 'create' && decl.addThenView && saved && declaredPageUrl(decl, 'view', saved) ? navigate(declaredPageUrl(decl, 'view', saved)!, { replace: true }) : back())} onCancel={back} />
        )}
      </Card>
    </section>
  );
}

function screenOf(page: DeclaredPage): ShellScreen {
  const { decl, form } = page;
  const Page: ComponentType = page.view ? () => <ShowPage decl={decl} /> : () => <DeclaredFormPage decl={decl} form={form!} />;
  Page.displayName = `${page.view ? 'ShowPage' : 'FormPage'}(${decl.key})`;
  return { ...pageEntryOf(page), component: Page };
}

/** Every declared page, for the shell's screen registry (src/screens/registry.ts). */
export const DECLARED_PAGES: readonly ShellScreen[] = declaredPages(RESOURCES).map(screenOf);
