// An A4 document writer for Japanese PDFs (manuals now, invoices next): headings, wrapped paragraphs, tables with
// column widths and right-aligned numbers, PNG images and page numbers, flowing onto new pages as it fills them.
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { documentFonts, type DocumentFonts } from './document-font';
import { wrapText } from './line-break';

/** A4 in PDF points (1/72 inch). */
export const A4 = { width: 595.28, height: 841.89 } as const;

export interface DocumentOptions {
  title: string;
  author?: string;
  subject?: string;
  /** Page margins in points; 50 on every side unless given. */
  margin?: number;
}

export interface TextOptions {
  size?: number;
  bold?: boolean;
  color?: RGB;
  align?: 'left' | 'right' | 'center';
  /** Space after the block, in points. */
  after?: number;
  /** Left indent, in points. */
  indent?: number;
}

export interface TableColumn {
  header: string;
  /** Share of the content width (all shares are scaled to fill it), or a point width with `fixed`. */
  width: number;
  fixed?: boolean;
  /** Numbers and amounts are right-aligned. */
  align?: 'left' | 'right' | 'center';
}

export interface TableOptions {
  columns: readonly TableColumn[];
  rows: readonly (readonly string[])[];
  size?: number;
  /** Rows drawn bold on a tinted background (a total line). */
  emphasisRows?: readonly number[];
}

export interface ImageOptions {
  /** Widest the image may be drawn, in points; the content width when absent. */
  maxWidth?: number;
  /** Tallest the image may be drawn, in points. */
  maxHeight?: number;
  caption?: string;
}

const BLACK = rgb(0.1, 0.1, 0.1);
const GREY = rgb(0.4, 0.4, 0.4);
const RULE = rgb(0.7, 0.7, 0.7);
const TINT = rgb(0.93, 0.95, 0.97);
const HEADING_SIZES = { 1: 20, 2: 14, 3: 12 } as const;
const LINE_HEIGHT = 1.6;
const CELL_PADDING = 4;

/**
 * Writes top to bottom: each call places its block under the previous one and starts a new page when the block
 * does not fit. `finish()` adds the page numbers and returns the file.
 */
export class A4Document {
  private page!: PDFPage;
  /** Distance from the bottom of the page of the next line's top. */
  private y = 0;

  readonly regular: PDFFont;
  readonly bold: PDFFont;

  private constructor(
    readonly pdf: PDFDocument,
    private readonly fonts: DocumentFonts,
    readonly margin: number,
  ) {
    this.regular = fonts.regular;
    this.bold = fonts.bold;
    this.addPage();
  }

  static async create(options: DocumentOptions): Promise<A4Document> {
    const pdf = await PDFDocument.create();
    pdf.registerFontkit(fontkit);
    // Subsets: only the glyphs the document uses are embedded (a page of text is tens of KB, not 5 MB), made by
    // HarfBuzz when the document is saved. Not pdf-lib's `embedFont(..., { subset: true })`: fontkit's subsetter
    // breaks this font's glyph outlines (document-font.ts, font-subset.ts).
    const fonts = documentFonts(pdf);
    pdf.setTitle(options.title, { showInWindowTitleBar: true });
    pdf.setLanguage('ja-JP');
    pdf.setProducer('tenant-workbench');
    pdf.setCreator('tenant-workbench');
    if (options.author) pdf.setAuthor(options.author);
    if (options.subject) pdf.setSubject(options.subject);
    return new A4Document(pdf, fonts, options.margin ?? 50);
  }

  /** Width available between the margins. */
  get contentWidth(): number {
    return A4.width - 2 * this.margin;
  }

  /** Space left on the current page above the bottom margin. */
  get remaining(): number {
    return this.y - this.margin;
  }

  /** The page being written, for drawing that the blocks below do not cover (a seal, an address window). */
  get currentPage(): PDFPage {
    return this.page;
  }

