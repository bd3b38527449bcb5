/**
 * Assigning appointments to a salesman of the store: the clue desk's keyboard picker over the store's sales
 * consultants, then assignrecord (one, ASSIGN or REASSIGN) or assignrecords (several, ASSIGN). A refusal
 * (the machine's reason, say another manager took the row first) is shown and the picker stays open.
 */
import '../clue/clue.css';
import type { Lang } from '../../domain/codes';
import { msg } from '../../domain/messages';
import type { ResourceDecl } from '../../domain/resources/types';
import { showToast, toastSuccess } from '../../shell/ui-bus';
import { UserPickerDialog } from '../clue/user-picker-dialog';
import type { StoreUser } from '../clue/clue-api';
import { ResultError, useResourceAction } from '../resource/use-resource';
import { useStoreSalesmen } from './appointment-api';

export interface AssignTarget {
  ids: string[];
  reassign?: boolean;
  /** the current salesman of a reassigned row, left out of the choices */
  currentId?: string | null;
}

const TITLES = {
  assign: { zh: '分配销售顾问', en: 'Assign to a salesman' },
  reassign: { zh: '改派销售顾问', en: 'Reassign to another salesman' },
  search: { zh: '搜索销售顾问…', en: 'Search a sales consultant…' },
};

export function AssignDialog({ decl, target, lang, onDone }: { decl: ResourceDecl; target: AssignTarget | null; lang: Lang; onDone: () => void }) {
  const salesmen = useStoreSalesmen(!!target);
  const action = useResourceAction(decl);

  async function assign(to: StoreUser) {
    if (!target) return;
    try {
      const env =
        target.ids.length === 1
          ? await action.mutateAsync({ path: 'assignrecord', body: { id: target.ids[0], assigneeId: to.id, ...(target.reassign ? { reassign: 1 } : {}) } })
          : await action.mutateAsync({ path: 'assignrecords', body: { ids: target.ids, assigneeId: to.id } });
      toastSuccess(env.msg || msg('opSuccess', lang));
      onDone();
    } catch (err) {
      // the http client has shown other failures
      if (err instanceof ResultError) showToast('error', err.message);
    }
  }

  const title = (target?.reassign ? TITLES.reassign : TITLES.assign)[lang];
  return (
    <UserPickerDialog
      open={!!target}
      title={target && target.ids.length > 1 ? `${title}（${target.ids.length}）` : title}
      users={salesmen.data ?? []}
      excludeId={target?.currentId ?? null}
      lang={lang}
      searchLabel={TITLES.search[lang]}
      busy={action.isPending}
      onPick={(u) => void assign(u)}
      onClose={onDone}
    />
  );
}
