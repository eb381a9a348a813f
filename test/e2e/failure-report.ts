// What a failed end-to-end test leaves behind (docs/testing.md, "When a test fails"): for every
// page still open, its address, what it shows in words, and its last events (console errors,
// loads, failed calls), printed and kept (../failure-reports.ts), so a failure on a busy CI
// machine can be read after.
import type { Page } from 'playwright-core';
import { keepFailureReport } from '../failure-reports.ts';

const KEPT_MESSAGES = 40;
const TEXT_CHARS = 2_000;

const pages = new Map<Page, string[]>();
const serverLogs = new Set<() => string[]>();
const SERVER_LINES = 12;

/** The server's output a harness reads (on the shared server, every file's lines since it joined). */
export function watchServerLog(read: () => string[]): () => void {
  serverLogs.add(read);
  return () => serverLogs.delete(read);
}

/** The server's last warnings and errors (pino levels 40 and up), shortened. */
function serverTrouble(): string[] {
  const lines = [...serverLogs].flatMap((read) => read().filter((line) => /"level":(4|5|6)0\b/.test(line)));
  return lines.slice(-SERVER_LINES).map((line) => line.slice(0, 400));
}

/** Follows a page the harness opened until it closes: console errors, uncaught exceptions, loads and failed calls. */
export function watchPage(page: Page): void {
  const messages: string[] = [];
  const keep = (line: string) => {
    messages.push(line);
    if (messages.length > KEPT_MESSAGES) messages.shift();
  };
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') keep(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => keep(`uncaught: ${e.message}`));
  const started = Date.now();
  const at = () => `+${((Date.now() - started) / 1000).toFixed(1)} s`;
  // Address changes (in-app ones too) and loads of the page (a second "loaded" is a reload, which
  // loses what was on screen), and calls that failed or were refused.
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) keep(`${at()} address: ${frame.url().replace(/token=[^&]+/, 'token=…')}`);
  });
  page.on('load', () => keep(`${at()} loaded`));
  page.on('requestfailed', (r) => keep(`${at()} failed: ${r.method()} ${new URL(r.url()).pathname} ${r.failure()?.errorText ?? ''}`));
  page.on('response', (r) => {
    if (r.status() < 400) return;
    const line = `${at()} ${r.status()}: ${r.request().method()} ${new URL(r.url()).pathname}`;
    // With the start of what the server said (a 409 may be a busy key or a refusal).
    void r
      .text()
      .then((body) => keep(`${line} ${body.replace(/\s+/g, ' ').slice(0, 160)}`))
      .catch(() => keep(line));
  });
  page.on('close', () => pages.delete(page));
  pages.set(page, messages);
}

async function describePage(page: Page, messages: string[]): Promise<string> {
  const seen = await page
    .evaluate((chars) => ({ online: navigator.onLine, text: (document.body?.innerText ?? '').replace(/\n{2,}/g, '\n').slice(0, chars) }), TEXT_CHARS)
    .catch((e: unknown) => ({ online: null, text: `(could not be read: ${e instanceof Error ? e.message : String(e)})` }));
  const size = page.viewportSize();
  return [
    `── ${page.url()} (${size ? `${size.width}×${size.height}` : 'no viewport'}, navigator.onLine ${String(seen.online)})`,
    seen.text,
    ...(messages.length ? ['events (console errors, loads, failed calls):', ...messages] : []),
  ].join('\n');
}

/** Writes and prints what every open page shows; returns the report's path. */
export async function reportOpenPages(file: string, test: string): Promise<string> {
  const parts = await Promise.all([...pages].map(([page, messages]) => describePage(page, messages)));
  const trouble = serverTrouble();
  const body = [...(parts.length ? parts : ['(no page open)']), ...(trouble.length ? ["── the server's last warnings and errors (this file's or another's):", ...trouble] : [])].join('\n');
  return keepFailureReport('e2e', file, test, body);
}
