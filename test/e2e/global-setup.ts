// The end-to-end run's shared server and browser (vitest globalSetup, once per run): one server
// on a fresh embedded database and one Chromium, which every test file joins (harness.ts) with an
// account of its own. Starting both per file was most of the e2e stage's time.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { clearFailureReports } from '../failure-reports.ts';
import { CHROMIUM, CHROMIUM_ARGS, checkPrerequisites, runClockOffsetMs, startServer } from './server.ts';

export interface SharedServer {
  baseUrl: string;
  /** The server's DATA_DIR (its embedded PostgreSQL lives in DATA_DIR/pg). */
  dataDir: string;
  /** Everything the server writes, one line at a time. */
  logFile: string;
  appSecret: string;
  /** Playwright's endpoint of the shared Chromium (chromium.connect). */
  browserEndpoint: string;
  /** How far the run's clock is ahead of the machine's (server.ts, runClockOffsetMs). */
  clockOffsetMs: number;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eShared: SharedServer;
  }
}

export default async function setup(project: TestProject) {
  checkPrerequisites();
  // This run's failures only (failure-report.ts).
  await clearFailureReports('e2e');
  const logDir = await mkdtemp(path.join(tmpdir(), 'spotter-e2e-log-'));
  const logFile = path.join(logDir, 'server.log');
  const appSecret = randomBytes(32).toString('hex');
  const clockOffsetMs = runClockOffsetMs();
  // Each file's requests carry their own X-Forwarded-For (harness.ts), so the per-address abuse
  // limits count per file as they did with a server per file. Jobs are picked up within half a
  // second, so a test that waits on one (a notification, an e-mail) does not wait the default 2 s.
  const server = await startServer({ env: { APP_SECRET: appSecret, TRUST_PROXY: '1', JOB_POLL_SECONDS: '0.5' }, logFile, clockOffsetMs });
  const browser = await chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true }).catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  project.provide('e2eShared', { baseUrl: server.baseUrl, dataDir: server.dataDir, logFile, appSecret, browserEndpoint: browser.wsEndpoint(), clockOffsetMs });

  return async () => {
    await browser.close().catch(() => {});
    await server.stop();
    await rm(logDir, { recursive: true, force: true });
  };
}
