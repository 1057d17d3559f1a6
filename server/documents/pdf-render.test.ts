// Every PDF the product serves (the four manuals, and the invoice of a demo month), fetched from a server on the
// seeded demo database and drawn by the engines of two real readers, poppler (pdftoppm) and MuPDF (mutool draw):
// neither may print a warning, and every character of the text layer must have ink under it on both rasters, every
// word of poppler's text layer on poppler's. The text layer alone (what the other PDF tests read) was right while the
// embedded font subsets were broken and readers drew two characters in three as nothing ("invalid outline").
// Needs /usr/bin/pdftoppm, /usr/bin/pdftotext (Debian poppler-utils) and /usr/bin/mutool (mupdf-tools).
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANUALS } from '../../core/domain/constants';
import { signInWithCookies, startTestServer, type TestCaller, type TestServer } from '../../tests/support/server';

const run = promisify(execFile);

const TOOLS = { pdftoppm: '/usr/bin/pdftoppm', pdftotext: '/usr/bin/pdftotext', mutool: '/usr/bin/mutool' } as const;
/** Points to pixels: 72 dpi, one pixel per point. */
const DPI = 72;
/** A pixel this dark or darker is ink: text is 0.1 or 0.4 grey (26, 102), fills are 0.93 or lighter (237). */
const INK = 215;
/** The whole Noto Sans JP is 5.4 MB a weight; a subset of a document's characters a few hundred KB at most. */
const MAX_FONT_PROGRAM = 400_000;

const NOW = new Date('2026-11-24T03:00:00.000Z');
/** A closed, confirmed month of the demo data: the invoice of the corporation's default destination. */
const INVOICE_MONTH = '2026/10';

let server: TestServer;
let caller: TestCaller;
let dir: string;

