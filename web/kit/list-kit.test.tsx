// The list pieces of the kit: URL-synced filters, row selection, the paged list, the multi-select filter,
// the background export with its 5000 ms polling, the direct export (check, then file), and the fitting of columns
// to a narrow window.
import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { OverlaysProvider } from '@blueprintjs/core';
import { LIST_NO_DATA_TEXT } from '../../core/domain/constants';
import { ApiError } from '../../core/api/error';
import { t } from '../../core/i18n';
import { createTestKernel } from '../../core/services/test-support';
import { ServicesProvider } from './services-context';
import { defaultUrlFilters, isDefaultFilter, parseUrlFilters, urlParam, writeUrlFilters } from './url-filters';
import { useUrlFilters } from './use-url-filters';
import { useRowSelection } from './use-row-selection';
import { PagedDataList, type PagedColumn } from './PagedDataList';
import { MultiSelectFilter } from './MultiSelectFilter';
import { useAsyncExport, type AsyncExportSteps } from './use-async-export';
import { useDirectExport } from './use-direct-export';
import { ErrorService } from '../../core/services/contracts';
import { ExportProgress } from './ExportProgress';
import { fitColumns, type FitColumn } from './column-fit';

const SCHEMA = {
  name: urlParam.text(),
  departments: urlParam.list(),
  state: urlParam.choice(['', 'on', 'off'] as const, ''),
  page: urlParam.int(1, 1),
  deleted: urlParam.flag(),
};

describe('url filters', () => {
  it('reads defaults for missing and malformed parameters', () => {
    const values = parseUrlFilters(SCHEMA, new URLSearchParams('state=weird&page=0&departments=3,,2,3&deleted=1'));
    expect(values).toEqual({ name: '', departments: ['3', '2'], state: '', page: 1, deleted: true });
  });

  it('leaves defaults out of the URL and keeps parameters it does not know', () => {
    const base = new URLSearchParams('other=x&page=4');
    const query = writeUrlFilters(SCHEMA, { ...defaultUrlFilters(SCHEMA), name: '山田', departments: ['1', '2'] }, base);
    expect(query.toString()).toBe(`other=x&name=${encodeURIComponent('山田')}&departments=1%2C2`);
    expect(parseUrlFilters(SCHEMA, query).name).toBe('山田');
  });

  it('tells a default filter from a narrowed one, per parameter', () => {
    const values = { ...defaultUrlFilters(SCHEMA), page: 3 };
    expect(isDefaultFilter(SCHEMA, values, ['name', 'departments', 'state'])).toBe(true);
    expect(isDefaultFilter(SCHEMA, values)).toBe(false);
  });

  it('round-trips through the router: update pushes history, reset clears, back restores', async () => {
    let latest: ReturnType<typeof useUrlFilters<typeof SCHEMA>> | null = null;
    let search = '';
    function Probe() {
      latest = useUrlFilters(SCHEMA);
      search = useLocation().search;
      return null;
    }
    const router = createMemoryRouter([{ path: '/list', element: <Probe /> }], { initialEntries: ['/list?name=a&page=2'] });
    render(<RouterProvider router={router} />);
    expect(latest!.values.name).toBe('a');
    expect(latest!.values.page).toBe(2);
    act(() => latest!.update({ state: 'on', page: 1 }));
    await waitFor(() => expect(search).toBe('?name=a&state=on'));
    // A filter change keeps the scroll position (the shell's scroll restoration honours this flag).
    expect(router.state.preventScrollReset).toBe(true);
    act(() => latest!.reset(['name']));
    await waitFor(() => expect(search).toBe('?state=on'));
    expect(latest!.isDefault(['name', 'departments'])).toBe(true);
    await act(() => router.navigate(-1));
    await waitFor(() => expect(latest!.values.name).toBe('a'));
  });
});

