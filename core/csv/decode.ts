// Streaming decoding of an uploaded CSV (DESIGN 7): a UTF-8 BOM means UTF-8; else strict UTF-8; else strict CP932
// (TextDecoder('shift_jis') is Windows-31J in Node and in browsers); else refuse. The choice is made with strict
// decoders at the first non-ASCII character: everything before it is ASCII, which both encodings read alike, so
// nothing is read twice. After the choice, bytes the encoding cannot read become U+FFFD, and the validator reports
// every cell holding one at its row and column: the damage is never hidden, and is found exactly where it is.
// csv-parse's Node build reads UTF-8 bytes itself (with the same U+FFFD for damage), so for it a UTF-8 file is handed
// over as bytes, without decoding to text and encoding back.

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

/** Bytes the decision needs after the first non-ASCII byte: a whole character of either encoding and a little more. */
const DECISION_SAMPLE = 4;

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
}

/** What the parser is fed: text, or for a parser that reads UTF-8 itself, the bytes of a UTF-8 file. */
export type ParserInput = string | Uint8Array;

export class CsvTextDecoder {
  private decoder: TextDecoder | null = null;
  private chosen: CsvEncoding | null = null;
  /** Undecided bytes kept back: a first non-ASCII character cut by the chunk's end is no basis for a decision. */
  private pending: Uint8Array | null = null;
  private readonly utf8AsBytes: boolean;

  constructor(choice: CsvEncodingChoice = 'auto', options: CsvTextDecoderOptions = {}) {
    this.utf8AsBytes = options.utf8AsBytes === true;
    if (choice !== 'auto') this.choose(choice);
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
    if (bytes.length - first < DECISION_SAMPLE) {
      this.pending = bytes.slice(first);
      return asciiText(bytes.subarray(0, first));
    }
    return this.decide(bytes);
  }

  /** What the decoder still holds at the end (a character cut by the end of the file comes out as U+FFFD). */
  flush(): ParserInput {
    if (this.pending) {
      const rest = this.pending;
      this.pending = null;
      return this.decide(rest);
    }
    return this.decoder ? this.decoder.decode() : '';
  }

  /** Strict UTF-8 if the first non-ASCII bytes read (a BOM is valid UTF-8), else strict CP932, else refuse. */
  private decide(bytes: Uint8Array): ParserInput {
    for (const encoding of ['utf8', 'cp932'] as const) {
      try {
        textDecoder(encoding, true).decode(bytes, { stream: true });
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
    this.decoder = encoding === 'utf8' && this.utf8AsBytes ? null : textDecoder(encoding, false);
  }
}
