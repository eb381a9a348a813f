// App-wide toasts (docs/product.md §9). The store (toast-store.ts) and the toast region
// (toaster-view.tsx) load when the first toast is created, off every first screen's critical
// path (docs/performance.md, "Web delivery"); a toast asked for meanwhile shows once they are in.

type ToastModule = typeof import('./toast-store.ts');
type ToastStore = ToastModule['toaster'];
type ToastOptions = Parameters<ToastStore['create']>[0];

let loading: Promise<ToastModule> | null = null;
let loaded = false;
const listeners = new Set<() => void>();

/** The toast store, loaded on first use. */
export function loadToaster(): Promise<ToastStore> {
  return loadModule().then((m) => m.toaster);
}

function loadModule(): Promise<ToastModule> {
  loading ??= import('./toast-store.ts').then(
    (m) => {
      loaded = true;
      listeners.forEach((listener) => listener());
      return m;
    },
    (error: unknown) => {
      // Offline before it was ever fetched: the next toast tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Whether the store is in (the toast region mounts then), and a subscription to when it is. */
export const toasterLoaded = {
  get current() {
    return loaded;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** A toast with options of its own (an action, a lasting duration). */
export function createToast(options: ToastOptions): void {
  // A toast whose code cannot load (offline on a first visit) is not shown, and breaks nothing.
  loadToaster().then(
    (toaster) => toaster.create(options),
    () => undefined,
  );
}

type ToastKind = 'success' | 'error' | 'info' | 'warning';

function show(type: ToastKind, title: string, description?: string) {
  loadModule().then(
    (m) => m.showToast(type, title, description),
    () => undefined,
  );
}

/** `toast.success('Client created successfully')`, `toast.error('Error', err.message)`. */
export const toast = {
  success: (title: string, description?: string) => show('success', title, description),
  error: (title: string, description?: string) => show('error', title, description),
  info: (title: string, description?: string) => show('info', title, description),
  warning: (title: string, description?: string) => show('warning', title, description),
};
