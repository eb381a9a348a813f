// Connected without internet (docs/offline.md, "No answer"): gym Wi-Fi with one bar, or a portal
// that swallows every call, while the browser still says it is online. A client call that gets
// no answer (or none in time) tells TanStack Query the app is offline, so the client app's reads
// wait with their saved data and the "Offline" line shows, as with no signal at all; a probe of
// /health, backing off to 30 s, says when the server answers again.
import { onlineManager } from '@tanstack/react-query';

/** A client-app read with no answer by then is treated as no signal. */
export const READ_TIMEOUT_MS = 6_000;
/** A queued write (send.ts); a photo's bytes get longer (PHOTO_TIMEOUT_MS). */
export const WRITE_TIMEOUT_MS = 20_000;
export const PHOTO_TIMEOUT_MS = 90_000;
const PROBE_FIRST_MS = 2_000;
const PROBE_MAX_MS = 30_000;

let probe: ReturnType<typeof setTimeout> | undefined;

/** `signal` (if any) and a timeout of `ms`, as one signal. */
export function withTimeout(ms: number, signal?: AbortSignal | null): AbortSignal {
  const timeout = AbortSignal.timeout(ms);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

function scheduleProbe(delay: number) {
  clearTimeout(probe);
  probe = setTimeout(() => {
    probe = undefined;
    // Back already (the browser's own event), or truly offline (its event will bring it back).
    if (onlineManager.isOnline() || !navigator.onLine) return;
    void fetch(new URL('/health', window.location.origin), { cache: 'no-store', signal: withTimeout(READ_TIMEOUT_MS) })
      .then((res) => res.ok)
      .catch(() => false)
      .then((ok) => (ok ? onlineManager.setOnline(true) : scheduleProbe(Math.min(delay * 2, PROBE_MAX_MS))));
  }, delay);
}

/** A call got no answer while the browser says it is online: offline until /health answers. */
export function reportNoAnswer(): void {
  if (typeof navigator === 'undefined' || !navigator.onLine || !onlineManager.isOnline()) return;
  onlineManager.setOnline(false);
  scheduleProbe(PROBE_FIRST_MS);
}

const CLIENT_READ = /^(clientApp|food)\./;

/**
 * fetch for the tRPC batch link: a read of the client app only (every procedure in the URL is
 * `clientApp.*` or `food.*`) times out after READ_TIMEOUT_MS, and one with no answer reports it.
 * Other calls go as they are.
 */
export function clientAppFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
  const names = decodeURIComponent(url.pathname.replace(/^.*\/trpc\//, '')).split(',');
  if ((init?.method ?? 'GET') !== 'GET' || !names.every((n) => CLIENT_READ.test(n))) return fetch(input, init);
  return fetch(input, { ...init, signal: withTimeout(READ_TIMEOUT_MS, init?.signal) }).catch((error: unknown) => {
    // Not when the query itself was cancelled (a screen left): that says nothing of the network.
    if (!init?.signal?.aborted) reportNoAnswer();
    throw error;
  });
}
