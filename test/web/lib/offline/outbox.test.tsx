// The client app's write queue (docs/offline.md) over a real IndexedDB implementation:
// in order, durable, retried with backoff, one key per change, refusals dropped.
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { createStore } from 'idb-keyval';
import { Blob as NodeBlob } from 'node:buffer';
import { describe, expect, it, vi } from 'vitest';
import { createOutbox, QUEUED, type OutboxItem, type SendOutcome } from '#web/lib/offline/outbox.ts';

// jsdom has no IndexedDB: the queue's stores open on fake-indexeddb's.
Object.assign(globalThis, { indexedDB, IDBKeyRange });

let storeSeq = 0;
const freshStore = () => createStore(`outbox-test-${storeSeq++}`, 'items');
const change = (label: string) => ({ path: 'clientApp.fitnessTests.create', input: { testName: label }, token: 't', label });

/** A fake server: answers per the script, remembering which keys it applied. */
function fakeServer(script: (item: OutboxItem, call: number) => SendOutcome['kind'] = () => 'done') {
  const applied = new Map<string, string>();
  const calls: string[] = [];
  const sender = vi.fn(async (item: OutboxItem): Promise<SendOutcome> => {
    calls.push(item.label);
    const kind = script(item, calls.length);
    if (kind === 'done') {
      applied.set(item.key, item.label);
      return { kind, data: { ok: item.label } };
    }
    return { kind, error: new Error(kind === 'refused' ? 'Workout session not found' : kind === 'hold' ? 'Your coach has archived your account' : 'Failed to fetch') };
  });
  return { sender, applied, calls };
}

