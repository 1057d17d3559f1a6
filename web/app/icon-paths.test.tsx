// The split icon loader: every icon the web and the plugins name is in its list (one small chunk each, not the set
// of ~700), and a listed icon loads its own 16 px and 20 px drawing.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IconNames, IconSize, type IconName } from '@blueprintjs/icons';
import { ICON_PATHS, loadIconPaths } from './icon-paths';

// vitest runs from the repository root (in jsdom, import.meta.url is not a file URL).
const root = `${process.cwd()}/`;
const known = new Set<string>(Object.values(IconNames));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__screenshots__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Blueprint icon names quoted on lines that speak of an icon. */
function namedIcons(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of [...sourceFiles(join(root, 'web')), ...sourceFiles(join(root, 'plugins'))]) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!/icon/i.test(line)) continue;
      for (const match of line.matchAll(/['"]([a-z0-9-]+)['"]/g)) if (known.has(match[1])) found.set(match[1], file.slice(root.length));
    }
  }
  return found;
}

describe('split icon loader', () => {
  it('lists every icon the product names', () => {
    const missing = [...namedIcons()].filter(([name]) => !(name in ICON_PATHS)).map(([name, file]) => `${name} (${file})`);
    expect(missing, 'add these to ICON_PATHS in web/app/icon-paths.ts').toEqual([]);
  });

  it('loads a listed icon\'s own drawing at both sizes', async () => {
    const small = await loadIconPaths('office' as IconName, IconSize.STANDARD);
    const large = await loadIconPaths('office' as IconName, IconSize.LARGE);
    expect(small.length).toBeGreaterThan(0);
    expect(large.length).toBeGreaterThan(0);
    expect(large).not.toEqual(small);
  });

  it('still draws an icon missing from the list, through Blueprint\'s own loader', async () => {
    expect('airplane' in ICON_PATHS).toBe(false);
    expect((await loadIconPaths('airplane' as IconName, IconSize.STANDARD)).length).toBeGreaterThan(0);
  });
});
