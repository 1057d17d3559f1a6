import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildIsStale } from './build-freshness.mjs';

const made: string[] = [];
afterEach(() => {
  while (made.length) rmSync(made.pop() as string, { recursive: true, force: true });
});

/** A project folder with one source file and the two outputs, each at the given time (seconds). */
function project(times: { source: number; server: number; web: number; test?: number }) {
  const root = mkdtempSync(join(tmpdir(), 'twb-fresh-'));
  made.push(root);
  const file = (path: string, seconds: number) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), 'x');
    utimesSync(join(root, path), seconds, seconds);
  };
  file('server/app.ts', times.source);
  file('dist/server/server.js', times.server);
  file('dist/web/index.html', times.web);
  if (times.test !== undefined) file('server/app.test.ts', times.test);
  return { root, outputs: [join(root, 'dist/server/server.js'), join(root, 'dist/web/index.html')] };
}

describe('npm start rebuilds what is stale', () => {
  it('keeps a build newer than every source', () => {
    const { root, outputs } = project({ source: 1_000, server: 2_000, web: 2_000 });
    expect(buildIsStale(root, outputs)).toBe(false);
  });
  it('rebuilds when a source changed after either output', () => {
    const { root, outputs } = project({ source: 1_500, server: 2_000, web: 1_000 });
    expect(buildIsStale(root, outputs)).toBe(true);
  });
  it('rebuilds when an output is missing', () => {
    const { root, outputs } = project({ source: 1_000, server: 2_000, web: 2_000 });
    rmSync(outputs[1]);
    expect(buildIsStale(root, outputs)).toBe(true);
  });
  it('does not rebuild for a changed test file, which is not part of the product', () => {
    const { root, outputs } = project({ source: 1_000, server: 2_000, web: 2_000, test: 3_000 });
    expect(buildIsStale(root, outputs)).toBe(false);
  });
});
