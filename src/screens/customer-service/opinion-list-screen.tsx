/**
 * 意见反馈 (/opinion/list): the generic list of members' feedback (view, delete, export, search) with
 * 处理 as a row action, in the palette too, on unhandled rows only: it asks for the processing way
 * and content and posts them to ahOpinion/update, which sets status 1 (the server checks again).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { http, HttpError } from '../../api/http';
import { OPINION_HANDLE_PERMISSION, opinionHandleable, opinionResource } from '../../domain/resources/operations/customer-service';
import { toastSuccess } from '../../shell/ui-bus';
import { FormDialog } from '../warehouse/form-dialog';
import { ResourceListScreen, type RowAction } from '../resource/resource-list-screen';
import { useLang } from '../resource/use-lang';
import { usePermissions } from '../resource/use-permissions';
import { resourceKeys, resourceUrl, type AnyRow } from '../resource/use-resource';

const WAY = opinionResource.fields.processWay;
const CONTENT = opinionResource.fields.processContent;

export function OpinionListScreen() {
  const lang = useLang();
  const can = usePermissions();
  const client = useQueryClient();
  const [handling, setHandling] = useState<AnyRow | null>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const L = (zh: string, en: string) => (lang === 'en' ? en : zh);

  const actions: RowAction[] = can(OPINION_HANDLE_PERMISSION)
    ? [
        {
          key: 'opinion.handle',
          label: { zh: '处理', en: 'Handle' },
          applies: opinionHandleable,
          run: (row) => {
            const el = document.activeElement as HTMLElement | null;
            returnTo.current = el && el !== document.body ? el : null;
            setHandling(row);
          },
        },
      ]
    : [];

  return (
    <>
      <ResourceListScreen decl={opinionResource} extraRowActions={actions} />
      {handling && (
        <FormDialog
          open
          lang={lang}
          returnTo={returnTo.current}
          title={L('处理意见反馈', 'Handle feedback')}
          description={`${String(handling.memberName)} · ${String(handling.content)}`}
          // the two fields as the declaration says them (labels, choices, length)
          fields={[
            { key: 'processWay', label: WAY.label[lang], kind: 'select', required: true, choices: (WAY.options ?? []).map((o) => ({ value: String(o.value), label: o[lang] })) },
            { key: 'processContent', label: CONTENT.label[lang], kind: 'text', required: true, maxLength: CONTENT.max },
          ]}
          initial={{ processWay: '', processContent: '' }}
          submitLabel={L('处理', 'Handle')}
          onClose={() => setHandling(null)}
          onSubmit={async (v) => {
            try {
              await http.post(resourceUrl(opinionResource, 'update'), { id: String(handling.id), processWay: Number(v.processWay), processContent: v.processContent.trim() });
              toastSuccess(L('已处理', 'Handled'));
            } catch (err) {
              const field = err instanceof HttpError ? (err.data as { field?: string } | null)?.field : undefined;
              if (field) return { field, message: (err as Error).message };
            }
            // handled, or refused because someone else handled it first: either way the list is stale
            void client.invalidateQueries({ queryKey: resourceKeys.all(opinionResource) });
            setHandling(null);
          }}
        />
      )}
    </>
  );
}
