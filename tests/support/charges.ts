// Helpers of the charges tests against a test server (server/charges/routes.test.ts, server/charges/agreement.test.ts):
// a JSON call that must answer 200, a file download (CSV, Excel, PDF) as bytes, the text layer of a PDF by pdf.js, and
// an Excel workbook parsed back by exceljs.
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect } from 'vitest';
import type { ApiErrorBody } from '../../core/api/error';
import type { TestCaller } from './server';

/** A GET that must answer 200; its body. */
export async function ok<T>(caller: TestCaller, path: string): Promise<T> {
  const answer = await caller.get<T>(path);
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body;
}

export interface FileAnswer {
  status: number;
  bytes: Buffer;
  headers: Headers;
  /** The JSON error body of a refusal, else null. */
  error: ApiErrorBody | null;
}

/** A download with the caller's cookies (and the anti-forgery header on a POST), read whole. */
export async function file(caller: TestCaller, method: 'GET' | 'POST', path: string, body?: Record<string, unknown>): Promise<FileAnswer> {
  const headers: Record<string, string> = { accept: '*/*', cookie: [...caller.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
  if (method === 'POST') {
    headers['content-type'] = 'application/json';
    headers['x-csrf-token'] = caller.cookies.get('__Host-twb_csrf') ?? caller.cookies.get('twb_csrf') ?? '';
  }
  const response = await fetch(`${caller.baseUrl}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
  const bytes = Buffer.from(await response.arrayBuffer());
  const error = (response.headers.get('content-type') ?? '').includes('json') ? (JSON.parse(bytes.toString('utf8')) as ApiErrorBody) : null;
  return { status: response.status, bytes, headers: response.headers, error };
}

/**
 * The text of a PDF's pages as pdf.js extracts it (pages joined by a newline). `separator` goes between the text items
 * (a table cell is one item), so figures of neighbouring cells stay apart.
 */
export async function pdfText(data: Uint8Array, separator = ''): Promise<string> {
  // pdf.js takes over (detaches) the buffer it is given: hand it a copy.
  const pdf = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false }).promise;
  const parts: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(separator));
  }
  await pdf.destroy();
  return parts.join('\n');
}

/** An .xlsx read back by exceljs. */
export async function workbookOf(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  return workbook;
}

export const sum = (values: readonly number[]): number => values.reduce((s, v) => s + v, 0);