beforeAll(async () => {
  const absent = Object.values(TOOLS).filter((path) => !existsSync(path));
  if (absent.length > 0) {
    throw new Error(`${absent.join(', ')} not found: this test draws the PDFs with Debian's poppler-utils and mupdf-tools (apt-get install poppler-utils mupdf-tools; .ci/run installs them)`);
  }
  dir = mkdtempSync(join(tmpdir(), 'twb-pdf-render-'));
  server = await startTestServer({ webDist: null, clock: () => NOW });
  caller = await signInWithCookies(server.baseUrl, 'admin01');
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function download(path: string): Promise<Uint8Array> {
  const cookie = [...caller.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const response = await fetch(`${server.baseUrl}${path}`, { headers: { cookie, accept: '*/*' } });
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(response.status, Buffer.from(bytes).toString('utf8').slice(0, 300)).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/pdf');
  return bytes;
}

interface Raster {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** A binary greymap (P5, maxval 255), as pdftoppm -gray and mutool draw -c gray write them. */
function readPgm(path: string): Raster {
  const file = readFileSync(path);
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(file.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error(`${path} is not an 8-bit PGM`);
  return { width: Number(header[1]), height: Number(header[2]), pixels: file.subarray(header[0].length) };
}

/** Whether any pixel of the box (in points, from the page's top left) is ink. */
function hasInk(raster: Raster, x0: number, y0: number, x1: number, y1: number): boolean {
  const scale = DPI / 72;
  const left = Math.max(0, Math.floor(x0 * scale));
  const top = Math.max(0, Math.floor(y0 * scale));
  const right = Math.min(raster.width, Math.max(Math.ceil(x1 * scale), left + 1));
  const bottom = Math.min(raster.height, Math.max(Math.ceil(y1 * scale), top + 1));
  for (let y = top; y < bottom; y++) {
    for (let x = left; x < right; x++) if (raster.pixels[y * raster.width + x] <= INK) return true;
  }
  return false;
}

const decodeXml = (text: string): string => text
  .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
  .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
  .replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

const attributes = (tag: string): Record<string, string> => Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));

interface Character {
  c: string;
  /** Left and right edge (its advance), baseline and size, in points from the page's top left. */
  left: number;
  right: number;
  baseline: number;
  size: number;
}

/** The characters of MuPDF's text layer (mutool draw -F stext), page by page. */
function stextCharacters(xml: string): Character[][] {
  return xml.split(/<page\b/).slice(1).map((page) => {
    const characters: Character[] = [];
    for (const font of page.matchAll(/<font\b([^>]*)>([\s\S]*?)<\/font>/g)) {
      const size = Number(attributes(font[1]).size);
      for (const tag of font[2].matchAll(/<char\b([^>]*)\/>/g)) {
        const a = attributes(tag[1]);
        const quad = a.quad.split(/\s+/).map(Number);
        characters.push({ c: decodeXml(a.c), left: Math.min(quad[0], quad[4]), right: Math.max(quad[2], quad[6]), baseline: Number(a.y), size });
      }
    }
    return characters;
  });
}

interface Word {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The words of poppler's text layer (pdftotext -bbox), page by page. */
function bboxWords(html: string): Word[][] {
  return html.split(/<page\b/).slice(1).map((page) => [...page.matchAll(/<word\b([^>]*)>([^<]*)<\/word>/g)].map((m) => {
    const a = attributes(m[1]);
    return { text: decodeXml(m[2]), x0: Number(a.xMin), y0: Number(a.yMin), x1: Number(a.xMax), y1: Number(a.yMax) };
  }));
}

/** The greymaps a tool wrote for the pages, in page order (pdftoppm pads the number to the page count's width). */
function pageRasters(prefix: string): Raster[] {
  const name = prefix.split('/').pop() ?? '';
  return readdirSync(dir)
    .filter((file) => file.startsWith(`${name}-`) && file.endsWith('.pgm'))
    .sort((a, b) => Number(/-(\d+)\.pgm$/.exec(a)?.[1]) - Number(/-(\d+)\.pgm$/.exec(b)?.[1]))
    .map((file) => readPgm(join(dir, file)));
}

/** Runs a tool; its stderr lines are returned (warnings and errors: none are expected). */
async function tool(path: string, args: string[]): Promise<{ stdout: string; warnings: string[] }> {
  const { stdout, stderr } = await run(path, args, { maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' });
  return { stdout, warnings: stderr.split('\n').filter((line) => line.trim() !== '') };
}

/** The byte lengths of the embedded TrueType font programs (the streams the font descriptors' /FontFile2 name). */
function embeddedFontSizes(raw: string): number[] {
  const refs = [...new Set([...raw.matchAll(/\/FontFile2\s+(\d+)\s+0\s+R/g)].map((m) => m[1]))];
  return refs.map((ref) => Number(new RegExp(`(?:^|\\n)${ref} 0 obj\\s*<<[^>]*?/Length\\s+(\\d+)`).exec(raw)?.[1] ?? NaN));
}

/**
 * Draws the file with both engines and reads both text layers; answers the warnings of every tool and the places
 * where the text layer has a character (or word) and the raster no ink.
 */
async function inspect(name: string, data: Uint8Array): Promise<{ pages: number; characters: number; warnings: string[]; faults: string[] }> {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, data);
  const [poppler, mupdf, stext, bbox] = await Promise.all([
    tool(TOOLS.pdftoppm, ['-r', String(DPI), '-gray', file, join(dir, `${name}-poppler`)]),
    tool(TOOLS.mutool, ['draw', '-N', '-q', '-r', String(DPI), '-c', 'gray', '-o', join(dir, `${name}-mupdf-%d.pgm`), file]),
    tool(TOOLS.mutool, ['draw', '-N', '-q', '-F', 'stext', '-o', '-', file]),
    tool(TOOLS.pdftotext, ['-bbox', file, '-']),
  ]);
  const warnings = [
    ...poppler.warnings.map((line) => `pdftoppm: ${line}`), ...mupdf.warnings.map((line) => `mutool draw: ${line}`),
    ...stext.warnings.map((line) => `mutool draw -F stext: ${line}`), ...bbox.warnings.map((line) => `pdftotext: ${line}`),
  ];
  const popplerPages = pageRasters(join(dir, `${name}-poppler`));
  const mupdfPages = pageRasters(join(dir, `${name}-mupdf`));
  const characterPages = stextCharacters(stext.stdout);
  const wordPages = bboxWords(bbox.stdout);
  const pages = popplerPages.length;
  expect([mupdfPages.length, characterPages.length, wordPages.length], `${name}: pages drawn and read`).toEqual([pages, pages, pages]);
  const faults: string[] = [];
  let characters = 0;
  for (let p = 0; p < pages; p++) {
    // Every page carries text (its number at least): a page whose text layer is empty proves nothing.
    if (characterPages[p].length === 0) faults.push(`page ${p + 1}: no text at all`);
    for (const ch of characterPages[p]) {
      if (ch.c.trim() === '') continue;
      characters++;
      // A glyph the ToUnicode map does not name: drawn, but lost to copy, search and screen readers.
      if (ch.c === '\uFFFD') faults.push(`page ${p + 1} character at (${ch.left.toFixed(0)}, ${ch.baseline.toFixed(0)}): not in the text layer (U+FFFD)`);
      // The body of the glyph: the middle of its advance, from the height of a capital/kanji to below the baseline
      // (never the table rules around a cell, which are lighter than ink anyway).
      const inset = (ch.right - ch.left) * 0.15;
      const box = [ch.left + inset, ch.baseline - 0.85 * ch.size, ch.right - inset, ch.baseline + 0.25 * ch.size] as const;
      const where = `page ${p + 1} '${ch.c}' at (${ch.left.toFixed(0)}, ${ch.baseline.toFixed(0)})`;
      if (!hasInk(popplerPages[p], ...box)) faults.push(`${where}: nothing drawn by poppler`);
      if (!hasInk(mupdfPages[p], ...box)) faults.push(`${where}: nothing drawn by MuPDF`);
    }
    for (const word of wordPages[p]) {
      const w = word.x1 - word.x0;
      const h = word.y1 - word.y0;
      if (!hasInk(popplerPages[p], word.x0 + 0.05 * w, word.y0 + 0.2 * h, word.x1 - 0.05 * w, word.y1 - 0.2 * h)) {
        faults.push(`page ${p + 1} word '${word.text}' at (${word.x0.toFixed(0)}, ${word.y0.toFixed(0)}): nothing drawn by poppler`);
      }
    }
  }
  return { pages, characters, warnings, faults };
}

const MANUAL_NAMES = Object.values(MANUALS);

describe('the PDFs drawn by real readers', () => {
  it.each([
    ...MANUAL_NAMES.map((name) => [`manual ${name}`, `/api/manual/download?manualName=${name}&manualType=pdf`] as const),
    [`invoice of ${INVOICE_MONTH}`, `/api/charge/invoice?month=${INVOICE_MONTH}`] as const,
  ])('%s: no warnings from pdftoppm or mutool, ink under every character and word, fonts embedded as subsets', async (label, path) => {
    const data = await download(path);
    const { pages, characters, warnings, faults } = await inspect(label.replace(/[^\w-]+/g, '_'), data);
    expect(pages).toBeGreaterThan(0);
    expect(characters).toBeGreaterThan(50 * pages);
    // Both reported when both fail: the warnings name the broken glyphs, the faults what a reader misses.
    expect.soft(warnings.slice(0, 10), `${warnings.length} warning lines`).toEqual([]);
    expect.soft(faults.slice(0, 20), `${faults.length} places where the drawing and the text layer disagree`).toEqual([]);
    const fonts = embeddedFontSizes(Buffer.from(data).toString('latin1'));
    expect(fonts.length).toBeGreaterThan(0);
    for (const size of fonts) expect(size).toBeLessThan(MAX_FONT_PROGRAM);
  });
});
