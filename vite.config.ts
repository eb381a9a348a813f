// Vite builds the web app into dist/ (served by the Express app with history fallback) and
// vitest runs these projects: server (node), web and web-isolated (jsdom + msw) and e2e (the real server and
// Chromium, shared by the files of a run).
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import type { Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { areaPages } from './scripts/vite-area-pages.ts';
import { chakraGlobalCss } from './scripts/vite-chakra-global-css.ts';
import { chunkModules } from './scripts/vite-chunk-modules.ts';
import { preloadDeps } from './scripts/vite-preload-deps.ts';
import { webTestsNeedingIsolation } from './scripts/web-test-isolation.ts';

const apiServer = process.env.API_URL ?? `http://localhost:${process.env.PORT ?? '3000'}`;
const proxied = ['/trpc', '/api', '/health', '/ready', '/metrics'];

/** Modules of the named npm packages (a module id under node_modules/<name>/). */
const inPackages = (...names: string[]) => new RegExp(`[\\\\/]node_modules[\\\\/](?:${names.join('|')})[\\\\/]`);

/**
 * Chunk groups, by package name only (docs/decisions/0020-eager-recipes-and-chunk-groups.md):
 * React with its router, which every screen runs, and the query layer of the signed-in areas
 * (TanStack Query, the tRPC client, superjson, less what no first screen runs), each one file
 * instead of a dozen small ones.
 * One group names app modules: the translation runtime with the shared components' texts (below).
 * Everything else, Chakra and the app's own modules included, is split by the bundler's default:
 * a group for Chakra moved the components of later screens (dialogs, menus, toasts) onto every
 * first screen (+24 to +65 KB gzip, measured 2026-12-05).
 */
const QUERY_LAYER = inPackages('@tanstack/query-core', '@tanstack/react-query', '@trpc/client', 'superjson', 'copy-anything', 'is-what');
/**
 * Modules of the query layer that no first screen needs: infinite lists (later screens) and
 * (de)hydrating the saved cache (the client app's offline start, which loads them itself). Outside
 * the group they load with what uses them: 0.8 KB gzip less on the coach's dashboard.
 */
const LATER_QUERY_MODULES = /[\\/](?:infiniteQueryObserver|useInfiniteQuery|useSuspenseInfiniteQuery|infiniteQueryOptions|hydration|HydrationBoundary)\.js$/;

const CHUNK_GROUPS = [
  { name: 'react', test: inPackages('react', 'react-dom', 'scheduler', 'react-router') },
  { name: 'query', test: (id: string) => QUERY_LAYER.test(id) && !LATER_QUERY_MODULES.test(id) },
  // The translation runtime and the shared components' texts, which every first screen loads
  // together: as two chunks, each importer named both (docs/decisions/0037-translations.md).
  { name: 'i18n', test: /[\\/]node_modules[\\/](?:nanostores|@nanostores[\\/]i18n)[\\/]|[\\/]src[\\/](?:web[\\/]i18n[\\/](?:i18n|format)|shared[\\/]locale|web[\\/]components[\\/]texts)\.ts$/ },
];

/**
 * React Router's package exports only its development build, whose one difference from the
 * production build it also ships is `ENABLE_DEV_WARNINGS = true`: warning texts built on every
 * route render (`useRoutes`) and shipped to every screen. The app's build takes the production
 * build; tests and the dev server keep the warnings.
 */
function reactRouterProductionBuild(): Plugin {
  const production = fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url));
  return { name: 'spotter:react-router-production', apply: 'build', config: () => ({ resolve: { alias: [{ find: /^react-router$/, replacement: production }] } }) };
}

/**
 * The pages src/server/routes/static.ts answers each area's paths with: index.html plus the chunks
 * of the area's first screen, fetched beside the entry instead of after it (scripts/vite-area-pages.ts).
 */
