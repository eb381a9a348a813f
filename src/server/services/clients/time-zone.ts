// The IANA zone a user's days are counted in (docs/time-zones.md): the browser sets its own
// user's on first use, the coach reads and corrects a client's. Zones are validated on input.
import type { Db } from '#server/db/client';
import { notFound } from '#server/errors';

export async function setOwnTimeZone(db: Db, userId: string, timeZone: string): Promise<{ timeZone: string | null }> {
  return db.user.update({ where: { id: userId }, data: { timeZone }, select: { timeZone: true } });
}

/** The zone of this coach's client, or 404 (never says whether the id exists elsewhere). */
export async function getClientTimeZone(db: Db, coachId: string, clientId: string): Promise<{ timeZone: string | null }> {
  const row = await db.client.findFirst({ where: { id: clientId, coachId }, select: { user: { select: { timeZone: true } } } });
  if (!row) throw notFound('Client');
  return { timeZone: row.user.timeZone };
}

export async function setClientTimeZone(db: Db, coachId: string, clientId: string, timeZone: string): Promise<{ timeZone: string | null }> {
  const row = await db.client.findFirst({ where: { id: clientId, coachId }, select: { userId: true } });
  if (!row) throw notFound('Client');
  return db.user.update({ where: { id: row.userId }, data: { timeZone }, select: { timeZone: true } });
}
