// HttpApiClient's multipart calls (the CSV upload): the file as the form part "file", every other field in the
// query, no JSON Content-Type (the runtime sets the multipart boundary), and extra headers such as Idempotency-Key.
import { describe, expect, it, vi } from 'vitest';
import { HttpApiClient } from './http-client';
import { uploadCalls } from '../uploads/calls';
import { ManualClock } from '../kernel/manual-clock';

describe('multipart calls', () => {
  it('sends the file as FormData and the other fields in the query', async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push({ url: String(input), init: init ?? {} });
      return new Response(JSON.stringify({ dryRun: true }), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const client = new HttpApiClient({ baseUrl: 'http://host:8080', fetch: fetch as unknown as typeof globalThis.fetch, getBearer: () => 'tok' }, undefined, new ManualClock());
    const file = new File(['部署ID,部署名\r\n1,営業部\r\n'], 'names.csv', { type: 'text/csv' });
    await client.call(uploadCalls.upload, { corporationId: '1', uploadDivision: 4, dryRun: true, startDate: '2026/12/01', file }, { headers: { 'Idempotency-Key': 'k1' } });
    const [{ url, init }] = seen;
    const query = new URL(url).searchParams;
    expect(new URL(url).pathname).toBe('/api/transfer/upload/');
    expect(Object.fromEntries(query)).toEqual({ corporationId: '1', uploadDivision: '4', dryRun: 'true', startDate: '2026/12/01' });
    expect(init.body).toBeInstanceOf(FormData);
    const part = (init.body as FormData).get('file') as File;
    expect(part.name).toBe('names.csv');
    expect(await part.text()).toBe('部署ID,部署名\r\n1,営業部\r\n');
    const headers = init.headers as Record<string, string>;
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers).toMatchObject({ Authorization: 'Bearer tok', 'Idempotency-Key': 'k1' });
  });
});
