// A local webhook receiver for the integration tests: keeps what it is sent, answers the status
// it is told, and verifies Standard Webhooks signatures as a receiver would (with its own code,
// not the server's).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  json: { id: string; type: string; timestamp: string; coachId: string; data: Record<string, unknown> };
}

export async function startReceiver() {
  const received: Received[] = [];
  let answer = 204;
  let location: string | undefined;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: req.headers, body, json: JSON.parse(body) as Received['json'] });
      res.writeHead(answer, location ? { location } : {});
      res.end();
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answerWith(status: number, redirectTo?: string) {
      answer = status;
      location = redirectTo;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What a receiver checks: the v1 signature of "id.timestamp.body" under the whsec_ secret. */
export function verifySignature(secret: string, r: Received): boolean {
  const id = String(r.headers['webhook-id']);
  const timestamp = String(r.headers['webhook-timestamp']);
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = Buffer.from(createHmac('sha256', key).update(`${id}.${timestamp}.${r.body}`).digest('base64'));
  return String(r.headers['webhook-signature'])
    .split(' ')
    .some((sig) => {
      const [version, value] = sig.split(',');
      const given = Buffer.from(value ?? '');
      return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
    });
}
