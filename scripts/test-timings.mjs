#!/usr/bin/env node
// Summarises a vitest JSON report (npx vitest run --reporter=json --outputFile.json=FILE): the time of each project
// (the sum of its files' durations, and the wall-clock span from its first file's start to its last file's end), the
// slowest files, and how much of each file is outside its tests (set-up: servers, browsers, imports).
// Usage: node scripts/test-timings.mjs report.json [top=20]
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

const [file, topText = '20'] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/test-timings.mjs report.json [top]');
  process.exit(2);
}
const report = JSON.parse(readFileSync(file, 'utf8'));
const projectOf = (path) => {
  if (/\.browser\.test\.tsx$/.test(path)) return 'browser';
  if (/\.(e2e|cli)\.test\.ts$/.test(path)) return 'e2e';
  if (/\.test\.tsx$/.test(path)) return 'dom';
  return 'node';
};
const files = report.testResults.map((r) => {
  const tests = r.assertionResults.reduce((sum, a) => sum + (a.duration ?? 0), 0);
  const duration = r.endTime - r.startTime;
  return { path: relative(process.cwd(), r.name), project: projectOf(r.name), start: r.startTime, end: r.endTime, duration, tests, failed: r.status !== 'passed' };
});
const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
const projects = new Map();
for (const f of files) {
  const p = projects.get(f.project) ?? { files: 0, sum: 0, tests: 0, start: Infinity, end: 0 };
  p.files += 1; p.sum += f.duration; p.tests += f.tests; p.start = Math.min(p.start, f.start); p.end = Math.max(p.end, f.end);
  projects.set(f.project, p);
}
const start = Math.min(...files.map((f) => f.start));
const end = Math.max(...files.map((f) => f.end));
console.log(`run: ${files.length} files, ${report.numTotalTests} tests (${report.numFailedTests} failed), wall ${s(end - start)}`);
console.log('project   files   sum of files   in tests   wall span');
for (const [name, p] of [...projects].sort()) {
  console.log(`${name.padEnd(9)} ${String(p.files).padStart(5)} ${s(p.sum).padStart(14)} ${s(p.tests).padStart(10)} ${s(p.end - p.start).padStart(11)}`);
}
const top = Number(topText);
console.log(`\nslowest ${top} files (duration, of which outside tests):`);
for (const f of [...files].sort((a, b) => b.duration - a.duration).slice(0, top)) {
  console.log(`${s(f.duration).padStart(9)} ${s(Math.max(0, f.duration - f.tests)).padStart(9)}  ${f.project.padEnd(7)} ${f.path}${f.failed ? '  FAILED' : ''}`);
}
