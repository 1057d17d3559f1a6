// The PGlite test templates (templates.ts) kept between runs: building them (migrations, then the demo seed) costs
// ~20 s of one core at the start of every vitest run, which a contributor running one test file pays each time.
// A run keeps what it built in node_modules/.cache/twb-test-templates/<sources>-<instant>/, and a later run takes it
// when it was built from the same sources (the migrations, the seed and what they import; templateSourceFiles),
// the same Japanese day and at most KEEP_FOR_MS ago, so the demo world a test server starts from has moved on no
// further than during one long run. TWB_FRESH_TEMPLATES=1 builds afresh. Folders are never replaced, only added and,
// once no run can still be reading them, removed.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { jstDay } from '../../core/limit-amount/domain';

/** The templates of a run: what tests/setup/templates.ts announces to the workers (templates.ts). */
export interface TestTemplates {
  kind: 'pglite' | 'postgres';
  /**
   * PGlite only: an archive of an empty cluster (initdb's work, several seconds per database, done once). PostgreSQL
   * makes an empty database in milliseconds.
   */
  empty?: string;
  /** PGlite: archive paths; PostgreSQL: database names. */
  migrated: string;
  seeded: string;
  /** The instant the seeded template's demo data were seeded at (ISO). */
  seededAt: string;
}

const ROOT = resolve(import.meta.dirname, '../..');
const CACHE_ROOT = join(ROOT, 'node_modules', '.cache', 'twb-test-templates');
/** How old kept templates may be to be taken (a whole run of the suite lasts about as long). */
export const KEEP_FOR_MS = 20 * 60 * 1000;
/** Kept templates are removed after this long: no run that took them can still be reading them. */
const REMOVE_AFTER_MS = 3 * 60 * 60 * 1000;
/**
 * What the templates are built from: the modules templates.ts imports, followed through their relative imports (the
 * migrations runner, the seed, the database drivers and what they import from core/ and server/), and what those
 * read at run time rather than import (the migrations' SQL, the database thread's script), and the locked packages.
 * A change to a page, a route or a plugin keeps the kept templates; a change to the seed or a migration does not.
 */
const ENTRY = 'tests/support/templates.ts';
const READ_AT_RUN_TIME = ['server/db/migrations', 'server/db/pglite-worker.js', 'package-lock.json'];
const FILES = ['empty', 'migrated', 'seeded'] as const;
/** import ... from '…', export ... from '…', import '…', import('…'): the relative ones. */
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

function resolveImport(fromFile: string, specifier: string): string | null {
  const base = resolve(dirname(fromFile), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, base.replace(/\.js$/, '.ts'), join(base, 'index.ts')];
  return candidates.find((candidate) => statSync(candidate, { throwIfNoEntry: false })?.isFile()) ?? null;
}

/** The files templates.ts reaches through relative imports (type-only imports too: cheap, and safe). */
function importClosure(entry: string): string[] {
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const target = resolveImport(file, match[1]!);
      if (target && !seen.has(target)) pending.push(target);
    }
  }
  return [...seen];
}

function filesUnder(path: string): string[] {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats) return [];
  if (stats.isFile()) return [path];
  return readdirSync(path).flatMap((name) => filesUnder(join(path, name)));
}

/** Every file the templates are built from, as paths from the repository's root. */
export function templateSourceFiles(): string[] {
  const files = [...importClosure(join(ROOT, ENTRY)), ...READ_AT_RUN_TIME.flatMap((path) => filesUnder(join(ROOT, path)))];
  return [...new Set(files)].map((file) => file.slice(ROOT.length + 1)).sort();
}

/** A digest of every source the templates are built from. */
export function templateSourcesKey(): string {
  const hash = createHash('sha256');
  for (const file of templateSourceFiles()) hash.update(file).update('\0').update(readFileSync(join(ROOT, file))).update('\0');
  return hash.digest('hex').slice(0, 16);
}

const sameJapanDay = (a: Date, b: Date): boolean => {
  const x = jstDay(a);
  const y = jstDay(b);
  return x.year === y.year && x.month === y.month && x.day === y.day;
};

/** The kept templates a run may start from now, or null (none, other sources, too old, another day). */
export function keptPgliteTemplates(now: Date, key = templateSourcesKey(), cacheRoot = CACHE_ROOT): TestTemplates | null {
  if (process.env.TWB_FRESH_TEMPLATES === '1' || !existsSync(cacheRoot)) return null;
  const candidates = readdirSync(cacheRoot)
    .filter((name) => name.startsWith(`${key}-`) && !name.endsWith('.tmp'))
    .sort()
    .reverse();
  for (const name of candidates) {
    const dir = join(cacheRoot, name);
    let kept: TestTemplates;
    try {
      kept = JSON.parse(readFileSync(join(dir, 'templates.json'), 'utf8')) as TestTemplates;
    } catch {
      continue;
    }
    const seededAt = new Date(kept.seededAt);
    const age = now.getTime() - seededAt.getTime();
    if (age < 0 || age > KEEP_FOR_MS || !sameJapanDay(now, seededAt)) continue;
    const paths = Object.fromEntries(FILES.map((file) => [file, join(dir, `${file}.tar`)]));
    if (!FILES.every((file) => existsSync(paths[file]))) continue;
    return { kind: 'pglite', empty: paths.empty, migrated: paths.migrated!, seeded: paths.seeded!, seededAt: kept.seededAt };
  }
  return null;
}

/**
 * Copies a run's freshly built templates to the kept ones and answers them there; null when they could not be kept
 * (the run then uses its own, as before). Removes kept templates old enough that no run reads them any more.
 */
export function keepPgliteTemplates(built: TestTemplates, key = templateSourcesKey(), cacheRoot = CACHE_ROOT): TestTemplates | null {
  const name = `${key}-${Date.parse(built.seededAt)}`;
  const dir = join(cacheRoot, name);
  const temporary = `${dir}.${process.pid}.tmp`;
  try {
    mkdirSync(temporary, { recursive: true });
    for (const file of FILES) {
      const from = built[file];
      if (!from) throw new Error(`no ${file} template`);
      copyFileSync(from, join(temporary, `${file}.tar`));
    }
    writeFileSync(join(temporary, 'templates.json'), JSON.stringify({ seededAt: built.seededAt }));
    renameSync(temporary, dir);
  } catch {
    rmSync(temporary, { recursive: true, force: true });
    return null;
  }
  for (const other of readdirSync(cacheRoot)) {
    const path = join(cacheRoot, other);
    const stats = statSync(path, { throwIfNoEntry: false });
    if (other !== name && stats && Date.now() - stats.mtimeMs > REMOVE_AFTER_MS) rmSync(path, { recursive: true, force: true });
  }
  return { kind: 'pglite', empty: join(dir, 'empty.tar'), migrated: join(dir, 'migrated.tar'), seeded: join(dir, 'seeded.tar'), seededAt: built.seededAt };
}