describe('fitColumns', () => {
  // ASCII labels of 1 to 4 letters: every column is as wide as it asks.
  const columns: FitColumn[] = [
    { id: 'name', label: 'N', width: 150 },
    { id: 'kana', label: 'K', width: 150, priority: 'detail' },
    { id: 'dept', label: 'D', width: 150 },
    { id: 'mail', label: 'M', width: 200, priority: 'detail' },
    { id: 'state', label: 'S', width: 100, priority: 'key' },
    { id: 'login', label: 'L', width: 100 },
    { id: 'act', label: 'A', width: 100, action: true },
  ];
  const ids = (room: number | undefined) => fitColumns(columns, room).shown.map((c) => c.id);

  it('shows every column when there is room, or when the room is not known yet', () => {
    expect(ids(950)).toEqual(['name', 'kana', 'dept', 'mail', 'state', 'login', 'act']);
    expect(ids(undefined)).toEqual(ids(950));
    expect(fitColumns(columns, 0).squeezed).toEqual([]);
  });

  it('leaves out detail columns first, from the right, then normal ones, and tells which', () => {
    expect(ids(800)).toEqual(['name', 'kana', 'dept', 'state', 'login', 'act']);
    expect(ids(600)).toEqual(['name', 'dept', 'state', 'login', 'act']);
    expect(fitColumns(columns, 500)).toMatchObject({ squeezed: ['kana', 'mail', 'login'] });
    expect(ids(500)).toEqual(['name', 'dept', 'state', 'act']);
  });

  it('brings back a narrower column that fits the room a wider one left', () => {
    // Without kana and mail 600 px are needed; dropping login (100) is not enough at 480, dept (150) goes too,
    // which leaves room for login again.
    expect(fitColumns(columns, 480)).toMatchObject({ squeezed: ['kana', 'dept', 'mail'] });
    expect(ids(480)).toEqual(['name', 'state', 'login', 'act']);
  });

  it('never leaves out the identifying, key or action columns, even when they alone do not fit', () => {
    expect(ids(100)).toEqual(['name', 'state', 'act']);
    const marked = [{ id: 'order', label: 'O', width: 300 }, { id: 'title', label: 'T', width: 300, identifying: true }];
    expect(fitColumns(marked, 320).shown.map((c) => c.id)).toEqual(['title']);
  });
});

describe('useRowSelection', () => {
  it('toggles, selects a page and tells the page state', () => {
    const { result } = renderHook(() => useRowSelection());
    act(() => result.current.toggle('1'));
    expect(result.current.stateOf(['1', '2'])).toBe('some');
    act(() => result.current.setMany(['1', '2'], true));
    expect(result.current.stateOf(['1', '2'])).toBe('all');
    expect(result.current.count).toBe(2);
    act(() => result.current.setMany(['1', '2'], false));
    expect(result.current.stateOf(['1', '2'])).toBe('none');
    act(() => result.current.toggle('3'));
    act(() => result.current.clear());
    expect(result.current.count).toBe(0);
  });
});

interface Row { id: string; name: string }
const columns: PagedColumn<Row>[] = [
  { id: 'name', label: 'Name', render: (row) => row.name, sortable: true },
  { id: 'note', label: 'Note', render: () => '' },
];

