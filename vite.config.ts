// Vite builds the web app into dist/ (served by the Express app with history fallback) and
// vitest runs three projects: server (node), web (jsdom + msw) and e2e (the real server and
// Chromium, one file at a time because each file starts its own server and browser).
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { areaPages } from './scripts/vite-area-pages.ts';
import { chakraGlobalCss } from './scripts/vite-chakra-global-css.ts';
import { chakraTokens } from './scripts/vite-chakra-tokens.ts';
import { chunkModules } from './scripts/vite-chunk-modules.ts';
import { preloadDeps } from './scripts/vite-preload-deps.ts';

const apiServer = process.env.API_URL ?? `http://localhost:${process.env.PORT ?? '3000'}`;
const proxied = ['/trpc', '/api', '/health', '/ready'];

/**
 * Chunks for the first screens (docs/performance.md, "Web delivery"). Left to itself the bundler
 * gives every module shared by two lazy chunks a file of its own: a first screen fetched 40 to 70
 * files, many under 1 KB, each gzipped alone. These groups put what a first screen always loads
 * together into one file each (gzip then shares its dictionary). Only modules listed here are
 * moved (a path matched as the end of a module id); their imports stay where the bundler puts
 * them. A module imported with import() may be listed (the client layout, Today's page and the
 * offline code are): the importers then load the group's file and read the module's exports from
 * it. An earlier Rolldown failed to load such a group in the browser ("Export '…_exports' is not
 * defined"); test/e2e/bundle-budget.test.ts fails on the error screen that would leave.
 */
const byPath =
  (...paths: string[]) =>
  (id: string) => {
    const file = id.replaceAll('\\', '/');
    return paths.some((path) => (path.endsWith('/') ? file.includes(path) : file.endsWith(path)));
  };
/**
 * Modules of TanStack Query that the coach dashboard does not call: the hooks only lib/trpc.ts's
 * tRPC hooks wrap (suspense, several queries, prefetch, infinite lists), which load with the
 * screens that use them, and the cache's hydration, which the offline restore uses (`client-today`).
 */
