// Validation of a 100,000-row member upload file (twb upload validate's code path: core/csv with csv-parse's Node
// build), in UTF-8 and in CP932, against csv-parse's bare streamed parse of the same file in the same run. Reports
// rows/s, MB/s, the ratio to the bare parse (target <= 2x) and the peak memory of the validating process (target
// < 200 MB). Each measurement runs in its own child process so that peak memory is its own.
// The machine is shared and noisy, so bare and validate runs alternate and the fastest run of each counts (the least
// disturbed one); peak memory is the highest of all validate runs.
// Usage: node scripts/bench-csv-validate.mjs [runs=5] [--rows=100000] [--json]
import { spawnSync } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

const TARGET_RATIO = 2;
const TARGET_PEAK_MB = 200;
const self = fileURLToPath(import.meta.url);

/** One measurement inside a child: `--child <bare|validate> <encoding> <file>`; prints one JSON line. */
async function child([mode, encoding, file]) {
  const { register } = await import('tsx/esm/api');
  register();
  const { Parser } = await import('csv-parse');
  const { validateCsv, uploadKind } = await import('../core/csv/index.ts');
  const started = performance.now();
  let rows = 0;
  let problems = 0;
  if (mode === 'bare') {
    const parser = createReadStream(file, { highWaterMark: 256 * 1024 }).pipe(new Parser({ bom: true, relax_column_count: true }));
    for await (const _record of parser) rows += 1;
    rows -= 1; // the header
  } else {
    const result = await validateCsv(uploadKind('members'), createReadStream(file, { highWaterMark: 256 * 1024 }), { encoding, parser: Parser });
    rows = result.rowCount;
    problems = result.problemCount;
  }
  const ms = performance.now() - started;
  const peakMb = process.resourceUsage().maxRSS / 1024;
  process.stdout.write(`${JSON.stringify({ mode, encoding, rows, problems, ms, peakMb })}\n`);
}

const FAMILY = ['山田', '佐藤', '鈴木', '髙橋', '田中', '渡辺', '伊藤', '中村', '小林', '山﨑'];
const FAMILY_KANA = ['ヤマダ', 'サトウ', 'スズキ', 'タカハシ', 'タナカ', 'ワタナベ', 'イトウ', 'ナカムラ', 'コバヤシ', 'ヤマザキ'];
const GIVEN = ['太郎', '花子', '一郎', '美咲', '健太', '陽菜', '翔太', 'さくら', '大輔', '結衣'];
const GIVEN_KANA = ['タロウ', 'ハナコ', 'イチロウ', 'ミサキ', 'ケンタ', 'ヒナ', 'ショウタ', 'サクラ', 'ダイスケ', 'ユイ'];
const DEPARTMENTS = ['営業部', '総務部', '経理部', '開発部 第一課', '開発部 第二課', '人事部', '広報部', '法務部'];

/** A member file that validates cleanly: Edit rows with ids, Japanese names and kana, quoted remarks. */
async function memberFileText(rows) {
  const { register } = await import('tsx/esm/api');
  register();
  const { uploadKind } = await import('../core/csv/index.ts');
  const { quoteCell } = await import('../core/csv/export.ts');
  const headers = uploadKind('members').columns.map((c) => quoteCell(c.header)).join(',');
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

function measure(mode, encoding, file) {
  const run = spawnSync(process.execPath, [self, '--child', mode, encoding, file], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${mode} ${encoding} failed: ${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1));
}


async function main(args) {
  const runs = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 5);
  const rowCount = Number(args.find((arg) => arg.startsWith('--rows='))?.slice(7) ?? 100_000);
  const asJson = args.includes('--json');
  const iconv = (await import('iconv-lite')).default;
  const dir = await mkdtemp(join(tmpdir(), 'bench-csv-'));
  try {
    const text = await memberFileText(rowCount);
    const files = { utf8: join(dir, 'members-utf8.csv'), cp932: join(dir, 'members-cp932.csv') };
    await writeFile(files.utf8, `\uFEFF${text}`);
    await writeFile(files.cp932, iconv.encode(text, 'cp932'));
    const report = { rows: rowCount, runs, targets: { ratio: TARGET_RATIO, peakMb: TARGET_PEAK_MB }, encodings: {} };
    let ok = true;
    for (const encoding of ['utf8', 'cp932']) {
      const bytes = (await stat(files[encoding])).size;
      const bare = [];
      const validate = [];
      let last;
      for (let i = 0; i < runs; i++) {
        bare.push(measure('bare', encoding, files[encoding]));
        last = measure('validate', encoding, files[encoding]);
        validate.push(last);
      }
      if (last.rows !== rowCount || last.problems !== 0) throw new Error(`the generated ${encoding} file did not validate cleanly: ${JSON.stringify(last)}`);
      const bareMs = Math.min(...bare.map((m) => m.ms));
      const validateMs = Math.min(...validate.map((m) => m.ms));
      const peakMb = Math.max(...validate.map((m) => m.peakMb));
      const ratio = validateMs / bareMs;
      const entry = {
        megabytes: bytes / 1e6,
        bare: { ms: bareMs, rowsPerSecond: rowCount / (bareMs / 1000), mbPerSecond: bytes / 1e6 / (bareMs / 1000), peakMb: Math.max(...bare.map((m) => m.peakMb)) },
        validate: { ms: validateMs, rowsPerSecond: rowCount / (validateMs / 1000), mbPerSecond: bytes / 1e6 / (validateMs / 1000), peakMb },
        ratio,
        withinTargets: ratio <= TARGET_RATIO && peakMb < TARGET_PEAK_MB,
      };
      ok &&= entry.withinTargets;
      report.encodings[encoding] = entry;
      if (!asJson) {
        const f = (n) => Math.round(n).toLocaleString('en-US');
        console.log(`${encoding.padEnd(5)} ${entry.megabytes.toFixed(1)} MB, ${f(rowCount)} rows (fastest of ${runs})`);
        console.log(`  csv-parse bare : ${f(bareMs)} ms  ${f(entry.bare.rowsPerSecond)} rows/s  ${entry.bare.mbPerSecond.toFixed(1)} MB/s  peak ${f(entry.bare.peakMb)} MB`);
        console.log(`  validate       : ${f(validateMs)} ms  ${f(entry.validate.rowsPerSecond)} rows/s  ${entry.validate.mbPerSecond.toFixed(1)} MB/s  peak ${f(peakMb)} MB`);
        console.log(`  ratio ${ratio.toFixed(2)}x (target <= ${TARGET_RATIO}x), peak ${f(peakMb)} MB (target < ${TARGET_PEAK_MB} MB): ${entry.withinTargets ? 'ok' : 'OVER TARGET'}`);
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
