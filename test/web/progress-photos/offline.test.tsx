// A queued progress photo (docs/progress-photos.md, docs/offline.md) takes the meal photo's path in
// send.ts with its own ticket: upload first, an expired link renewed, then the photo row naming
// the uploaded objectPath.
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sendItem } from '#web/lib/offline/send.ts';
import { server } from '../support/msw-server.ts';
import superjson from 'superjson';

type Call = { path: string; input: unknown; key: string | null };

/** send.ts speaks plain (unbatched) tRPC with an Idempotency-Key per request. */
function plainTrpc(resolvers: Record<string, (input: never) => unknown>, calls: Call[]) {
  return http.post('*/trpc/:path', async ({ request, params }) => {
    const path = String(params.path);
    const body = (await request.json().catch(() => null)) as { json?: unknown; meta?: never } | null;
    const input = body ? superjson.deserialize(body as never) : undefined;
    calls.push({ path, input, key: request.headers.get('idempotency-key') });
    const resolve = resolvers[path];
    if (!resolve) return HttpResponse.json({ error: { json: { message: 'no handler', code: -32004, data: { httpStatus: 404, code: 'NOT_FOUND' } } } }, { status: 404 });
    return HttpResponse.json({ result: { data: superjson.serialize(resolve(input as never)) } });
  });
}

describe('sending a queued progress photo', () => {
  it('uploads with a progress ticket (renewed when its link expired), then creates the photo with that objectPath', async () => {
    const calls: Call[] = [];
    let tickets = 0;
    const puts: string[] = [];
    server.use(
      plainTrpc(
        {
          'clientApp.progressPhotos.requestUpload': () => {
            tickets += 1;
            return { uploadURL: `/api/objects/upload/pp_k${tickets}?exp=1&sig=s`, objectPath: `/objects/pp_k${tickets}` };
          },
          'clientApp.progressPhotos.create': (input: { takenOn: string; pose: string }) => ({ id: 'p1', takenOn: input.takenOn, pose: input.pose, imageUrl: null, createdAt: new Date() }),
        },
        calls,
      ),
      http.put('*/api/objects/upload/:key', ({ params }) => {
        puts.push(String(params.key));
        // The first link has expired (the change waited offline too long).
        return params.key === 'pp_k1' ? HttpResponse.json({ error: 'This link is invalid or has expired' }, { status: 403 }) : HttpResponse.json({ objectPath: '/objects/pp_k2' });
      }),
    );
    const outcome = await sendItem({
      key: 'change-1',
      path: 'clientApp.progressPhotos.create',
      input: { takenOn: '2026-03-09', pose: 'FRONT' },
      photos: [new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' })],
      token: 'client-token',
      label: 'Add a progress photo',
      createdAt: Date.now(),
    } as never);
    expect(outcome.kind, String((outcome as { error?: Error }).error?.message ?? (outcome as { error?: Error }).error)).toBe('done');
    expect(puts).toEqual(['pp_k1', 'pp_k2']);
    expect(calls.filter((c) => c.path === 'food.requestUpload')).toEqual([]);
    // Ticket keys derive from the change's, so a replay asks for the same ticket (docs/offline.md).
    expect(calls.filter((c) => c.path.endsWith('requestUpload')).map((c) => c.key)).toEqual(['change-1:upload:0', 'change-1:upload:0:1']);
    expect(calls.filter((c) => c.path === 'clientApp.progressPhotos.create').map((c) => c.input)).toEqual([{ takenOn: '2026-03-09', pose: 'FRONT', objectPath: '/objects/pp_k2' }]);
  });
});
