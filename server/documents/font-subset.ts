// TrueType subsetting with HarfBuzz's subsetter (hb-subset, the WASM build that ships in harfbuzzjs), and a check of
// the result against the whole font. @pdf-lib/fontkit's own subsetter (pdf-lib's `embedFont(..., { subset: true })`)
// is not used: it copies each glyph's bytes as they are, back to back, then writes a short loca (offsets / 2), which
// needs every glyph to have an even length; half of Noto Sans JP's glyphs have an odd one, so from the first of them
// on every glyph pointed into the middle of another and readers drew nothing or garbage ("invalid outline").
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The hb-subset C functions harfbuzz-subset.wasm exports (pointers are offsets in its memory). */
interface HarfBuzzSubset {
  memory: WebAssembly.Memory;
  _initialize(): void;
  malloc(size: number): number;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_set_clear(set: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_glyph_set(input: number): number;
  hb_subset_input_set(input: number, which: number): number;
  hb_subset_input_get_flags(input: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_or_fail(face: number, input: number): number;
}

const HB_MEMORY_MODE_READONLY = 1;
const HB_SUBSET_SETS_DROP_TABLE_TAG = 3;
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
/** Glyph ids stay as they are in the whole font (the ones not kept become empty), so text encoded with it is valid. */
const HB_SUBSET_FLAGS_RETAIN_GIDS = 0x2;
/** .notdef keeps its box outline (a character missing from the font shows as a box, as with the whole font). */
const HB_SUBSET_FLAGS_NOTDEF_OUTLINE = 0x40;

/**
 * Tables a PDF reader never reads from an embedded horizontal CID font. The layout tables (GSUB, GPOS...) served
 * when the text was laid out, with the whole font; the glyph ids in the page are their result.
 */
const DROP_TABLES = ['GSUB', 'GPOS', 'GDEF', 'BASE', 'JSTF', 'MATH', 'STAT', 'vhea', 'vmtx', 'VORG', 'DSIG'];

const tag = (name: string): number => [...name].reduce((value, c) => ((value << 8) | c.charCodeAt(0)) >>> 0, 0);

let harfBuzz: Promise<HarfBuzzSubset> | undefined;

/** The WASM module (700 KB), compiled off the main thread and instantiated once per process. */
function loadHarfBuzz(): Promise<HarfBuzzSubset> {
  if (!harfBuzz) {
    harfBuzz = (async () => {
      const module = await WebAssembly.compile(readFileSync(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm')));
      const exports = (await WebAssembly.instantiate(module, {})).exports as unknown as HarfBuzzSubset;
      exports._initialize();
      return exports;
    })();
    // A failed load is not kept: the next document tries again.
    harfBuzz.catch(() => {
      harfBuzz = undefined;
    });
  }
  return harfBuzz;
}

/**
 * Starts compiling the WASM module (on V8's background threads) and reading the fonts into it, so that the first
 * document's subsets do not wait for it; what fails here fails again, with its error, in subsetTrueType.
 */
export function prepareSubsetter(fonts: readonly Uint8Array[]): void {
  loadHarfBuzz().then((hb) => {
    for (const font of fonts) faceOf(hb, font);
  }).catch(() => undefined);
}

/**
 * One hb_face per font file, its bytes copied into the WASM memory once and kept for the life of the process (the
 * font files are per-process constants, fonts.ts).
 */
const faces = new WeakMap<Uint8Array, number>();

function faceOf(hb: HarfBuzzSubset, font: Uint8Array): number {
  let face = faces.get(font);
  if (face === undefined) {
    const data = hb.malloc(font.byteLength);
    if (data === 0) throw new Error('hb-subset: no memory for the font file');
    new Uint8Array(hb.memory.buffer, data, font.byteLength).set(font);
    const blob = hb.hb_blob_create(data, font.byteLength, HB_MEMORY_MODE_READONLY, 0, 0);
    face = hb.hb_face_create(blob, 0);
    hb.hb_blob_destroy(blob);
    faces.set(font, face);
  }
  return face;
}

/**
 * The TrueType font `font` reduced to the glyphs `glyphIds` (with the parts of composite glyphs, and .notdef), at
 * their ids: the others are left empty, so the file stays small (an empty glyph costs its loca and hmtx entry) and
 * the ids that text was encoded with still name the same glyphs. Once the module is loaded the WASM calls run to the
 * end without yielding, so concurrent documents never interleave inside HarfBuzz.
 */
export async function subsetTrueType(font: Uint8Array, glyphIds: Iterable<number>): Promise<Uint8Array> {
  const hb = await loadHarfBuzz();
  const face = faceOf(hb, font);
  const input = hb.hb_subset_input_create_or_fail();
  if (input === 0) throw new Error('hb-subset: hb_subset_input_create_or_fail failed');
  let subset = 0;
  try {
    const glyphs = hb.hb_subset_input_glyph_set(input);
    for (const id of glyphIds) hb.hb_set_add(glyphs, id);
    // No layout features: no glyphs reachable only through substitutions (the text is laid out already).
    hb.hb_set_clear(hb.hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG));
    const dropTables = hb.hb_subset_input_set(input, HB_SUBSET_SETS_DROP_TABLE_TAG);
    for (const table of DROP_TABLES) hb.hb_set_add(dropTables, tag(table));
    hb.hb_subset_input_set_flags(input, hb.hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_RETAIN_GIDS | HB_SUBSET_FLAGS_NOTDEF_OUTLINE);
    subset = hb.hb_subset_or_fail(face, input);
  } finally {
    hb.hb_subset_input_destroy(input);
  }
  if (subset === 0) throw new Error('hb-subset: hb_subset_or_fail failed');
  const blob = hb.hb_face_reference_blob(subset);
  try {
    const length = hb.hb_blob_get_length(blob);
    if (length === 0) throw new Error('hb-subset: the subset font is empty');
    const data = hb.hb_blob_get_data(blob, 0);
    // A copy: the WASM memory may grow (and move) on the next call.
    return new Uint8Array(hb.memory.buffer, data, length).slice();
  } finally {
    hb.hb_blob_destroy(blob);
    hb.hb_face_destroy(subset);
  }
}

/** The glyf, loca and hmtx of a TrueType file, read where they lie. */
class GlyphTables {
  private readonly view: DataView;
  private readonly tables = new Map<string, { offset: number; length: number }>();
  readonly numGlyphs: number;
  private readonly longLoca: boolean;
  private readonly numberOfHMetrics: number;

  constructor(readonly file: Uint8Array) {
    this.view = new DataView(file.buffer, file.byteOffset, file.byteLength);
    const count = this.view.getUint16(4);
    for (let i = 0; i < count; i++) {
      const record = 12 + 16 * i;
      const name = String.fromCharCode(...file.subarray(record, record + 4));
      this.tables.set(name, { offset: this.view.getUint32(record + 8), length: this.view.getUint32(record + 12) });
    }
    this.longLoca = this.view.getInt16(this.table('head').offset + 50) === 1;
    this.numGlyphs = this.view.getUint16(this.table('maxp').offset + 4);
    this.numberOfHMetrics = this.view.getUint16(this.table('hhea').offset + 34);
  }

  private table(name: string): { offset: number; length: number } {
    const table = this.tables.get(name);
    if (!table) throw new Error(`font has no ${name} table`);
    return table;
  }

  private loca(id: number): number {
    const loca = this.table('loca').offset;
    return this.longLoca ? this.view.getUint32(loca + 4 * id) : 2 * this.view.getUint16(loca + 2 * id);
  }

  /** The glyph's outline bytes without the zeros that pad it. */
  outline(id: number): Uint8Array {
    const glyf = this.table('glyf').offset;
    const bytes = this.file.subarray(glyf + this.loca(id), glyf + this.loca(id + 1));
    let end = bytes.length;
    while (end > 0 && bytes[end - 1] === 0) end--;
    return bytes.subarray(0, end);
  }

  advance(id: number): number {
    return this.view.getUint16(this.table('hmtx').offset + 4 * Math.min(id, this.numberOfHMetrics - 1));
  }
}

const wholeTables = new WeakMap<Uint8Array, GlyphTables>();

/**
 * Whether each of `glyphIds` has, in `subset`, the same outline bytes and advance as in `whole`: what a reader draws
 * from the subset is what the whole font would draw. (The broken subsets this replaces failed it at the first glyph
 * after an odd-length one.)
 */
export function subsetMatches(whole: Uint8Array, subset: Uint8Array, glyphIds: Iterable<number>): boolean {
  let original = wholeTables.get(whole);
  if (!original) {
    original = new GlyphTables(whole);
    wholeTables.set(whole, original);
  }
  let reduced: GlyphTables;
  try {
    reduced = new GlyphTables(subset);
  } catch {
    return false;
  }
  for (const id of glyphIds) {
    if (id >= reduced.numGlyphs || reduced.advance(id) !== original.advance(id)) return false;
    const expected = original.outline(id);
    const actual = reduced.outline(id);
    if (actual.length !== expected.length || !actual.every((byte, i) => byte === expected[i])) return false;
  }
  return true;
}
