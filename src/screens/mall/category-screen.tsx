/**
 * 商品分类 (/goods/category): the generic list of the category declaration with 上移 and 下移 of its own
 * (Alt+↑, Alt+↓ on the focused row, in the palette too), which swap the row's sort with its neighbour's.
 */
import { useQueryClient } from '@tanstack/react-query';
import { categoryResource } from '../../domain/resources/mall/mall';
import { toastError } from '../../shell/ui-bus';
import { ResourceListScreen, type RowAction } from '../resource/resource-list-screen';
import { useLang } from '../resource/use-lang';
import { usePermissions } from '../resource/use-permissions';
import type { AnyRow } from '../resource/use-resource';
import { afterMallWrite, allCategories, swapCategories } from './mall-api';

export function CategoryScreen() {
  const lang = useLang();
  const can = usePermissions();
  const client = useQueryClient();

  const move = async (row: AnyRow, step: -1 | 1) => {
    // the neighbour in the store's order, whatever the list shows now (a search may hide it)
    const all = await allCategories();
    const at = all.findIndex((c) => String(c.id) === String(row.id));
    const other = all[at + step];
    if (at < 0 || !other) {
      toastError(step < 0 ? (lang === 'en' ? 'Already the first category' : '已经是第一个分类') : lang === 'en' ? 'Already the last category' : '已经是最后一个分类');
      return;
    }
    await swapCategories(String(row.id), String(other.id));
    afterMallWrite(client);
  };

  const actions: RowAction[] = can('mall_category_sort')
    ? [
        { key: 'category.up', label: { zh: '上移', en: 'Move up' }, shortcut: 'Alt+ArrowUp', applies: () => true, run: (row) => void move(row, -1).catch(() => undefined) },
        { key: 'category.down', label: { zh: '下移', en: 'Move down' }, shortcut: 'Alt+ArrowDown', applies: () => true, run: (row) => void move(row, 1).catch(() => undefined) },
      ]
    : [];

  return <ResourceListScreen decl={categoryResource} extraRowActions={actions} />;
}
