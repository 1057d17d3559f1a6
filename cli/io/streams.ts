// The minimal stream shapes the CLI writes to and reads from, so tests can pass plain objects or PassThroughs.

export interface OutputStream {
  write(chunk: string): boolean;
  isTTY?: boolean;
}

export type InputStream = NodeJS.ReadableStream & {
  isTTY?: boolean;
  setRawMode?(mode: boolean): unknown;
};
