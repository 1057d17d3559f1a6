// Bundle report of the web build: each chunk's size (raw, gzip -9) and, for the chunks the sign-in page loads
// (the entry, its static imports and LoginPage's), the modules in them by rendered size. Builds to a temp folder.
// Usage: node scripts/bundle-report.mjs [--all] [--top N] [--why text] (--why: the static importers of modules whose id has text)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync, constants as zlib } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';
import { build } from 'vite';

const root = fileURLToPath(new URL('../', import.meta.url));
const all = process.argv.includes('--all');
const topIndex = process.argv.indexOf('--top');
const top = topIndex > 0 ? Number(process.argv[topIndex + 1]) : 40;
const whyIndex = process.argv.indexOf('--why');
const why = whyIndex > 0 ? process.argv[whyIndex + 1] : null;
const importersOf = new Map();
const outDir = mkdtempSync(join(tmpdir(), 'twb-bundle-'));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzip = (text) => gzipSync(Buffer.from(text), { level: zlib.Z_BEST_COMPRESSION }).length;

let bundle;
try {
  await build({
    configFile: `${root}web/vite.config.ts`,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
    plugins: [{
      name: 'twb-bundle-report',
      generateBundle(_options, output) {
        bundle = output;
        for (const id of this.getModuleIds()) importersOf.set(id, this.getModuleInfo(id)?.importers ?? []);
      },
    }],
  });
} finally {
  rmSync(outDir, { recursive: true, force: true });
}

const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
const entry = chunks.find((chunk) => chunk.isEntry);
const loginPage = chunks.find((chunk) => /LoginPage-/.test(chunk.fileName));
const signIn = new Set();
const queue = [entry.fileName, ...(loginPage ? [loginPage.fileName] : [])];
while (queue.length) {
  const file = queue.shift();
  if (signIn.has(file)) continue;
  signIn.add(file);
  queue.push(...byName.get(file).imports);
}
let total = 0;
console.log('sign-in chunks (entry, LoginPage and their static imports):');
for (const file of signIn) {
  const chunk = byName.get(file);
  const size = gzip(chunk.code);
  total += size;
  console.log(`  ${file}: ${kb(chunk.code.length)}, ${kb(size)} gzip`);
}
console.log(`  total ${kb(total)} gzip -9`);
const modules = [];
for (const file of signIn) {
  for (const [id, info] of Object.entries(byName.get(file).modules)) {
    modules.push({ code: info.code ?? '', id: id.replace(root, '').replace(/^\0/, ''), file, size: info.renderedLength, gzip: info.code ? gzip(info.code) : 0 });
  }
}
modules.sort((a, b) => b.size - a.size);
const groups = new Map();
const codeOf = (m) => m.code;
for (const m of modules) {
  const group = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(m.id)?.[1] ?? m.id.split('/').slice(0, 2).join('/');
  groups.set(group, [...(groups.get(group) ?? []), m]);
}
// Rollup's module code is not yet minified: minify each group as the build would, then gzip it.
for (const [group, list] of groups) {
  const minified = await transform(list.map((m) => codeOf(m)).join('\n'), { minify: true, format: 'esm', loader: 'js', define: { 'process.env.NODE_ENV': '"production"' }, logLevel: 'silent' }).catch(() => ({ code: list.map((m) => codeOf(m)).join('\n') }));
  groups.set(group, gzip(minified.code));
}
console.log("\nsign-in modules by package or folder (minified, gzip -9 of each group's modules together):");
for (const [group, size] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${kb(size).padStart(9)}  ${group}`);
console.log(`\nlargest ${top} sign-in modules (rendered):`);
for (const m of modules.slice(0, top)) console.log(`  ${kb(m.size).padStart(9)} ${kb(m.gzip).padStart(9)} gz  ${m.id}`);
if (all) {
  console.log('\nevery chunk:');
  for (const chunk of [...chunks].sort((a, b) => b.code.length - a.code.length)) console.log(`  ${chunk.fileName}: ${kb(chunk.code.length)}, ${kb(gzip(chunk.code))} gzip`);
}
if (why) {
  console.log(`\nstatic importers of modules matching ${why}:`);
  for (const [id, importers] of importersOf) {
    if (id.includes(why)) console.log(`  ${id.replace(root, '')} <- ${importers.map((i) => i.replace(root, '')).join(', ')}`);
  }
}
