// The example file of every kind in docs/csv-formats.md validates cleanly, and the docs list every column header.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UPLOAD_KIND_NAMES, uploadKind } from './index';
import { validateText } from './test-support';

const docs = readFileSync(join(import.meta.dirname, '../../docs/csv-formats.md'), 'utf8');

function exampleOf(kind: string): string | undefined {
  const match = new RegExp(`<!-- example: ${kind} -->\\n\`\`\`csv\\n([\\s\\S]*?)\`\`\``).exec(docs);
  return match?.[1];
}

describe('docs/csv-formats.md', () => {
  it.each(UPLOAD_KIND_NAMES)('has a valid example file for %s', async (kind) => {
    const example = exampleOf(kind);
    expect(example).toBeDefined();
    const result = await validateText(kind, example ?? '');
    expect(result.problems).toEqual([]);
    expect(result.rowCount).toBeGreaterThan(1);
  });

  it.each(UPLOAD_KIND_NAMES)('names every column of %s', (kind) => {
    for (const column of uploadKind(kind).columns) expect(docs).toContain(column.header);
  });
});
