// Stand-ins for the OS keyring tools (`secret-tool`, macOS `security`) for tests on machines that have neither, or
// whose keyring is locked: small Node scripts that keep their entries in a JSON file and log every command line, so a
// test can see both what was stored and that no token ever appeared among the arguments.
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

/** ok: works; locked: every command fails as a locked keyring does (exit 1); hang: never answers. */
export type FakeKeyringMode = 'ok' | 'locked' | 'hang';

export interface FakeKeyringTools {
  /** The folder holding the fake tools, to put first on PATH. */
  dir: string;
  /** The macOS tool's path (twb calls it by its absolute path there). */
  securityPath: string;
  /** The environment a process needs to find and drive the fakes (with TWB_KEYRING=auto). */
  env(mode?: FakeKeyringMode): Record<string, string>;
  /** The stored entries, keyed `service/account`. */
  entries(): Promise<Record<string, string>>;
  /** Every command line the tools were called with (arguments only, joined by spaces). */
  calls(): Promise<string[]>;
  dispose(): Promise<void>;
}

// Shared by both tools: the store, the log, the modes.
const COMMON = String.raw`
const fs = require('node:fs');
const store = process.env.FAKE_KEYRING_FILE;
const load = () => { try { return JSON.parse(fs.readFileSync(store, 'utf8')); } catch { return {}; } };
const save = (entries) => fs.writeFileSync(store, JSON.stringify(entries));
const log = (args) => fs.appendFileSync(store + '.log', args.join(' ') + '\n');
const stdin = () => { try { return fs.readFileSync(0, 'utf8'); } catch { return ''; } };
const mode = process.env.FAKE_KEYRING_MODE || 'ok';
const args = process.argv.slice(2);
log(args);
if (mode === 'hang') setInterval(() => {}, 1000);
else if (mode === 'locked') process.exit(1);
else main();
`;

const SECRET_TOOL = String.raw`
function main() {
  const [command, ...rest] = args;
  if (command === 'store') rest.splice(0, 2); // --label L
  const attrs = {};
  for (let i = 0; i + 1 < rest.length; i += 2) attrs[rest[i]] = rest[i + 1];
  const key = attrs.service + '/' + attrs.account;
  const entries = load();
  if (command === 'store') { entries[key] = stdin(); save(entries); return; }
  if (command === 'lookup') { if (!(key in entries)) process.exit(1); process.stdout.write(entries[key]); return; }
  if (command === 'clear') { delete entries[key]; save(entries); return; }
  process.exit(2);
}
`;

const SECURITY = String.raw`
function option(list, name) { return list[list.indexOf(name) + 1]; }
function main() {
  const entries = load();
  if (args[0] === '-i') {
    // One command per line, its arguments double-quoted with \ escapes, as twb writes them.
    for (const line of stdin().split('\n').filter(Boolean)) {
      const words = [...line.matchAll(/"((?:[^"\\]|\\.)*)"|(\S+)/g)].map((m) => m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : m[2]);
      if (words[0] !== 'add-generic-password') continue;
      entries[option(words, '-s') + '/' + option(words, '-a')] = option(words, '-w');
    }
    save(entries);
    return;
  }
  const key = option(args, '-s') + '/' + option(args, '-a');
  if (args[0] === 'find-generic-password') { if (!(key in entries)) process.exit(44); process.stdout.write(entries[key] + '\n'); return; }
  if (args[0] === 'delete-generic-password') { if (!(key in entries)) process.exit(44); delete entries[key]; save(entries); return; }
  process.exit(2);
}
`;

export async function fakeKeyringTools(): Promise<FakeKeyringTools> {
  const dir = await mkdtemp(join(tmpdir(), 'twb-keyring-'));
  const store = join(dir, 'entries.json');
  const secretTool = join(dir, 'secret-tool');
  const securityPath = join(dir, 'security');
  await writeFile(secretTool, `#!/usr/bin/env node\n${COMMON}\n${SECRET_TOOL}`);
  await writeFile(securityPath, `#!/usr/bin/env node\n${COMMON}\n${SECURITY}`);
  await chmod(secretTool, 0o755);
  await chmod(securityPath, 0o755);
  return {
    dir,
    securityPath,
    env: (mode = 'ok') => ({
      TWB_KEYRING: 'auto',
      PATH: `${dir}${delimiter}${process.env.PATH ?? ''}`,
      FAKE_KEYRING_FILE: store,
      FAKE_KEYRING_MODE: mode,
    }),
    entries: async () => {
      try {
        return JSON.parse(await readFile(store, 'utf8')) as Record<string, string>;
      } catch {
        return {};
      }
    },
    calls: async () => {
      try {
        return (await readFile(`${store}.log`, 'utf8')).split('\n').filter(Boolean);
      } catch {
        return [];
      }
    },
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}
