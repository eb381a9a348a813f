// The toast store (docs/product.md §9): one visible at a time, 5 s, top-right (clear of the client
// app's bottom tab bar), swipe right to dismiss, F8 focuses the region, at most 420px wide. A chunk
// of its own, created on the first toast (components/toaster.tsx), so no first screen carries it
// (docs/performance.md, "Web delivery").
import { createToaster } from '@chakra-ui/react';

export const TOAST_DURATION_MS = 5000;

export const toaster = createToaster({
  placement: 'top-end',
  max: 1,
  duration: TOAST_DURATION_MS,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
});

/**
 * One toast on screen: the same toast again (several sends failing offline at once) keeps the one
 * shown, found by its id, instead of replacing it, which stacked the leaving toasts (issue 34); a
 * different one replaces it (with max 1 it would queue behind it) and drops any queue.
 */
export function showToast(type: 'success' | 'error' | 'info' | 'warning', title: string, description?: string): void {
  const id = `${type}:${title}\u0000${description ?? ''}`;
  if (toaster.isVisible(id)) {
    toaster.update(id, { type, title, description, closable: true });
    return;
  }
  toaster.remove();
  toaster.create({ id, type, title, description, closable: true });
}
