// Line breaking for Japanese text in PDFs: a break may fall between any two CJK characters, between Latin words,
// and never before closing punctuation or after opening brackets (kinsoku shori, JIS X 4051 in its simple form).

/** Characters that may not begin a line: closing brackets, 、。 and small kana and the long vowel mark. */
const NO_LINE_START = new Set([...'、。，．,.」』）)】〕］]｝}〉》!！?？:：;；・ー～ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ々ゝゞヽヾ％%']);
/** Characters that may not end a line: opening brackets. */
const NO_LINE_END = new Set([...'「『（(【〔［[｛{〈《']);

/** Letters, digits and the punctuation inside Latin words and numbers stay together (mail addresses, 03-1234-5678). */
const WORD_CHAR = /[A-Za-z0-9@._\-+/:#&'’,%~=?]/;

/**
 * The smallest pieces a line may be broken between. Latin words keep their following space; every other
 * character is its own piece; kinsoku characters are glued to their neighbour.
 */
export function breakUnits(text: string): string[] {
  const raw: string[] = [];
  const chars = [...text];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i];
    if (WORD_CHAR.test(ch)) {
      let word = ch;
      while (i + 1 < chars.length && WORD_CHAR.test(chars[i + 1])) word += chars[++i];
      while (i + 1 < chars.length && chars[i + 1] === ' ') word += chars[++i];
      raw.push(word);
    } else if (ch === ' ' && raw.length > 0) {
      raw[raw.length - 1] += ch;
    } else {
      raw.push(ch);
    }
  }
  const units: string[] = [];
  let carry = '';
  for (const unit of raw) {
    if (units.length > 0 && carry === '' && NO_LINE_START.has([...unit][0])) {
      units[units.length - 1] += unit;
    } else if (NO_LINE_END.has([...unit].at(-1) ?? '')) {
      carry += unit;
    } else {
      units.push(carry + unit);
      carry = '';
    }
  }
  if (carry) units.push(carry);
  return units;
}

/**
 * Greedy fill of lines no wider than maxWidth, measured by `width`. Explicit newlines start a new line; a piece
 * wider than a whole line (a long URL) is cut between characters.
 */
export function wrapText(text: string, maxWidth: number, width: (s: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    let lineWidth = 0;
    for (const unit of breakUnits(paragraph)) {
      const w = width(unit);
      if (lineWidth + width(unit.trimEnd()) <= maxWidth) {
        line += unit;
        lineWidth += w;
        continue;
      }
      if (line !== '') lines.push(line.trimEnd());
      line = '';
      lineWidth = 0;
      if (width(unit.trimEnd()) <= maxWidth) {
        line = unit;
        lineWidth = w;
        continue;
      }
      for (const ch of unit) {
        const cw = width(ch);
        if (lineWidth + cw > maxWidth && line !== '') {
          lines.push(line);
          line = '';
          lineWidth = 0;
        }
        line += ch;
        lineWidth += cw;
      }
    }
    lines.push(line.trimEnd());
  }
  return lines;
}
