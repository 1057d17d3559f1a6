// Streaming decoding of an uploaded CSV (docs/csv-formats.md): a UTF-8 BOM means UTF-8; else strict UTF-8; else strict CP932
// (TextDecoder('shift_jis') is Windows-31J in Node and in browsers); else refuse. The choice is made with strict
// decoders on the line of the first non-ASCII character (the header, in every file of ours): everything before it is
// ASCII, which both encodings read alike, so nothing is read twice. After the choice, bytes the encoding cannot read
// become U+FFFD, and the validator reports every cell holding one at its row and column: the damage is never hidden,
// and is found exactly where it is (not taken for a file of no known encoding because it came early).
// csv-parse's Node build reads UTF-8 bytes itself (with the same U+FFFD for damage), so for it a UTF-8 file is handed
// over as bytes, without decoding to text and encoding back; a CP932 file too, when the parser is set to read its
// cells as CP932 (./record-reader, ./cp932).

export const CSV_ENCODING_CHOICES = ['auto', 'utf8', 'cp932'] as const;
export type CsvEncodingChoice = (typeof CSV_ENCODING_CHOICES)[number];
export type CsvEncoding = 'utf8' | 'cp932';

/** What a decoder that could not read a character puts in its place. */
export const REPLACEMENT_CHARACTER = '\uFFFD';

export function isCsvEncodingChoice(value: string): value is CsvEncodingChoice {
  return (CSV_ENCODING_CHOICES as readonly string[]).includes(value);
}

/** The encoding's name in messages. */
export function encodingLabel(encoding: CsvEncoding): string {
  return encoding === 'utf8' ? 'UTF-8' : 'Shift_JIS（CP932）';
}

/** Raised when the first non-ASCII bytes are neither UTF-8 nor CP932. */
export class CsvDecodeError extends Error {
  constructor() {
    super('undetectable encoding');
    this.name = 'CsvDecodeError';
  }
}

const WHATWG_LABEL: Readonly<Record<CsvEncoding, string>> = { utf8: 'utf-8', cp932: 'shift_jis' };

/** ignoreBOM false (the default) drops a leading UTF-8 BOM. */
function textDecoder(encoding: CsvEncoding, fatal: boolean): TextDecoder {
  return new TextDecoder(WHATWG_LABEL[encoding], { fatal });
}

function asciiText(bytes: Uint8Array): string {
  let text = '';
  const step = 8192;
  for (let i = 0; i < bytes.length; i += step) text += String.fromCharCode(...bytes.subarray(i, i + step));
  return text;
}

/** The most bytes the decision reads from the first non-ASCII byte on, when its line is longer. */
const DECISION_SAMPLE_MAX = 1024;

/**
 * Where the bytes that decide end: at the end of the first non-ASCII byte's line, or DECISION_SAMPLE_MAX bytes on,
 * or at the end of the file; -1 while the bytes so far do not reach that end.
 */
function decisionSampleEnd(bytes: Uint8Array, first: number, endOfFile: boolean): number {
  const limit = Math.min(bytes.length, first + DECISION_SAMPLE_MAX);
  const newline = bytes.subarray(first, limit).indexOf(0x0a);
  if (newline >= 0) return first + newline;
  return limit === first + DECISION_SAMPLE_MAX || endOfFile ? limit : -1;
}

function firstNonAscii(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; i++) if (bytes[i] > 0x7f) return i;
  return -1;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a, 0);
  joined.set(b, a.length);
  return joined;
}

export interface CsvTextDecoderOptions {
  /** The parser reads UTF-8 bytes itself: hand a UTF-8 file over as bytes (csv-parse's Node build). */
  utf8AsBytes?: boolean;
  /** The parser reads CP932 bytes itself: hand a CP932 file over as bytes (csv-parse's Node build reading cells as CP932). */
  cp932AsBytes?: boolean;
}

/** What the parser is fed: text, or for a parser that reads bytes itself, the bytes of the file. */
export type ParserInput = string | Uint8Array;

export class CsvTextDecoder {
  private decoder: TextDecoder | null = null;
  private chosen: CsvEncoding | null = null;
  /** Undecided bytes kept back: the line of the first non-ASCII character, until it is whole (or long enough) to decide. */
  private pending: Uint8Array | null = null;
  private readonly utf8AsBytes: boolean;
  private cp932AsBytes: boolean;

  constructor(choice: CsvEncodingChoice = 'auto', options: CsvTextDecoderOptions = {}) {
    this.utf8AsBytes = options.utf8AsBytes === true;
    this.cp932AsBytes = options.cp932AsBytes === true;
    if (choice !== 'auto') this.choose(choice);
  }

  /** Whether the bytes of the encoding in use are handed over as they are (false while undecided). */
  get givesBytes(): boolean {
    return this.chosen !== null && this.decoder === null;
  }

  /** From now on a CP932 file is decoded to text (the parser was set up before the encoding was known). */
  decodeCp932ToText(): void {
    if (this.chosen === null) this.cp932AsBytes = false;
  }

  /** The encoding in use; null while the input has been ASCII only (then UTF-8 is as good as any). */
  get encoding(): CsvEncoding | null {
    return this.chosen;
  }

  /** The parser's input for the next chunk of bytes; throws CsvDecodeError when no encoding reads the first characters. */
  decode(chunk: Uint8Array): ParserInput {
    if (this.chosen !== null) return this.decoder ? this.decoder.decode(chunk, { stream: true }) : chunk;
    const bytes = this.pending ? concat(this.pending, chunk) : chunk;
    this.pending = null;
    const first = firstNonAscii(bytes);
    if (first < 0) return asciiText(bytes);
    const end = decisionSampleEnd(bytes, first, false);
    if (end < 0) {
      this.pending = bytes.slice(first);
      return asciiText(bytes.subarray(0, first));
    }
    return this.decide(bytes, bytes.subarray(first, end));
  }

  /** What the decoder still holds at the end (a character cut by the end of the file comes out as U+FFFD). */
  flush(): ParserInput {
    if (this.pending) {
      const rest = this.pending;
      this.pending = null;
      return this.decide(rest, rest.subarray(0, decisionSampleEnd(rest, 0, true)));
    }
    return this.decoder ? this.decoder.decode() : '';
  }

  /**
   * Strict UTF-8 if the sample reads (a BOM is valid UTF-8; a character cut by the sample's end is no failure), else
   * strict CP932, else refuse; then the bytes are decoded from their start.
   */
  private decide(bytes: Uint8Array, sample: Uint8Array): ParserInput {
    for (const encoding of ['utf8', 'cp932'] as const) {
      try {
        textDecoder(encoding, true).decode(sample, { stream: true });
      } catch {
        continue;
      }
      this.choose(encoding);
      return this.decode(bytes);
    }
    throw new CsvDecodeError();
  }

  private choose(encoding: CsvEncoding): void {
    this.chosen = encoding;
    const asBytes = encoding === 'utf8' ? this.utf8AsBytes : this.cp932AsBytes;
    this.decoder = asBytes ? null : textDecoder(encoding, false);
  }
}
