/**
 * 商品管理 (/goods/list): the generic list of the goods declaration (add, edit, view, delete, 上架 and
 * 下架 from the listing machine). Edit and delete are offered on unlisted goods only, as the machine
 * says; the server refuses them again.
 */
import { goodsResource } from '../../domain/resources/mall/mall';
import { goodsAllows, goodsRefusal } from '../../machines/mall-goods.machine';
import { ResourceListScreen } from '../resource/resource-list-screen';
import { useLang } from '../resource/use-lang';

export function GoodsScreen() {
  const lang = useLang();
  return (
    <ResourceListScreen
      decl={goodsResource}
      rowRefusal={(row, op) => {
        const event = op === 'edit' ? 'EDIT' : 'DELETE';
        return goodsAllows(row, event) ? null : goodsRefusal(row, event)[lang];
      }}
    />
  );
}
