// The devices a user receives push on and their choices (docs/push.md). Every query carries the
// signed-in user's id: another user's device is "not found".
import { timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '#server/deps';
import { invalid, notFound } from '#server/errors';
import type { Role } from '#server/db/generated/client';
import {
  CLIENT_PUSH_EVENTS,
  COACH_PUSH_EVENTS,
  DEFAULT_QUIET_END,
  DEFAULT_QUIET_START,
  OPT_IN_PUSH_EVENTS,
  PUSH_DEVICES_MAX,
  type PushDevice,
  type PushEvent,
  type PushRenewInput,
  type PushSettings,
  type PushState,
  type PushSubscribeInput,
} from '#shared/schemas/push';
import { zoneOrUtc } from '#shared/time-zone';

export const MSG_PUSH_ENDPOINT = 'This push endpoint is not accepted: it must be an https:// address of a push service.';
export const MSG_PUSH_EVENT_ROLE = 'That notification is not one of yours.';

type Caller = { id: string; role: Role };

export const eventsOf = (role: Role): readonly PushEvent[] => (role === 'COACH' ? COACH_PUSH_EVENTS : CLIENT_PUSH_EVENTS);

/** A user who never saved settings: every event on but the opt-in ones (the daily summary). */
export const DEFAULT_PUSH_SETTINGS: PushSettings = { disabled: [...OPT_IN_PUSH_EVENTS], fullText: false, quietStart: DEFAULT_QUIET_START, quietEnd: DEFAULT_QUIET_END };

const deviceSelect = { id: true, label: true, createdAt: true, lastSentAt: true } as const;

/**
 * Push services are public https hosts. Anything else would let a user make the server POST to an
 * address of its own network, so it is refused; a loopback http:// receiver only when the deps say
 * so (tests).
 */
export function acceptedEndpoint(endpoint: string, allowLoopbackHttp = false): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  const loopback = host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
  if (url.protocol === 'http:') return allowLoopbackHttp && loopback;
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  // No IP literals or local names: push services are named hosts.
  if (loopback || /^[\d.]+$/.test(host) || host.startsWith('[') || !host.includes('.') || host.endsWith('.local') || host.endsWith('.internal')) return allowLoopbackHttp && loopback;
  return true;
}

export async function pushState(deps: Pick<AppDeps, 'db' | 'push'>, me: Caller): Promise<PushState> {
  const user = await deps.db.user.findUniqueOrThrow({
    where: { id: me.id },
    select: {
      timeZone: true,
      pushSettings: { select: { disabled: true, fullText: true, quietStart: true, quietEnd: true } },
      pushSubscriptions: { select: deviceSelect, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] },
    },
  });
  const events = eventsOf(me.role);
  const settings = user.pushSettings ?? DEFAULT_PUSH_SETTINGS;
  const disabled: readonly string[] = settings.disabled;
  const mine = { ...settings, disabled: disabled.filter((e): e is PushEvent => (events as readonly string[]).includes(e)) };
  return { publicKey: deps.push.publicKey, events: [...events], settings: mine, devices: user.pushSubscriptions, timeZone: zoneOrUtc(user.timeZone) };
}

export async function savePushSettings(deps: Pick<AppDeps, 'db'>, me: Caller, input: PushSettings): Promise<PushSettings> {
  const events = eventsOf(me.role) as readonly string[];
  if (input.disabled.some((e) => !events.includes(e))) throw invalid(MSG_PUSH_EVENT_ROLE);
  const data = { disabled: [...new Set(input.disabled)], fullText: input.fullText, quietStart: input.quietStart, quietEnd: input.quietEnd };
  const row = await deps.db.pushSettings.upsert({
    where: { userId: me.id },
    create: { userId: me.id, ...data },
    update: data,
    select: { disabled: true, fullText: true, quietStart: true, quietEnd: true },
  });
  return { ...row, disabled: row.disabled as PushEvent[] };
}

/**
 * Keeps this device's subscription for the caller. The endpoint is the device's own: when it
 * subscribed before (for this user or, on a shared browser, another one), its row moves to the
 * caller with the new keys, so a device never pushes to two accounts.
 */
export async function subscribe(deps: Pick<AppDeps, 'db' | 'push' | 'clock'>, me: Caller, input: PushSubscribeInput): Promise<PushDevice> {
  if (!acceptedEndpoint(input.endpoint, deps.push.allowLoopbackHttp)) throw invalid(MSG_PUSH_ENDPOINT);
  const label = input.label || 'This device';
  const fields = { userId: me.id, p256dh: input.keys.p256dh.replace(/=+$/, ''), auth: input.keys.auth.replace(/=+$/, ''), label };
  return deps.db.$transaction(async (tx) => {
    const count = await tx.pushSubscription.count({ where: { userId: me.id, NOT: { endpoint: input.endpoint } } });
    if (count >= PUSH_DEVICES_MAX) {
      // The oldest device gives way: a user who reinstalled often should not be locked out.
      const oldest = await tx.pushSubscription.findFirst({ where: { userId: me.id }, orderBy: { createdAt: 'asc' }, select: { id: true } });
      if (oldest) await tx.pushSubscription.delete({ where: { id: oldest.id } });
    }
    return tx.pushSubscription.upsert({
      where: { endpoint: input.endpoint },
      create: { endpoint: input.endpoint, ...fields, createdAt: deps.clock.now() },
      update: fields,
      select: deviceSelect,
    });
  });
}

export async function removeDevice(deps: Pick<AppDeps, 'db'>, me: Caller, id: string): Promise<void> {
  const { count } = await deps.db.pushSubscription.deleteMany({ where: { id, userId: me.id } });
  if (count === 0) throw notFound('Device');
}

const unpadded = (base64url: string) => base64url.replace(/=+$/, '');
const sameSecret = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The browser replaced a device's subscription (`pushsubscriptionchange` in the service worker,
 * which has no sign-in). The old endpoint with its auth secret, a capability only that browser
 * holds, names the row; it moves to the new endpoint and keys, keeping its user, label and history.
 * An unknown pair is 404 and changes nothing; failures count against the caller's address.
 */
export async function renewSubscription(deps: Pick<AppDeps, 'db' | 'push' | 'limits'>, ip: string, input: PushRenewInput): Promise<void> {
  if (!acceptedEndpoint(input.subscription.endpoint, deps.push.allowLoopbackHttp)) throw invalid(MSG_PUSH_ENDPOINT);
  await deps.limits.pushRenewByIp.hit(ip);
  const old = await deps.db.pushSubscription.findUnique({ where: { endpoint: input.oldEndpoint }, select: { id: true, auth: true } });
  if (!old || !sameSecret(old.auth, unpadded(input.oldAuth))) throw notFound('Push subscription');
  const next = { endpoint: input.subscription.endpoint, p256dh: unpadded(input.subscription.keys.p256dh), auth: unpadded(input.subscription.keys.auth) };
  const moved = await deps.db.$transaction(async (tx) => {
    // Registered already under the new endpoint (the app subscribed again before the worker ran): the old row just goes.
    const taken = next.endpoint !== input.oldEndpoint && (await tx.pushSubscription.count({ where: { endpoint: next.endpoint } })) > 0;
    if (taken) return (await tx.pushSubscription.deleteMany({ where: { id: old.id, auth: old.auth } })).count;
    return (await tx.pushSubscription.updateMany({ where: { id: old.id, auth: old.auth }, data: next })).count;
  });
  // Renewed or removed by another request in between: the pair no longer names a device.
  if (moved === 0) throw notFound('Push subscription');
  await deps.limits.pushRenewByIp.refund(ip);
}