const AREA_PAGES = [
  { file: 'login.html', modules: ['/src/web/features/auth/pages/login-page.tsx'] },
  { file: 'app.html', modules: ['/src/web/app/data-layer.tsx', '/src/web/app/client-routes.tsx', '/src/web/features/client-workouts/pages/today-page.tsx'] },
  { file: 'coach.html', modules: ['/src/web/app/data-layer.tsx', '/src/web/app/coach-routes.tsx', '/src/web/features/dashboard/pages/dashboard-page.tsx'] },
];

/**
 * Server tests the PostgreSQL pass leaves out: the embedded database's own life (it runs on the
 * embedded cluster whatever the pass), REST and tRPC plumbing over services whose SQL the router
 * tests already run, the OpenAPI document and sweeps that answer before any SQL, and pure
 * functions. What remains runs every hand-written statement and the server-only code paths.
 */
const NOT_ON_POSTGRESQL = [
  'test/server/**/*-rest.test.ts',
  'test/server/contract/**',
  ...'database main bad-input-sweep web-delivery startup-checks rest-hardening error-table'.split(' ').map((name) => `test/server/foundation/${name}.test.ts`),
  ...'overload enumeration brute-force database-heal second-start start-signals'.split(' ').map((name) => `test/server/reliability/${name}.test.ts`),
  // HTTP from outside (a generated client; scope refusals that answer before any SQL).
  ...['outside-flow', 'read-only-key-sweep'].map((name) => `test/server/integrations/${name}.test.ts`),
  ...['exercises/video', 'dashboard/stats', 'programs/day-mapping', 'programs/editor-schedule', 'data-transfer/export-schema', 'photos/object-storage'].map((name) => `test/server/${name}.test.ts`),
];

const WEB = {
  environment: 'jsdom' as const,
  include: ['test/web/**/*.test.tsx'],
  setupFiles: ['test/web/setup.ts'],
  environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
  testTimeout: 30_000,
};
const WEB_ISOLATED = webTestsNeedingIsolation(fileURLToPath(new URL('.', import.meta.url)));

