/**
 * 战败原因 and 未到店原因 (/clueConfig/defeatReason, /clueConfig/notArriveReason): one table
 * (ahClueDefeatReasonConfig, reasonType 1 or 2) behind two menus. Each menu lists, exports and adds
 * its own kind only; the trace dialog offers them by the same type.
 */
import type { ResourceDecl } from '../../domain/resources/types';
import { CLUE_REASON_TYPE, clueDefeatReasonResource } from '../../domain/resources/sales/clue-config';
import { ResourceListScreen } from '../resource/resource-list-screen';

/**
 * The declaration as one menu shows it: its own title, new records of its own type, no type column.
 * Its own key keeps its page cache and palette commands apart from the other menu's (both may be open
 * as tabs); the calls go to the same service and base.
 */
function sliceOf(name: string, type: string, title: ResourceDecl['title']): ResourceDecl {
  const fields = { ...clueDefeatReasonResource.fields, reasonType: { ...clueDefeatReasonResource.fields.reasonType, default: type, list: false } };
  return { ...clueDefeatReasonResource, key: `${clueDefeatReasonResource.key}.${name}`, title, fields };
}

const DEFEAT = sliceOf('defeat', CLUE_REASON_TYPE.defeat, { zh: '战败原因', en: 'Defeat reasons' });
const NOT_ARRIVED = sliceOf('notArrived', CLUE_REASON_TYPE.notArrived, { zh: '未到店原因', en: 'Not-arrived reasons' });
const DEFEAT_FILTER = { reasonType: CLUE_REASON_TYPE.defeat };
const NOT_ARRIVED_FILTER = { reasonType: CLUE_REASON_TYPE.notArrived };

export function DefeatReasonScreen() {
  return <ResourceListScreen decl={DEFEAT} fixed={DEFEAT_FILTER} />;
}

export function NotArrivedReasonScreen() {
  return <ResourceListScreen decl={NOT_ARRIVED} fixed={NOT_ARRIVED_FILTER} />;
}
