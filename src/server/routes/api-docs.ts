// The human API reference at /api/docs: Swagger UI (swagger-ui-dist) served from our own
// dependency, under the app's Content-Security-Policy (no inline script: the page loads its
// start-up script from /api/docs/start.js). It reads /api/openapi.json. The web app's bundles
// never include it (docs/api.md).
import { createRequire } from 'node:module';
import path from 'node:path';
import express, { type Express } from 'express';

const DOCS = '/api/docs';
const ASSETS = ['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png'];

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Spotter API reference</title>
<link rel="stylesheet" href="${DOCS}/assets/swagger-ui.css">
<link rel="icon" type="image/png" href="${DOCS}/assets/favicon-32x32.png">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${DOCS}/assets/swagger-ui-bundle.js"></script>
<script src="${DOCS}/start.js"></script>
</body>
</html>
`;

// validatorUrl null: no badge fetched from swagger.io. Requests made with "Try it out" go to
// this origin only (connect-src 'self'). The areas (tags) start folded: the reference has over a
// hundred operations, and with every area open Swagger UI drew only the first one.
const START = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  docExpansion: 'none',
  validatorUrl: null,
  persistAuthorization: false,
});
`;

export function mountApiDocs(app: Express): void {
  const dist = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  const assets = express.static(dist, { index: false, maxAge: '1d', fallthrough: true });
  app.get(`${DOCS}/assets/:file`, (req, res, next) => {
    if (!ASSETS.includes(String(req.params.file))) return next();
    req.url = `/${req.params.file}`;
    assets(req, res, next);
  });
  app.get(`${DOCS}/start.js`, (_req, res) => {
    res.type('text/javascript').setHeader('Cache-Control', 'no-cache');
    res.send(START);
  });
  app.get([DOCS, `${DOCS}/`], (_req, res) => {
    res.type('html').setHeader('Cache-Control', 'no-cache');
    res.send(PAGE);
  });
}
