// Body-metric values logged with no signal (docs/offline.md, docs/body-metrics.md): queued with a
// key of their own, kept through a restart, and sent once each, in the order logged, so the
// later value of a day is the one the server keeps.
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { createStore } from 'idb-keyval';
import { describe, expect, it, vi } from 'vitest';
import { createOutbox, QUEUED, type OutboxItem, type SendOutcome } from '#web/lib/offline/outbox.ts';
import { OFFLINE_WRITES } from '#web/lib/offline/writes.ts';

Object.assign(globalThis, { indexedDB, IDBKeyRange });

const path = 'clientApp.bodyMetrics.log';
const log = (date: string, value: number) => ({ path, input: { metric: 'weight', date, value, unit: 'KG' }, token: 't', label: OFFLINE_WRITES[path]! });

/** A server that keeps one value per metric and day, applying each key once. */
function fakeServer() {
  let online = false;
  const keys = new Set<string>();
  const days = new Map<string, number>();
  const sends: string[] = [];
  const sender = vi.fn(async (item: OutboxItem): Promise<SendOutcome> => {
    if (!online) return { kind: 'retry', error: new Error('Failed to fetch') };
    sends.push(item.key);
    const { date, value } = item.input as { date: string; value: number };
    if (!keys.has(item.key)) {
      keys.add(item.key);
      days.set(date, value);
    }
    return { kind: 'done', data: { metric: 'weight', date, value } };
  });
  return { sender, days, sends, goOnline: () => (online = true) };
}

describe('body metrics logged offline', () => {
  it('are queued under their own keys, survive a restart, and reach the server once each, the later value of a day winning', async () => {
    const server = fakeServer();
    const store = createStore('body-metrics-offline', 'items');
    const outbox = createOutbox({ sender: server.sender, store, backoffMs: () => 60_000 });
    expect(await outbox.enqueue(log('2026-03-10', 82.4))).toBe(QUEUED);
    expect(await outbox.enqueue(log('2026-03-10', 82.1))).toBe(QUEUED);
    expect(await outbox.enqueue(log('2026-03-11', 81.9))).toBe(QUEUED);
    const queued = await outbox.items();
    expect(new Set(queued.map((i) => i.key)).size).toBe(3);
    expect(queued.map((i) => i.label)).toEqual(['Log a body metric', 'Log a body metric', 'Log a body metric']);
    outbox.stop();

    // The phone restarts with signal: a new queue over the same store sends everything, in order.
    server.goOnline();
    const reopened = createOutbox({ sender: server.sender, store, backoffMs: () => 10 });
    await reopened.flush();
    expect(server.sends).toEqual(queued.map((i) => i.key));
    expect(Object.fromEntries(server.days)).toEqual({ '2026-03-10': 82.1, '2026-03-11': 81.9 });
    expect(reopened.getState()).toMatchObject({ pending: 0, stuck: 0 });
    await reopened.flush();
    expect(server.sends).toHaveLength(3);
    reopened.stop();
  });
});