const SERVER_PG = {
  extends: true as const,
  test: {
    // The PostgreSQL pass (npm run test:server:pg, on TEST_DATABASE_URL): the server tests whose
    // outcome depends on the database server, not those that test HTTP, pure functions or
    // the embedded database (docs/testing.md, "The PostgreSQL pass").
    name: 'server-pg',
    environment: 'node',
    isolate: false,
    include: ['test/server/**/*.test.ts'],
    exclude: NOT_ON_POSTGRESQL,
    globalSetup: ['test/server/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
};

/** How every text file of the build is precompressed (served by src/server/routes/static.ts). */
const PRECOMPRESSION = { brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }, gzip: { level: 9 } };

/** Preload lists without the chunks the importing chunk has already loaded (scripts/vite-preload-deps.ts). */
const preload = preloadDeps();

export default defineConfig({
  plugins: [
    chakraGlobalCss(),
    reactRouterProductionBuild(),
    react(),
    areaPages(AREA_PAGES, PRECOMPRESSION),
    VitePWA(pwa()),
    // Every text file of the build gets .br and .gz siblings, served by src/server/routes/static.ts.
    compression({
      algorithms: [defineAlgorithm('brotliCompress', PRECOMPRESSION.brotli), defineAlgorithm('gzip', PRECOMPRESSION.gzip)],
      exclude: [/\.vite\//],
    }),
    chunkModules(),
    preload.plugin,
  ],
  // The blocking theme script lives here so it is copied verbatim (CSP forbids inline scripts).
  publicDir: 'src/web/public',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each route loads (test/e2e/bundle-budget.test.ts).
    manifest: true,
    modulePreload: { resolveDependencies: preload.resolveDependencies },
    // Lazy routes keep the first screen small; warn when one chunk grows past this anyway.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // @trpc/client declares no `sideEffects`, so its index keeps the whole WebSocket link (wsLink,
      // ~3 KB gzip) on every first screen although the app never uses it. Its modules only define
      // links and clients: unused ones may go (docs/performance.md, "Web delivery").
      // Chakra's theme module builds its full default config at top level (`defineConfig({ …every
      // recipe })`), and `defineConfig` (an identity function) is not marked pure, so importing the
      // default tokens from '@chakra-ui/react/theme' kept all ~70 recipes on every first screen.
      // Marked pure, an unused call and the recipes only it used can go (docs/performance.md).
      // Likewise Chakra's anatomy module builds every component's anatomy (`createAnatomy(…)`) at
      // top level; marked pure, the ones no recipe on the screen uses can go.
      // @emotion/react's entry imports hoist-non-react-statics for its side effects only
      // (`import 'hoist-non-react-statics'`; only `withTheme`, which the app never calls, uses it),
      // and a CommonJS package without `sideEffects` is kept whole: it and react-is (~1 KB gzip)
      // were on every first screen. It only defines a function, so unused it may go.
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]node_modules[\\/]@trpc[\\/]client[\\/]/, sideEffects: false },
          { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
        ],
        manualPureFunctions: ['defineConfig', 'createAnatomy'],
      },
      output: { codeSplitting: { groups: CHUNK_GROUPS } },
    },
  },
  server: {
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiServer, changeOrigin: false }])),
  },
  preview: {
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiServer, changeOrigin: false }])),
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          // A worker keeps the server's modules between files instead of loading them again for
          // each: most of this suite's CPU time was that loading. Files share no state but the
          // modules; each opens its own database and app (docs/testing.md, "Isolation").
          isolate: false,
          include: ['test/server/**/*.test.ts'],
          // One embedded PostgreSQL (or TEST_DATABASE_URL) per run; a database per file.
          globalSetup: ['test/server/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // Defined only with TEST_DATABASE_URL, so a bare `vitest run` does not repeat these on the embedded cluster.
      ...(process.env.TEST_DATABASE_URL ? [SERVER_PG] : []),
      // Web tests share a worker's modules and window from file to file (as the server's do), except
      // the files that mock a module or replace a browser global (docs/testing.md, "Isolation").
      { extends: true, test: { ...WEB, name: 'web', isolate: false, exclude: [...configDefaults.exclude, ...WEB_ISOLATED] } },
      { extends: true, test: { ...WEB, name: 'web-isolated', include: WEB_ISOLATED } },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          // One server and one Chromium for the run, which the files join (test/e2e/harness.ts).
          globalSetup: ['test/e2e/global-setup.ts'],
          // A failed test prints what its open pages showed (test/e2e/failure-report.ts).
          setupFiles: ['test/e2e/setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Two files at a time (npm run test:e2e passes --maxWorkers=2): a file waits on the browser,
          // the server and their timers most of its time, so a second one fills the cores.
        },
      },
    ],
  },
});

/**
 * The installable app (docs/offline.md): a web app manifest and a Workbox service worker that
 * precaches the app shell and every route chunk, so /app/* opens with no signal. Navigations
 * fall back to index.html, never for the API, tRPC or photos. A new version waits until the
 * user taps "Refresh" (src/web/lib/offline/service-worker.ts).
 */
function pwa(): Parameters<typeof VitePWA>[0] {
  return {
    registerType: 'prompt',
    injectRegister: false,
    includeAssets: ['favicon.svg', 'favicon.ico', 'apple-touch-icon.png', 'theme-init.js', 'push-sw.js'],
    manifest: {
      id: '/app/today',
      // One language: the name is the product's in every language (docs/translations.md).
      lang: 'en',
      dir: 'ltr',
      name: 'Spotter',
      short_name: 'Spotter',
      description: 'Workouts, meals and progress with your coach.',
      start_url: '/app/today',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#ffffff',
      background_color: '#ffffff',
      // Read by Chromium for a dark system theme (the page's own theme-color tags follow after load).
      ...{ user_preferences: { color_scheme_dark: { theme_color: '#09090b', background_color: '#09090b' } } },
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
      maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/(api|trpc|health|ready|metrics)(\/|$)/],
      cleanupOutdatedCaches: true,
      // The first install controls the open page at once (updates still wait for 'Refresh').
      clientsClaim: true,
      // Web push: shows a push and opens its screen on a tap (src/web/public/push-sw.js, docs/push.md).
      importScripts: ['/push-sw.js'],
    },
  };
}
