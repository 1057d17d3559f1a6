// Validation of a 100,000-row member upload file (twb upload validate's code path: core/csv with csv-parse's Node
// build), in UTF-8 and in CP932, against csv-parse's bare streamed parse of the same file in the same run. Reports
// rows/s, MB/s, the ratio to the bare parse (target <= 2x) and the peak memory of the validating process (target
// < 200 MB). Each measurement runs in its own child process so that peak memory is its own.
// The machine is shared and noisy, so bare and validate runs alternate in one process: each validation is compared
// with the bare parse run just before it, which met the same load, and the median of those ratios decides (a burst of
// load that slows a few runs moves it little); the ratio of the fastest run of each is shown beside it. Peak memory
// comes from a process that only validates.
// Usage: node scripts/bench-csv-validate.mjs [runs=8] [--rows=100000] [--json]
import { spawnSync } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';

const TARGET_RATIO = 2;
const TARGET_PEAK_MB = 200;
const self = fileURLToPath(import.meta.url);

/**
 * core/csv as it ships: bundled by tsup (esbuild) like the twb executable, not run through tsx, whose transform keeps
 * function names with a helper call at every closure creation and so slows hot code down.
 */
async function bundleCore(dir) {
  const { build } = await import('tsup');
  const root = fileURLToPath(new URL('..', import.meta.url));
  await build({
    entry: { csv: join(root, 'core/csv/index.ts') },
    outDir: dir,
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    bundle: true,
    splitting: false,
    // Everything inside, as in twb.js: the bundle lives in a temporary folder without node_modules.
    noExternal: [/.*/],
    silent: true,
    config: false,
    tsconfig: join(root, 'tsconfig.json'),
    outExtension: () => ({ js: '.mjs' }),
  });
  return join(dir, 'csv.mjs');
}

async function loadTools(bundle) {
  const { Parser } = await import('csv-parse');
  const { validateCsv, uploadKind } = await import(pathToFileURL(bundle).href);
  return { Parser, validateCsv, uploadKind };
}

/** csv-parse's Node build streaming the file, records read with for await: the bare parse. */
async function bareParse({ Parser }, file) {
  let rows = 0;
  const parser = createReadStream(file, { highWaterMark: 256 * 1024 }).pipe(new Parser({ bom: true, relax_column_count: true }));
  for await (const _record of parser) rows += 1;
  return { rows: rows - 1, problems: 0 };
}

/**
 * The bare parse of a CP932 file as any reader of it must do it: csv-parse cannot decode Shift_JIS, so the text is
 * decoded first (docs/csv-formats.md). For UTF-8 the bare parse already decodes.
 */
async function bareDecodedParse({ Parser }, file) {
  let rows = 0;
  const parser = new Parser({ bom: true, relax_column_count: true });
  const decoder = new TextDecoder('shift_jis', { fatal: true });
  const feeding = (async () => {
    for await (const chunk of createReadStream(file, { highWaterMark: 256 * 1024 })) {
      if (!parser.write(decoder.decode(chunk, { stream: true }))) await new Promise((resolve) => parser.once('drain', resolve));
    }
    parser.end(decoder.decode());
  })();
  for await (const _record of parser) rows += 1;
  await feeding;
  return { rows: rows - 1, problems: 0 };
}

