// A double tap lands before a button's disabled state renders, so a mutation can be sent twice.
// This keeps the keys of calls under way: `start` says whether a call may go (false while one for
// the same key is under way), `finish` frees the key. Call `finish` from the mutation's hook-level
// onSettled, which runs for every call (per-call callbacks run for the latest call only).
import { useState } from 'react';

export interface InFlight {
  start(key: string): boolean;
  finish(key: string): void;
}

export function useInFlight(): InFlight {
  // One stable guard per component: its keys live as long as the component does.
  const [guard] = useState<InFlight>(() => {
    const keys = new Set<string>();
    return {
      start: (key) => {
        if (keys.has(key)) return false;
        keys.add(key);
        return true;
      },
      finish: (key) => void keys.delete(key),
    };
  });
  return guard;
}
