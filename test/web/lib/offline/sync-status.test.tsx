// The client app's sync line (docs/offline.md): what it says offline, with changes waiting,
// while syncing and once everything is sent.
import { describe, expect, it } from 'vitest';
import { SYNC_TEXTS, syncLine } from '#web/lib/offline/sync-status.tsx';

const base = { online: true, pending: 0, syncing: false, savedAt: null, cacheSavedAt: null };

describe('sync line', () => {
  it('says nothing online before any queued change', () => {
    expect(syncLine(base)).toEqual([]);
  });

  it('offline: the time of the saved data and the changes waiting', () => {
    const at = new Date(2026, 2, 11, 14, 5).getTime();
    expect(syncLine({ ...base, online: false, cacheSavedAt: at, pending: 3 })).toEqual(['Offline · saved 14:05', '3 changes waiting']);
    expect(syncLine({ ...base, online: false, pending: 1 })).toEqual(['Offline', '1 change waiting']);
  });

  it('online: Syncing… while sending, then All changes saved', () => {
    expect(syncLine({ ...base, pending: 2, syncing: true })).toEqual([SYNC_TEXTS.syncing]);
    expect(syncLine({ ...base, pending: 2 })).toEqual(['2 changes waiting']);
    expect(syncLine({ ...base, savedAt: Date.now() })).toEqual(['All changes saved']);
  });
});
