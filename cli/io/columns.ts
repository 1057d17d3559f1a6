// Terminal column layout for the CLI's plain-text tables: full-width (Japanese) characters take two columns.

/** The terminal columns a text takes. */
export function columnsOf(text: string): number {
  return [...text].reduce((sum, ch) => {
    const code = ch.codePointAt(0) ?? 0;
    return sum + (code <= 0xff || (code >= 0xff61 && code <= 0xff9f) ? 1 : 2);
  }, 0);
}

/** The text followed by spaces up to `width` terminal columns (at least one space). */
export function padColumns(text: string, width: number): string {
  return text + ' '.repeat(Math.max(1, width - columnsOf(text)));
}

/** Spaces then the text, up to `width` terminal columns (at least one space): amounts line up on their last digit. */
export function padColumnsStart(text: string, width: number): string {
  return ' '.repeat(Math.max(1, width - columnsOf(text))) + text;
}