  /** The y (from the page bottom) of the next block's top. */
  get cursor(): number {
    return this.y;
  }

  addPage(): void {
    this.page = this.pdf.addPage([A4.width, A4.height]);
    this.y = A4.height - this.margin;
  }

  /** Starts a new page unless `height` points still fit on this one. */
  ensureSpace(height: number): void {
    if (height > this.remaining) this.addPage();
  }

  space(points: number): void {
    this.y -= points;
    if (this.y < this.margin) this.addPage();
  }

  heading(text: string, level: 1 | 2 | 3 = 1): void {
    const size = HEADING_SIZES[level];
    // A heading is never left alone at the foot of a page: keep room for two lines of what follows.
    this.ensureSpace(size * LINE_HEIGHT + 12 * LINE_HEIGHT * 2 + (level === 1 ? 8 : 4));
    if (this.y < A4.height - this.margin) this.y -= level === 1 ? 10 : 6;
    this.paragraph(text, { size, bold: true, after: level === 1 ? 4 : 2 });
    if (level === 1) {
      this.page.drawLine({ start: { x: this.margin, y: this.y + 2 }, end: { x: A4.width - this.margin, y: this.y + 2 }, thickness: 1, color: RULE });
      this.y -= 8;
    }
  }

  /** Wrapped text; explicit "\n" starts a new line. */
  paragraph(text: string, options: TextOptions = {}): void {
    const size = options.size ?? 10.5;
    const font = options.bold ? this.bold : this.regular;
    const indent = options.indent ?? 0;
    const width = this.contentWidth - indent;
    const lineHeight = size * LINE_HEIGHT;
    for (const line of wrapText(text, width, (s) => font.widthOfTextAtSize(s, size))) {
      this.ensureSpace(lineHeight);
      const lineWidth = font.widthOfTextAtSize(line, size);
      const x = this.margin + indent + alignOffset(options.align, width, lineWidth);
      this.page.drawText(line, { x, y: this.y - size, size, font, color: options.color ?? BLACK });
      this.y -= lineHeight;
    }
    this.y -= options.after ?? 6;
  }

  /** A bulleted list: each item wrapped under its own bullet. */
  bullets(items: readonly string[], options: TextOptions = {}): void {
    const size = options.size ?? 10.5;
    const indent = (options.indent ?? 0) + size * 1.2;
    for (const item of items) {
      this.ensureSpace(size * LINE_HEIGHT);
      this.page.drawText('・', { x: this.margin + indent - size * 1.1, y: this.y - size, size, font: this.regular, color: BLACK });
      this.paragraph(item, { ...options, indent, after: 2 });
    }
    this.y -= options.after ?? 4;
  }

  /** A table with a header row repeated on every page it runs onto; cells wrap within their column. */
  table(options: TableOptions): void {
    const size = options.size ?? 9.5;
    const widths = columnWidths(options.columns, this.contentWidth);
    const lineHeight = size * 1.45;
    const drawRow = (cells: readonly string[], font: PDFFont, fill?: RGB) => {
      const wrapped = cells.map((cell, i) => wrapText(cell, widths[i] - 2 * CELL_PADDING, (s) => font.widthOfTextAtSize(s, size)));
      const height = Math.max(...wrapped.map((lines) => lines.length)) * lineHeight + 2 * CELL_PADDING;
      return { height, draw: () => {
        let x = this.margin;
        wrapped.forEach((lines, i) => {
          const w = widths[i];
          this.page.drawRectangle({ x, y: this.y - height, width: w, height, borderColor: RULE, borderWidth: 0.5, color: fill });
          lines.forEach((line, n) => {
            const textWidth = font.widthOfTextAtSize(line, size);
            const tx = x + CELL_PADDING + alignOffset(options.columns[i].align, w - 2 * CELL_PADDING, textWidth);
            this.page.drawText(line, { x: tx, y: this.y - CELL_PADDING - (n + 1) * lineHeight + (lineHeight - size) / 2 + 1, size, font, color: BLACK });
          });
          x += w;
        });
        this.y -= height;
      } };
    };
    const header = () => drawRow(options.columns.map((c) => c.header), this.bold, TINT);
    const first = header();
    this.ensureSpace(first.height + lineHeight + 2 * CELL_PADDING);
    first.draw();
    options.rows.forEach((cells, index) => {
      const emphasis = options.emphasisRows?.includes(index) ?? false;
      const row = drawRow(cells, emphasis ? this.bold : this.regular, emphasis ? TINT : undefined);
      if (row.height > this.remaining) {
        this.addPage();
        header().draw();
      }
      row.draw();
    });
    this.y -= 8;
  }

