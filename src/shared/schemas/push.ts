// Web push (docs/push.md): the devices a user receives push on, their choices, and the small
// payload the service worker shows. Shared by the server, the apps and the service worker.
import { z } from 'zod';
import { ZId } from './common.ts';

/** What a client hears about. */
export const CLIENT_PUSH_EVENTS = ['COACH_MESSAGE', 'FEEDBACK_REPLY', 'WORKOUT_REMINDER', 'CHECK_IN_DUE'] as const;
/** What a coach hears about; DAILY_SUMMARY is the coach digest's counts at 07:00. */
export const COACH_PUSH_EVENTS = ['CLIENT_MESSAGE', 'CLIENT_FEEDBACK', 'CHECK_IN_SUBMITTED', 'DAILY_SUMMARY'] as const;
/** Off until the user turns them on: they are in the settings' `disabled` list by default. */
export const OPT_IN_PUSH_EVENTS = ['DAILY_SUMMARY'] as const;
export const ZPushEvent = z.enum([...CLIENT_PUSH_EVENTS, ...COACH_PUSH_EVENTS]);
export type PushEvent = z.infer<typeof ZPushEvent>;

/** Quiet hours by default: 22:00 to 07:00 in the user's zone, as minutes after local midnight. */
export const DEFAULT_QUIET_START = 22 * 60;
export const DEFAULT_QUIET_END = 7 * 60;
export const PUSH_DEVICES_MAX = 10;

const base64url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'Must be base64url')
    .refine((s) => decodedLength(s) === bytes, `Must hold ${bytes} bytes`);
/** base64url's decoded length (the schema is shared with the browser: no Buffer). */
const decodedLength = (s: string) => Math.floor((s.replace(/=+$/, '').length * 3) / 4);

/** The browser's PushSubscription as `JSON.stringify(subscription)` gives it, and an optional device name. */
export const ZPushSubscribeInput = z.strictObject({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: base64url(65), auth: base64url(16) }),
  label: z.string().trim().max(80).optional(),
});
export type PushSubscribeInput = z.infer<typeof ZPushSubscribeInput>;

/**
 * What the service worker sends when the browser replaced its subscription
 * (`pushsubscriptionchange`). It has no sign-in: the old subscription's endpoint and auth secret,
 * which only that browser knows, prove it is the same device.
 */
export const ZPushRenewInput = z.strictObject({
  oldEndpoint: z.url({ protocol: /^https?$/ }).max(2048),
  oldAuth: base64url(16),
  subscription: ZPushSubscribeInput.omit({ label: true }),
});
export type PushRenewInput = z.infer<typeof ZPushRenewInput>;

/** One device receiving push (the endpoint is not shown: it is the device's capability). */
export const ZPushDevice = z
  .object({
    id: z.string(),
    label: z.string(),
    createdAt: z.date(),
    lastSentAt: z.date().nullable(),
  })
  .meta({ id: 'PushDevice' });
export type PushDevice = z.infer<typeof ZPushDevice>;

const ZMinuteOfDay = z.number().int().min(0).max(1439);

export const ZPushSettings = z
  .strictObject({
    /** The events turned off; the others are on. */
    disabled: z.array(ZPushEvent).max(20),
    /** Show the sender's name and the message text, not only "New message from your coach". */
    fullText: z.boolean(),
    /** Quiet hours in the user's zone, minutes after midnight; start = end: none. */
    quietStart: ZMinuteOfDay,
    quietEnd: ZMinuteOfDay,
  })
  .meta({ id: 'PushSettings' });
export type PushSettings = z.infer<typeof ZPushSettings>;

/** Everything the "Notifications" settings show, in one read. */
export const ZPushState = z
  .object({
    /** The server's VAPID public key, the browser's applicationServerKey. */
    publicKey: z.string(),
    /** The events of the caller's role, in the order shown. */
    events: z.array(ZPushEvent),
    settings: ZPushSettings,
    devices: z.array(ZPushDevice),
    /** The caller's zone quiet hours are kept in (IANA name; UTC when none is set). */
    timeZone: z.string(),
  })
  .meta({ id: 'PushState' });
export type PushState = z.infer<typeof ZPushState>;

export const ZPushDeviceIdInput = z.strictObject({ id: ZId });

/** What the service worker receives and shows: small, and lock-screen-safe unless the user opted in. */
export const ZPushPayload = z.object({
  title: z.string().max(120),
  body: z.string().max(240),
  /** The screen a tap opens, a path of this app. */
  url: z.string().startsWith('/'),
  /** One notification per tag: a newer one replaces it (one per thread). */
  tag: z.string().max(100),
});
export type PushPayload = z.infer<typeof ZPushPayload>;

/** "Chrome on Android" from a user agent; what the app sends as the device name. */
export function deviceLabel(ua: string | undefined): string {
  if (!ua) return 'This device';
  const os = /iPhone|iPad/.test(ua) ? 'iOS' : /Android/.test(ua) ? 'Android' : /Mac OS X/.test(ua) ? 'macOS' : /Windows/.test(ua) ? 'Windows' : /Linux/.test(ua) ? 'Linux' : null;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /SamsungBrowser/.test(ua)
        ? 'Samsung Internet'
        : /Chrome\/|Chromium\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : 'Browser';
  return os ? `${browser} on ${os}` : browser;
}
