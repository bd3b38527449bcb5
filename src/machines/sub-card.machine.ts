/**
 * One sub-card (次卡, ah_sub_card.is_up): 0 off shelf, 1 on shelf (spec 2 section 4). UP lists it,
 * DOWN takes it off. A card on shelf may be sent to members but not edited or deleted, so members
 * holding it never see its terms change under them; an off-shelf card may be edited and deleted but
 * not sent (docs/sub-cards.md).
 * The server asks this machine before up, down, edit, delete and sendCard and answers its refusal
 * (10300); the list offers only the events it allows.
 */
import { setup, transition } from 'xstate';

/** state name -> the value kept in ah_sub_card.is_up */
export const SUB_CARD_IS_UP = { offShelf: 0, onShelf: 1 } as const;

export const SUB_CARD_IS_UP_OPTIONS = [
  { value: 0, zh: '下架', en: 'Off shelf' },
  { value: 1, zh: '上架', en: 'On shelf' },
] as const;

export type SubCardEvent = { type: 'UP' } | { type: 'DOWN' } | { type: 'EDIT' } | { type: 'DELETE' } | { type: 'SEND' };
export type SubCardEventType = SubCardEvent['type'];
export type SubCardState = keyof typeof SUB_CARD_IS_UP;

export const subCardMachine = setup({
  types: { events: {} as SubCardEvent },
}).createMachine({
  id: 'subCard',
  initial: 'offShelf',
  states: {
    // EDIT, DELETE and SEND change no listing state: they are allowed or not, the machine says which
    offShelf: { on: { UP: 'onShelf', EDIT: 'offShelf', DELETE: 'offShelf' } },
    onShelf: { on: { DOWN: 'offShelf', SEND: 'onShelf' } },
  },
});

export function subCardStateOf(value: unknown): SubCardState | null {
  // a card stored without the flag was never listed
  if (value === null || value === undefined) return 'offShelf';
  const n = typeof value === 'string' && value.trim() === '' ? NaN : Number(value);
  const hit = Object.entries(SUB_CARD_IS_UP).find(([, v]) => v === n);
  return hit ? (hit[0] as SubCardState) : null;
}

/** The isUp after the event, or null when the card cannot take it. Pure: server and client call it. */
export function nextSubCardIsUp(isUp: unknown, event: SubCardEventType): number | null {
  const name = subCardStateOf(isUp);
  if (!name) return null;
  const snapshot = subCardMachine.resolveState({ value: name, context: undefined });
  if (!snapshot.can({ type: event })) return null;
  const [next] = transition(subCardMachine, snapshot, { type: event });
  return SUB_CARD_IS_UP[next.value as SubCardState];
}

export const subCardAllows = (isUp: unknown, event: SubCardEventType): boolean => nextSubCardIsUp(isUp, event) !== null;

/** Why a card in a state takes no event: the message the server answers with 10300. */
export function subCardRefusal(state: SubCardState | null, event: SubCardEventType): { zh: string; en: string } {
  if (state === 'onShelf') {
    if (event === 'UP') return { zh: '次卡已上架', en: 'The sub-card is already on shelf' };
    if (event === 'EDIT') return { zh: '次卡已上架，请先下架再编辑', en: 'The sub-card is on shelf; take it off shelf before editing it' };
    if (event === 'DELETE') return { zh: '次卡已上架，请先下架再删除', en: 'The sub-card is on shelf; take it off shelf before deleting it' };
  }
  if (state === 'offShelf') {
    if (event === 'DOWN') return { zh: '次卡已下架', en: 'The sub-card is already off shelf' };
    if (event === 'SEND') return { zh: '次卡未上架，不能发放', en: 'The sub-card is off shelf and cannot be sent' };
  }
  return { zh: '当前状态不允许该操作', en: 'The action is not allowed in the current state' };
}

/** The refusal for one card row; when several were sent it names the card. */
export function subCardRowRefusal(row: Readonly<Record<string, unknown>>, event: SubCardEventType, many: boolean): { zh: string; en: string } {
  const m = subCardRefusal(subCardStateOf(row.isUp), event);
  return many ? { zh: `${String(row.cardName)}：${m.zh}`, en: `${String(row.cardName)}: ${m.en}` } : m;
}
