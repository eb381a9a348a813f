// E-mail settings and operations (docs/jobs.md): the access link by e-mail, workout reminders,
// the coach digest, unsubscribe.
import { z } from 'zod';
import { ZId } from './common.ts';

export const ZEmailAccessLinkOutput = z.object({ ok: z.literal(true), sentTo: z.string() }).meta({ id: 'EmailAccessLinkOutput' });

/** Local hour 0–23 in the client's zone, or null: no reminders. */
export const ZReminderHour = z.number().int().min(0).max(23).nullable();
export const ZReminder = z
  .object({
    hour: ZReminderHour.describe("Local hour 0–23 in the client's time zone when the workout reminder e-mail goes out; null: no reminders"),
    email: z.string().nullable().describe('Where reminders go; null when the client has no e-mail address'),
  })
  .meta({ id: 'Reminder' });
export const ZSetReminderInput = z.strictObject({ id: ZId, hour: ZReminderHour });
/** The client's own setting, from the client app. */
export const ZSetOwnReminderInput = z.strictObject({ hour: ZReminderHour });

export const DIGEST_FREQUENCIES = ['OFF', 'DAILY', 'WEEKLY'] as const;
export const ZDigestFrequency = z.enum(DIGEST_FREQUENCIES);
export const ZDigest = z.object({ digest: ZDigestFrequency }).meta({ id: 'Digest' });
export const ZSetDigestInput = z.strictObject({ digest: ZDigestFrequency });

export const ZUnsubscribeInput = z.strictObject({ token: z.string().trim().min(1).max(200) });
export const ZUnsubscribeOutput = z.object({ ok: z.literal(true), what: z.enum(['reminders', 'digest']) }).meta({ id: 'UnsubscribeOutput' });