const laterQueryModules = byPath(
  ...'HydrationBoundary useInfiniteQuery useIsFetching useMutationState usePrefetchInfiniteQuery usePrefetchQuery useQueries useSuspenseInfiniteQuery useSuspenseQueries useSuspenseQuery'
    .split(' ')
    .map((name) => `/@tanstack/react-query/build/modern/${name}.js`),
  ...'hydration infiniteQueryObserver queriesObserver streamedQuery'.split(' ').map((name) => `/@tanstack/query-core/build/modern/${name}.js`),
);
const web = (dir: string, names: string) => names.split(' ').map((name) => `/src/web/${dir}/${name}`);
const chakra = (names: string) => names.split(' ').map((name) => `/@chakra-ui/react/dist/esm/components/${name}/`);
const signedIn = byPath(
  // Not @trpc/react-query: its hooks load with the screens that use them (app/trpc-provider.tsx).
  ...['@tanstack/query-core/', '@tanstack/react-query/', '@trpc/client/', '@trpc/server/', 'superjson/', 'copy-anything/'].map((pkg) => `/node_modules/${pkg}`),
  // The query layer is loaded with import() (app/session-root.tsx); in the same file as what it uses.
  ...web('app', 'data-layer.tsx navigation.ts'),
  ...web('lib', 'trpc-client.ts trpc-query.ts errors.ts auth/auth-provider.tsx offline/saved-data.ts offline/writes.ts use-time-zone.ts use-now.ts'),
  // The message icon: the client header's Messages button, the coach's notifications and replies.
  ...web('components', 'progress-bar.tsx message-icon.tsx'),
  ...chakra('simple-grid skip-nav grid badge'),
  ...['time-zone-name.ts', 'client-access.ts'].map((name) => `/src/shared/${name}`),
);
const FIRST_SCREEN_CHUNKS = [
  {
    // Every first screen, /login included: Chakra's layout primitives and the app's own.
    name: 'shell',
    test: byPath(
      ...chakra('group stack center icon flex image card spinner text box span absolute-center loader heading'),
      // Not close-button.js: its icon is a file of Chakra's icons the first screens do not draw.
      ...['button.js', 'button-group.js', 'icon-button.js'].map((name) => `/@chakra-ui/react/dist/esm/components/button/${name}`),
      ...['create-recipe-context.js', 'create-slot-recipe-context.js', 'use-recipe.js', 'use-slot-recipe.js'].map((name) => `/@chakra-ui/react/dist/esm/styled-system/${name}`),
      '/@chakra-ui/react/dist/esm/utils/walk-object.js',
      '/@ark-ui/react/dist/components/field/field.anatomy.js',
      '/@zag-js/anatomy/dist/create-anatomy.mjs',
      '/@zag-js/dom-query/dist/shared.mjs',
      ...web('components', 'icons.tsx app-logo.tsx loading-state.tsx'),
      ...web('lib', 'auth/auth-context.ts use-page-title.ts'),
      '/src/shared/limits.ts',
      'vite/preload-helper.js',
    ),
  },
  {
    // Signed in, in either area: the query layer (app/data-layer.tsx) and what both layouts use.
    name: 'signed-in',
    test: (id: string) => signedIn(id) && !laterQueryModules(id),
  },
  {
    // The client app's layout with Today, its landing screen, and the offline restore and queue.
    // The layout, Today's page and the offline code are each loaded with import(), so they were
    // files of their own, fetched one after the other; in one file gzip shares its dictionary
    // (−3.9 KB on /app/today) and Today's page arrives with the layout, a round trip sooner.
    name: 'client-today',
    test: byPath(
      ...web('features/client-app', 'index.ts texts.ts'),
      ...web('features/client-workouts', 'index.ts texts.ts hooks/use-sessions.ts hooks/use-today-workout.ts'),
      ...web('features/client-workouts/components', 'also-due.tsx exercise-card.tsx exercise-list.tsx unit-toggle.tsx screen-states.tsx column-badges.tsx skip-confirm.tsx'),
      ...web('features/client-workouts/lib', 'grouping.ts opened-at.ts set-rows-loader.ts'),
      ...web('lib/offline', 'persist.ts drafts.ts'),
      ...web(
        'lib',
        'after-first-screen.ts auth/archived.ts use-client-branding.ts use-in-flight.ts offline/client-offline.ts offline/client-outbox.ts offline/outbox.ts offline/sync-status.tsx offline/use-outbox.ts',
      ),
      ...web('layouts/client', 'client-layout.tsx'),
      ...web('app', 'client-routes.tsx tab-screens.ts'),
      ...web('features/client-workouts/pages', 'today-page.tsx'),
      '/node_modules/idb-keyval/',
      ...web('components', 'lazy-confirm-dialog.tsx'),
      '/src/shared/workout-dates.ts',
      ...['@tanstack/query-persist-client-core/', '@tanstack/react-query-persist-client/'].map((pkg) => `/node_modules/${pkg}`),
      '/node_modules/@tanstack/query-core/build/modern/hydration.js',
      ...chakra('container'),
    ),
  },
  {
    // The local date in a zone (src/shared/local-today.ts, @date-fns/tz's offset function): Today's
    // lateness badge and "Also due" need only this, not the date class below.
    name: 'local-today',
    test: byPath('/src/shared/local-today.ts', '/node_modules/@date-fns/tz/tzOffset/'),
  },
  {
    // Days counted in a time zone (src/shared/time-zone.ts with @date-fns/tz): the client app's other
    // screens, the coach's client calendar; not the first screens.
    name: 'time-zone',
    test: byPath('/src/shared/time-zone.ts', '/node_modules/@date-fns/tz/'),
  },
  {
    // The coach area's layout with the dashboard, its landing screen.
    name: 'coach-dashboard',
    test: byPath(
      // The area's routes, its layout and the dashboard are each loaded with import(); one file.
      ...web('app', 'coach-routes.tsx'),
      ...web('layouts/coach', 'coach-layout.tsx'),
      ...web('features/dashboard/pages', 'dashboard-page.tsx'),
      '/src/web/layouts/coach/coach-sidebar.tsx',
      '/src/web/layouts/coach/sidebar-state.ts',
      ...web('lib', 'use-unread-notification-count.ts'),
      ...web('features/dashboard', 'texts.ts hooks/use-dashboard.ts components/client-progress-card.tsx components/recent-activity-card.tsx components/stat-card.tsx'),
      ...web('features/notifications', 'index.ts texts.ts hooks/use-notifications.ts'),
      ...web('components', 'initials-avatar.tsx unread-badge.tsx'),
      ...web('theme/components', 'skeleton.ts'),
      '/@chakra-ui/react/dist/esm/theme/recipes/skeleton.js',
      '/src/shared/relative-time.ts',
      '/src/shared/dashboard-stats.ts',
      ...chakra('circle skeleton square spacer'),
    ),
  },
].map((group) => ({ ...group, includeDependenciesRecursively: false }));

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

/** How every text file of the build is precompressed (served by src/server/routes/static.ts). */
const PRECOMPRESSION = { brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }, gzip: { level: 9 } };

/** Preload lists without the chunks the importing chunk has already loaded (scripts/vite-preload-deps.ts). */
const preload = preloadDeps();

export default defineConfig({
  plugins: [
    chakraGlobalCss(),
    chakraTokens(),
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
      output: { codeSplitting: { groups: FIRST_SCREEN_CHUNKS } },
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
          include: ['test/server/**/*.test.ts'],
          // One embedded PostgreSQL (or TEST_DATABASE_URL) per run; a database per file.
          globalSetup: ['test/server/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['test/web/**/*.test.tsx'],
          setupFiles: ['test/web/setup.ts'],
          environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
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
    includeAssets: ['favicon.svg', 'favicon.ico', 'apple-touch-icon.png', 'theme-init.js'],
    manifest: {
      id: '/app/today',
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
      navigateFallbackDenylist: [/^\/(api|trpc|health|ready)(\/|$)/],
      cleanupOutdatedCaches: true,
      // The first install controls the open page at once (updates still wait for 'Refresh').
      clientsClaim: true,
    },
  };
}
