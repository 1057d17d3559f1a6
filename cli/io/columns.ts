// Terminal column layout for the CLI's plain-text tables: full-width (Japanese) characters take two columns.

/** The text followed by spaces up to `width` terminal columns (at least one space). */
export function padColumns(text: string, width: number): string {
  const columns = [...text].reduce((sum, ch) => {
    const code = ch.codePointAt(0) ?? 0;
    return sum + (code <= 0xff || (code >= 0xff61 && code <= 0xff9f) ? 1 : 2);
  }, 0);
  return text + ' '.repeat(Math.max(1, width - columns));
}
