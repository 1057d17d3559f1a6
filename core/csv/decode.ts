// Streaming decoding of an uploaded CSV (DESIGN 7): a UTF-8 BOM means UTF-8; else strict UTF-8; else strict CP932
// (TextDecoder('shift_jis') is Windows-31J in Node and in browsers); else refuse. Never lenient: a lenient decoder
// would hide damage as U+FFFD. The choice is made at the first chunk holding a non-ASCII byte: everything before it
// is ASCII, which both encodings read alike, so nothing is read twice.

export const CSV_ENCODING_CHOICES = ['auto', 'utf8', 'cp932'] as const;
export type CsvEncodingChoice = (typeof CSV_ENCODING_CHOICES)[number];
export type CsvEncoding = 'utf8' | 'cp932';

export function isCsvEncodingChoice(value: string): value is CsvEncodingChoice {
  return (CSV_ENCODING_CHOICES as readonly string[]).includes(value);
}

/** Raised when the bytes are not text in the chosen (or any supported) encoding. */
export class CsvDecodeError extends Error {
  constructor(readonly encoding: CsvEncoding | null) {
    super(encoding === null ? 'undetectable encoding' : `invalid ${encoding} bytes`);
    this.name = 'CsvDecodeError';
  }
}

const WHATWG_LABEL: Readonly<Record<CsvEncoding, string>> = { utf8: 'utf-8', cp932: 'shift_jis' };

function strictDecoder(encoding: CsvEncoding): TextDecoder {
  // ignoreBOM false (the default) drops a leading UTF-8 BOM.
  return new TextDecoder(WHATWG_LABEL[encoding], { fatal: true });
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

export class CsvTextDecoder {
  private decoder: TextDecoder | null = null;
  private chosen: CsvEncoding | null;
  /** Undecided bytes kept back: a first non-ASCII character cut by the chunk's end is no basis for a decision. */
  private pending: Uint8Array | null = null;

  constructor(choice: CsvEncodingChoice = 'auto') {
    this.chosen = choice === 'auto' ? null : choice;
    if (this.chosen) this.decoder = strictDecoder(this.chosen);
  }

  /** The encoding in use; null while the input has been ASCII only (then UTF-8 is as good as any). */
  get encoding(): CsvEncoding | null {
    return this.chosen;
  }

  /** Text of the next chunk; throws CsvDecodeError on bytes the encoding cannot read. */
  decode(chunk: Uint8Array): string {
    if (this.decoder) return this.run(this.decoder, chunk);
    const bytes = this.pending ? concat(this.pending, chunk) : chunk;
    this.pending = null;
    const first = firstNonAscii(bytes);
    if (first < 0) return asciiText(bytes);
    if (bytes.length - first < DECISION_SAMPLE) {
      this.pending = bytes.slice(first);
      return asciiText(bytes.subarray(0, first));
    }
    return this.decide(bytes, true);
  }

  /** Whatever an incomplete multi-byte sequence at the end leaves; throws if it is not a whole character. */
  flush(): string {
    if (this.pending) {
      const rest = this.pending;
      this.pending = null;
      return this.decide(rest, false);
    }
    if (!this.decoder) return '';
    try {
      return this.decoder.decode();
    } catch {
      throw new CsvDecodeError(this.chosen);
    }
  }

  /** The first non-ASCII bytes decide: strict UTF-8 if they read (a BOM is valid UTF-8), else strict CP932. */
  private decide(bytes: Uint8Array, stream: boolean): string {
    for (const encoding of ['utf8', 'cp932'] as const) {
      const decoder = strictDecoder(encoding);
      try {
        const text = decoder.decode(bytes, { stream });
        this.decoder = decoder;
        this.chosen = encoding;
        return text;
      } catch {
        // try the next encoding
      }
    }
    throw new CsvDecodeError(null);
  }

  private run(decoder: TextDecoder, chunk: Uint8Array): string {
    try {
      return decoder.decode(chunk, { stream: true });
    } catch {
      throw new CsvDecodeError(this.chosen);
    }
  }
}
