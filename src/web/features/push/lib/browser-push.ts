// The browser's side of web push (docs/push.md): what this browser can do, and subscribing it
// with the server's VAPID key. Loaded only with the notifications card, never on the first screen.

export type PushSupport = 'supported' | 'unsupported' | 'ios-install-first';

/** iOS and iPadOS offer web push only to a web app added to the Home Screen (iOS 16.4+). */
export function isIosBrowserTab(): boolean {
  const ua = navigator.userAgent;
  const ios = /iPad|iPhone|iPod/.test(ua) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true || window.matchMedia?.('(display-mode: standalone)').matches;
  return ios && !standalone;
}

export function pushSupport(): PushSupport {
  if (isIosBrowserTab()) return 'ios-install-first';
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported';
  return 'supported';
}

/** The service worker's registration, or null when none is active within `ms` (dev server, first seconds). */
export async function readyRegistration(ms = 5000): Promise<ServiceWorkerRegistration | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'supported') return null;
  const reg = await navigator.serviceWorker.getRegistration();
  return (await reg?.pushManager.getSubscription()) ?? null;
}

const keyBytes = (base64url: string) => {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
};

/** Subscribes this browser (a subscription made with another key is replaced). */
export async function subscribeBrowser(reg: ServiceWorkerRegistration, publicKey: string): Promise<PushSubscription> {
  const key = keyBytes(publicKey);
  const existing = await reg.pushManager.getSubscription();
  if (existing) {
    const current = existing.options.applicationServerKey;
    const same = current && new Uint8Array(current).every((b, i) => b === key[i]) && current.byteLength === key.length;
    if (same) return existing;
    await existing.unsubscribe();
  }
  return reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/** "Chrome on Android": the device's name in the list of devices. */
export { deviceLabel } from '#shared/schemas/push';
