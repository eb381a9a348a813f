// A store's value in a component, re-rendered when it changes: what @nanostores/react's useStore
// does, in the few lines the app needs (it ships key subscriptions and SSR options the first
// screens would carry for nothing; docs/decisions/0037-translations.md).
import type { ReadableAtom } from 'nanostores';
import { useCallback, useSyncExternalStore } from 'react';

export function useStore<Value>(store: ReadableAtom<Value>): Value {
  // Subscribing mounts the store: a translation store then loads its language's catalogue.
  const subscribe = useCallback((onChange: () => void) => store.listen(onChange), [store]);
  const get = useCallback(() => store.get(), [store]);
  return useSyncExternalStore(subscribe, get, get);
}
