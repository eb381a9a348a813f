// One-click unsubscribe for non-essential e-mails (docs/jobs.md): each reminder and digest carries
// a link signed with APP_SECRET (no sign-in needed, nothing to guess) in its body and in the
// List-Unsubscribe header, with List-Unsubscribe-Post for mail apps' one-click button (RFC 8058).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '#server/db/client';
import { invalid } from '#server/errors';
import { EMAIL_TEXTS } from './texts.ts';

/** r: a client's workout reminders; d: a coach's digest; k: a client's check-in reminders (docs/check-ins.md). */
export type UnsubscribeKind = 'r' | 'd' | 'k';

const sign = (appSecret: string, payload: string) => createHmac('sha256', appSecret).update(`unsubscribe\0${payload}`).digest('base64url');

export function unsubscribeToken(appSecret: string, kind: UnsubscribeKind, id: string): string {
  const payload = `${kind}.${id}`;
  return `${payload}.${sign(appSecret, payload)}`;
}

/** The page a person opens from the e-mail's link. */
export const unsubscribePageUrl = (appUrl: string, token: string) => `${appUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
/** Where mail apps POST `List-Unsubscribe=One-Click` (routes/unsubscribe.ts). */
export const oneClickUrl = (appUrl: string, token: string) => `${appUrl}/api/unsubscribe/one-click?token=${encodeURIComponent(token)}`;

export function unsubscribeHeaders(appUrl: string, token: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${oneClickUrl(appUrl, token)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

function verify(appSecret: string, token: string): { kind: UnsubscribeKind; id: string } | null {
  const m = /^([rdk])\.([\w-]{1,64})\.([\w-]{43})$/.exec(token);
  if (!m) return null;
  const expected = Buffer.from(sign(appSecret, `${m[1]}.${m[2]}`));
  const given = Buffer.from(m[3]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { kind: m[1] as UnsubscribeKind, id: m[2]! };
}

/** Turns the e-mail off; idempotent. A token that does not verify is a 400. */
export async function unsubscribe(deps: { db: Db; appSecret: string }, token: string): Promise<{ ok: true; what: 'reminders' | 'digest' }> {
  const found = verify(deps.appSecret, token);
  if (!found) throw invalid(EMAIL_TEXTS.unsubscribe.invalid);
  if (found.kind === 'r') {
    await deps.db.client.updateMany({ where: { id: found.id }, data: { reminderHour: null } });
    return { ok: true, what: 'reminders' };
  }
  if (found.kind === 'k') {
    await deps.db.client.updateMany({ where: { id: found.id }, data: { checkInReminders: false } });
    return { ok: true, what: 'reminders' };
  }
  await deps.db.user.updateMany({ where: { id: found.id, role: 'COACH' }, data: { digest: 'OFF' } });
  return { ok: true, what: 'digest' };
}
