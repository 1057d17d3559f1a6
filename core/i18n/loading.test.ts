// Which catalogue each browser module can count on, read from the sources: the entry (web/main.tsx and everything it
// imports statically, barrels included, as Rollup keeps every side effect they reach) must show only keys of the
// eager catalogues (index.ts) and must not reach a load module; every other module must reach, by its own static
// imports, the load module of each lazy catalogue whose keys it names. Type-only imports and import() do not count.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const i18nDir = join(root, 'core/i18n');
const catalogDir = join(i18nDir, 'catalog');
/** Catalogues read by their own lookups, not by t(): menu synonyms (shell) and site texts (st(), lazily). */
const NOT_T_CATALOGUES = [join(catalogDir, 'menu-synonyms.ts'), join(root, 'core/site/texts-catalog.ts')];

/**
 * Every catalogue file: the cross-cutting ones in core/i18n/catalog, a feature's in core/<feature>/ (messages.ts, and
 * page-messages.ts for the messages only its pages show). A catalogue is named by its path without .ts.
 */
function catalogueFiles(): string[] {
  const crossCutting = readdirSync(catalogDir).filter((name) => name.endsWith('.ts')).map((name) => join(catalogDir, name));
  const features = readdirSync(join(root, 'core'))
    .flatMap((dir) => ['messages.ts', 'page-messages.ts'].map((name) => join(root, 'core', dir, name)))
    .filter((file) => existsSync(file));
  return [...crossCutting, ...features];
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !/test-support/.test(path)) out.push(path);
  }
  return out;
}

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Static value imports and re-exports (import type / export type left out). */
function staticImports(file: string, source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]/gm)) {
    const resolved = resolveImport(file, match[1]);
    if (resolved) found.push(resolved);
  }
  return found;
}

const keyCatalogue = new Map<string, string>();
const eager = new Set<string>();
const imports = new Map<string, string[]>();
/** Per module: catalogue -> the keys (or key prefixes of template literals, ending in *) it names. */
const namedKeys = new Map<string, Map<string, Set<string>>>();

function closure(start: string): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(imports.get(file) ?? []));
  }
  return seen;
}

const catalogueOf = (file: string) => relative(root, file).replace(/\.ts$/, '');
/** The module that registers a catalogue: core/i18n/load/<name>.ts for core/i18n/catalog/<name>.ts, else load-<file> beside it. */
function loadModule(catalogue: string): string {
  const file = join(root, `${catalogue}.ts`);
  if (dirname(file) === catalogDir) return join(i18nDir, 'load', basename(file));
  return join(dirname(file), `load-${basename(file)}`);
}
const isLoadModule = (file: string) => file.startsWith('core/i18n/load/') || /^core\/[\w-]+\/load-[\w-]*messages\.ts$/.test(file);
const short = (file: string) => relative(root, file);
const catalogueFileSet = new Set<string>();
const HELP = 'core/i18n/catalog/help';

