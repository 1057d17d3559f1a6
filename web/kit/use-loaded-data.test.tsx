import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { createTestKernel } from '../../core/services/test-support';
import { ServicesProvider } from './services-context';
import { useLoadedData } from './use-loaded-data';

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
