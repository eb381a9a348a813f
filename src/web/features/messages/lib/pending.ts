// Messages the client typed that the server has not answered yet (docs/messages.md): sending, or
// queued in the offline outbox. Kept for the page's lifetime in memory, so leaving the screen and
// coming back still shows them; once the outbox sends them the conversation is read again.
import { useSyncExternalStore } from 'react';
import type { PendingMessage } from '../components/conversation.tsx';

let items: PendingMessage[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const pendingMessages = {
  add(m: PendingMessage) {
    items = [...items, m];
    emit();
  },
  update(key: string, state: PendingMessage['state']) {
    items = items.map((m) => (m.key === key ? { ...m, state } : m));
    emit();
  },
  remove(key: string) {
    items = items.filter((m) => m.key !== key);
    emit();
  },
  /** The queued ones are sent: the conversation read again shows them. */
  clearQueued() {
    items = items.filter((m) => m.state !== 'queued');
    emit();
  },
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  get: () => items,
};

export const usePendingMessages = () => useSyncExternalStore(pendingMessages.subscribe, pendingMessages.get);
