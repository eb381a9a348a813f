// A long list drawn a step at a time (docs/performance.md "Long lists on a phone"): a coach's
// 200 clients drawn at once were seconds of main-thread work on a phone. The list is whole in
// memory (search and reorder see all of it); only the drawing is stepped.
import { useState } from 'react';

/** How many rows a long list draws at first, and adds with each Show more. */
export const LIST_STEP = 20;

export interface ShownItems<T> {
  shown: readonly T[];
  /** Items not drawn yet. */
  hidden: number;
  total: number;
  /** Rows each Show more adds. */
  step: number;
  showMore: () => void;
}

/**
 * The first `step` items, `step` more after each `showMore()`, and back to the first step when
 * `resetKey` changes (a new search shows its first matches, not as many as the last one did).
 */
export function useShownItems<T>(items: readonly T[], step: number = LIST_STEP, resetKey?: unknown): ShownItems<T> {
  const [count, setCount] = useState(step);
  const [key, setKey] = useState(resetKey);
  let limit = count;
  if (!Object.is(key, resetKey)) {
    // React's pattern for state that follows a prop: set during render, before the children see it.
    setKey(resetKey);
    setCount(step);
    limit = step;
  }
  return {
    shown: items.length > limit ? items.slice(0, limit) : items,
    hidden: Math.max(0, items.length - limit),
    total: items.length,
    step,
    showMore: () => setCount((c) => c + step),
  };
}
