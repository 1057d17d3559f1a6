// twb api against the reference server: prefixes, query, body from a file, permission and not-found failures.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CODE, DEMO_PASSWORD, startTestServer } from '../support/server';
import { twbHome, type TwbHome } from './support/twb-process';

const signIn = { TWB_PASSWORD: DEMO_PASSWORD, TWB_CONFIRMATION_CODE: DEMO_CODE };

let server: Awaited<ReturnType<typeof startTestServer>>;
let admin: TwbHome;
let clerk: TwbHome;

beforeAll(async () => {
  server = await startTestServer();
  admin = await twbHome(server.baseUrl);
  clerk = await twbHome(server.baseUrl);
  expect((await admin.run(['login', '--login-id', 'admin01'], signIn)).code).toBe(0);
  expect((await clerk.run(['login', '--login-id', 'clerk01'], signIn)).code).toBe(0);
});

afterAll(async () => {
  await admin?.dispose();
  await clerk?.dispose();
  await server?.close();
});

async function corporationIdOf(home: TwbHome): Promise<string> {
  const result = await home.run(['api', 'GET', 'users/loginUser']);
  expect(result.code).toBe(0);
  return (JSON.parse(result.stdout) as { corporation: { id: string } }).corporation.id;
}

describe('twb api', () => {
  it('a responsible person reads the corporation', async () => {
    const id = await corporationIdOf(admin);
    const result = await admin.run(['api', 'GET', `/corporations/${id}`]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(JSON.stringify(JSON.parse(result.stdout))).toContain('株式会社みらいワークス');
  });

  it('a department clerk is refused the corporation with exit 4 and 権限がありません', async () => {
    const id = await corporationIdOf(clerk);
    const result = await clerk.run(['api', 'GET', `/corporations/${id}`]);
    expect(result.code).toBe(4);
    expect(result.stderr).toContain('権限がありません');
    expect(result.stdout).toBe('');
    const json = await clerk.run(['api', 'GET', `/corporations/${id}`, '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({ error: { status: 403, code: 'PERMISSION_DENIED' } });
  });

  it('an unknown call exits 1 with the not-found message', async () => {
    const result = await admin.run(['api', 'GET', '/no/such/call']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('指定されたAPIは存在しません。');
  });

  it('sends --data @file as the JSON body', async () => {
    const file = join(admin.configDir, 'keyword.json');
    await writeFile(file, JSON.stringify({ keyword: '会員' }));
    const result = await admin.run(['api', 'POST', '/menu/keywordSearchHistory', '--data', `@${file}`]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });

  it('reads --data @- from stdin', async () => {
    const result = await admin.run(['api', 'POST', '/menu/keywordSearchHistory', '--data', '@-'], {}, '{"keyword":"部署"}');
    expect(result.code).toBe(0);
  });

  it('passes -q pairs as the query', async () => {
    const result = await admin.run(['api', 'GET', '/news/infoList', '-q', 'offset=0', '-q', 'limit=5']);
    expect(result.code).toBe(0);
    expect(() => JSON.parse(result.stdout) as unknown).not.toThrow();
  });

  it('without credentials exits 4', async () => {
    const nobody = await twbHome(server.baseUrl);
    try {
      const result = await nobody.run(['api', 'GET', '/users/loginUser']);
      expect(result.code).toBe(4);
      expect(result.stderr).toContain('ログインしていません。');
    } finally {
      await nobody.dispose();
    }
  });
});
