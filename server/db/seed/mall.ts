/**
 * Demo mall (商城管理): per open store a few categories in order and goods in them, most listed, one
 * unlisted with stock and one unlisted with none (the machine's UP refusal is there to try).
 */
import type { Tx } from '../index';
import { newId } from '../ids';
import type { SeedContext } from './context';
import { ahCategory, ahGoods } from '../resource-tables/mall';
import { GOODS_IS_UP } from '../../../src/machines/mall-goods.machine';

/** [category, shown, goods: [name, price yuan, market price yuan, stock, listed]] */
const CATALOGUE: Array<[string, number, Array<[string, number, number, number, boolean]>]> = [
  ['汽车用品', 1, [['车载手机支架', 89, 129, 120, true], ['真皮方向盘套', 168, 238, 45, true], ['车载香薰', 59, 99, 0, false]]],
  ['养护套餐', 1, [['精致洗车券', 39, 68, 500, true], ['空调滤芯更换', 199, 280, 60, false]]],
  ['品牌周边', 1, [['品牌车模 1:18', 699, 899, 12, true]]],
  ['积分专区', 0, []],
];

export async function seedMall(tx: Tx, ctx: SeedContext, opts: { now?: Date } = {}): Promise<void> {
  const now = opts.now ?? new Date();
  const { tenantId } = ctx;
  const categories: (typeof ahCategory.$inferInsert)[] = [];
  const goods: (typeof ahGoods.$inferInsert)[] = [];
  // the last demo store is stopped: no mall there
  for (const storeId of ctx.storeIds.slice(0, -1)) {
    const base = { tenantId, storeId, createTime: now, updateTime: now };
    CATALOGUE.forEach(([categoryName, isShow, items], ci) => {
      const categoryId = newId();
      categories.push({ ...base, id: categoryId, categoryName, sort: ci + 1, icon: null, isShow });
      for (const [goodsName, yuan, marketYuan, stock, listed] of items) {
        goods.push({
          ...base,
          id: newId(),
          goodsName,
          categoryId,
          price: yuan * 100,
          marketPrice: marketYuan * 100,
          stock,
          mainImage: null,
          description: `${goodsName}，门店自提。`,
          isUp: listed ? GOODS_IS_UP.listed : GOODS_IS_UP.unlisted,
        });
      }
    });
  }
  if (categories.length) await tx.insert(ahCategory).values(categories);
  if (goods.length) await tx.insert(ahGoods).values(goods);
}
