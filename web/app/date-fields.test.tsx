// Spec 9 dates (issue 33): every date and month field of the product is the kit's DateInput or MonthInput
// (web/kit/DateInput.tsx, tested in web/kit/date-input.test.tsx): a scan of the sources for a native date or month
// input, which shows mm/dd/yyyy in an English browser, or a format written another way than yyyy/MM/dd.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every source of the pages, the shell and the kit (tests aside). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(path) && !path.includes('.test.') ? [path] : [];
  });
}

describe('every date and month field of the product', () => {
  it('is the kit\'s DateInput or MonthInput: no native date or month input, no other placeholder style', () => {
    // vitest runs from the repository root (in jsdom, import.meta.url is not a file URL).
    const root = process.cwd();
    const native = /type=["'{]+(date|month|datetime-local)["'}]|type:\s*["'](date|month)["']/;
    // A placeholder or text showing a format in capitals or another order (YYYY/MM/DD, mm/dd/yyyy) instead of yyyy/MM/dd.
    const foreign = /YYYY\/MM|mm\/dd\/yyyy|dd\/MM\/yyyy|placeholder=["']yyyy/;
    // The pages, the kit and the catalogues the pages show; comments and the CLI's own texts (cli keys: a command
    // line's conventions) aside.
    const shown = (line: string) => !/^\s*(\/\/|\/\*|\*)/.test(line) && !/['"][\w.]*cli\.[\w.]+['"]\s*:/.test(line);
    const offenders = [...sources(join(root, 'plugins')), ...sources(join(root, 'web')), ...sources(join(root, 'core'))]
      .flatMap((path) => readFileSync(path, 'utf8').split('\n').filter(shown)
        .filter((line) => native.test(line) || foreign.test(line))
        .map((line) => `${relative(root, path)}: ${line.trim()}`));
    expect(offenders).toEqual([]);
  });
});
