// The language a user's screens and e-mails are in (docs/translations.md): each user sets their
// own (a client's browser on first visit, then the menu; a coach in Profile); a coach sets the
// default for a client, which the client can still change.
import type { Db } from '#server/db/client';
import { notFound } from '#server/errors';
import type { Locale } from '#shared/locale';

export async function setOwnLocale(db: Db, userId: string, locale: Locale): Promise<{ locale: Locale | null }> {
  return db.user.update({ where: { id: userId }, data: { locale }, select: { locale: true } });
}

/** The language of this coach's client, or 404 (never says whether the id exists elsewhere). */
export async function getClientLocale(db: Db, coachId: string, clientId: string): Promise<{ locale: Locale | null }> {
  const row = await db.client.findFirst({ where: { id: clientId, coachId }, select: { user: { select: { locale: true } } } });
  if (!row) throw notFound('Client');
  return { locale: row.user.locale };
}

export async function setClientLocale(db: Db, coachId: string, clientId: string, locale: Locale): Promise<{ locale: Locale | null }> {
  const row = await db.client.findFirst({ where: { id: clientId, coachId }, select: { userId: true } });
  if (!row) throw notFound('Client');
  return db.user.update({ where: { id: row.userId }, data: { locale }, select: { locale: true } });
}
