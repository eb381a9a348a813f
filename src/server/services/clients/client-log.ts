// The coach's read-only view of what a client logs (docs/product.md §2 Client detail): the
// client's fitness tests, a page at a time, and one workout with its exercises, logged sets and
// the records they set. The client app's own reads answer, after one statement that finds the
// client among this coach's (another coach's client, or a session of another client, is a 404).
import type { FitnessTestPage } from '#shared/schemas/fitness';
import type { WorkoutSession } from '#shared/schemas/workouts';
import { zoneOrUtc } from '#shared/time-zone';
import type { Db } from '#server/db/client';
import { typedSql } from '#server/db/typed-sql';
import { notFound } from '#server/errors';
import { listFitnessTestPage } from '../fitness/fitness-tests.ts';
import { getSession } from '../workouts/read-sessions.ts';

/** This coach's client's zone and load unit, or a 404. */
async function ownClient(db: Db, coachId: string, clientId: string) {
  const row = await typedSql(db)
    .selectFrom('Client as c')
    .innerJoin('User as u', 'u.id', 'c.userId')
    .select(['u.timeZone', 'u.loadUnit'])
    .where('c.id', '=', clientId)
    .where('c.coachId', '=', coachId)
    .executeTakeFirst();
  if (!row) throw notFound('Client');
  return row;
}

/** GET /clients/{id}/fitness-tests: oldest first, as the client's Progress screen reads them. Two statements. */
export async function clientFitnessTests(db: Db, coachId: string, input: { id: string; limit?: number; cursor?: string | null }): Promise<FitnessTestPage> {
  await ownClient(db, coachId, input.id);
  return listFitnessTestPage(db, input.id, input);
}

/** GET /clients/{id}/workouts/{sessionId}: the session as the client's Today shows it, loads in the client's unit. */
export async function clientWorkout(db: Db, coachId: string, clientId: string, sessionId: string, now: Date): Promise<WorkoutSession> {
  const client = await ownClient(db, coachId, clientId);
  return getSession(db, clientId, sessionId, now, zoneOrUtc(client.timeZone), client.loadUnit);
}
