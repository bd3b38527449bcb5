/** The crm-mall calls beyond the generic resource hooks (docs/api.md). */
import type { QueryClient } from '@tanstack/react-query';
import { http } from '../../api/http';
import { categoryResource, goodsResource } from '../../domain/resources/mall/mall';
import { resourceKeys, resourceUrl } from '../resource/use-resource';

export interface CategoryRow {
  id: string;
  categoryName: string;
  sort: number;
}

/** every category of the store in display order (the list's own call, unfiltered, in its default order: sort) */
export const allCategories = async () =>
  (await http.get<{ records: CategoryRow[] }>(resourceUrl(categoryResource, 'list'), { current: 1, size: 1000 })).data.records;

export const swapCategories = (a: string, b: string) => http.post<boolean>(resourceUrl(categoryResource, 'swap'), { ids: [a, b] });

export const afterMallWrite = (client: QueryClient) => {
  for (const decl of [categoryResource, goodsResource]) void client.invalidateQueries({ queryKey: resourceKeys.all(decl) });
};
