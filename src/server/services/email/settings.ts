// Who gets which non-essential e-mail (docs/jobs.md): a client's workout reminder hour (set by
// their coach, or by the client in the client app) and a coach's digest frequency.
import type { Db } from '#server/db/client';
import { notFound } from '#server/errors';

export async function getReminder(db: Db, coachId: string, clientId: string): Promise<{ hour: number | null; email: string | null }> {
  const row = await db.client.findFirst({ where: { id: clientId, coachId }, select: { reminderHour: true, email: true } });
  if (!row) throw notFound('Client');
  return { hour: row.reminderHour, email: row.email };
}

/** One statement: the ownership check is the WHERE. */
export async function setReminder(db: Db, coachId: string, clientId: string, hour: number | null): Promise<{ hour: number | null; email: string | null }> {
  const rows = await db.client.updateManyAndReturn({ where: { id: clientId, coachId }, data: { reminderHour: hour }, select: { reminderHour: true, email: true } });
  const row = rows[0];
  if (!row) throw notFound('Client');
  return { hour: row.reminderHour, email: row.email };
}

export async function getDigest(db: Db, coachId: string): Promise<{ digest: 'OFF' | 'DAILY' | 'WEEKLY' }> {
  const row = await db.user.findUniqueOrThrow({ where: { id: coachId }, select: { digest: true } });
  return { digest: row.digest };
}

export async function setDigest(db: Db, coachId: string, digest: 'OFF' | 'DAILY' | 'WEEKLY'): Promise<{ digest: 'OFF' | 'DAILY' | 'WEEKLY' }> {
  const row = await db.user.update({ where: { id: coachId }, data: { digest }, select: { digest: true } });
  return { digest: row.digest };
}

/** The signed-in client's own reminder (client app). */
export async function getOwnReminder(db: Db, clientId: string): Promise<{ hour: number | null; email: string | null }> {
  const row = await db.client.findUniqueOrThrow({ where: { id: clientId }, select: { reminderHour: true, email: true } });
  return { hour: row.reminderHour, email: row.email };
}

export async function setOwnReminder(db: Db, clientId: string, hour: number | null): Promise<{ hour: number | null; email: string | null }> {
  const row = await db.client.update({ where: { id: clientId }, data: { reminderHour: hour }, select: { reminderHour: true, email: true } });
  return { hour: row.reminderHour, email: row.email };
}
