// Spec 9: a select's display text is cut at 50 characters, in every select (single and multi), with the whole text
// kept in the option's title; every select of the product draws its choices through the kit's SelectOption.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { selectDisplayText } from '../../core/domain/select-text';
import { SelectInput, SelectOption } from '../kit';

const LONG = '株式会社みらいワークス東日本営業本部第一営業部法人ソリューション営業グループ首都圏エリア担当課（本社ビル十二階）';
const FIFTY = Array.from(LONG).slice(0, 50).join('');

describe('selectDisplayText', () => {
  it('keeps 50 characters whole and cuts a longer text to 50 with an ellipsis', () => {
    expect(Array.from(LONG).length).toBeGreaterThan(50);
    expect(selectDisplayText(FIFTY)).toBe(FIFTY);
    expect(selectDisplayText(LONG)).toBe(`${FIFTY}…`);
    expect(selectDisplayText('営業第一部')).toBe('営業第一部');
  });
});

describe('SelectInput and SelectOption', () => {
  it('shows a long department name cut at 50 characters and keeps the whole name in the title', () => {
    render(
      <SelectInput aria-label="部署" value="5" onChange={() => undefined}>
        <SelectOption value="" label="すべて" />
        <SelectOption value="5" label={LONG} />
      </SelectInput>,
    );
    const option = screen.getByRole('option', { name: `${FIFTY}…` }) as HTMLOptionElement;
    expect(option.value).toBe('5');
    expect(option.title).toBe(LONG);
    expect(screen.getByRole('option', { name: 'すべて' })).toBeTruthy();
  });

  it('applies the same rule to the options shorthand', () => {
    render(<SelectInput aria-label="施設" options={[{ value: '1', label: LONG }, 'UTF-8']} />);
    expect((screen.getByRole('option', { name: `${FIFTY}…` }) as HTMLOptionElement).title).toBe(LONG);
    expect(screen.getByRole('option', { name: 'UTF-8' })).toBeTruthy();
  });
});

/** Every .tsx source of the pages and the shell (tests aside). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith('.tsx') && !path.includes('.test.') ? [path] : [];
  });
}

describe('every select of the product', () => {
  it('draws its choices with SelectOption, never a bare <option>', () => {
    // vitest runs from the repository root (in jsdom, import.meta.url is not a file URL).
    const root = process.cwd();
    const kitSelect = join(root, 'web', 'kit', 'SelectInput.tsx');
    const bare = [...sources(join(root, 'plugins')), ...sources(join(root, 'web'))]
      .filter((path) => path !== kitSelect && /<option[\s>]/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(root, path));
    expect(bare).toEqual([]);
  });
});
