// `twb api --paginate`: the list calls of the API answer one page `{ totalCount, offset, limit, rows | lines, ... }`;
// the next page is asked with the offset after the rows received (the limit as given, else the server's), until every
// row of totalCount has come. The pages are printed as one answer: the first page's fields with every page's rows.
import { RECORD_LIST_KEYS } from '../io/machine-output';
import type { ApiRequest } from './api-request';

export type Page = Record<string, unknown> & { totalCount: number; offset: number; limit: number };

export function isPage(body: unknown): body is Page {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return false;
  const page = body as Record<string, unknown>;
  return typeof page.totalCount === 'number' && typeof page.offset === 'number' && typeof page.limit === 'number' && rowsKey(page) !== undefined;
}

function rowsKey(page: Record<string, unknown>): string | undefined {
  return RECORD_LIST_KEYS.find((key) => Array.isArray(page[key]));
}

function rowsOf(page: Page): unknown[] {
  return page[rowsKey(page) ?? 'rows'] as unknown[];
}

/** The request of the page after `page`, or null after the last one (or an empty page, which would never end). */
export function nextPageRequest(request: ApiRequest, page: Page): ApiRequest | null {
  const received = rowsOf(page).length;
  const offset = page.offset + received;
  if (received === 0 || offset >= page.totalCount) return null;
  const paging = { offset: String(offset), limit: String(page.limit) };
  // A GET (or DELETE) takes its paging in the query; a POST that reads a list, in its JSON body.
  if (request.body !== undefined && typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body)) {
    return { ...request, body: { ...(request.body as Record<string, unknown>), offset, limit: page.limit } };
  }
  return { ...request, query: { ...request.query, ...paging } };
}

/** One answer of all pages: the first page's fields, every row, and offset and limit saying what the rows are. */
export function mergePages(pages: readonly Page[]): Page {
  const [first] = pages;
  const key = rowsKey(first) ?? 'rows';
  const rows = pages.flatMap(rowsOf);
  return { ...first, [key]: rows, offset: first.offset, limit: rows.length };
}
