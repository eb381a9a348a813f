// Rows written straight to the database (an assignment, a session with scored exercises), so
// dashboard, notification, job and e-mail tests do not depend on the assignments or workouts services.
import type { Db } from '#server/db/client';

const COLUMNS = { col1: 'Sets', col2: 'Reps', col3: 'Weight', col4: 'Rest', col5: 'RPE', col6: 'Notes' };

export async function makeAssignment(
  db: Db,
  o: { coachId: string; clientId: string; name?: string; status?: 'ASSIGNED' | 'IN_PROGRESS' | 'COMPLETED'; startDate: string; endDate?: string | null; updatedAt?: string },
) {
  return db.assignment.create({
    data: {
      coachId: o.coachId,
      clientId: o.clientId,
      contentType: 'PROGRAM',
      contentId: 'content-1',
      contentName: o.name ?? 'Strength Block',
      status: o.status ?? 'ASSIGNED',
      startDate: new Date(o.startDate),
      endDate: o.endDate ? new Date(o.endDate) : null,
      ...(o.updatedAt ? { updatedAt: new Date(o.updatedAt) } : {}),
    },
  });
}

export async function makeSession(
  db: Db,
  o: {
    coachId: string;
    clientId: string;
    assignmentId?: string | null;
    planName?: string;
    scheduledFor: string;
    status?: 'SCHEDULED' | 'IN_PROGRESS' | 'COMPLETED' | 'SKIPPED' | 'MISSED';
    completedAt?: string | null;
    startedAt?: string | null;
    /** completed flags of its exercises */
    exercises?: boolean[];
  },
) {
  return db.workoutSession.create({
    data: {
      coachId: o.coachId,
      clientId: o.clientId,
      assignmentId: o.assignmentId ?? null,
      name: o.planName ?? 'Lower Body',
      planName: o.planName ?? 'Lower Body',
      scheduledFor: new Date(o.scheduledFor),
      status: o.status ?? 'SCHEDULED',
      completedAt: o.completedAt ? new Date(o.completedAt) : null,
      startedAt: o.startedAt ? new Date(o.startedAt) : null,
      columnConfig: COLUMNS,
      exercises: {
        create: (o.exercises ?? [false, false]).map((completed, i) => ({
          name: `Exercise ${i + 1}`,
          orderIndex: i,
          completed,
          columnData: { col1: '', col2: '', col3: '', col4: '', col5: '', col6: '' },
        })),
      },
    },
  });
}

/** A db whose model calls are counted (each delegate call is one query or one batch). */
export function countingDb(db: Db): { db: Db; count: () => number; reset: () => void } {
  let n = 0;
  const wrapDelegate = (delegate: object) =>
    new Proxy(delegate, {
      get(target, prop, receiver) {
        const v = Reflect.get(target, prop, receiver);
        if (typeof v !== 'function') return v;
        return (...args: unknown[]) => {
          n += 1;
          return (v as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  const proxied = new Proxy(db, {
    get(target, prop, receiver) {
      const v = Reflect.get(target, prop, receiver);
      // Model delegates count each call; raw SQL ($queryRaw, $executeRaw) counts as one too.
      // Prisma's internals (`_engine`, …) are not the app's queries.
      if (typeof prop === 'string' && !prop.startsWith('$') && !prop.startsWith('_') && v && typeof v === 'object') return wrapDelegate(v);
      if ((prop === '$queryRaw' || prop === '$executeRaw') && typeof v === 'function') {
        return (...args: unknown[]) => {
          n += 1;
          return (v as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      return v;
    },
  });
  return { db: proxied, count: () => n, reset: () => void (n = 0) };
}
