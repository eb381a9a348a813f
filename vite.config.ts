// Vite builds the web app into dist/ (served by the Express app with history fallback) and
// vitest runs three projects: server (node), web (jsdom + msw) and e2e (the real server and
// Chromium, one file at a time because each file starts its own server and browser).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const apiServer = process.env.API_URL ?? `http://localhost:${process.env.PORT ?? '3000'}`;
const proxied = ['/trpc', '/api', '/health', '/objects'];

export default defineConfig({
  plugins: [react()],
  // The blocking theme script lives here so it is copied verbatim (CSP forbids inline scripts).
  publicDir: 'src/web/public',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Lazy routes keep the first screen small; warn when one chunk grows past this anyway.
    chunkSizeWarningLimit: 600,
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
          // Each file boots an embedded database (2–3 s in WebAssembly) before its tests.
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
