// "Notify me on this device" (docs/push.md): the permission, this browser's subscription with the
// server's VAPID key, and the device registered with the server. One flow for the Notifications
// card and the prompt after a workout.
import type { PushSubscribeInput } from '#shared/schemas/push';
import { settingsMessages } from '../texts.ts';
import { deviceLabel, readyRegistration, subscribeBrowser } from './browser-push.ts';

export type TurnOnOutcome = { permission: NotificationPermission } & ({ subscription: PushSubscription; problem?: undefined } | { subscription?: undefined; problem: string });

/**
 * Call it straight from the user's tap, with nothing awaited before: the permission prompt is
 * asked first, and browsers (Safari above all) grant it only within the gesture. What the browser
 * cannot do comes back as `problem`; the server refusing the device throws.
 */
export async function turnOnPush(publicKey: string, register: (input: PushSubscribeInput) => Promise<unknown>): Promise<TurnOnOutcome> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { permission, problem: settingsMessages.get().denied };
  const reg = await readyRegistration();
  if (!reg) return { permission, problem: settingsMessages.get().noServiceWorker };
  let subscription: PushSubscription;
  try {
    subscription = await subscribeBrowser(reg, publicKey);
  } catch (err) {
    return { permission, problem: settingsMessages.get().subscribeFailed(err instanceof Error ? err.message : String(err)) };
  }
  const json = subscription.toJSON() as { endpoint: string; expirationTime?: number | null; keys: { p256dh: string; auth: string } };
  await register({ endpoint: json.endpoint, expirationTime: json.expirationTime ?? null, keys: json.keys, label: deviceLabel(navigator.userAgent) });
  return { permission, subscription };
}
