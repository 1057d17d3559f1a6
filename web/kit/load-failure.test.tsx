// A failed load (a 500, no answer) is told as a failure with 再読み込み, never as an empty result: the two lists
// (PagedDataList, DataList) fed by useLoadedData, and a record page's stand-in (RecordPending) fed by useRecord.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LIST_NO_DATA_TEXT } from '../../core/domain/constants';
import { ApiError } from '../../core/api/error';
import { t } from '../../core/i18n';
import { ErrorService } from '../../core/services/contracts';
import { createTestKernel } from '../../core/services/test-support';
import { ServicesProvider } from './services-context';
import { useLoadedData } from './use-loaded-data';
import { useRecord } from './use-record';
import { PagedDataList, type PagedColumn } from './PagedDataList';
import { DataList, type DataColumn } from './DataList';
import { RecordPending } from './LoadFailure';

interface Row { id: string; name: string }

const serverError = () => new ApiError(t('error.system'), 'SYSTEM_ERROR', { httpStatusCode: 500, message: t('error.system'), code: 'SYSTEM_ERROR' });

/** Answers each load with the next scripted outcome: rows, or a failure. */
function scriptedLoads(outcomes: (readonly Row[] | Error)[]) {
  let index = 0;
  return async (): Promise<readonly Row[]> => {
    const outcome = outcomes[Math.min(index, outcomes.length - 1)];
    index += 1;
    if (outcome instanceof Error) throw outcome;
    return outcome;
  };
}

const pagedColumns: PagedColumn<Row>[] = [{ id: 'name', label: 'Name', render: (row) => row.name }];
const dataColumns: DataColumn<Row>[] = [{ id: 'name', label: 'Name', render: (row) => row.name }];

/** The list under test, fed by useLoadedData; `query` stands for the page's filter (a new one loads again). */
function Lists({ load, query, kind }: { load: () => Promise<readonly Row[]>; query: string; kind: 'paged' | 'plain' }) {
  const list = useLoadedData(() => load(), [query]);
  const rows = list.data ?? [];
  return kind === 'paged' ? (
    <PagedDataList
      rows={rows} rowKey={(row) => row.id} columns={pagedColumns} sort={{ columnId: 'name', order: 'asc' }} onSortChange={() => undefined}
      total={rows.length} page={1} pageSize={500} onPageChange={() => undefined} loading={list.loading} load={list}
    />
  ) : (
    <DataList rows={rows} columns={dataColumns} loading={list.loading} load={list} />
  );
}

function renderList(kind: 'paged' | 'plain', outcomes: (readonly Row[] | Error)[], query = 'a') {
  const kernel = createTestKernel();
  const load = scriptedLoads(outcomes);
  const view = render(<ServicesProvider services={kernel.container}><Lists load={load} query={query} kind={kind} /></ServicesProvider>);
  const requery = (next: string) => view.rerender(<ServicesProvider services={kernel.container}><Lists load={load} query={next} kind={kind} /></ServicesProvider>);
  return { kernel, requery };
}

const ROWS: Row[] = [{ id: '1', name: '営業部' }, { id: '2', name: '総務部' }];

describe.each([['paged' as const], ['plain' as const]])('a %s list whose load failed', (kind) => {
  it('says the list could not be loaded, claims no empty result, and offers 再読み込み', async () => {
    const { kernel } = renderList(kind, [serverError()]);
    expect(await screen.findByText(t('list.loadFailed'))).toBeTruthy();
    expect(screen.queryByText(LIST_NO_DATA_TEXT)).toBeNull();
    expect(screen.queryByText(t('search.noMatch'))).toBeNull();
    expect(screen.getByRole('button', { name: t('common.reload') })).toBeTruthy();
    // The banner still tells why.
    expect(kernel.container.get<ErrorService>(ErrorService).message.value).toBe(t('error.system'));
  });

  it('keeps the rows of the last good load, marked as not current, when a later load fails', async () => {
    const { requery } = renderList(kind, [ROWS, serverError()]);
    expect(await screen.findByText('営業部')).toBeTruthy();
    expect(screen.queryByText(t('list.loadFailedStale'))).toBeNull();
    requery('b');
    expect(await screen.findByText(t('list.loadFailedStale'))).toBeTruthy();
    expect(screen.getByText('営業部')).toBeTruthy();
    expect(screen.getByText('総務部')).toBeTruthy();
    expect(screen.queryByText(t('list.loadFailed'))).toBeNull();
    expect(screen.getByRole('button', { name: t('common.reload') })).toBeTruthy();
  });

  it('clears the failure when 再読み込み succeeds, showing what it brought (an empty result is then "0 / 0")', async () => {
    renderList(kind, [serverError(), []]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: t('common.reload') }));
    expect(await screen.findByText(t('search.noMatch'))).toBeTruthy();
    expect(screen.getByText(LIST_NO_DATA_TEXT)).toBeTruthy();
    expect(screen.queryByText(t('list.loadFailed'))).toBeNull();
    expect(screen.queryByRole('button', { name: t('common.reload') })).toBeNull();
  });

  it('clears the stale warning when 再読み込み succeeds', async () => {
    const { requery } = renderList(kind, [ROWS, serverError(), [{ id: '3', name: '経理部' }]]);
    await screen.findByText('営業部');
    requery('b');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: t('common.reload') }));
    expect(await screen.findByText('経理部')).toBeTruthy();
    expect(screen.queryByText('営業部')).toBeNull();
    expect(screen.queryByText(t('list.loadFailedStale'))).toBeNull();
  });
});

describe('RecordPending (a record page with no record to draw)', () => {
  function Page({ load }: { load: () => Promise<string> }) {
    const loaded = useRecord(() => load(), '1', 'error.notFound');
    if (loaded.refusal) return <p>{loaded.refusal}</p>;
    if (!loaded.record) return <RecordPending load={loaded} />;
    return <h2>{loaded.record}</h2>;
  }

  it('says a record that failed to load could not be loaded, and shows it once 再読み込み succeeds', async () => {
    const kernel = createTestKernel();
    const answers: (() => Promise<string>)[] = [() => Promise.reject(serverError()), () => Promise.resolve('営業部')];
    let index = 0;
    render(<ServicesProvider services={kernel.container}><Page load={() => answers[index++]()} /></ServicesProvider>);
    expect(await screen.findByText(t('detail.loadFailed'))).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: t('common.reload') }));
    expect(await screen.findByRole('heading', { name: '営業部' })).toBeTruthy();
    expect(screen.queryByText(t('detail.loadFailed'))).toBeNull();
  });

  it('leaves a refusal (404) to the page: no failure, no 再読み込み', async () => {
    const kernel = createTestKernel();
    const notFound = new ApiError('none', 'NOT_FOUND', { httpStatusCode: 404, message: 'none', code: 'NOT_FOUND' });
    render(<ServicesProvider services={kernel.container}><Page load={() => Promise.reject(notFound)} /></ServicesProvider>);
    expect(await screen.findByText(t('error.notFound'))).toBeTruthy();
    await act(async () => undefined);
    await waitFor(() => expect(screen.queryByText(t('detail.loadFailed'))).toBeNull());
    expect(screen.queryByRole('button', { name: t('common.reload') })).toBeNull();
  });
});