describe('PagedDataList', () => {
  const base = { rowKey: (row: Row) => row.id, columns, sort: { columnId: 'name', order: 'asc' as const }, onSortChange: () => undefined, pageSize: 500, onPageChange: () => undefined };

  it('shows 0 / 0 and the no-match text when empty', () => {
    render(<PagedDataList {...base} rows={[]} total={0} page={1} />);
    expect(screen.getByText(LIST_NO_DATA_TEXT)).toBeTruthy();
    expect(screen.getByText(t('search.noMatch'))).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: t('list.pager') })).toBeNull();
  });

  it('tells a page past the end and offers the last page (a bookmark of ?currentPage=2 for 5 rows)', async () => {
    const onPageChange = vi.fn();
    const user = userEvent.setup();
    render(<PagedDataList {...base} rows={[]} total={5} page={2} onPageChange={onPageChange} />);
    expect(screen.queryByText(LIST_NO_DATA_TEXT)).toBeNull();
    expect(screen.getByText(t('list.totalOnly', { total: '5' }))).toBeTruthy();
    expect(screen.getByText(t('list.pastEnd', { page: 2, count: 1, total: '5' }))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('list.toLastPage', { count: 1 }) }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('counts the page within the total and pages forward and back', async () => {
    const onPageChange = vi.fn();
    const user = userEvent.setup();
    render(<PagedDataList {...base} rows={[{ id: '1', name: 'a' }]} total={1200} page={2} onPageChange={onPageChange} />);
    expect(screen.getByText(t('common.count', { from: '501', to: '501', total: '1,200' }))).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: t('list.pager') });
    expect(within(pager).getByText(t('list.pageOf', { page: 2, count: 3 }))).toBeTruthy();
    await user.click(within(pager).getByRole('button', { name: t('list.nextPage') }));
    await user.click(within(pager).getByRole('button', { name: t('list.firstPage') }));
    expect(onPageChange.mock.calls).toEqual([[3], [1]]);
  });

  it('sorts only sortable columns, through the caller', async () => {
    const onSortChange = vi.fn();
    const user = userEvent.setup();
    render(<PagedDataList {...base} rows={[{ id: '1', name: 'a' }]} total={1} page={1} onSortChange={onSortChange} />);
    await user.click((await screen.findAllByRole('button', { name: 'Name' }))[0]);
    expect(onSortChange).toHaveBeenCalledWith({ columnId: 'name', order: 'desc' });
    expect(screen.queryAllByRole('button', { name: 'Note' })).toHaveLength(0);
  });

  it('selects every selectable row of the page from the header checkbox', async () => {
    const user = userEvent.setup();
    function Selectable() {
      const selection = useRowSelection();
      return (
        <>
          <output>{[...selection.selected].join(',')}</output>
          <PagedDataList
            {...base}
            rows={[{ id: '1', name: 'a' }, { id: '2', name: 'b' }]}
            total={2}
            page={1}
            select={{ selection, rowLabel: (row) => row.name, selectable: (row) => row.id !== '2' }}
          />
        </>
      );
    }
    render(<Selectable />);
    await user.click((await screen.findAllByRole('checkbox', { name: t('list.selectPage') }))[0]);
    expect(screen.getByRole('status').textContent).toBe('1');
  });

  it('toggles one row from its checkbox and shows the header as mixed while only some rows are ticked', async () => {
    const user = userEvent.setup();
    function Selectable() {
      const selection = useRowSelection();
      return (
        <>
          <output>{[...selection.selected].join(',')}</output>
          <PagedDataList {...base} rows={[{ id: '1', name: 'a' }, { id: '2', name: 'b' }]} total={2} page={1} select={{ selection, rowLabel: (row) => row.name }} />
        </>
      );
    }
    render(<Selectable />);
    const header = (await screen.findAllByRole('checkbox', { name: t('list.selectPage') }))[0] as HTMLInputElement;
    const rowB = screen.getAllByRole('checkbox', { name: t('list.selectRow', { name: 'b' }) })[0] as HTMLInputElement;
    await user.click(rowB);
    expect(screen.getByRole('status').textContent).toBe('2');
    expect(rowB.checked).toBe(true);
    expect(header.checked).toBe(false);
    expect(header.indeterminate).toBe(true);
    await user.click(screen.getAllByRole('checkbox', { name: t('list.selectRow', { name: 'a' }) })[0]);
    expect(header.checked).toBe(true);
    expect(header.indeterminate).toBe(false);
    await user.click(rowB);
    expect(screen.getByRole('status').textContent).toBe('1');
    expect(rowB.checked).toBe(false);
  });
});

describe('MultiSelectFilter', () => {
  const options = [
    { value: '1', label: 'Sales One' },
    { value: '2', label: 'Sales Two' },
    { value: '3', label: 'Finance' },
  ];

  it('filters the options by keyword (width-insensitive) and keeps the options order', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <OverlaysProvider>
        <MultiSelectFilter label="Departments" allText="All" options={options} selected={['3']} onChange={onChange} />
      </OverlaysProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Departments: Finance' }));
    await user.type(await screen.findByRole('searchbox', { name: t('list.multiSelect.keyword', { label: 'Departments' }) }), '\uff53\uff41\uff4c\uff45\uff53 two');
    const group = screen.getByRole('group', { name: 'Departments' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(1);
    await user.click(within(group).getByRole('checkbox', { name: 'Sales Two' }));
    expect(onChange).toHaveBeenCalledWith(['2', '3']);
  });

  it('sums up several choices on the button', () => {
    render(<MultiSelectFilter label="Departments" allText="All" options={options} selected={['1', '2']} onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: `Departments: ${t('list.multiSelect.summary', { first: 'Sales One', more: 1 })}` })).toBeTruthy();
  });
});

