// Rows this area's tests need from other areas, written straight to the database.
import type { Db } from '#server/db/client';

const COLUMNS = { col1: 'Sets', col2: 'Reps', col3: 'Weight', col4: 'Rest', col5: 'RPE', col6: 'Notes' };

export async function makePlan(db: Db, coachId: string, name = 'Plan') {
  const exercise = await db.exercise.create({ data: { coachId, name: `${name} move`, equipment: [], muscleGroups: [] } });
  return db.plan.create({
    data: { coachId, name, columnConfig: COLUMNS, exercises: { create: [{ exerciseId: exercise.id, orderIndex: 0, columnData: { col1: '3' } }] } },
  });
}

export function assignProgram(db: Db, o: { coachId: string; clientId: string; programId: string; name?: string; startDate: Date }) {
  return db.assignment.create({
    data: { coachId: o.coachId, clientId: o.clientId, contentType: 'PROGRAM', contentId: o.programId, contentName: o.name ?? 'Program', startDate: o.startDate },
  });
}
