// A screen's saved data stays in memory while the client is away from it (docs/offline.md,
// "Reads"): left for longer than TanStack Query's 5-minute default in a gym with no signal, the
// Progress tab used to open on a spinner, and a test logged there did not show.
import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#web/lib/trpc-client.ts';

const clientKey = [['clientApp', 'fitnessTests', 'list'], { type: 'query' }];
const coachKey = [['clients', 'list'], { type: 'query' }];

async function readAndLeave(client: QueryClient, queryKey: unknown[]) {
  const observer = new QueryObserver(client, { queryKey, queryFn: () => Promise.resolve([{ id: 't1' }]) });
  const unsubscribe = observer.subscribe(() => undefined);
  await vi.waitFor(() => expect(client.getQueryData(queryKey)).toEqual([{ id: 't1' }]));
  unsubscribe();
}

describe('saved data in memory', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("keeps a client screen's data an hour after the screen was left", async () => {
    const client = createQueryClient();
    await readAndLeave(client, clientKey);
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(client.getQueryData(clientKey)).toEqual([{ id: 't1' }]);
  });

  it("still lets a coach screen's data go once it is left (the coach area is not kept)", async () => {
    const client = createQueryClient();
    await readAndLeave(client, coachKey);
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(client.getQueryData(coachKey)).toBeUndefined();
  });
});
