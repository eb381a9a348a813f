// The REST contract of a paged list (docs/api.md, "Paged lists"), checked the same way for every
// list: a page names the next one in `X-Next-Cursor` and `Link`, following the cursors reads each
// row once in order, and paging input a caller got wrong is a 400 with a message.
import { expect } from 'vitest';
import type { TestHttp } from './helpers.ts';

type Row = { id: string };

/** One page of `path` (which may already carry a query) and the cursor it names, if any. */
export async function readPage<T extends Row>(http: TestHttp, path: string, token: string): Promise<{ rows: T[]; next: string | null }> {
  const res = await http.api('GET', path, { token });
  expect(res.status, path).toBe(200);
  const next = res.headers.get('x-next-cursor');
  if (next) {
    const [base, query] = path.split('?');
    const kept = new URLSearchParams(query);
    kept.set('cursor', next);
    expect(res.headers.get('link'), 'Link names the same URL with the cursor').toBe(`</api${base}?${kept.toString()}>; rel="next"`);
  }
  return { rows: res.body as unknown as T[], next };
}

/** Follows the cursors from `path` (at most `maxPages`) and returns every page's rows. */
export async function readAllPages<T extends Row>(http: TestHttp, path: string, token: string, maxPages = 50): Promise<T[][]> {
  const pages: T[][] = [];
  let url: string | null = path;
  while (url && pages.length < maxPages) {
    const { rows, next }: { rows: T[]; next: string | null } = await readPage<T>(http, url, token);
    pages.push(rows);
    url = next ? `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(next)}` : null;
  }
  return pages;
}

/**
 * With `total` rows and the default page (`pageMax`): a full first page, then the rest, no row
 * twice, and no cursor after the last page. Returns the rows in the order they came.
 */
export async function expectDefaultPages<T extends Row>(http: TestHttp, path: string, token: string, pageMax: number, total: number): Promise<T[]> {
  const pages = await readAllPages<T>(http, path, token);
  expect(pages.map((p) => p.length)).toEqual([pageMax, total - pageMax]);
  const rows = pages.flat();
  expect(new Set(rows.map((r) => r.id)).size).toBe(total);
  return rows;
}

/** Each query (`limit=0`, a cursor that is not one…) answers 400 with a message. */
export async function expectBadPagingRefused(http: TestHttp, path: string, token: string, queries: string[]): Promise<void> {
  for (const q of queries) {
    const res = await http.api('GET', `${path}?${q}`, { token });
    expect(res.status, q).toBe(400);
    expect(typeof res.body.error, q).toBe('string');
  }
}
