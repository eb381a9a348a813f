// A fixed "now" for web tests of date-sensitive screens: only Date is faked (timers, promises
// and msw stay real), so day labels, week windows and relative times never depend on the day
// the suite runs.
import { afterEach, beforeEach, vi } from 'vitest';

/** Freezes `new Date()` and `Date.now()` at `iso` for every test of the calling file. */
export function fixNowAt(iso: string): Date {
  const now = new Date(iso);
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  return now;
}
