/**
 * 次卡列表 (/subcard/list): the generic list of the card declaration (add, edit, delete, view, export,
 * up and down from the sub-card machine) with two row actions of its own, in the palette too:
 * 发放 (send to a member, where the machine allows SEND); 核销 (verify a member's card of it) is the
 * declaration's look-up-then-act (src/domain/resources/lookup.ts). Edit and
 * delete are offered on off-shelf cards only, as the declaration's editable and removable rules say.
 */
import { useRef, useState } from 'react';
import { subCardResource } from '../../domain/resources/sales/sub-card';
import { subCardAllows } from '../../machines/sub-card.machine';
import { toastError } from '../../shell/ui-bus';
import { ResourceListScreen } from '../resource/resource-list-screen';
import type { ListRowAction } from '../resource/row-actions';
import { useLang } from '../resource/use-lang';
import { usePermissions } from '../resource/use-permissions';
import type { AnyRow } from '../resource/use-resource';
import { SendCardDialog } from './send-dialog';
import { isPreSend } from './sub-card-api';

export function SubCardListScreen() {
  const lang = useLang();
  const can = usePermissions();
  const [sending, setSending] = useState<AnyRow | null>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const remember = () => {
    const el = document.activeElement as HTMLElement | null;
    returnTo.current = el && el !== document.body ? el : null;
  };

  const actions: ListRowAction[] = [];
  if (can('subcard_send')) {
    actions.push({
      id: 'subcard.send',
      label: { zh: '发放', en: 'Send' },
      applies: (row) => subCardAllows(row.isUp, 'SEND'),
      run: (row) => {
        remember();
        // the server's answer, in case the card was taken off shelf since the list loaded
        void isPreSend(String(row.id))
          .then((r) => (r.canSend ? setSending(row) : toastError(r.msg)))
          .catch(() => undefined);
      },
    });
  }
  return (
    <>
      <ResourceListScreen
        decl={subCardResource}
        rowActions={actions}
      />
      <SendCardDialog card={sending} lang={lang} returnTo={returnTo.current} onClose={() => setSending(null)} />
    </>
  );
}
