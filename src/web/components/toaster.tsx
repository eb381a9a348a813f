// App-wide toasts (docs/product.md §9): one visible at a time, 5 s, top-right (clear of the client app's
// bottom tab bar), swipe right to dismiss, F8 focuses the region, at most 420px wide.
// The toast region itself (toaster-view.tsx) is loaded after the first screen, off its critical path.
import { createToaster } from '@chakra-ui/react';

export const TOAST_DURATION_MS = 5000;

export const toaster = createToaster({
  placement: 'top-end',
  max: 1,
  duration: TOAST_DURATION_MS,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
});

type ToastKind = 'success' | 'error' | 'info' | 'warning';

function show(type: ToastKind, title: string, description?: string) {
  // With max 1 a new toast would queue behind the current one: replace it (and drop any queue).
  toaster.remove();
  return toaster.create({ type, title, description, closable: true });
}

/** `toast.success('Client created successfully')`, `toast.error('Error', err.message)`. */
export const toast = {
  success: (title: string, description?: string) => show('success', title, description),
  error: (title: string, description?: string) => show('error', title, description),
  info: (title: string, description?: string) => show('info', title, description),
  warning: (title: string, description?: string) => show('warning', title, description),
};
