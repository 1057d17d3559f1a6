// A minimal, valid one-page PDF 1.4 with Latin text in the built-in Helvetica font (no font embedding needed).

export interface PdfLine {
  text: string;
  size: number;
}

/** PDF string literals escape backslash and parentheses; anything outside printable ASCII becomes '?'. */
function pdfString(text: string): string {
  return `(${text.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1')})`;
}

function contentStream(lines: readonly PdfLine[]): string {
  const ops: string[] = ['BT', '56 770 Td'];
  lines.forEach((line, i) => {
    if (i > 0) ops.push(`0 -${Math.round(line.size * 1.8)} Td`);
    ops.push(`/F1 ${line.size} Tf`, `${pdfString(line.text)} Tj`);
  });
  ops.push('ET');
  return ops.join('\n');
}

export function renderPdf(title: string, lines: readonly PdfLine[]): Uint8Array {
  const content = contentStream(lines);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfString(title)} /Producer (tenant-workbench) >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  // Each cross-reference entry is exactly 20 bytes, ending in space + newline.
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body +=
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}` +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, 'latin1'));
}