/** What twb upload validate runs. */
async function validateFile({ Parser, validateCsv, uploadKind }, file, encoding) {
  const result = await validateCsv(uploadKind('members'), createReadStream(file, { highWaterMark: 256 * 1024 }), { encoding, parser: Parser, parserReadsBytes: true });
  return { rows: result.rowCount, problems: result.problemCount };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Wall time, and CPU time of the process (all threads, GC included), which other jobs on the machine do not inflate. */
async function timed(run) {
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const outcome = await run();
  const cpu = process.cpuUsage(cpuBefore);
  return { ...outcome, ms: performance.now() - started, cpuMs: (cpu.user + cpu.system) / 1000 };
}

/**
 * Inside a child: `--child timing <bundle> <encoding> <file> <runs>` alternates bare parse and validation so that both
 * meet the same load; `--child memory <bundle> <encoding> <file>` validates once and reports the process's peak memory.
 */
async function child([mode, bundle, encoding, file, runs]) {
  const tools = await loadTools(bundle);
  if (mode === 'memory') {
    const outcome = await validateFile(tools, file, encoding);
    process.stdout.write(`${JSON.stringify({ ...outcome, peakMb: process.resourceUsage().maxRSS / 1024 })}\n`);
    return;
  }
  const bare = [];
  const bareDecoded = [];
  const validate = [];
  for (let i = 0; i < Number(runs); i++) {
    bare.push(await timed(() => bareParse(tools, file)));
    if (encoding === 'cp932') bareDecoded.push(await timed(() => bareDecodedParse(tools, file)));
    validate.push(await timed(() => validateFile(tools, file, encoding)));
  }
  process.stdout.write(`${JSON.stringify({ bare, bareDecoded, validate })}\n`);
}

const FAMILY = ['山田', '佐藤', '鈴木', '髙橋', '田中', '渡辺', '伊藤', '中村', '小林', '山﨑'];
const FAMILY_KANA = ['ヤマダ', 'サトウ', 'スズキ', 'タカハシ', 'タナカ', 'ワタナベ', 'イトウ', 'ナカムラ', 'コバヤシ', 'ヤマザキ'];
const GIVEN = ['太郎', '花子', '一郎', '美咲', '健太', '陽菜', '翔太', 'さくら', '大輔', '結衣'];
const GIVEN_KANA = ['タロウ', 'ハナコ', 'イチロウ', 'ミサキ', 'ケンタ', 'ヒナ', 'ショウタ', 'サクラ', 'ダイスケ', 'ユイ'];
const DEPARTMENTS = ['営業部', '総務部', '経理部', '開発部 第一課', '開発部 第二課', '人事部', '広報部', '法務部'];

/** A member file that validates cleanly: Edit rows with ids, Japanese names and kana, quoted remarks. */
async function memberFileText(bundle, rows) {
  const { uploadKind } = await import(pathToFileURL(bundle).href);
  const headers = uploadKind('members').columns.map((c) => c.header).join(',');
  const parts = [headers];
  for (let i = 0; i < rows; i++) {
    const f = i % FAMILY.length;
    const g = Math.floor(i / FAMILY.length) % GIVEN.length;
    const action = i % 20 === 0 ? 'Keep' : 'Edit';
    const remarks = i % 10 === 0 ? '"在宅勤務, ""週3日""\n（2026年4月から）"' : i % 3 === 0 ? '備考なし' : '';
    parts.push(
      [action, String(i + 1), DEPARTMENTS[i % DEPARTMENTS.length], FAMILY[f], GIVEN[g], FAMILY_KANA[f], GIVEN_KANA[g], `E${String(i).padStart(6, '0')}`,
        `member${i}@example.co.jp`, remarks, ''].join(','),
    );
  }
  return `${parts.join('\r\n')}\r\n`;
}

function inChild(...args) {
  const run = spawnSync(process.execPath, [self, '--child', ...args.map(String)], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${args.join(' ')} failed: ${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1));
}

async function main(args) {
  const runs = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 8);
  const rowCount = Number(args.find((arg) => arg.startsWith('--rows='))?.slice(7) ?? 100_000);
  const asJson = args.includes('--json');
  const iconv = (await import('iconv-lite')).default;
  const dir = await mkdtemp(join(tmpdir(), 'bench-csv-'));
  try {
    const bundle = await bundleCore(join(dir, 'bundle'));
    const text = await memberFileText(bundle, rowCount);
    const files = { utf8: join(dir, 'members-utf8.csv'), cp932: join(dir, 'members-cp932.csv') };
    await writeFile(files.utf8, `\uFEFF${text}`);
    await writeFile(files.cp932, iconv.encode(text, 'cp932'));
    const report = { rows: rowCount, runs, targets: { ratio: TARGET_RATIO, peakMb: TARGET_PEAK_MB }, encodings: {} };
    let ok = true;
    for (const encoding of ['utf8', 'cp932']) {
      const bytes = (await stat(files[encoding])).size;
      const memory = inChild('memory', bundle, encoding, files[encoding]);
      if (memory.rows !== rowCount || memory.problems !== 0) throw new Error(`the generated ${encoding} file did not validate cleanly: ${JSON.stringify(memory)}`);
      const { bare, bareDecoded, validate } = inChild('timing', bundle, encoding, files[encoding], runs);
      // The first run of each pays for compiling; the fastest of the rest is the least disturbed.
      const settled = (list) => (list.length > 1 ? list.slice(1) : list);
      const bareMs = Math.min(...settled(bare).map((m) => m.ms));
      const validateMs = Math.min(...settled(validate).map((m) => m.ms));
      const bareCpuMs = Math.min(...settled(bare).map((m) => m.cpuMs));
      const validateCpuMs = Math.min(...settled(validate).map((m) => m.cpuMs));
      const peakMb = memory.peakMb;
      // The cost ratio is taken on CPU time: on a shared machine wall time also counts the waits for a free core.
      const pairRatios = settled(validate).map((m, i) => m.cpuMs / settled(bare)[i].cpuMs);
      const ratio = median(pairRatios);
      const fastestRatio = validateCpuMs / bareCpuMs;
      const wallRatio = validateMs / bareMs;
      const decodedCpuMs = bareDecoded.length > 0 ? Math.min(...settled(bareDecoded).map((m) => m.cpuMs)) : null;
      const entry = {
        megabytes: bytes / 1e6,
        bare: { ms: bareMs, cpuMs: bareCpuMs, rowsPerSecond: rowCount / (bareMs / 1000), mbPerSecond: bytes / 1e6 / (bareMs / 1000) },
        validate: { ms: validateMs, cpuMs: validateCpuMs, rowsPerSecond: rowCount / (validateMs / 1000), mbPerSecond: bytes / 1e6 / (validateMs / 1000), peakMb },
        ratio,
        fastestRatio,
        wallRatio,
        ...(decodedCpuMs === null ? {} : { bareDecoded: { cpuMs: decodedCpuMs }, ratioToDecodedParse: validateCpuMs / decodedCpuMs }),
        withinTargets: ratio <= TARGET_RATIO && peakMb < TARGET_PEAK_MB,
      };
      ok &&= entry.withinTargets;
      report.encodings[encoding] = entry;
      if (!asJson) {
        const f = (n) => Math.round(n).toLocaleString('en-US');
        console.log(`${encoding.padEnd(5)} ${entry.megabytes.toFixed(1)} MB, ${f(rowCount)} rows (fastest of ${runs} alternating runs)`);
        console.log(`  csv-parse bare : ${f(bareMs)} ms (CPU ${f(bareCpuMs)} ms)  ${f(entry.bare.rowsPerSecond)} rows/s  ${entry.bare.mbPerSecond.toFixed(1)} MB/s`);
        console.log(`  validate       : ${f(validateMs)} ms (CPU ${f(validateCpuMs)} ms)  ${f(entry.validate.rowsPerSecond)} rows/s  ${entry.validate.mbPerSecond.toFixed(1)} MB/s  peak ${f(peakMb)} MB`);
        if (decodedCpuMs !== null) {
          console.log(`  decode + parse : CPU ${f(decodedCpuMs)} ms (TextDecoder shift_jis, then csv-parse); validate / that ${(validateCpuMs / decodedCpuMs).toFixed(2)}x`);
        }
        console.log(`  ratio ${ratio.toFixed(2)}x CPU (median of ${pairRatios.length} back-to-back pairs; fastest runs ${fastestRatio.toFixed(2)}x CPU, ${wallRatio.toFixed(2)}x wall)`);
        console.log(`  target <= ${TARGET_RATIO}x, peak ${f(peakMb)} MB (target < ${TARGET_PEAK_MB} MB): ${entry.withinTargets ? 'ok' : 'OVER TARGET'}`);
      }
    }
    if (asJson) console.log(JSON.stringify(report, null, 2));
    process.exitCode = ok ? 0 : 1;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const args = process.argv.slice(2);
if (args[0] === '--child') await child(args.slice(1));
else await main(args);
