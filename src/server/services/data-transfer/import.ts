// POST /api/import-data (SPEC §7): the file is validated first (zod shape, then every link
// between its rows), then written in one transaction, so a bad file writes nothing. Every row
// gets a new id and the links are remapped, so an export from one account imports into another
// (or into the same one again, as copies). Clients come in as new client records with new
// sign-in identities: their old access links are not carried over.
import { randomBytes } from 'node:crypto';
import type { ParsedExportData } from '../../../shared/schemas/data-transfer.ts';
import type { Db } from '../../db/client.ts';
import { invalid } from '../../errors.ts';

const DEFAULT_LABELS = { col1: 'Sets', col2: 'Reps', col3: 'Weight', col4: 'Rest', col5: 'RPE', col6: 'Notes' } as const;
const KEYS = ['col1', 'col2', 'col3', 'col4', 'col5', 'col6'] as const;
type Cols = Partial<Record<(typeof KEYS)[number], string | null | undefined>> | undefined;

const labels = (c: Cols) => Object.fromEntries(KEYS.map((k) => [k, c?.[k]?.trim() ? c[k]!.trim() : DEFAULT_LABELS[k]]));
const values = (c: Cols) => Object.fromEntries(KEYS.map((k) => [k, c?.[k] ?? '']));
const newId = () => `i${randomBytes(15).toString('base64url')}`;
const date = (s: string) => new Date(s);
const dateOrNull = (s: string | null | undefined) => (s ? new Date(s) : null);

export interface ImportCounts {
  exercises: number;
  plans: number;
  programs: number;
  clients: number;
}

function mapIds(rows: { id: string }[], what: string): Map<string, string> {
  const m = new Map<string, string>();
  for (const r of rows) {
    if (m.has(r.id)) throw invalid(`The file lists two ${what} with the id ${r.id}`);
    m.set(r.id, newId());
  }
  return m;
}

/** Every link checked before anything is written; a message names what is wrong. */
function plan(data: ParsedExportData) {
  const exerciseIds = mapIds(data.exercises, 'exercises');
  const planIds = mapIds(data.plansWithExercises, 'plans');
  const programIds = mapIds(data.programsWithPlans, 'programs');
  const clientIds = mapIds(data.clientsWithData, 'clients');
  for (const p of data.plansWithExercises) {
    for (const e of p.exercises) {
      if (!exerciseIds.has(e.exerciseId)) throw invalid(`Plan "${p.name}" uses an exercise that is not in the file`);
    }
  }
  for (const p of data.programsWithPlans) {
    for (const pp of p.plans) {
      if (pp.planId !== null && !planIds.has(pp.planId)) throw invalid(`Program "${p.name}" uses a plan that is not in the file`);
    }
  }
  const assignmentIds = new Map<string, string>();
  const testIds = new Map<string, string>();
  for (const c of data.clientsWithData) {
    const own = mapIds(c.assignments, `assignments of ${c.firstName}`);
    for (const [k, v] of own) {
      if (assignmentIds.has(k)) throw invalid(`The file lists two assignments with the id ${k}`);
      assignmentIds.set(k, v);
    }
    for (const s of c.workoutHistory) {
      if (s.assignmentId && !own.has(s.assignmentId)) throw invalid(`A workout of ${c.firstName} belongs to an assignment that is not in the file`);
    }
    const tests = mapIds(c.fitnessTests, `fitness tests of ${c.firstName}`);
    for (const f of c.fitnessTests) {
      if (f.previousTestId && !tests.has(f.previousTestId)) throw invalid(`A fitness test of ${c.firstName} is a retest of one that is not in the file`);
    }
    for (const [k, v] of tests) testIds.set(k, v);
  }
  return { exerciseIds, planIds, programIds, clientIds, assignmentIds, testIds };
}

/** '1 plan', '2 plans'. */
const counted = (k: number, one: string, many: string) => `${k} ${k === 1 ? one : many}`;

