// Registers the service worker of the production build (vite.config.ts `pwa()`, docs/offline.md)
// and offers a new version unobtrusively: a toast with "Refresh" that stays until used or
// dismissed; the new worker takes over only when the user asks, so a workout in progress is
// never reloaded under their thumb.
import { Workbox } from 'workbox-window';
import { createToast } from '#web/components/toaster.tsx';

export const UPDATE_TEXTS = {
  title: 'A new version of Spotter is available',
  action: 'Refresh',
} as const;

let started = false;

export function registerServiceWorker(): void {
  if (started || !import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  started = true;
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    createToast({
      type: 'info',
      title: UPDATE_TEXTS.title,
      duration: Number.POSITIVE_INFINITY,
      closable: true,
      action: {
        label: UPDATE_TEXTS.action,
        onClick: () => {
          wb.addEventListener('controlling', () => window.location.reload());
          wb.messageSkipWaiting();
        },
      },
    });
  });
  void wb.register().catch(() => undefined);
}
