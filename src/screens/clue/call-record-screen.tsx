/**
 * 通话记录 (/clue/callRecord): the generic list of callRecordResource with 录音文本 on a finished
 * call (getSoundText, button clue_call_record_play), in the row and the palette.
 */
import { useState } from 'react';
import { callRecordResource } from '../../domain/resources/sales/call-record';
import { ResourceListScreen } from '../resource/resource-list-screen';
import type { ListRowAction } from '../resource/row-actions';
import { usePermissions } from '../resource/use-permissions';
import { useLang } from '../resource/use-lang';
import type { AnyRow } from '../resource/use-resource';
import { callEnded } from './call-flow';
import { SoundTextDialog } from './clue-call';
import { ctBoth } from './texts';

export function CallRecordScreen() {
  const lang = useLang();
  const can = usePermissions();
  const [soundOf, setSoundOf] = useState<AnyRow | null>(null);
  const actions: ListRowAction[] = can('clue_call_record_play') ? [{ id: 'call.soundText', label: ctBoth('soundText'), shortcut: 'p', applies: callEnded, run: setSoundOf }] : [];
  return (
    <>
      <ResourceListScreen decl={callRecordResource} rowActions={actions} />
      <SoundTextDialog call={soundOf} lang={lang} onClose={() => setSoundOf(null)} />
    </>
  );
}
