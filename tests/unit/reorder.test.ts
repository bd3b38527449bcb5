/** Reorder by a sort field: which ids the list sends for Alt+↑/↓ (src/screens/resource/reorder.ts). */
import { describe, expect, it } from 'vitest';
import { reorderIds } from '../../src/screens/resource/reorder';
import { categoryResource } from '../../src/domain/resources/mall/mall';
import { courseCategoryResource, noticeCategoryResource } from '../../src/domain/resources/system/category';

const rows = [
  { id: '3', sort: 3, parentId: '0' },
  { id: '1', sort: 1, parentId: '0' },
  { id: '2', sort: 2, parentId: '0' },
  { id: '11', sort: 1, parentId: '1' },
  { id: '12', sort: 2, parentId: '1' },
];

describe('reorderIds', () => {
  it('swaps with the neighbour in the sort order, whatever order the rows came in', () => {
    expect(reorderIds(categoryResource, rows.slice(0, 3), '2', -1)).toEqual(['2', '1']);
    expect(reorderIds(categoryResource, rows.slice(0, 3), '2', 1)).toEqual(['2', '3']);
  });

  it('sends the whole new order of the siblings for doSort', () => {
    expect(reorderIds(noticeCategoryResource, rows.slice(0, 3), '3', -1)).toEqual(['1', '3', '2']);
  });

  it('moves among siblings only in a tree', () => {
    expect(reorderIds(courseCategoryResource, rows, '12', -1)).toEqual(['12', '11']);
    expect(reorderIds(courseCategoryResource, rows, '11', -1)).toBeNull();
  });

  it('says null at either end and for an unknown row', () => {
    expect(reorderIds(categoryResource, rows.slice(0, 3), '1', -1)).toBeNull();
    expect(reorderIds(categoryResource, rows.slice(0, 3), '3', 1)).toBeNull();
    expect(reorderIds(categoryResource, rows, '99', 1)).toBeNull();
  });
});
