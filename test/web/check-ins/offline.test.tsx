// A check-in sent with no signal (docs/offline.md, docs/check-ins.md): queued with a key of its
// own, kept through a restart, and sent exactly once when the connection returns.
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { createStore } from 'idb-keyval';
import { describe, expect, it, vi } from 'vitest';
import { createOutbox, laneOf, QUEUED, type OutboxItem, type SendOutcome } from '#web/lib/offline/outbox.ts';
import { OFFLINE_WRITES } from '#web/lib/offline/writes.ts';

Object.assign(globalThis, { indexedDB, IDBKeyRange });

const path = 'clientApp.checkIns.submit';
const input = { scheduleId: 'sched1', dueDate: '2026-03-09', answers: [{ questionId: 'energy', value: 7 }], metrics: [{ metric: 'weight', value: 180, unit: 'LB' }] };

describe('a check-in sent offline', () => {
  it('is queued, survives a restart, and reaches the server once with one Idempotency-Key', async () => {
    let online = false;
    const applied = new Set<string>();
    const sends: string[] = [];
    const sender = vi.fn(async (item: OutboxItem): Promise<SendOutcome> => {
      if (!online) return { kind: 'retry', error: new Error('Failed to fetch') };
      sends.push(item.key);
      applied.add(item.key);
      return { kind: 'done', data: { id: 'sent1' } };
    });
    const store = createStore('check-ins-offline', 'items');
    const outbox = createOutbox({ sender, store, backoffMs: () => 60_000 });
    expect(OFFLINE_WRITES[path]).toBe('Send a check-in');
    expect(await outbox.enqueue({ path, input, token: 't', label: OFFLINE_WRITES[path]! })).toBe(QUEUED);
    const queued = await outbox.items();
    expect(queued).toHaveLength(1);
    expect(laneOf(queued[0]!)).toBe(queued[0]!.id);
    outbox.stop();

    online = true;
    const reopened = createOutbox({ sender, store, backoffMs: () => 10 });
    await reopened.flush();
    await reopened.flush();
    expect(sends).toEqual([queued[0]!.key]);
    expect(applied.size).toBe(1);
    expect(reopened.getState()).toMatchObject({ pending: 0, stuck: 0 });
    reopened.stop();
  });
});
