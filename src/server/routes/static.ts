// Web delivery (docs/performance.md, "Web delivery"): the built SPA and the compression of
// everything else.
// - Static files are served from their `.br` / `.gz` siblings written at build time (vite.config.ts),
//   chosen by Accept-Encoding, with `Vary: Accept-Encoding` and the original file's content type.
// - Hashed files under /assets/ never change under their name: cached for a year, immutable.
//   index.html and unhashed files (favicon, theme script) are revalidated on every use.
// - Responses made at request time (JSON of /api and /trpc) are compressed on the fly, brotli first.
import { existsSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import type { Express, RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { isScreenPath } from '#shared/web-paths';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** A last path segment with a file extension (`.ico`, `.js`, `.png`, `.webmanifest` …). */
const FILE_NAME = /\.[A-Za-z0-9]{1,12}$/;

/**
 * The page each area's paths are answered with, when the build has it (scripts/vite-area-pages.ts):
 * index.html plus links that fetch the area's first screen beside the entry. Other paths, and a
 * build without them, get index.html.
 */
const AREA_PAGES: readonly (readonly [RegExp, string])[] = [
  [/^\/login\/?$/, '/login.html'],
  [/^\/app(\/|$)/, '/app.html'],
  [/^\/coach(\/|$)/, '/coach.html'],
];

/** Build output whose name carries a content hash (Vite's `build.assetsDir`). */
const HASHED_PREFIX = '/assets/';

/**
 * On-the-fly brotli/gzip for dynamic responses (JSON). Bodies already encoded (the precompressed
 * files) and small bodies (under 1 kB) pass through; images are left alone as incompressible.
 */
export function compressResponses(): RequestHandler {
  return compression();
}

/** Serves `webDir` (the Vite build) with precompressed files, cache headers and history fallback. */
export function mountStaticRoutes(app: Express, webDir: string) {
  const serveFiles = expressStaticGzip(webDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { index: false, cacheControl: false, fallthrough: true },
  });

  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const hashed = req.path.startsWith(HASHED_PREFIX);
    res.setHeader('Cache-Control', hashed ? IMMUTABLE : REVALIDATE);
    serveFiles(req, res, (err?: unknown) => {
      if (err) return next(err);
      // A missing hashed file (an old chunk after a redeploy) is a 404, not the SPA's index.html:
      // the page's error screen then offers a reload instead of running HTML as a script.
      if (hashed) return void res.status(404).setHeader('Cache-Control', 'no-store').type('text/plain').send('Not found');
      res.removeHeader('Cache-Control');
      next();
    });
  });

  const areaPages = AREA_PAGES.filter(([, file]) => existsSync(path.join(webDir, file)));
  // History fallback: a screen's path (#shared/web-paths) answers index.html (precompressed too),
  // or its area's page. A file name that is not in the build (`/favicon.ico`, `/old-chunk.js`) is
  // a plain 404, so a browser or crawler never takes the page for an image or a script. Any other
  // path (`/metrics`, `/healthz`, `/coach/typo`) is a 404 too, so a monitor or a crawler never
  // takes it for a working page; its body is still the app's page, so a person who typed it sees
  // the app's "not found" screen.
  app.get(/^(?!\/(api|trpc)\/).*/, (req, res, next) => {
    if (FILE_NAME.test(req.path)) return void res.status(404).setHeader('Cache-Control', 'no-store').type('text/plain').send('Not found');
    const screen = isScreenPath(req.path);
    if (!screen) res.status(404);
    res.setHeader('Cache-Control', screen ? REVALIDATE : 'no-store');
    req.url = areaPages.find(([paths]) => paths.test(req.path))?.[1] ?? '/index.html';
    serveFiles(req, res, next);
  });
}
