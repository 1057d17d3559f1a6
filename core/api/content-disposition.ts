// Reads the file name of a download from its Content-Disposition header (RFC 6266), preferring filename*.

/** Splits parameters on semicolons that are not inside a quoted string. */
function parameters(header: string): Map<string, string> {
  const result = new Map<string, string>();
  const pattern = /;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;
  for (const match of header.matchAll(pattern)) {
    const name = match[1].toLowerCase();
    let value = match[2].trim();
    if (value.startsWith('"')) value = value.slice(1, -1).replace(/\\(.)/g, '$1');
    if (!result.has(name)) result.set(name, value);
  }
  return result;
}

/** Decodes an RFC 5987 ext-value (charset'lang'percent-encoded); only UTF-8 is worth trusting here. */
function decodeExtValue(value: string): string | null {
  const match = /^([^']*)'[^']*'(.*)$/.exec(value);
  if (!match) return null;
  const charset = match[1].toLowerCase();
  if (charset !== 'utf-8' && charset !== 'utf8') return null;
  try {
    return decodeURIComponent(match[2]);
  } catch {
    return null;
  }
}

export function parseContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const params = parameters(header.replace(/^[^;]*/, ''));
  const extended = params.get('filename*');
  if (extended) {
    const decoded = decodeExtValue(extended);
    if (decoded) return decoded;
  }
  const plain = params.get('filename');
  return plain ? plain : null;
}
