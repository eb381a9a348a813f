// An HTTP server on the app that counts the SQL statements each request sends (statementScopes,
// src/server/db/statement-counter.ts), for tests that hold requests to a statement budget.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '#server/app';
import { statementScopes } from '#server/db/statement-counter';
import { setupTest, type TestSetup } from './helpers.ts';

export interface CountingServer {
  server: Server;
  /** http://127.0.0.1:<port>/api */
  base: string;
  /** Statements of every finished request, in the order they finished. */
  finished: number[];
  /** The statement count of the latest request, once its response has been sent. */
  lastRequest(): Promise<number>;
  close(): Promise<void>;
}

export async function listenCounting(app: ReturnType<typeof createApp>, scopes: ReturnType<typeof statementScopes>): Promise<CountingServer> {
  const finished: number[] = [];
  let last: Promise<number> = Promise.resolve(0);
  const server = createServer((req, res) => {
    const { scope } = scopes.run(() => app(req, res));
    last = new Promise((resolve) =>
      res.on('finish', () => {
        finished.push(scope.count);
        resolve(scope.count);
      }),
    );
  }).listen(0, '127.0.0.1');
  await new Promise<void>((r) => server.once('listening', () => r()));
  return {
    server,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    finished,
    lastRequest: () => last,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/**
 * A test database and a counting server on its app for the enclosing file: filled in its
 * beforeAll, closed in its afterAll (the server first).
 */
export function countingTestHooks(): { t: TestSetup; srv: CountingServer; statementsSent: () => number } {
  const scopes = statementScopes();
  const t = {} as TestSetup;
  const srv = {} as CountingServer;
  beforeAll(async () => {
    // A token's sign-in stays cached for the whole file: with the product's few seconds, a slow
    // machine let one token's entry lapse between two compared requests, adding a statement to one.
    Object.assign(t, await setupTest({ onStatement: scopes.onStatement, bearerCacheTtlMs: 10 * 60_000 }));
    Object.assign(srv, await listenCounting(createApp(t.deps), scopes));
  });
  afterAll(async () => {
    await srv.close?.();
    await t.close?.();
  });
  return { t, srv, statementsSent: scopes.total };
}
