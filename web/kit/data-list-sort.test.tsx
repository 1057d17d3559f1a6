// The list sort helpers: the client-side order and the header-click handler of lists the server sorts.
import { describe, expect, it } from 'vitest';
import { nextSort, serverSortChange, sortRows, type SortOrder } from './data-list-sort';

describe('serverSortChange', () => {
  it('passes a column the server sorts by, with the order, and ignores any other header', () => {
    const applied: [string, SortOrder][] = [];
    const change = serverSortChange(['userNameKana', 'addedDate'] as const, (column, order) => applied.push([column, order]));
    change({ columnId: 'addedDate', order: 'desc' });
    change({ columnId: 'actions', order: 'asc' });
    change(nextSort({ columnId: 'addedDate', order: 'desc' }, 'userNameKana'));
    expect(applied).toEqual([['addedDate', 'desc'], ['userNameKana', 'asc']]);
  });
});

describe('sortRows', () => {
  it('orders Japanese text by the collation and numbers numerically, empty values last either way', () => {
    const rows = ['イケダ', '', 'カトウ', 'アベ'];
    expect(sortRows(rows, (r) => r, 'asc')).toEqual(['アベ', 'イケダ', 'カトウ', '']);
    expect(sortRows([10, 9, null, 100], (r) => r, 'asc')).toEqual([9, 10, 100, null]);
  });
});
