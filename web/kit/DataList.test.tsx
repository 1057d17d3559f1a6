// DataList: the "0 / 0" of an empty list, the counter, sorting by a column header, and which cells clip.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LIST_NO_DATA_TEXT } from '../../core/domain/constants';
import { t } from '../../core/i18n';
import { DataList, type DataColumn } from './DataList';
import { mayOverflow } from './column-width';
import { compareSortValues, nextSort, sortRows } from './data-list-sort';

interface Row {
  id: string;
  name: string;
  count: number;
}

const columns: DataColumn<Row>[] = [
  { id: 'name', label: 'Name', render: (row) => row.name, sortValue: (row) => row.name },
  { id: 'count', label: 'Count', render: (row) => String(row.count), sortValue: (row) => row.count, numeric: true },
];

describe('DataList', () => {
  it('shows 0 / 0 and the no-match text when empty', () => {
    render(<DataList rows={[]} columns={columns} />);
    expect(screen.getByText(LIST_NO_DATA_TEXT)).toBeTruthy();
    expect(screen.getByText(t('search.noMatch'))).toBeTruthy();
  });

  it('counts the rows of the page within the total', () => {
    const rows = [{ id: '1', name: 'a', count: 1 }];
    render(<DataList rows={rows} columns={columns} total={1200} offset={500} />);
    expect(screen.getByText(t('common.count', { from: 501, to: 501, total: 1200 }))).toBeTruthy();
  });

  it('asks the caller to sort when sorting is controlled', async () => {
    const onSortChange = vi.fn();
    const user = userEvent.setup();
    const rows = [{ id: '1', name: 'a', count: 1 }];
    render(<DataList rows={rows} columns={columns} sort={{ columnId: 'count', order: 'asc' }} onSortChange={onSortChange} />);
    await user.click(await screen.findByRole('button', { name: 'Count' }));
    expect(onSortChange).toHaveBeenCalledWith({ columnId: 'count', order: 'desc' });
    // The header cell says how the list is sorted; a sortable column not sorting says none.
    expect(screen.getByRole('columnheader', { name: 'Count' }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('none');
  });

  it('aligns numeric columns right and leaves text columns alone', async () => {
    render(<DataList rows={[{ id: '1', name: 'alpha', count: 12_345 }]} columns={columns} />);
    const count = (await screen.findByText('12345')).closest('td');
    const name = (await screen.findByText('alpha')).closest('td');
    expect(count?.classList.contains('twb-cell--numeric')).toBe(true);
    expect(name?.classList.contains('twb-cell--numeric')).toBe(false);
  });
});

describe('sorting helpers', () => {
  it('sorts numbers numerically and text by Japanese collation, empty values last', () => {
    const rows = [{ v: 10 }, { v: 9 }, { v: null }, { v: 100 }];
    expect(sortRows(rows, (r) => r.v, 'asc').map((r) => r.v)).toEqual([9, 10, 100, null]);
    expect(sortRows(rows, (r) => r.v, 'desc').map((r) => r.v)).toEqual([null, 100, 10, 9]);
    expect(compareSortValues('item2', 'item10')).toBeLessThan(0);
  });

  it('flips the order of the same column and starts another ascending', () => {
    expect(nextSort(null, 'a')).toEqual({ columnId: 'a', order: 'asc' });
    expect(nextSort({ columnId: 'a', order: 'asc' }, 'a')).toEqual({ columnId: 'a', order: 'desc' });
    expect(nextSort({ columnId: 'a', order: 'desc' }, 'b')).toEqual({ columnId: 'b', order: 'asc' });
  });
});

describe('which cells clip', () => {
  it('judges a short text to fit and a long one not, counting kana and kanji wider than digits', () => {
    expect(mayOverflow('2026/11/25 10:00', 150)).toBe(false);
    expect(mayOverflow('1,234,567', 110)).toBe(false);
    expect(mayOverflow('山田 太郎', 120)).toBe(false);
    expect(mayOverflow('経営企画部 第一グループ', 120)).toBe(true);
    expect(mayOverflow('member0.long.address@mirai-works.co.jp', 230)).toBe(true);
    // A 120 px column has 99 px of room (10 px padding each side, the border) at 13 px: seven kanji counted at
    // 15.6 px (109 px) no longer fit; six (94 px) do.
    expect(mayOverflow('一二三四五六', 120)).toBe(false);
    expect(mayOverflow('一二三四五六七', 120)).toBe(true);
  });

  it('clips a text cell that may not fit and any cell drawn by a component, not a short text', () => {
    const rows = [{ id: '1', name: 'ア'.repeat(40), count: 7 }];
    const tagged: DataColumn<Row>[] = [...columns, { id: 'tag', label: 'Tag', render: () => <span>tag</span> }];
    render(<DataList rows={rows} columns={tagged} />);
    expect(screen.getByText('ア'.repeat(40)).closest('td')?.classList.contains('twb-cell--clip')).toBe(true);
    expect(screen.getByText('7').closest('td')?.classList.contains('twb-cell--clip')).toBe(false);
    expect(screen.getByText('tag').closest('td')?.classList.contains('twb-cell--clip')).toBe(true);
  });
});