describe('outbox', () => {
  it('sends changes in order and answers each caller with its answer', async () => {
    const server = fakeServer();
    const outbox = createOutbox({ sender: server.sender, store: freshStore() });
    const answers = await Promise.all([outbox.enqueue(change('a')), outbox.enqueue(change('b')), outbox.enqueue(change('c'))]);
    expect(answers).toEqual([{ ok: 'a' }, { ok: 'b' }, { ok: 'c' }]);
    await outbox.flush();
    expect(server.calls).toEqual(['a', 'b', 'c']);
    expect(await outbox.items()).toEqual([]);
    expect(outbox.getState()).toMatchObject({ pending: 0, syncing: false });
    expect(outbox.getState().savedAt).not.toBeNull();
  });

  it('a flush of an empty queue never reports syncing (the sync line stays hidden at start-up)', async () => {
    const server = fakeServer();
    const outbox = createOutbox({ sender: server.sender, store: freshStore() });
    const seen: boolean[] = [];
    outbox.subscribe(() => seen.push(outbox.getState().syncing));
    await outbox.flush();
    expect(server.calls).toEqual([]);
    expect(seen).not.toContain(true);
    expect(outbox.getState()).toMatchObject({ pending: 0, syncing: false, savedAt: null });

    // With a change queued, the same flush says so while it sends, and not after.
    await outbox.enqueue(change('a'));
    await outbox.flush();
    expect(seen).toContain(true);
    expect(seen.at(-1)).toBe(false);
  });

  it('with no network answers "queued", keeps the change durably, and replays it later with the same key', async () => {
    let online = false;
    const server = fakeServer(() => (online ? 'done' : 'retry'));
    const store = freshStore();
    const outbox = createOutbox({ sender: server.sender, store, backoffMs: () => 60_000 });
    expect(await outbox.enqueue(change('tick'))).toBe(QUEUED);
    expect(await outbox.enqueue(change('log'))).toBe(QUEUED);
    expect(outbox.getState().pending).toBe(2);
    outbox.stop();

    // The app is closed and opened again: a new outbox over the same IndexedDB store.
    const [first] = await outbox.items();
    online = true;
    const reopened = createOutbox({ sender: server.sender, store, backoffMs: () => 10 });
    await reopened.refreshCount();
    expect(reopened.getState().pending).toBe(2);
    await reopened.flush();
    expect(server.calls.slice(-2)).toEqual(['tick', 'log']);
    expect(server.applied.get(first!.key)).toBe('tick');
    expect(reopened.getState().pending).toBe(0);
  });

  it('retries with backoff until the server answers, in order', async () => {
    const server = fakeServer((_item, call) => (call <= 3 ? 'retry' : 'done'));
    const backoff = vi.fn(() => 5);
    const onSynced = vi.fn();
    const outbox = createOutbox({ sender: server.sender, store: freshStore(), backoffMs: backoff, onSynced });
    expect(await outbox.enqueue(change('a'))).toBe(QUEUED);
    await outbox.enqueue(change('b'));
    await vi.waitFor(() => expect(outbox.getState().pending).toBe(0));
    expect(backoff.mock.calls.map((c) => (c as unknown[])[0])).toEqual([0, 1, 2]);
    expect(server.calls.filter((c) => c === 'b')).toHaveLength(1);
    expect([...server.applied.values()]).toEqual(['a', 'b']);
    expect(onSynced).toHaveBeenCalled();
  });

  it('a refused replay is dropped with a message and the rest goes on', async () => {
    let online = false;
    const server = fakeServer((item) => (!online ? 'retry' : item.label === 'complete' ? 'refused' : 'done'));
    const onRefused = vi.fn();
    const outbox = createOutbox({ sender: server.sender, store: freshStore(), backoffMs: () => 60_000, onRefused });
    for (const l of ['tick', 'complete', 'meal']) await outbox.enqueue(change(l));
    online = true;
    await outbox.retryNow();
    expect(onRefused).toHaveBeenCalledTimes(1);
    expect((onRefused.mock.calls[0] as [OutboxItem, Error])[0].label).toBe('complete');
    expect((onRefused.mock.calls[0] as [OutboxItem, Error])[1].message).toBe('Workout session not found');
    expect([...server.applied.values()]).toEqual(['tick', 'meal']);
    expect(outbox.getState().pending).toBe(0);
    outbox.stop();
  });

  it('a refusal while the caller waits reaches the caller, not the message', async () => {
    const server = fakeServer(() => 'refused');
    const onRefused = vi.fn();
    const outbox = createOutbox({ sender: server.sender, store: freshStore(), onRefused });
    await expect(outbox.enqueue(change('x'))).rejects.toThrow('Workout session not found');
    expect(onRefused).not.toHaveBeenCalled();
    expect(await outbox.items()).toEqual([]);
  });

  it("an archived client's replay is held: every change kept in order, no retry timer, sent once resumed", async () => {
    let archived = true;
    const server = fakeServer(() => (archived ? 'hold' : 'done'));
    const backoff = vi.fn(() => 5);
    const onHeld = vi.fn();
    const onRefused = vi.fn();
    const store = freshStore();
    const outbox = createOutbox({ sender: server.sender, store, backoffMs: backoff, onHeld, onRefused });
    // The caller of a held change is answered "queued": its change stays on screen.
    expect(await outbox.enqueue(change('tick'))).toBe(QUEUED);
    expect(await outbox.enqueue(change('meal'))).toBe(QUEUED);
    expect(onHeld).toHaveBeenCalled();
    expect((onHeld.mock.calls[0] as [OutboxItem])[0].label).toBe('tick');
    expect(onRefused).not.toHaveBeenCalled();
    expect(outbox.getState()).toMatchObject({ pending: 2, held: true });
    // Not retried on a timer (nothing the network does changes the answer), not dropped.
    const sentSoFar = server.calls.length;
    await new Promise((r) => setTimeout(r, 60));
    expect(server.calls.length).toBe(sentSoFar);
    expect(backoff).not.toHaveBeenCalled();
    const kept = await outbox.items();
    expect(kept.map((i) => i.label)).toEqual(['tick', 'meal']);
    // The server keeps its refusal under the key it refused: the held change gets a new one.
    const refusedKey = (onHeld.mock.calls[0] as [OutboxItem])[0].key;
    expect(kept[0]!.key).not.toBe(refusedKey);

    // The coach unarchives: resumed, each change applied once, in order.
    archived = false;
    await outbox.retryNow();
    expect([...server.applied.values()]).toEqual(['tick', 'meal']);
    expect(server.applied.has(refusedKey)).toBe(false);
    expect(outbox.getState()).toMatchObject({ pending: 0, held: false });
    outbox.stop();
  });

  it('gives every change its own key and keeps Blobs (meal photos) as they are', async () => {
    const server = fakeServer(() => 'retry');
    const outbox = createOutbox({ sender: server.sender, store: freshStore(), backoffMs: () => 60_000 });
    // Node's Blob: the one fake-indexeddb can clone (jsdom's is not structured-cloneable).
    await outbox.enqueue({ ...change('meal'), photos: [new NodeBlob(['jpeg-bytes'], { type: 'image/jpeg' }) as unknown as Blob] });
    await outbox.enqueue(change('test'));
    const items = await outbox.items();
    expect(new Set(items.map((i) => i.key)).size).toBe(2);
    expect(items[0]!.photos?.[0]).toBeInstanceOf(NodeBlob);
    expect(items[0]!.photos?.[0]?.size).toBe('jpeg-bytes'.length);
    outbox.stop();
  });
});
