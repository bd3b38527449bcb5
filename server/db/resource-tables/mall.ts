/** Tables of the mall resources (src/domain/resources/mall): categories and goods of a store's membership mall. */
import { resourceTable } from '../resource-table';
import { categoryResource, goodsResource } from '../../../src/domain/resources/mall/mall';

export const ahCategory = resourceTable(categoryResource);
export const ahGoods = resourceTable(goodsResource);
