// Web delivery over HTTP (docs/performance.md, "Web delivery"): static files come from their
// precompressed .br / .gz siblings chosen by Accept-Encoding, hashed assets are cached for a year,
// index.html and unhashed files are revalidated, and JSON responses are compressed on the fly.
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '#server/services/auth/sessions';
import { CLIENT_SCREENS, COACH_SCREENS, PUBLIC_SCREENS } from '#shared/web-paths';
import { makeCoach, setupTest, startHttp } from '../helpers.ts';

const INDEX_HTML = `<!doctype html><html><head><title>Spotter</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
/** An area's page (scripts/vite-area-pages.ts): index.html plus that area's first-screen chunks. */
const areaHtml = (area: string) => INDEX_HTML.replace('</head>', `<link rel="modulepreload" crossorigin href="/assets/${area}-AbC123xy.js"></head>`);
const CHUNK_JS = `export const greeting = ${JSON.stringify('hello '.repeat(500))};\n`;
const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(300)}</svg>`;

let t: Awaited<ReturnType<typeof setupTest>>;
let http: Awaited<ReturnType<typeof startHttp>>;
let webDir = '';

/** Writes a file with the .br and .gz siblings the build writes. */
async function writeWithSiblings(file: string, text: string) {
  await writeFile(file, text);
  await writeFile(`${file}.br`, brotliCompressSync(text));
  await writeFile(`${file}.gz`, gzipSync(text));
}

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'spotter-web-'));
  await mkdir(path.join(webDir, 'assets'));
  await writeWithSiblings(path.join(webDir, 'index.html'), INDEX_HTML);
  // No login.html: a build without an area's page answers that area with index.html.
  for (const area of ['app', 'coach']) await writeWithSiblings(path.join(webDir, `${area}.html`), areaHtml(area));
  await writeWithSiblings(path.join(webDir, 'assets', 'chunk-AbC123xy.js'), CHUNK_JS);
  await writeWithSiblings(path.join(webDir, 'favicon.svg'), FAVICON);
  t = await setupTest();
  http = await startHttp({ ...t.deps, webDir });
});
afterAll(async () => {
  await http?.close();
  await t?.close();
  await rm(webDir, { recursive: true, force: true });
});

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET that keeps the body as sent (fetch would decode it). */
function rawGet(urlPath: string, acceptEncoding?: string, extra: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...(acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding }), ...extra };
    const req = request(`${http.url}${urlPath}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decoded(res: RawResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.body).toString('utf8');
  return res.body.toString('utf8');
}

describe('static files are served precompressed', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=1.0, gzip;q=0.8', 'br'],
    ['gzip', 'gzip'],
  ])('a hashed chunk asked for with Accept-Encoding "%s" is sent as %s', async (accept, expected) => {
    const res = await rawGet('/assets/chunk-AbC123xy.js', accept);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(expected);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/i);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.body.length).toBeLessThan(Buffer.byteLength(CHUNK_JS) / 5);
    expect(decoded(res)).toBe(CHUNK_JS);
  });

  it('a client that accepts no encoding gets the plain file', async () => {
    const res = await rawGet('/assets/chunk-AbC123xy.js', 'identity');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.body.toString('utf8')).toBe(CHUNK_JS);
  });

  it('the SPA fallback and unhashed files are precompressed too, with their own content types', async () => {
    const page = await rawGet('/app/today', 'br');
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toMatch(/^text\/html; charset=utf-8$/i);
    expect(decoded(page)).toBe(areaHtml('app'));

    const icon = await rawGet('/favicon.svg', 'gzip');
    expect(icon.headers['content-encoding']).toBe('gzip');
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(decoded(icon)).toBe(FAVICON);
  });
});

describe("each area's paths get the area's page", () => {
  it.each([
    ['/app/today?token=abc', 'app'],
    ['/app', 'app'],
    ['/app/history', 'app'],
    ['/coach/dashboard', 'coach'],
    ['/coach/clients/abc123', 'coach'],
  ])('%s answers %s.html, which fetches its first screen beside the entry', async (urlPath, area) => {
    const res = await rawGet(urlPath, 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/i);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(decoded(res)).toBe(areaHtml(area));
  });

  it.each(['/', '/login', '/register', '/demo', '/reset-password/abc', '/Login/'])('%s answers index.html (another screen, or an area whose page the build lacks)', async (urlPath) => {
    const res = await rawGet(urlPath, 'br');
    expect(res.status).toBe(200);
    expect(decoded(res)).toBe(INDEX_HTML);
  });
});

/** The web router's tables, read from their source. */
const read = (file: string) => readFile(path.resolve(import.meta.dirname, '../../../src/web/app', file), 'utf8');
/** The paths a route table names (`index: true` is `''`), without its catch-all. */
const paths = (source: string) => [...source.matchAll(/\b(?:path: '([^']*)'|index: true)/g)].map((m) => m[1] ?? '').filter((p) => p !== '*');
/** A URL of a router path: a parameter and a splat filled in. */
const example = (p: string) => p.replace(/:[^/]+/g, 'abc123').replace(/\/\*$/, '/some-token');

describe('a path that is no screen is a 404', () => {
  // Issue 35: a monitor probing /metrics or /healthz got 200 and the app's page, and took it for a
  // working endpoint. The body is still the app's page, so a person sees its "not found" screen.
  it.each(['/metrics', '/healthz', '/application', '/coaching', '/coach/no-such-screen', '/app/today/extra', '/coach/clients/abc/def', '/wp-login'])('%s answers 404, not cached', async (urlPath) => {
    const res = await rawGet(urlPath, 'gzip');
    expect(res.status).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
    // The area's page under an area, as its screens get.
    expect(decoded(res)).toBe(urlPath.startsWith('/coach/') ? areaHtml('coach') : urlPath.startsWith('/app/') ? areaHtml('app') : INDEX_HTML);
    const head = await fetch(`${http.url}${urlPath}`, { method: 'HEAD' });
    expect(head.status).toBe(404);
  });

  it('an unknown path keeps its 404 when the browser revalidates', async () => {
    const first = await rawGet('/metrics');
    const etag = first.headers.etag;
    const again = await rawGet('/metrics', undefined, typeof etag === 'string' ? { 'If-None-Match': etag } : {});
    expect(again.status).toBe(404);
  });

  it('every path of the web router is a screen the server answers 200, and every screen is in the router', async () => {
    // The router's tables, read from their source: a screen added there and not to
    // src/shared/web-paths.ts (or the other way round) fails here instead of answering 404.
    const top = paths(await read('routes.tsx')).filter((p) => p !== '/coach/*' && p !== '/app/*');
    expect(top.toSorted()).toEqual([...PUBLIC_SCREENS].toSorted());
    expect(paths(await read('coach-routes.tsx')).toSorted()).toEqual([...COACH_SCREENS].toSorted());
    expect(paths(await read('client-routes.tsx')).toSorted()).toEqual([...CLIENT_SCREENS].toSorted());

    const urls = [...PUBLIC_SCREENS.map(example), ...COACH_SCREENS.map((s) => example(`/coach/${s}`)), ...CLIENT_SCREENS.map((s) => example(`/app/${s}`))];
    for (const url of urls) expect((await rawGet(url)).status, url).toBe(200);
  });
});

describe('cache headers', () => {
  it('hashed assets are immutable for a year', async () => {
    const res = await rawGet('/assets/chunk-AbC123xy.js', 'br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/', '/login', '/coach/dashboard', '/index.html', '/favicon.svg'])('%s is revalidated on every use (no-cache)', async (urlPath) => {
    const res = await rawGet(urlPath, 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('a hashed asset that does not exist (an old chunk after a deploy) is a 404 that is not cached, not index.html', async () => {
    const res = await rawGet('/assets/chunk-Gone0000.js', 'br');
    expect(res.status).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.toString('utf8')).not.toContain('<div id="root">');
  });

  it('a file name that is not in the build is a 404, not the SPA; screen paths still get the SPA', async () => {
    for (const missing of ['/favicon.ico', '/main.js', '/logo.png', '/app/old.css', '/manifest.webmanifest']) {
      const res = await rawGet(missing, 'br');
      expect(res.status, missing).toBe(404);
      expect(res.headers['cache-control'], missing).toBe('no-store');
      expect(res.body.toString('utf8'), missing).not.toContain('<div id="root">');
    }
    for (const screen of ['/app/today', '/coach/clients/abc123', '/reset-password/some-token_value']) {
      const res = await rawGet(screen);
      expect(res.status, screen).toBe(200);
      expect(decoded(res), screen).toContain('<div id="root">');
    }
    expect((await rawGet('/favicon.svg')).status).toBe(200);
  });

  it('API responses carry no static cache header', async () => {
    const res = await rawGet('/api/openapi.json', 'gzip');
    expect(res.headers['cache-control'] ?? '').not.toMatch(/immutable|max-age=31536000/);
  });
});

describe('JSON responses are compressed on the fly', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ])('/api/openapi.json with Accept-Encoding "%s" is sent as %s', async (accept, expected) => {
    const res = await rawGet('/api/openapi.json', accept);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(expected);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    const document = JSON.parse(decoded(res)) as { openapi?: string; paths?: object };
    expect(document.openapi).toMatch(/^3\./);
    expect(res.body.length).toBeLessThan(Buffer.byteLength(decoded(res)) / 4);
  });

  it('without Accept-Encoding the JSON is sent as is', async () => {
    const res = await rawGet('/api/openapi.json');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString('utf8'))).toHaveProperty('paths');
  });

  it('a procedure answer carries its Content-Length when sent as is, and is never chunked then', async () => {
    const coach = await makeCoach(t.db);
    const token = await createSession(t.db, coach.id, t.deps.clock.now());
    const auth = { authorization: `Bearer ${token}` };
    for (const [route, extra] of [
      ['/api/auth/me', auth],
      ['/api/clients', auth],
      ['/api/auth/me', {}],
      ['/api/no-such-route', {}],
    ] as const) {
      const res = await rawGet(route, undefined, extra);
      expect({ route, length: res.headers['content-length'], chunked: res.headers['transfer-encoding'] }).toEqual({
        route,
        length: String(res.body.length),
        chunked: undefined,
      });
    }
    // Compressed, the length is the compressor's business (it streams), and the body decodes.
    const big = await rawGet('/api/auth/me', 'br', auth);
    expect(JSON.parse(decoded(big))).toMatchObject({ id: coach.id });
  });

  it('REST error bodies stay { "error" } when compressed', async () => {
    const res = await rawGet('/api/no-such-route', 'br');
    expect(res.status).toBe(404);
    expect(JSON.parse(decoded(res))).toEqual({ error: 'Not found' });
  });
});
