/**
 * The listing of a row that is put on and taken off (上架/下架, 启用/停用, 推荐): one machine, two
 * states, `off` and `on`, kept as two values of one field. A declaration gets its actions, their
 * guards and refusals, and the editable and removable rules from `listing(...)`, so goods, car
 * goods, cards, boutiques, car films, store series and models all say up/down the same way and the
 * server enforces exactly what the list offers.
 *
 *   const shelf = listing({ field: 'isUp', on: 1, off: 0, noun: { zh: '精品', en: 'Boutique' } });
 *   actions: shelf.actions({ prefix: 'boutique' }), editable: shelf.editable
 */
import { setup, transition } from 'xstate';
import type { ActionDecl, Label, RowRule } from '../domain/resources/types';

type Row = Readonly<Record<string, unknown>>;

export type ListingEventType = 'UP' | 'DOWN' | 'EDIT' | 'DELETE';
export type ListingState = 'off' | 'on';

export interface ListingSpec {
  /** the field holding the state, and its two values */
  field: string;
  on: number;
  off: number;
  /** what the row is called in refusals (商品, 车型) */
  noun: Label;
  /** the field naming the row when several were sent */
  nameField?: string;
  /** a condition for putting it on (stock on hand), with the refusal */
  upNeeds?: { applies: (row: Row) => boolean; refusal: Label };
  /** only rows that are off may be edited or deleted (a member never meets terms changing under them) */
  lockWhileOn?: boolean;
  /** the words of the two events and states (上架/下架, listed/unlisted by default) */
  words?: ListingWords;
}

export interface ListingWords {
  up: Label;
  down: Label;
  /** the English adjective of each state (the Chinese says 已 + the verb) */
  onState: string;
  offState: string;
  /** how Chinese says the off state when it is not 已 + the down verb (a draft: 未发布) */
  offZh?: string;
}

export const LISTING_WORDS = {
  shelf: { up: { zh: '上架', en: 'List' }, down: { zh: '下架', en: 'Unlist' }, onState: 'listed', offState: 'unlisted' },
  enable: { up: { zh: '启用', en: 'Enable' }, down: { zh: '停用', en: 'Disable' }, onState: 'enabled', offState: 'disabled' },
  recommend: { up: { zh: '推荐', en: 'Recommend' }, down: { zh: '取消推荐', en: 'Stop recommending' }, onState: 'recommended', offState: 'not recommended' },
  publish: { up: { zh: '发布', en: 'Publish' }, down: { zh: '撤回', en: 'Withdraw' }, onState: 'published', offState: 'not published', offZh: '未发布' },
} as const satisfies Record<string, ListingWords>;

/** The machine of one listing: UP (guarded by upNeeds), DOWN; EDIT and DELETE change nothing but may be refused while on. */
export function listingMachine(spec: ListingSpec) {
  return setup({
    types: { events: {} as { type: ListingEventType; row: Row } },
    guards: {
      mayGoUp: ({ event }) => !spec.upNeeds || spec.upNeeds.applies(event.row),
    },
  }).createMachine({
    id: `listing.${spec.field}`,
    initial: 'off',
    states: {
      off: { on: { UP: { guard: 'mayGoUp', target: 'on' }, EDIT: 'off', DELETE: 'off' } },
      on: { on: spec.lockWhileOn ? { DOWN: 'off' } : { DOWN: 'off', EDIT: 'on', DELETE: 'on' } },
    },
  });
}

export interface Listing {
  spec: ListingSpec;
  machine: ReturnType<typeof listingMachine>;
  stateOf(row: Row): ListingState | null;
  /** the field's value after the event, or null when the row cannot take it */
  next(row: Row, type: ListingEventType): number | null;
  allows(row: Row, type: ListingEventType): boolean;
  refusal(row: Row, type: ListingEventType, many: boolean): Label;
  /** the rule for edit or delete (a declaration's editable / removable) */
  rule(type: 'EDIT' | 'DELETE'): RowRule;
  editable: RowRule;
  removable: RowRule;
  /**
   * The up and down actions: `{prefix}_up` and `{prefix}_down` permissions; one path each (`up`,
   * `down`, the spec's coupon and goods calls) or one shared path told apart by the field's value
   * (the spec's `switchState {id, state}`).
   */
  actions(opts: { prefix: string; path?: string | { up: string; down: string }; names?: { up: string; down: string }; confirmDown?: Label; batch?: boolean; keys?: { up?: string; down?: string } }): ActionDecl[];
}

