// The kept test templates (tests/support/template-cache.ts): a run takes them only when they were built from the same
// sources, today (Japan time) and recently; a run that keeps its own never disturbs folders another run may read.
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KEEP_FOR_MS, keepPgliteTemplates, keptPgliteTemplates, templateSourceFiles, templateSourcesKey } from '../tests/support/template-cache';
import type { TestTemplates } from '../tests/support/templates';

let work: string;
let cache: string;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'twb-template-cache-'));
  cache = join(work, 'cache');
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** A run's freshly built templates (stand-in archives) seeded at `seededAt`. */
function built(seededAt: Date): TestTemplates {
  const paths = Object.fromEntries(['empty', 'migrated', 'seeded'].map((name) => [name, join(work, `${name}-${seededAt.getTime()}.tar`)]));
  for (const [name, path] of Object.entries(paths)) writeFileSync(path, `${name} ${seededAt.toISOString()}`);
  return { kind: 'pglite', empty: paths.empty, migrated: paths.migrated!, seeded: paths.seeded!, seededAt: seededAt.toISOString() };
}

// 10:00 in Japan.
const SEEDED = new Date('2026-11-29T01:00:00.000Z');
const later = (ms: number): Date => new Date(SEEDED.getTime() + ms);

describe('kept test templates', () => {
  it('are taken by a later run of the same sources within the keep time, with the archives as built', () => {
    const kept = keepPgliteTemplates(built(SEEDED), 'k1', cache);
    expect(kept).not.toBeNull();
    const taken = keptPgliteTemplates(later(KEEP_FOR_MS - 1000), 'k1', cache);
    expect(taken).toEqual(kept);
    expect(readFileSync(taken!.seeded, 'utf8')).toBe(`seeded ${SEEDED.toISOString()}`);
  });

  it('are not taken for other sources, when too old, before they were seeded, or on another day', () => {
    keepPgliteTemplates(built(SEEDED), 'k1', cache);
    expect(keptPgliteTemplates(later(60_000), 'k2', cache)).toBeNull();
    expect(keptPgliteTemplates(later(KEEP_FOR_MS + 1000), 'k1', cache)).toBeNull();
    expect(keptPgliteTemplates(later(-1000), 'k1', cache)).toBeNull();
    // 14:59 UTC is 23:59 in Japan; 15:01 is the next day there.
    const beforeMidnight = new Date('2026-11-29T14:50:00.000Z');
    keepPgliteTemplates(built(beforeMidnight), 'k3', cache);
    expect(keptPgliteTemplates(new Date('2026-11-29T15:01:00.000Z'), 'k3', cache)).toBeNull();
  });

  it('the newest of several is taken; a newer build adds a folder and leaves the one a run may be reading', () => {
    const first = keepPgliteTemplates(built(SEEDED), 'k1', cache)!;
    const second = keepPgliteTemplates(built(later(5 * 60_000)), 'k1', cache)!;
    expect(keptPgliteTemplates(later(6 * 60_000), 'k1', cache)).toEqual(second);
    expect(existsSync(first.seeded)).toBe(true);
  });

  it('old folders are removed once no run can be reading them', () => {
    const old = keepPgliteTemplates(built(SEEDED), 'k1', cache)!;
    const folder = join(old.seeded, '..');
    const longAgo = new Date(Date.now() - 4 * 60 * 60 * 1000);
    utimesSync(folder, longAgo, longAgo);
    keepPgliteTemplates(built(later(60_000)), 'k2', cache);
    expect(existsSync(folder)).toBe(false);
  });

  it('are built from the migrations, the seed and what they import, not from pages, routes or plugins', () => {
    const files = templateSourceFiles();
    for (const file of ['tests/support/templates.ts', 'server/db/migrate.ts', 'server/db/migrations/001_initial.sql', 'server/db/pglite-worker.js', 'server/seed/seed-database.ts', 'server/seed/demo-staff.ts', 'package-lock.json'])
      expect(files, file).toContain(file);
    // Reached through the seed's imports (the demo charges' month rules).
    expect(files).toContain('core/charges/domain.ts');
    expect(files.some((file) => file.startsWith('plugins/') || file.startsWith('web/'))).toBe(false);
    expect(files).not.toContain('server/users/routes.ts');
    expect(templateSourcesKey()).toMatch(/^[0-9a-f]{16}$/);
    expect(templateSourcesKey()).toBe(templateSourcesKey());
  });
});