export async function importData(db: Db, coachId: string, data: ParsedExportData): Promise<{ message: string; counts: ImportCounts }> {
  const ids = plan(data);
  const contentIdOf = (type: 'PLAN' | 'PROGRAM', old: string) => (type === 'PLAN' ? ids.planIds.get(old) : ids.programIds.get(old)) ?? newId();

  const sessions = data.clientsWithData.flatMap((c) => c.workoutHistory.map((s) => ({ c, s, id: newId() })));
  const sessionExercises = sessions.flatMap(({ s, id }) => s.exercises.map((e) => ({ e, sessionId: id, id: newId() })));

  await db.$transaction(
    async (tx) => {
      await tx.exercise.createMany({
        data: data.exercises.map((e) => ({
          id: ids.exerciseIds.get(e.id)!,
          coachId,
          name: e.name,
          category: e.category,
          description: e.description ?? null,
          instructions: e.instructions ?? null,
          equipment: e.equipment,
          muscleGroups: e.muscleGroups,
          videoUrl: e.videoUrl ?? null,
          imageUrl: e.imageUrl ?? null,
        })),
      });
      await tx.plan.createMany({
        data: data.plansWithExercises.map((p) => ({
          id: ids.planIds.get(p.id)!,
          coachId,
          name: p.name,
          description: p.description ?? null,
          notes: p.notes ?? null,
          instructions: p.instructions ?? null,
          ...(p.category ? { category: p.category } : {}),
          ...(p.difficulty ? { difficulty: p.difficulty } : {}),
          ...(p.estimatedDuration !== undefined ? { estimatedDuration: p.estimatedDuration } : {}),
          columnConfig: labels(p.columnConfig),
        })),
      });
      await tx.planExercise.createMany({
        data: data.plansWithExercises.flatMap((p) =>
          p.exercises.map((e) => ({
            planId: ids.planIds.get(p.id)!,
            exerciseId: ids.exerciseIds.get(e.exerciseId)!,
            orderIndex: e.orderIndex,
            columnData: values(e.columnData),
            notes: e.notes ?? null,
            groupId: e.groupId ?? null,
            groupName: e.groupName ?? null,
          })),
        ),
      });
      await tx.program.createMany({
        data: data.programsWithPlans.map((p) => ({
          id: ids.programIds.get(p.id)!,
          coachId,
          name: p.name,
          description: p.description ?? null,
          notes: p.notes ?? null,
          ...(p.category ? { category: p.category } : {}),
          ...(p.difficulty ? { difficulty: p.difficulty } : {}),
          ...(p.duration !== undefined ? { duration: p.duration } : {}),
          ...(p.mealsPerDay !== undefined ? { mealsPerDay: p.mealsPerDay } : {}),
          displayOrder: p.displayOrder ?? null,
        })),
      });
      await tx.programPlan.createMany({
        data: data.programsWithPlans.flatMap((p) =>
          p.plans.map((pp) => ({
            programId: ids.programIds.get(p.id)!,
            planId: pp.planId === null ? null : ids.planIds.get(pp.planId)!,
            week: pp.week,
            dayOfWeek: pp.dayOfWeek,
            orderIndex: pp.orderIndex,
          })),
        ),
      });
      const userIds = new Map(data.clientsWithData.map((c) => [c.id, newId()]));
      await tx.user.createMany({
        data: data.clientsWithData.map((c) => ({ id: userIds.get(c.id)!, role: 'CLIENT' as const, firstName: c.firstName, lastName: c.lastName })),
      });
      await tx.client.createMany({
        data: data.clientsWithData.map((c) => ({
          id: ids.clientIds.get(c.id)!,
          coachId,
          userId: userIds.get(c.id)!,
          firstName: c.firstName,
          lastName: c.lastName,
          email: c.email ?? null,
          phoneNumber: c.phoneNumber ?? null,
          archived: c.archived,
          displayOrder: c.displayOrder ?? null,
        })),
      });
      await tx.clientNote.createMany({
        data: data.clientsWithData.flatMap((c) => c.notes.map((n) => ({ clientId: ids.clientIds.get(c.id)!, coachId, content: n.content, createdAt: date(n.createdAt) }))),
      });
      await tx.assignment.createMany({
        data: data.clientsWithData.flatMap((c) =>
          c.assignments.map((a) => ({
            id: ids.assignmentIds.get(a.id)!,
            coachId,
            clientId: ids.clientIds.get(c.id)!,
            contentType: a.contentType,
            contentId: contentIdOf(a.contentType, a.contentId),
            contentName: a.contentName,
            status: a.status,
            startDate: date(a.startDate),
            endDate: dateOrNull(a.endDate),
            notes: a.notes ?? null,
            // An end date already passed was announced in the old account; do not announce it again.
            dueNotifiedAt: a.endDate ? date(a.endDate) : null,
          })),
        ),
      });
      await tx.workoutSession.createMany({
        data: sessions.map(({ c, s, id }) => ({
          id,
          coachId,
          clientId: ids.clientIds.get(c.id)!,
          assignmentId: s.assignmentId ? ids.assignmentIds.get(s.assignmentId)! : null,
          planId: s.planId ? (ids.planIds.get(s.planId) ?? null) : null,
          name: s.name,
          planName: s.planName,
          scheduledFor: date(s.scheduledFor),
          startedAt: dateOrNull(s.startedAt),
          completedAt: dateOrNull(s.completedAt),
          status: s.status,
          instructions: s.instructions ?? null,
          columnConfig: labels(s.columnConfig),
          duration: s.duration ?? null,
          clientFeedback: s.clientFeedback ?? null,
          rating: s.rating ?? null,
        })),
      });
      await tx.sessionExercise.createMany({
        data: sessionExercises.map(({ e, sessionId, id }) => ({
          id,
          sessionId,
          exerciseId: e.exerciseId ? (ids.exerciseIds.get(e.exerciseId) ?? null) : null,
          name: e.name,
          orderIndex: e.orderIndex,
          groupId: e.groupId ?? null,
          groupName: e.groupName ?? null,
          completed: e.completed,
          videoUrl: e.videoUrl ?? null,
          notes: e.notes ?? null,
          instructions: e.instructions ?? null,
          columnData: values(e.columnData),
        })),
      });
      await tx.exerciseResult.createMany({
        data: sessionExercises
          .filter(({ e }) => e.result)
          .map(({ e, sessionId, id }) => ({ sessionId, sessionExerciseId: id, exerciseName: e.name, result: e.result!.result, notes: e.result!.notes ?? null, completed: e.result!.completed })),
      });
      await tx.foodEntry.createMany({
        data: data.clientsWithData.flatMap((c) => c.mealTracking.map((m) => ({ clientId: ids.clientIds.get(c.id)!, description: m.description, loggedAt: date(m.loggedAt) }))),
      });
      // Roots before retests, so a retest's link points at a row already written.
      const tests = data.clientsWithData.flatMap((c) => c.fitnessTests.map((f) => ({ c, f })));
      tests.sort((a, b) => Number(Boolean(a.f.previousTestId)) - Number(Boolean(b.f.previousTestId)));
      await tx.fitnessTest.createMany({
        data: tests.map(({ c, f }) => ({
          id: ids.testIds.get(f.id)!,
          clientId: ids.clientIds.get(c.id)!,
          testName: f.testName,
          result: f.result,
          unit: f.unit ?? null,
          notes: f.notes ?? null,
          testedAt: date(f.testedAt),
          previousTestId: f.previousTestId ? ids.testIds.get(f.previousTestId)! : null,
        })),
      });
    },
    { timeout: 60_000, maxWait: 10_000 },
  );

  const counts = {
    exercises: data.exercises.length,
    plans: data.plansWithExercises.length,
    programs: data.programsWithPlans.length,
    clients: data.clientsWithData.length,
  };
  return {
    message: `Import successful: ${counted(counts.exercises, 'exercise', 'exercises')}, ${counted(counts.plans, 'plan', 'plans')}, ${counted(counts.programs, 'program', 'programs')} and ${counted(counts.clients, 'client', 'clients')} imported.`,
    counts,
  };
}