beforeAll(async () => {
  for (const file of [...catalogueFiles(), ...NOT_T_CATALOGUES]) catalogueFileSet.add(file);
  for (const file of catalogueFiles()) {
    if (NOT_T_CATALOGUES.includes(file)) continue;
    const module = (await import(file)) as Record<string, object>;
    for (const exported of Object.values(module)) for (const key of Object.keys(exported)) keyCatalogue.set(key, catalogueOf(file));
  }
  const indexFile = join(i18nDir, 'index.ts');
  for (const match of readFileSync(indexFile, 'utf8').matchAll(/^import \{[^}]*\} from '(\.\.?\/[\w/-]+)';/gm)) {
    const resolved = resolveImport(indexFile, match[1]);
    if (resolved && catalogueFileSet.has(resolved)) eager.add(catalogueOf(resolved));
  }
  const files = ['web', 'plugins', 'core'].flatMap((dir) => sourceFiles(join(root, dir))).filter((file) => !catalogueFileSet.has(file));
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    imports.set(file, staticImports(file, source));
    const named = new Map<string, Set<string>>();
    const add = (catalogue: string, key: string) => named.set(catalogue, (named.get(catalogue) ?? new Set()).add(key));
    for (const match of source.matchAll(/['"]([A-Za-z][\w.-]*)['"]/g)) {
      const catalogue = keyCatalogue.get(match[1]);
      if (catalogue) add(catalogue, match[1]);
    }
    for (const match of source.matchAll(/`([A-Za-z][\w.-]*\.)\$\{/g)) {
      // Help card keys are only ever named whole, in plugin definitions: a template's prefix (clerks.${kind}) is not one.
      for (const [key, catalogue] of keyCatalogue) if (key.startsWith(match[1]) && catalogue !== HELP) add(catalogue, `${match[1]}*`);
    }
    namedKeys.set(file, named);
  }
});

describe('catalogue loading (sources)', () => {
  it('registers the sign-in and frame catalogues eagerly, and not the plugin ones', () => {
    expect([...eager]).toEqual(expect.arrayContaining([
      'core/i18n/catalog/common', 'core/i18n/catalog/errors', 'core/i18n/catalog/validation', 'core/i18n/catalog/shell',
      'core/auth/messages', 'core/site/messages', 'core/i18n/catalog/frame',
    ]));
    const lazyOnes = [
      'core/flex/messages', 'core/users/page-messages', 'core/users/messages', 'core/billing/messages', 'core/clerks/messages',
      'core/usage/messages', 'core/uploads/page-messages', 'core/i18n/catalog/cli', 'core/i18n/catalog/server',
    ];
    for (const lazy of lazyOnes) {
      expect(keyCatalogue.size > 0 && [...keyCatalogue.values()].includes(lazy), lazy).toBe(true);
      expect(eager.has(lazy), lazy).toBe(false);
    }
  });

  it('keeps every load module and ./all out of the entry', () => {
    const entry = [...closure(join(root, 'web/main.tsx'))].map(short);
    expect(entry.length).toBeGreaterThan(50);
    expect(entry.filter((file) => isLoadModule(file) || file === 'core/i18n/all.ts')).toEqual([]);
  });

  it('shows only eager keys from the entry (titles, menu, help cards, kit pieces)', () => {
    const offending: string[] = [];
    for (const file of closure(join(root, 'web/main.tsx'))) {
      for (const [catalogue, keys] of namedKeys.get(file) ?? []) {
        // Help cards carry keys of the help catalogue, which the kit pieces showing them look up (and load) at render.
        if (catalogue === HELP) continue;
        if (!eager.has(catalogue)) offending.push(`${short(file)}: ${catalogue} ${[...keys].join(' ')}`);
      }
    }
    expect(offending).toEqual([]);
  });

  it('has every other module import the load module of each lazy catalogue it shows', () => {
    const entry = closure(join(root, 'web/main.tsx'));
    // The plugin definitions load with the workbench after sign-in (web/app/workbench.ts); as in the entry, the help
    // cards they define name help keys that the kit pieces showing the cards look up (and load) at render.
    const workbench = closure(join(root, 'web/app/workbench.ts'));
    const missing: string[] = [];
    for (const [file, named] of namedKeys) {
      if (entry.has(file)) continue;
      const reached = closure(file);
      for (const catalogue of named.keys()) {
        if (catalogue === HELP && workbench.has(file)) continue;
        if (eager.has(catalogue) || reached.has(loadModule(catalogue))) continue;
        missing.push(`${short(file)} names ${catalogue} keys but does not import ${short(loadModule(catalogue))}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('notices a module that names a lazy key without its load module (the check itself works)', () => {
    const flexPage = join(root, 'plugins/flex/pages/FlexUserInfoPage.tsx');
    expect(namedKeys.get(flexPage)?.has('core/flex/messages')).toBe(true);
    expect(loadModule('core/flex/messages')).toBe(join(root, 'core/flex/load-messages.ts'));
    expect(loadModule('core/i18n/catalog/csv')).toBe(join(root, 'core/i18n/load/csv.ts'));
    expect(closure(flexPage).has(loadModule('core/flex/messages'))).toBe(true);
    expect(closure(join(root, 'plugins/flex/index.ts')).has(loadModule('core/flex/messages'))).toBe(false);
  });
});
