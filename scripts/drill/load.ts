// Load for the drill: `connections` loops, each sending one request after another for a while,
// through a keep-alive agent with as many sockets. Counts statuses, latencies and unanswered ones.
import http from 'node:http';

/** One request; resolves with the status, or rejects on a network error or timeout. */
export function request(agent: http.Agent, url: string, o: { method: string; token?: string; body?: unknown; timeoutMs: number }): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const payload = o.body === undefined ? undefined : JSON.stringify(o.body);
    const req = http.request(
      url,
      {
        method: o.method,
        agent,
        timeout: o.timeoutMs,
        headers: {
          ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

export interface LoadResult {
  total: number;
  byStatus: Record<string, number>;
  p50: number;
  p99: number;
  max: number;
  /** Requests that got no answer within `timeoutMs` (or a network error). */
  unanswered: number;
}

export type Step = (i: number) => { method: string; path: string; body?: unknown };

export async function runLoad(o: { url: string; token: string; connections: number; seconds: number; step: Step; timeoutMs?: number }): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: o.connections });
  const times: number[] = [];
  const byStatus: Record<string, number> = {};
  let unanswered = 0;
  let seq = 0;
  const until = Date.now() + o.seconds * 1000;
  const loop = async () => {
    while (Date.now() < until) {
      const { method, path, body } = o.step(seq++);
      const t0 = performance.now();
      try {
        const res = await request(agent, `${o.url}/api${path}`, { method, token: o.token, body, timeoutMs: o.timeoutMs ?? 60_000 });
        byStatus[res.status] = (byStatus[res.status] ?? 0) + 1;
        if (res.status === 503) await new Promise((r) => setTimeout(r, 100));
      } catch {
        unanswered++;
      }
      times.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: o.connections }, loop));
  agent.destroy();
  times.sort((a, b) => a - b);
  const q = (p: number) => Math.round(times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0);
  return { total: times.length, byStatus, p50: q(0.5), p99: q(0.99), max: Math.round(times.at(-1) ?? 0), unanswered };
}
