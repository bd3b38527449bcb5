/**
 * One mall goods (商品管理, ah_goods.is_up): 0 unlisted, 1 listed (spec 3 section 4). UP lists it and
 * needs stock on hand, DOWN unlists it. Only unlisted goods are edited or deleted, so a member never
 * buys goods whose terms change under them (docs/mall.md).
 * The server asks this machine before up, down, edit, delete and saveOrPublish and answers its refusal
 * (10300); the list offers only the events it allows.
 */
import { setup, transition } from 'xstate';

/** state name -> the value kept in ah_goods.is_up */
export const GOODS_IS_UP = { unlisted: 0, listed: 1 } as const;

export const GOODS_IS_UP_OPTIONS = [
  { value: 0, zh: '未上架', en: 'Unlisted' },
  { value: 1, zh: '已上架', en: 'Listed' },
] as const;

export type GoodsEvent = { type: 'UP'; stock: number } | { type: 'DOWN' } | { type: 'EDIT' } | { type: 'DELETE' };
export type GoodsEventType = GoodsEvent['type'];
export type GoodsState = keyof typeof GOODS_IS_UP;

export const mallGoodsMachine = setup({
  types: { events: {} as GoodsEvent },
  guards: {
    // goods with nothing in stock would be listed only to be refused at checkout
    hasStock: ({ event }) => event.type === 'UP' && Number.isFinite(event.stock) && event.stock > 0,
  },
}).createMachine({
  id: 'mallGoods',
  initial: 'unlisted',
  states: {
    // EDIT and DELETE change no listing state: the machine only says whether they are allowed
    unlisted: { on: { UP: { guard: 'hasStock', target: 'listed' }, EDIT: 'unlisted', DELETE: 'unlisted' } },
    listed: { on: { DOWN: 'unlisted' } },
  },
});

export function goodsStateOf(value: unknown): GoodsState | null {
  // goods stored without the flag were never listed
  if (value === null || value === undefined) return 'unlisted';
  const n = typeof value === 'string' && value.trim() === '' ? NaN : Number(value);
  const hit = Object.entries(GOODS_IS_UP).find(([, v]) => v === n);
  return hit ? (hit[0] as GoodsState) : null;
}

type Row = Readonly<Record<string, unknown>>;

const eventOf = (row: Row, type: GoodsEventType): GoodsEvent => (type === 'UP' ? { type, stock: Number(row.stock ?? 0) } : { type });

/** The isUp after the event on this row (its isUp and stock), or null when it cannot take it. Pure: server and client call it. */
export function nextGoodsIsUp(row: Row, type: GoodsEventType): number | null {
  const name = goodsStateOf(row.isUp);
  if (!name) return null;
  const snapshot = mallGoodsMachine.resolveState({ value: name, context: undefined });
  const event = eventOf(row, type);
  if (!snapshot.can(event)) return null;
  const [next] = transition(mallGoodsMachine, snapshot, event);
  return GOODS_IS_UP[next.value as GoodsState];
}

export const goodsAllows = (row: Row, type: GoodsEventType): boolean => nextGoodsIsUp(row, type) !== null;

/** Why goods refuse an event: the message the server answers with 10300. */
export function goodsRefusal(row: Row, type: GoodsEventType): { zh: string; en: string } {
  const state = goodsStateOf(row.isUp);
  if (state === 'listed') {
    if (type === 'UP') return { zh: '商品已上架', en: 'The goods are already listed' };
    if (type === 'EDIT') return { zh: '商品已上架，请先下架再编辑', en: 'The goods are listed; unlist them before editing' };
    if (type === 'DELETE') return { zh: '商品已上架，请先下架再删除', en: 'The goods are listed; unlist them before deleting' };
  }
  if (state === 'unlisted') {
    if (type === 'DOWN') return { zh: '商品已下架', en: 'The goods are already unlisted' };
    if (type === 'UP') return { zh: '商品库存为0，不能上架', en: 'The goods have no stock and cannot be listed' };
  }
  return { zh: '当前状态不允许该操作', en: 'The action is not allowed in the current state' };
}

/** The refusal for one goods row; when several were sent it names the goods. */
export function goodsRowRefusal(row: Row, type: GoodsEventType, many: boolean): { zh: string; en: string } {
  const m = goodsRefusal(row, type);
  return many ? { zh: `${String(row.goodsName)}：${m.zh}`, en: `${String(row.goodsName)}: ${m.en}` } : m;
}
