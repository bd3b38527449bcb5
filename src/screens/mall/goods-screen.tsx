/**
 * 商品管理 (/goods/list): the generic list of the goods declaration (add, edit, view, delete, 上架 and
 * 下架 from the listing machine). Edit and delete are offered on unlisted goods only, as the
 * declaration's editable and removable rules say; the server refuses them again.
 */
import { goodsResource } from '../../domain/resources/mall/mall';
import { ResourceListScreen } from '../resource/resource-list-screen';

export function GoodsScreen() {
  return <ResourceListScreen decl={goodsResource} />;
}