export function listing(spec: ListingSpec): Listing {
  const machine = listingMachine(spec);
  const words = spec.words ?? LISTING_WORDS.shelf;
  const stateOf = (row: Row): ListingState | null => {
    const raw = row[spec.field];
    // rows stored without the flag were never put on
    if (raw === null || raw === undefined || raw === '') return 'off';
    const n = Number(raw);
    return n === spec.on ? 'on' : n === spec.off ? 'off' : null;
  };
  const next = (row: Row, type: ListingEventType): number | null => {
    const state = stateOf(row);
    if (!state) return null;
    const snapshot = machine.resolveState({ value: state, context: undefined });
    const event = { type, row };
    if (!snapshot.can(event)) return null;
    const [after] = transition(machine, snapshot, event);
    return after.value === 'on' ? spec.on : spec.off;
  };
  const allows = (row: Row, type: ListingEventType) => next(row, type) !== null;
  const refusal = (row: Row, type: ListingEventType, many: boolean): Label => {
    const state = stateOf(row);
    const n = spec.noun;
    let m: Label = { zh: '当前状态不允许该操作', en: 'The action is not allowed in the current state' };
    if (state === 'on' && type === 'UP') m = { zh: `${n.zh}已${words.up.zh}`, en: `The ${n.en.toLowerCase()} is already ${words.onState}` };
    else if (state === 'off' && type === 'DOWN') m = { zh: `${n.zh}${'offZh' in words && words.offZh ? words.offZh : `已${words.down.zh}`}`, en: `The ${n.en.toLowerCase()} is already ${words.offState}` };
    else if (state === 'off' && type === 'UP' && spec.upNeeds) m = spec.upNeeds.refusal;
    else if (state === 'on' && (type === 'EDIT' || type === 'DELETE')) {
      const verb = type === 'EDIT' ? { zh: '编辑', en: 'editing' } : { zh: '删除', en: 'deleting' };
      m = { zh: `${n.zh}已${words.up.zh}，请先${words.down.zh}再${verb.zh}`, en: `The ${n.en.toLowerCase()} is ${words.onState}; ${words.down.en.toLowerCase()} it before ${verb.en}` };
    }
    const name = spec.nameField ? row[spec.nameField] : undefined;
    return many && name !== undefined && name !== null ? { zh: `${String(name)}：${m.zh}`, en: `${String(name)}: ${m.en}` } : m;
  };
  const rule = (type: 'EDIT' | 'DELETE'): RowRule => ({ applies: (row) => allows(row, type), refusal: (row, many) => refusal(row, type, many) });
  return {
    spec,
    machine,
    stateOf,
    next,
    allows,
    refusal,
    rule,
    editable: rule('EDIT'),
    removable: rule('DELETE'),
    actions({ prefix, path, names, confirmDown, batch, keys }) {
      const paths = typeof path === 'string' ? { up: path, down: path } : (path ?? { up: 'up', down: 'down' });
      const one = (type: 'UP' | 'DOWN'): ActionDecl => {
        const up = type === 'UP';
        return {
          name: up ? (names?.up ?? 'up') : (names?.down ?? 'down'),
          label: up ? words.up : words.down,
          path: up ? paths.up : paths.down,
          permission: `${prefix}_${up ? 'up' : 'down'}`,
          set: { [spec.field]: up ? spec.on : spec.off },
          applies: (row) => allows(row, type),
          refusal: (row, many) => refusal(row, type, many),
          ...(up ? {} : confirmDown ? { confirm: confirmDown } : {}),
          ...(batch ? { batch } : {}),
          ...(keys?.[up ? 'up' : 'down'] ? { key: keys[up ? 'up' : 'down'] } : {}),
        };
      };
      return [one('UP'), one('DOWN')];
    },
  };
}