describe('useAsyncExport', () => {
  function setup() {
    const kernel = createTestKernel();
    const saved: string[] = [];
    let exporter: ReturnType<typeof useAsyncExport> | null = null;
    function Probe() {
      exporter = useAsyncExport({ save: (file) => saved.push(file.fileName) });
      return <ExportProgress exporter={exporter} />;
    }
    render(<ServicesProvider services={kernel.container}><Probe /></ServicesProvider>);
    return { kernel, saved, exporter: () => exporter! };
  }

  it('checks at once, then every 5000 ms until the file is ready, then downloads it', async () => {
    const check = vi.fn().mockResolvedValueOnce({ ready: false }).mockResolvedValueOnce({ ready: false }).mockResolvedValueOnce({ ready: true });
    const { kernel, saved, exporter } = setup();
    const steps: AsyncExportSteps = {
      start: async () => 'F1',
      check,
      fetch: async () => ({ fileName: 'members.csv', data: new Uint8Array([1]), contentType: 'text/csv' }),
    };
    await act(() => exporter().run(steps));
    expect(check).toHaveBeenCalledTimes(1);
    expect(screen.getByText(t('list.export.preparing', { seconds: 0 }))).toBeTruthy();
    await act(async () => kernel.clock.advance(4999));
    expect(check).toHaveBeenCalledTimes(1);
    await act(async () => kernel.clock.advance(1));
    expect(check).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.getByText(t('list.export.preparing', { seconds: 5 }))).toBeTruthy());
    await act(async () => kernel.clock.advance(5000));
    await waitFor(() => expect(saved).toEqual(['members.csv']));
    expect(screen.getByText(t('list.export.done', { fileName: 'members.csv' }))).toBeTruthy();
    expect(check).toHaveBeenCalledWith('F1');
  });

  it('tells a failure of the server and a refusal, and stops on cancel', async () => {
    const { kernel, exporter } = setup();
    await act(() => exporter().run({ start: async () => 'F2', check: async () => ({ ready: false, failure: 'broken' }), fetch: async () => { throw new Error('unused'); } }));
    await waitFor(() => expect(screen.getByText('broken')).toBeTruthy());

    const refused = new ApiError('no', 'VALIDATION_ERROR', { httpStatusCode: 400, message: 'refused here', code: 'VALIDATION_ERROR' });
    await act(() => exporter().run({ start: () => Promise.reject(refused), check: async () => ({ ready: true }), fetch: async () => { throw new Error('unused'); } }));
    await waitFor(() => expect(screen.getByText('no')).toBeTruthy());

    const check = vi.fn().mockResolvedValue({ ready: false });
    await act(() => exporter().run({ start: async () => 'F3', check, fetch: async () => { throw new Error('unused'); } }));
    expect(check).toHaveBeenCalledTimes(1);
    act(() => exporter().cancel());
    await act(async () => kernel.clock.advance(20_000));
    expect(check).toHaveBeenCalledTimes(1);
    expect(kernel.clock.pending()).toBe(0);
  });
});

describe('useDirectExport', () => {
  function setup() {
    const kernel = createTestKernel();
    const saved: string[] = [];
    let exporter: ReturnType<typeof useDirectExport> | null = null;
    function Probe() {
      exporter = useDirectExport({ save: (file) => saved.push(file.fileName) });
      return <ExportProgress exporter={exporter} />;
    }
    render(<ServicesProvider services={kernel.container}><Probe /></ServicesProvider>);
    return { kernel, saved, exporter: () => exporter! };
  }
  const file = { fileName: 'all.csv', data: new Uint8Array([1]), contentType: 'text/csv' };

  it('downloads at once when the check says go, and tells an empty list without fetching', async () => {
    const { saved, exporter } = setup();
    await act(() => exporter().run({ check: async () => ({ go: true }), fetch: async () => file }));
    expect(saved).toEqual(['all.csv']);
    expect(screen.getByText(t('list.export.done', { fileName: 'all.csv' }))).toBeTruthy();

    const fetch = vi.fn(async () => file);
    await act(() => exporter().run({ check: async () => ({ go: false, empty: true, message: 'nothing here' }), fetch }));
    expect(screen.getByRole('status').textContent).toContain('nothing here');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(saved).toEqual(['all.csv']);
  });

  it('tells a refusal in place and sends an outage to the system-error banner', async () => {
    const { kernel, exporter } = setup();
    const refused = new ApiError('refused here', 'VALIDATION_ERROR', { httpStatusCode: 400, message: 'refused here', code: 'VALIDATION_ERROR' });
    await act(() => exporter().run({ check: async () => ({ go: true }), fetch: () => Promise.reject(refused) }));
    expect(within(screen.getByRole('alert')).getByText('refused here')).toBeTruthy();

    const outage = new ApiError('down', 'SYSTEM_ERROR', { httpStatusCode: 503, message: 'down', code: 'SYSTEM_ERROR' });
    await act(() => exporter().run({ check: () => Promise.reject(outage), fetch: async () => file }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(exporter().state).toEqual({ phase: 'idle' });
    expect(kernel.container.get<ErrorService>(ErrorService).systemError.value).toBe(true);
  });
});
