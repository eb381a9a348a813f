// The client app's write queue (docs/offline.md) over a real IndexedDB implementation:
// in order, durable, retried with backoff, one key per change, lanes, stuck changes kept with
// Retry and Discard, one queue for several tabs with set writes merged per set.
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { createStore } from 'idb-keyval';
import { Blob as NodeBlob } from 'node:buffer';
import { describe, expect, it, vi } from 'vitest';
import { changedSetPositions, mergeSets } from '#web/lib/offline/merge-sets.ts';
import { createOutbox, QUEUED, type OutboxItem, type SendOutcome } from '#web/lib/offline/outbox.ts';

// jsdom has no IndexedDB: the queue's stores open on fake-indexeddb's.
Object.assign(globalThis, { indexedDB, IDBKeyRange });

let storeSeq = 0;
const freshStore = () => createStore(`outbox-test-${storeSeq++}`, 'items');
const change = (label: string) => ({ path: 'clientApp.fitnessTests.create', input: { testName: label }, token: 't', label });

/** A fake server: answers per the script, remembering which keys it applied. */
function fakeServer(script: (item: OutboxItem, call: number) => SendOutcome['kind'] | 'busy' = () => 'done') {
  const applied = new Map<string, string>();
  const calls: string[] = [];
  const sender = vi.fn(async (item: OutboxItem): Promise<SendOutcome> => {
    calls.push(item.label);
    const kind = script(item, calls.length);
    // The server answered "not now" (a 409 or a 5xx), unlike 'retry' (no answer at all).
    if (kind === 'busy') return { kind: 'retry', answered: true, error: new Error('This upload link has already been used') };
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

  it('a refused replay is kept as stuck with a message, and the rest goes on', async () => {
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
    // Not dropped: kept with why, out of the waiting count, for Retry or Discard.
    const [stuck] = await outbox.items();
    expect(stuck).toMatchObject({ label: 'complete', stuck: { reason: 'Workout session not found' } });
    expect(outbox.getState()).toMatchObject({ pending: 0, stuck: 1 });
    // Not sent again on its own.
    await outbox.retryNow();
    expect(server.calls.filter((c) => c === 'complete')).toHaveLength(1);
    outbox.stop();
  });

  it('Retry sends a stuck change again under its key; Discard forgets it', async () => {
    let refuse = true;
    const server = fakeServer((item) => (refuse && item.label !== 'other' ? 'refused' : 'done'));
    const outbox = createOutbox({ sender: server.sender, store: freshStore(), backoffMs: () => 60_000 });
    // Queued behind a lost connection, then refused on the replay: stuck.
    const offline = fakeServer(() => 'retry');
    const store = freshStore();
    const first = createOutbox({ sender: offline.sender, store, backoffMs: () => 60_000 });
    await first.enqueue(change('a'));
    await first.enqueue(change('b'));
    first.stop();
    const reopened = createOutbox({ sender: server.sender, store, backoffMs: () => 60_000 });
    await reopened.flush();
    expect(reopened.getState()).toMatchObject({ pending: 0, stuck: 2 });
    const [a, b] = await reopened.items();
    refuse = false;
    await reopened.retry(a!.id);
    expect(server.applied.get(a!.key)).toBe('a');
    expect(reopened.getState()).toMatchObject({ pending: 0, stuck: 1 });
    await reopened.discard(b!.id);
    expect(await reopened.items()).toEqual([]);
    expect(reopened.getState()).toMatchObject({ pending: 0, stuck: 0 });
    expect(server.applied.has(b!.key)).toBe(false);
    outbox.stop();
    reopened.stop();
  });

  it('a change the server keeps failing holds back only its own lane (issue 31: a photo upload answered 409)', async () => {
    const server = fakeServer((item) => (item.label === 'meal' ? 'busy' : 'done'));
    const backoff = vi.fn(() => 60_000);
    const onRefused = vi.fn();
    const outbox = createOutbox({ sender: server.sender, store: freshStore(), backoffMs: backoff, onRefused, maxFailures: 3 });
    const meal = { path: 'food.create', input: { description: 'oats' }, token: 't', label: 'meal' };
    const tick = (label: string) => ({ path: 'clientApp.workouts.setExerciseCompleted', input: { id: 'x' }, token: 't', label });
    expect(await outbox.enqueue(meal)).toBe(QUEUED);
    expect(await outbox.enqueue(change('test'))).toEqual({ ok: 'test' });
    expect(await outbox.enqueue({ path: 'clientApp.messages.send', input: { body: 'hi' }, token: 't', label: 'message' })).toEqual({ ok: 'message' });
    expect(await outbox.enqueue(tick('tick'))).toEqual({ ok: 'tick' });
    expect(backoff).toHaveBeenCalled();
    await outbox.flush();
    expect(server.calls.filter((c) => c === 'meal')).toHaveLength(1);
    expect(outbox.getState()).toMatchObject({ pending: 1, stuck: 0 });
    // After maxFailures answers in a row it is stuck, listed, and no longer retried on a timer.
    await outbox.retryNow();
    await outbox.retryNow();
    expect(server.calls.filter((c) => c === 'meal')).toHaveLength(3);
    expect(outbox.getState()).toMatchObject({ pending: 0, stuck: 1 });
    expect(onRefused).toHaveBeenCalledTimes(1);
    expect((await outbox.items())[0]).toMatchObject({ label: 'meal', stuck: { reason: 'This upload link has already been used' } });
    outbox.stop();
  });

  it('a stuck workout change holds back the workout changes behind it, not the others', async () => {
    const server = fakeServer((item) => (item.label === 'tick 1' ? 'refused' : 'done'));
    const store = freshStore();
    const offline = createOutbox({ sender: fakeServer(() => 'retry').sender, store, backoffMs: () => 60_000 });
    const tick = (label: string) => ({ path: 'clientApp.workouts.setExerciseCompleted', input: { id: 'x' }, token: 't', label });
    for (const c of [tick('tick 1'), change('test'), tick('tick 2')]) await offline.enqueue(c);
    offline.stop();
    const outbox = createOutbox({ sender: server.sender, store, backoffMs: () => 60_000 });
    await outbox.flush();
    expect(server.calls).toEqual(['tick 1', 'test']);
    expect(outbox.getState()).toMatchObject({ pending: 1, stuck: 1 });
    const [stuck] = await outbox.items();
    await outbox.discard(stuck!.id);
    expect(server.calls).toEqual(['tick 1', 'test', 'tick 2']);
    expect(outbox.getState()).toMatchObject({ pending: 0, stuck: 0 });
    outbox.stop();
  });

  it('two tabs offline share one queue: set writes of one exercise merge per set (issue 31)', async () => {
    let online = false;
    const server = fakeServer(() => (online ? 'done' : 'retry'));
    const store = freshStore();
    const tabA = createOutbox({ sender: server.sender, store, backoffMs: () => 60_000, lockName: 'tabs' });
    const tabB = createOutbox({ sender: server.sender, store, backoffMs: () => 60_000, lockName: 'tabs' });
    const set = (done: boolean) => ({ reps: 8, load: 60, loadUnit: 'KG', rpe: null, done });
    const save = (sets: unknown[], changedSets: number[]) => ({ path: 'clientApp.workouts.saveSets', input: { id: 'ex1', sets }, changedSets, token: 't', label: 'Log sets' });
    // Tab A ticks sets 1 and 2, tab B (which saw none ticked) ticks set 3.
    await tabA.enqueue(save([set(true), set(false), set(false)], [0]), { merge: mergeSets });
    await tabA.enqueue(save([set(true), set(true), set(false)], [1]), { merge: mergeSets });
    await tabB.enqueue(save([set(false), set(false), set(true)], [2]), { merge: mergeSets });
    online = true;
    const before = server.calls.length;
    await Promise.all([tabA.retryNow(), tabB.retryNow()]);
    const last = server.sender.mock.calls.at(-1)![0];
    expect((last.input as { sets: { done: boolean }[] }).sets.map((x) => x.done)).toEqual([true, true, true]);
    // Each change went once, whichever tab sent it.
    expect(server.calls).toHaveLength(before + 3);
    expect(new Set(server.applied.keys()).size).toBe(3);
    expect(await tabA.items()).toEqual([]);
    tabA.stop();
    tabB.stop();
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

describe('set writes merge per set', () => {
  const row = (done: boolean, reps = 8) => ({ reps, load: 60, loadUnit: 'KG', rpe: null, done });

  it('a change names the rows it touched; unsaved plan rows are nobody’s until done', () => {
    expect(changedSetPositions(undefined, [row(true)])).toBeUndefined();
    // Nothing saved yet: the first tick in each tab claims only its own row.
    expect(changedSetPositions([], [row(true), row(true), row(false)])).toEqual([0, 1]);
    expect(changedSetPositions([], [row(false), row(false), row(true)])).toEqual([2]);
    // Saved rows: an edit, an untick, a removed last row.
    expect(changedSetPositions([row(true), row(true)], [row(true, 10), row(false)])).toEqual([0, 1]);
    expect(changedSetPositions([row(true), row(true)], [row(true)])).toEqual([1]);
  });

  it('a removed row goes and an added one comes when merged', () => {
    const item = (id: string, sets: unknown[], changedSets: number[]): OutboxItem => ({
      id,
      key: id,
      path: 'clientApp.workouts.saveSets',
      input: { id: 'ex', sets },
      changedSets,
      token: 't',
      label: 'Log sets',
      createdAt: 0,
    });
    const a = item('1', [row(true), row(true), row(false)], [0, 1]);
    expect(mergeSets([a], item('2', [row(false), row(false)], [2]))).toEqual({ id: 'ex', sets: [row(true), row(true)] });
    expect(mergeSets([a], item('2', [row(false), row(false), row(false), row(true)], [3]))).toEqual({ id: 'ex', sets: [row(true), row(true), row(false), row(true)] });
    // Another exercise's write is no base.
    expect(mergeSets([{ ...a, input: { id: 'other', sets: [] } }], item('2', [row(true)], [0]))).toEqual({ id: 'ex', sets: [row(true)] });
  });
});
