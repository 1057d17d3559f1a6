import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { createTestKernel } from '../../core/services/test-support';
import { ServicesProvider } from './services-context';
import { useLoadedData } from './use-loaded-data';
import { useRecord } from './use-record';

describe('useLoadedData', () => {
  it('counts new inputs as loading from the render that brings them, never showing the old answer as theirs', async () => {
    const kernel = createTestKernel();
    const answers = new Map<string, (value: string) => void>();
    // What every render drew: the inputs, whether it said loading, and the answer it had.
    const drawn: { query: string; loading: boolean; data: string | undefined }[] = [];
    function Probe({ query }: { query: string }) {
      const result = useLoadedData(() => new Promise<string>((resolve) => answers.set(query, resolve)), [query]);
      drawn.push({ query, loading: result.loading, data: result.data });
      return null;
    }
    const view = render(<ServicesProvider services={kernel.container}><Probe query="a" /></ServicesProvider>);
    await act(async () => answers.get('a')!('answer for a'));
    expect(drawn.at(-1)).toEqual({ query: 'a', loading: false, data: 'answer for a' });

    const before = drawn.length;
    view.rerender(<ServicesProvider services={kernel.container}><Probe query="b" /></ServicesProvider>);
    const withB = drawn.slice(before);
    expect(withB.length).toBeGreaterThan(0);
    // Every render for "b" before its answer says loading (the old answer stays, marked stale).
    expect(withB.every((render) => render.query === 'b' && render.loading)).toBe(true);
    expect(withB[0]).toEqual({ query: 'b', loading: true, data: 'answer for a' });

    await act(async () => answers.get('b')!('answer for b'));
    expect(drawn.at(-1)).toEqual({ query: 'b', loading: false, data: 'answer for b' });
  });
});

describe('useRecord', () => {
  it('counts another id as loading from the render that brings it, never showing the old record as its own', async () => {
    const kernel = createTestKernel();
    const answers = new Map<string, (value: string) => void>();
    const drawn: { id: string; loading: boolean; record: string | null }[] = [];
    function Probe({ id }: { id: string }) {
      const result = useRecord(() => new Promise<string>((resolve) => answers.set(id, resolve)), id, 'error.permission');
      drawn.push({ id, loading: result.loading, record: result.record });
      return null;
    }
    const view = render(<ServicesProvider services={kernel.container}><Probe id="1" /></ServicesProvider>);
    await act(async () => answers.get('1')!('record 1'));
    expect(drawn.at(-1)).toEqual({ id: '1', loading: false, record: 'record 1' });

    const before = drawn.length;
    view.rerender(<ServicesProvider services={kernel.container}><Probe id="2" /></ServicesProvider>);
    const with2 = drawn.slice(before);
    expect(with2.length).toBeGreaterThan(0);
    expect(with2.every((render) => render.id === '2' && render.loading)).toBe(true);

    await act(async () => answers.get('2')!('record 2'));
    expect(drawn.at(-1)).toEqual({ id: '2', loading: false, record: 'record 2' });
  });
});
