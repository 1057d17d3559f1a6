// The glossary holds: no message of any catalog file uses a rejected variant of a term (ユーザーID, サインイン,
// 登録料 ...), and narrow words stay in their messages. A new catalog file is scanned without being listed here: the
// cross-cutting ones in core/i18n/catalog, a feature's in core/<feature>/ (messages.ts, page-messages.ts, and the site
// texts core/site/texts-catalog.ts).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GLOSSARY, glossaryViolations } from './glossary';

const CORE_DIR = join(import.meta.dirname, '..');
/** Catalog files, relative to core/. */
const catalogFiles = [
  ...readdirSync(join(CORE_DIR, 'i18n/catalog')).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts')).map((name) => `i18n/catalog/${name}`),
  ...readdirSync(CORE_DIR).flatMap((dir) => ['messages.ts', 'page-messages.ts', 'texts-catalog.ts'].map((name) => `${dir}/${name}`)),
].filter((file) => existsSync(join(CORE_DIR, file)));

async function messagesOf(file: string): Promise<[string, string][]> {
  const module = (await import(join(CORE_DIR, file))) as Record<string, unknown>;
  const entries: [string, string][] = [];
  for (const exported of Object.values(module)) {
    if (typeof exported !== 'object' || exported === null) continue;
    for (const [key, value] of Object.entries(exported)) if (typeof value === 'string') entries.push([key, value]);
  }
  return entries;
}

describe('glossary', () => {
  it('finds the catalog files', () => {
    expect(catalogFiles.length).toBeGreaterThanOrEqual(17);
    expect(catalogFiles).toContain('clerks/messages.ts');
    expect(catalogFiles).toContain('i18n/catalog/common.ts');
  });

  it.each(catalogFiles)('%s uses only the chosen words', async (file) => {
    const entries = await messagesOf(file);
    expect(entries.length).toBeGreaterThan(0);
    const violations = entries.flatMap(([key, text]) => glossaryViolations(key, text));
    expect(violations).toEqual([]);
  });

  it('notices each rejected variant, and leaves カタカナ and the narrow words in their place alone', () => {
    expect(glossaryViolations('x', 'ユーザーIDを入力').map((v) => v.chosen)).toEqual(['ログインID']);
    expect(glossaryViolations('x', '氏名（カナ）').map((v) => v.found)).toEqual(['カナ']);
    expect(glossaryViolations('x', '全角カタカナで入力してください')).toEqual([]);
    expect(glossaryViolations('x', '登録料請求先').map((v) => v.chosen)).toEqual(['登録管理料']);
    expect(glossaryViolations('x', '登録管理料請求先')).toEqual([]);
    expect(glossaryViolations('x', '削除します。よろしいですか。').map((v) => v.chosen)).toEqual(['よろしいですか？']);
    expect(glossaryViolations('users.register.complete', '仮パスワードをお送りしました').map((v) => v.term)).toEqual(['temporaryPassword']);
    expect(glossaryViolations('auth.passLost.lead', '仮パスワードをメールでお送りします')).toEqual([]);
  });

  it('holds one word per action and page name: 申請する, 変更 → 〇〇変更 → 変更する, 会員別内訳', () => {
    expect(glossaryViolations('x', '申請を登録しました').map((v) => v.chosen)).toEqual(['申請する']);
    expect(glossaryViolations('corp.detail.edit', '編集').map((v) => v.chosen)).toEqual(['変更']);
    expect(glossaryViolations('common.update', '更新').map((v) => v.chosen)).toEqual(['変更']);
    expect(glossaryViolations('x.done', '部署の利用上限額を更新しました').map((v) => v.chosen)).toEqual(['変更']);
    expect(glossaryViolations('x.title', '企業情報の変更').map((v) => v.chosen)).toEqual(['変更']);
    expect(glossaryViolations('x.title', '企業情報変更')).toEqual([]);
    expect(glossaryViolations('x', '他の操作で更新されています')).toEqual([]);
    expect(glossaryViolations('x', 'Excelなどで編集してから')).toEqual([]);
    expect(glossaryViolations('x', '内訳').map((v) => v.chosen)).toEqual(['会員別内訳']);
    expect(glossaryViolations('x', '部署別内訳').map((v) => v.chosen)).toEqual(['会員別内訳', '会員別内訳']);
    expect(glossaryViolations('x', '会員別内訳（SHARE）')).toEqual([]);
  });

  it('every chosen word is used by some message, and no term rejects another term’s chosen word', async () => {
    const all = (await Promise.all(catalogFiles.map(messagesOf))).flat().map(([, text]) => text).join('\n');
    for (const term of Object.values(GLOSSARY)) expect(all, term.chosen).toContain(term.chosen);
    const chosen = Object.values(GLOSSARY).map((term) => term.chosen);
    for (const term of Object.values(GLOSSARY)) for (const variant of term.rejected) expect(chosen.some((word) => word.includes(variant)), variant).toBe(false);
  });
});