  /** A PNG scaled to fit (never enlarged), with an optional caption under it. */
  async image(png: Uint8Array, options: ImageOptions = {}): Promise<void> {
    const image = await this.pdf.embedPng(png);
    const maxWidth = Math.min(options.maxWidth ?? this.contentWidth, this.contentWidth);
    const maxHeight = Math.min(options.maxHeight ?? A4.height - 2 * this.margin - 30, A4.height - 2 * this.margin - 30);
    const scale = Math.min(1, maxWidth / image.width, maxHeight / image.height);
    const width = image.width * scale;
    const height = image.height * scale;
    this.ensureSpace(height + (options.caption ? 20 : 8));
    const x = this.margin + (this.contentWidth - width) / 2;
    this.page.drawImage(image, { x, y: this.y - height, width, height });
    this.page.drawRectangle({ x, y: this.y - height, width, height, borderColor: RULE, borderWidth: 0.5 });
    this.y -= height + 4;
    if (options.caption) this.paragraph(options.caption, { size: 9, color: GREY, align: 'center', after: 8 });
    else this.y -= 8;
  }

  /** Text at a fixed place on the current page (from its bottom left), outside the flow. */
  textAt(text: string, x: number, y: number, options: Pick<TextOptions, 'size' | 'bold' | 'color'> = {}): void {
    const size = options.size ?? 10.5;
    this.page.drawText(text, { x, y, size, font: options.bold ? this.bold : this.regular, color: options.color ?? BLACK });
  }

  /** Adds "n / N" at the foot of every page (and an optional running title) and returns the PDF file. */
  async finish(options: { pageNumbers?: boolean; footer?: string } = {}): Promise<Uint8Array> {
    const pages = this.pdf.getPages();
    if (options.pageNumbers ?? true) {
      pages.forEach((page, i) => {
        const label = `${i + 1} / ${pages.length}`;
        const size = 8.5;
        const width = this.regular.widthOfTextAtSize(label, size);
        page.drawText(label, { x: (A4.width - width) / 2, y: this.margin / 2, size, font: this.regular, color: GREY });
        if (options.footer) page.drawText(options.footer, { x: this.margin, y: this.margin / 2, size, font: this.regular, color: GREY });
      });
    }
    await this.fonts.embed();
    // Without object streams the file opens in older readers and its font dictionaries stay inspectable.
    return this.pdf.save({ useObjectStreams: false });
  }
}

function alignOffset(align: TextOptions['align'], width: number, textWidth: number): number {
  if (align === 'right') return width - textWidth;
  if (align === 'center') return (width - textWidth) / 2;
  return 0;
}

/** Fixed columns keep their points; the others share what is left in proportion to their width. */
export function columnWidths(columns: readonly TableColumn[], total: number): number[] {
  const fixed = columns.reduce((sum, c) => sum + (c.fixed ? c.width : 0), 0);
  const shares = columns.reduce((sum, c) => sum + (c.fixed ? 0 : c.width), 0);
  const left = Math.max(0, total - fixed);
  return columns.map((c) => (c.fixed ? c.width : shares > 0 ? (c.width / shares) * left : 0));
}
