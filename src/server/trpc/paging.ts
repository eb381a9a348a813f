// The next page of a list, announced in headers so that a body keeps the SPEC's plain list
// (docs/query-performance.md "Lists that can grow"): `X-Next-Cursor: <cursor>`, and over REST
// `Link: <same URL with param=<cursor>>; rel="next"`. Without the header, the answer is complete.
interface PagingCtx {
  res?: { setHeader(name: string, value: string): unknown };
  requestUrl?: string;
}

export function announceNextPage(ctx: PagingCtx, next: string | null, param = 'cursor'): void {
  if (!next || !ctx.res) return;
  ctx.res.setHeader('X-Next-Cursor', next);
  if (ctx.requestUrl?.startsWith('/api/')) {
    const url = new URL(ctx.requestUrl, 'http://x');
    url.searchParams.set(param, next);
    ctx.res.setHeader('Link', `<${url.pathname}${url.search}>; rel="next"`);
  }
}
