// Content to assign: a plan with two exercises (one grouped) and a two-week program with rest days.
import type { Db } from '#server/db/client';

export const COLUMNS = { col1: 'Sets', col2: 'Reps', col3: 'Weight', col4: 'Rest', col5: 'RPE', col6: 'Notes' };

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
