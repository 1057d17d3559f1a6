// The fonts of an A4Document: pdf-lib PDFFonts that lay text out and measure it with the whole Noto Sans JP (parsed
// once per process), write the whole font's glyph ids into the page, and embed, when the document is saved, a
// HarfBuzz subset of just the glyphs drawn at those same ids (font-subset.ts), checked against the whole font.
import fontkit from '@pdf-lib/fontkit';
import { Cache, CustomFontEmbedder, PDFFont, PDFHexString, type PDFContext, type PDFDocument, type PDFRef } from 'pdf-lib';
import { prepareSubsetter, subsetMatches, subsetTrueType } from './font-subset';
import { japaneseFontFiles } from './fonts';

type Glyph = ReturnType<CustomFontEmbedder['font']['layout']>['glyphs'][number];

/** Widths of short strings (wrapText measures a character or a word at a time), per font; cleared when full. */
const WIDTH_CACHE_LIMIT = 50_000;
const CACHED_TEXT_LENGTH = 40;

/** A font file, parsed, with the widths measured so far: shared by every document of the process. */
interface WholeFont {
  file: Uint8Array;
  font: CustomFontEmbedder['font'];
  /** Width at 1000 points (pdf-lib's unit) by text. */
  widths: Map<string, number>;
}

/**
 * pdf-lib's embedder of a TrueType font as a CIDFontType2 (Identity-H, CID = glyph id), its own parts (the font
 * dictionaries, the widths array and the ToUnicode map of the glyphs used) kept, with the whole font's glyph ids and
 * a HarfBuzz subset as the embedded file. (pdf-lib's own subsetting embedder renumbers the glyphs and writes the file
 * with fontkit's subsetter, which breaks this font's outlines: font-subset.ts.)
 */
class SubsetFontEmbedder extends CustomFontEmbedder {
  /** The glyphs drawn, by id, with the characters they stand for (from the layout: ToUnicode). */
  private readonly used = new Map<number, Glyph>();
  private file: Uint8Array | undefined;

  constructor(private readonly whole: WholeFont) {
    super(whole.font, whole.file);
    this.glyphCache = Cache.populatedBy(() => [...this.used.values()].sort((a, b) => a.id - b.id));
  }

  get hasGlyphs(): boolean {
    return this.used.size > 0;
  }

  override encodeText(text: string): PDFHexString {
    const glyphs = this.font.layout(text, this.fontFeatures).glyphs;
    let hex = '';
    for (const glyph of glyphs) {
      if (!this.used.has(glyph.id)) this.used.set(glyph.id, glyph);
      hex += glyph.id.toString(16).toUpperCase().padStart(4, '0');
    }
    this.glyphCache.invalidate();
    return PDFHexString.of(hex);
  }

  /** As pdf-lib measures (advance widths of the laid-out glyphs), remembered for short strings. */
  override widthOfTextAtSize(text: string, size: number): number {
    let width = this.whole.widths.get(text);
    if (width === undefined) {
      width = 0;
      for (const glyph of this.font.layout(text, this.fontFeatures).glyphs) width += glyph.advanceWidth * this.scale;
      if (text.length <= CACHED_TEXT_LENGTH) {
        if (this.whole.widths.size >= WIDTH_CACHE_LIMIT) this.whole.widths.clear();
        this.whole.widths.set(text, width);
      }
    }
    return (width * size) / 1000;
  }

  /**
   * Subsets the font to the glyphs drawn, then lets pdf-lib write the dictionaries (named as pdf-lib names them,
   * "NotoSansJP-Regular-1234"). A subset that does not draw exactly what the whole font draws is never embedded: the
   * whole font is (valid, only large: 5 MB), and the process is warned.
   */
  override async embedIntoContext(context: PDFContext, ref?: PDFRef): Promise<PDFRef> {
    const ids = [...new Set([0, ...this.used.keys()])].sort((a, b) => a - b);
    let subset: Uint8Array | undefined;
    try {
      subset = await subsetTrueType(this.whole.file, ids);
    } catch (error) {
      process.emitWarning(`the subset of ${this.fontName} failed (${String(error)}); the whole font is embedded`, 'FontSubsetWarning');
    }
    if (subset && !subsetMatches(this.whole.file, subset, ids)) {
      process.emitWarning(`the subset of ${this.fontName} does not match the font; the whole font is embedded`, 'FontSubsetWarning');
      subset = undefined;
    }
    this.file = subset ?? this.whole.file;
    return super.embedIntoContext(context, ref);
  }

  protected override serializeFont(): Promise<Uint8Array> {
    return Promise.resolve(this.file ?? this.whole.file);
  }
}

let wholeFonts: { regular: WholeFont; bold: WholeFont } | undefined;

function parse(file: Uint8Array): WholeFont {
  return { file, font: fontkit.create(file) as unknown as WholeFont['font'], widths: new Map() };
}

export interface DocumentFonts {
  regular: PDFFont;
  bold: PDFFont;
  /** Writes the fonts that drew text into the document (a font nothing was drawn with is left out); before save(). */
  embed(): Promise<void>;
}

/** Noto Sans JP regular and bold for `pdf` (the font files parsed once per process, shared by every document). */
export function documentFonts(pdf: PDFDocument): DocumentFonts {
  if (!wholeFonts) {
    const files = japaneseFontFiles();
    wholeFonts = { regular: parse(files.regular), bold: parse(files.bold) };
    prepareSubsetter([files.regular, files.bold]);
  }
  const embedders = [new SubsetFontEmbedder(wholeFonts.regular), new SubsetFontEmbedder(wholeFonts.bold)];
  const [regular, bold] = embedders.map((embedder) => PDFFont.of(pdf.context.nextRef(), pdf, embedder));
  return {
    regular,
    bold,
    async embed() {
      for (const [i, font] of [regular, bold].entries()) if (embedders[i].hasGlyphs) await font.embed();
    },
  };
}
