// Rows written straight to the database (a plan, a program, an assignment, a session with scored
// exercises), so a test of one area does not depend on the services of another.
import type { Db } from '#server/db/client';

export const COLUMNS = { col1: 'Sets', col2: 'Reps', col3: 'Weight', col4: 'Rest', col5: 'RPE', col6: 'Notes' };

/** An assignment row; a program by default. `startDate` defaults to the tests' Monday, 2026-03-09. */
export async function makeAssignment(
  db: Db,
  o: {
    coachId: string;
    clientId: string;
    name?: string;
    contentType?: 'PLAN' | 'PROGRAM';
    contentId?: string;
    status?: 'ASSIGNED' | 'IN_PROGRESS' | 'COMPLETED';
    startDate?: string | Date;
    endDate?: string | null;
    updatedAt?: string;
  },
) {
  return db.assignment.create({
    data: {
      coachId: o.coachId,
      clientId: o.clientId,
      contentType: o.contentType ?? 'PROGRAM',
      contentId: o.contentId ?? 'content-1',
      contentName: o.name ?? 'Strength Block',
      status: o.status ?? 'ASSIGNED',
      startDate: new Date(o.startDate ?? '2026-03-09T00:00:00.000Z'),
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
      // Model delegates count each call; raw SQL ($queryRaw, $executeRaw, and Kysely's
      // $queryRawUnsafe and $executeRawUnsafe, db/typed-sql.ts) counts as one too.
      // Prisma's internals (`_engine`, …) are not the app's queries.
      if (typeof prop === 'string' && !prop.startsWith('$') && !prop.startsWith('_') && v && typeof v === 'object') return wrapDelegate(v);
      if ((prop === '$queryRaw' || prop === '$executeRaw' || prop === '$queryRawUnsafe' || prop === '$executeRawUnsafe') && typeof v === 'function') {
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

/** A plan with two exercises (Squat in "Superset A", then Lunge), as the coach would build it. */
export async function makePlan(db: Db, coachId: string, name = 'Leg Day') {
  const squat = await db.exercise.create({
    data: { coachId, name: 'Squat', equipment: [], muscleGroups: [], videoUrl: 'https://www.youtube.com/embed/abc', instructions: 'Sit back' },
  });
  const lunge = await db.exercise.create({ data: { coachId, name: 'Lunge', equipment: [], muscleGroups: [] } });
  return db.plan.create({
    data: {
      coachId,
      name,
      instructions: 'Warm up first',
      columnConfig: COLUMNS,
      exercises: {
        create: [
          { exerciseId: squat.id, orderIndex: 0, columnData: { col1: '5', col2: '5', col3: '100', col4: '3m', col5: '8', col6: 'Deep' }, notes: 'n1', groupId: 'g1', groupName: 'Superset A' },
          { exerciseId: lunge.id, orderIndex: 1, columnData: { col1: '3', col2: '12', col3: '', col4: '', col5: '', col6: '' } },
        ],
      },
    },
    include: { exercises: { include: { exercise: true } } },
  });
}

/** Week 0: Mon plan A, Tue rest, Wed plan B; week 1: Mon plan A. */
export async function makeProgram(db: Db, coachId: string) {
  const a = await makePlan(db, coachId, 'Plan A');
  const b = await makePlan(db, coachId, 'Plan B');
  const program = await db.program.create({
    data: {
      coachId,
      name: 'Two Weeks',
      duration: 2,
      plans: {
        create: [
          { planId: a.id, week: 0, dayOfWeek: 0, orderIndex: 0 },
          { planId: null, week: 0, dayOfWeek: 1, orderIndex: 1 },
          { planId: b.id, week: 0, dayOfWeek: 2, orderIndex: 2 },
          { planId: a.id, week: 1, dayOfWeek: 0, orderIndex: 3 },
        ],
      },
    },
  });
  return { program, a, b };
}
