// npm run new:feature's name rules and marker insertion (scripts/new-feature.mjs), without writing anything: the
// whole command runs in a copy of the repository in tests/cli/new-feature.cli.test.ts.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT_BAD_NAME, insertAboveMarker, main, nameError, nameFormError, namesOf, plan } from './new-feature.mjs';

const root = join(import.meta.dirname, '..');
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

function sink(): { write(text: string): void; text(): string } {
  let text = '';
  return { write: (chunk: string) => void (text += chunk), text: () => text };
}

describe('new:feature names', () => {
  it('accepts kebab-case names that start with a letter', () => {
    for (const name of ['sample', 'team-notes', 'a1', 'report-2026']) expect(nameFormError(name), name).toBeNull();
  });

  it('refuses other forms with a Japanese message', () => {
    for (const name of ['', 'Sample', 'team_notes', '1abc', '-abc', 'abc-', 'a--b', 'チーム', 'a b', 'x'.repeat(41), 'new', 'delete']) {
      const error = nameFormError(name);
      expect(error, name).not.toBeNull();
      expect(error, name).toMatch(JAPANESE);
    }
  });

  it('refuses a feature that exists, and names that collide in the collecting lists', () => {
    expect(nameError('corp', root)).toContain('core/corp/');
    expect(nameError('news', root)).toContain('newsCalls');
    expect(nameError('menu', root)).toContain('menuHandlers');
    expect(nameError('frame', root)).toMatch(JAPANESE);
    expect(nameError('team-notes', root)).toBeNull();
  });

  it('makes the identifiers, paths and permission code from the name', () => {
    expect(namesOf('team-notes')).toMatchObject({
      camel: 'teamNotes', pascal: 'TeamNotes', callsExport: 'teamNotesCalls', routeId: 'team-notes.summary', routePath: '/TeamNotes',
      apiPath: '/team-notes/summary', callId: 'teamNotes.summary', permissionCode: 'FEAT_TEAM_NOTES',
    });
  });
});

describe('new:feature plan', () => {
  it('inserts above the marker at its indentation, and refuses a file without exactly one marker', () => {
    const text = 'const a = [\n  x,\n  // m here\n];\n';
    expect(insertAboveMarker(text, 'm here', ['y,'])).toBe('const a = [\n  x,\n  y,\n  // m here\n];\n');
    expect(() => insertAboveMarker('nothing', 'm here', ['y'], 'f.ts')).toThrow(/f\.ts/);
    expect(() => insertAboveMarker(`${text}${text}`, 'm here', ['y'])).toThrow();
  });

  it('plans the three folders and every collecting list', () => {
    const made = plan('team-notes', root);
    expect(Object.keys(made.created).sort()).toEqual([
      'core/team-notes/calls.ts', 'core/team-notes/load-messages.ts', 'core/team-notes/messages.ts',
      'plugins/team-notes/index.ts', 'plugins/team-notes/pages/TeamNotesPage.test.tsx', 'plugins/team-notes/pages/TeamNotesPage.tsx',
      'server/team-notes/routes.test.ts', 'server/team-notes/routes.ts',
    ]);
    expect(Object.keys(made.changed).sort()).toEqual([
      'core/api/contract.ts', 'core/domain/permissions.ts', 'core/i18n/all.ts', 'core/i18n/catalog/frame.ts', 'core/i18n/catalog/help.ts',
      'core/i18n/index.ts', 'server/http/all-handlers.ts', 'web/app/plugins.ts',
    ]);
    expect(made.changed['core/api/contract.ts']).toContain("  teamNotes: teamNotesCalls,\n  // new:feature inserts above this line");
    expect(made.changed['core/domain/permissions.ts']).toContain("  '/TeamNotes': r('FEAT_TEAM_NOTES'),");
  });

  it('--dry-run writes nothing and exits 0; a bad name exits 2', () => {
    const out = sink();
    const err = sink();
    expect(main(['team-notes', '--dry-run'], root, out, err)).toBe(0);
    expect(out.text()).toContain('core/team-notes/calls.ts');
    expect(out.text()).toContain('--dry-run');
    expect(main(['Team'], root, sink(), err)).toBe(EXIT_BAD_NAME);
    expect(err.text()).toMatch(JAPANESE);
    expect(main([], root, sink(), sink())).toBe(EXIT_BAD_NAME);
  });
});
