// POST /api/import-data (docs/product.md §7) and its dry run POST /api/import-data/preview
// (docs/data-transfer.md): the file is validated first (zod shape, then every link between its
// rows), matched against what the coach already has (content by name, clients by e-mail), then
// written in one transaction, so a bad file writes nothing. Every written row gets a new id and
// the links are remapped, so an export from one account imports into another. An item the
// coach already has is skipped under 'skipExisting' (the file's links then point at the coach's
// item), so the same file twice changes nothing; 'addAsNew' writes copies. Clients come in as new
// client records with new sign-in identities: their old access links are not carried over.
import { randomBytes } from 'node:crypto';
import { IMPORT_KINDS, PREVIEW_CONFLICT_NAMES, type ImportKind, type ImportOptions, type ImportPreview, type ParsedExportData } from '#shared/schemas/data-transfer';
import { sql } from 'kysely';
import type { Db, Prisma } from '#server/db/client';
import { columnsOf, typedSql } from '#server/db/typed-sql';
import { invalid } from '#server/errors';
import { isBlankNote, sanitizeNote } from '../clients/notes.ts';
import { insertRows } from './bulk-insert.ts';
import { importBodyMetrics, planBodyMetrics } from './body-metrics.ts';
import { importHabits } from './habits.ts';
import { importCheckIns, planCheckIns } from './check-ins.ts';
import { importCoachSettings } from './coach-settings.ts';

const DEFAULT_LABELS = { col1: 'Sets', col2: 'Reps', col3: 'Weight', col4: 'Rest', col5: 'RPE', col6: 'Notes' } as const;
const KEYS = ['col1', 'col2', 'col3', 'col4', 'col5', 'col6'] as const;
type Cols = Partial<Record<(typeof KEYS)[number], string | null | undefined>> | undefined;

const labels = (c: Cols) => Object.fromEntries(KEYS.map((k) => [k, c?.[k]?.trim() ? c[k]!.trim() : DEFAULT_LABELS[k]]));
const values = (c: Cols) => Object.fromEntries(KEYS.map((k) => [k, c?.[k] ?? '']));
const newId = () => `i${randomBytes(15).toString('base64url')}`;
const date = (s: string) => new Date(s);
const dateOrNull = (s: string | null | undefined) => (s ? new Date(s) : null);

export type ImportCounts = Record<ImportKind, number>;

/** The database defaults of prisma/schema.prisma, for a file that leaves these out. */
const PLAN_DEFAULTS = { category: 'Strength Training', difficulty: 'INTERMEDIATE', estimatedDuration: 60 } as const;
const PROGRAM_DEFAULTS = { category: 'Training', difficulty: 'INTERMEDIATE', duration: 4, mealsPerDay: 3 } as const;

type Client = ParsedExportData['clientsWithData'][number];
/** The key two items of a kind match on: the trimmed, lower-cased name (clients: e-mail, or the name without one). */
const nameKey = (name: string) => name.trim().toLowerCase();
const clientKey = (c: { email?: string | null; firstName: string; lastName: string }) =>
  c.email?.trim() ? `e:${c.email.trim().toLowerCase()}` : `n:${nameKey(c.firstName)}\u0001${nameKey(c.lastName)}`;

type Tx = Db | Prisma.TransactionClient;

/** Held until the transaction ends: one import (or starter-library add) at a time per coach. */
export async function lockCoachImports(tx: Prisma.TransactionClient, coachId: string): Promise<void> {
  // FROM, so the row holds no `void` column for the driver to decode.
  await sql`SELECT 1 AS "locked" FROM pg_advisory_xact_lock(hashtext(${`spotter-import:${coachId}`}))`.execute(typedSql(tx));
}

/** file id → the id of the coach's matching item, per kind; three to four statements whatever the file's size. */
async function matchExisting(db: Tx, coachId: string, data: ParsedExportData) {
  const byName = async (table: 'Exercise' | 'Plan' | 'Program', rows: { id: string; name: string }[]) => {
    const keys = [...new Set(rows.map((r) => nameKey(r.name)))];
    const found = new Map<string, string>();
    if (keys.length === 0) return new Map<string, string>();
    const existing = await typedSql(db)
      .selectFrom(table)
      .select(['id', 'name'])
      .where('coachId', '=', coachId)
      .where((eb) => eb(eb.fn('lower', [eb.fn('btrim', ['name'])]), '=', eb.fn.any(sql<string[]>`${keys}::text[]`)))
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
    // The oldest item of a name is the one matched when the coach has several.
    for (const r of existing) if (!found.has(nameKey(r.name))) found.set(nameKey(r.name), r.id);
    return new Map(rows.flatMap((r) => (found.has(nameKey(r.name)) ? [[r.id, found.get(nameKey(r.name))!] as const] : [])));
  };
  const clients = async (rows: Client[]) => {
    const emails = [...new Set(rows.filter((c) => c.email?.trim()).map((c) => c.email!.trim().toLowerCase()))];
    const names = [...new Set(rows.filter((c) => !c.email?.trim()).map((c) => `${nameKey(c.firstName)}\u0001${nameKey(c.lastName)}`))];
    if (emails.length + names.length === 0) return new Map<string, string>();
    const found = new Map<string, string>();
    const c = columnsOf('Client', 'Client');
    const existing = await typedSql(db)
      .selectFrom('Client')
      .select(['id', 'firstName', 'lastName', 'email'])
      .where('coachId', '=', coachId)
      .where(
        sql<boolean>`(lower(btrim(${c('email')})) = ANY(${emails}::text[])
          OR (coalesce(btrim(${c('email')}), '') = '' AND lower(btrim(${c('firstName')})) || chr(1) || lower(btrim(${c('lastName')})) = ANY(${names}::text[])))`,
      )
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
    for (const r of existing) if (!found.has(clientKey(r))) found.set(clientKey(r), r.id);
    return new Map(rows.flatMap((c) => (found.has(clientKey(c)) ? [[c.id, found.get(clientKey(c))!] as const] : [])));
  };
  return {
    exercises: await byName('Exercise', data.exercises),
    plans: await byName('Plan', data.plansWithExercises),
    programs: await byName('Program', data.programsWithPlans),
    clients: await clients(data.clientsWithData),
  };
}
type Matches = Awaited<ReturnType<typeof matchExisting>>;

const rowsOf = (data: ParsedExportData) => ({
  exercises: data.exercises as { id: string; name: string }[],
  plans: data.plansWithExercises as { id: string; name: string }[],
  programs: data.programsWithPlans as { id: string; name: string }[],
  clients: data.clientsWithData.map((c) => ({ id: c.id, name: [c.firstName, c.lastName].filter(Boolean).join(' ') + (c.email ? ` <${c.email}>` : '') })),
});

/** The dry run: what the file holds and what of it the coach already has. Writes nothing. */
export async function previewImport(db: Db, coachId: string, data: ParsedExportData): Promise<ImportPreview> {
  plan(data);
  const matches = await matchExisting(db, coachId, data);
  const rows = rowsOf(data);
  const kind = (k: ImportKind) => {
    const matched = rows[k].filter((r) => matches[k].has(r.id));
    return { inFile: rows[k].length, existing: matched.length, new: rows[k].length - matched.length, conflicts: matched.slice(0, PREVIEW_CONFLICT_NAMES).map((r) => r.name) };
  };
  const clientRecords = data.clientsWithData.reduce(
    (n, c) =>
      n +
      c.notes.length +
      c.assignments.length +
      c.workoutHistory.length +
      c.mealTracking.length +
      c.fitnessTests.length +
      c.messages.length +
      c.bodyMetrics.length +
      c.habits.length +
      c.progressPhotos.length +
      c.checkIns.length,
    0,
  );
  const { firstName, lastName, exportedAt } = data.exportedBy;
  return { exercises: kind('exercises'), plans: kind('plans'), programs: kind('programs'), clients: kind('clients'), clientRecords, exportedBy: { firstName, lastName, exportedAt } };
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
  return { exerciseIds, planIds, programIds, clientIds, assignmentIds, testIds, ...planBodyMetrics(data), ...planCheckIns(data) };
}

/** '1 plan', '2 plans'. */
const counted = (k: number, one: string, many: string) => `${k} ${k === 1 ? one : many}`;

const list = (c: ImportCounts) =>
  `${counted(c.exercises, 'exercise', 'exercises')}, ${counted(c.plans, 'plan', 'plans')}, ${counted(c.programs, 'program', 'programs')} and ${counted(c.clients, 'client', 'clients')}`;

const ALL_SKIP: ImportOptions = { exercises: 'skipExisting', plans: 'skipExisting', programs: 'skipExisting', clients: 'skipExisting' };

export async function importData(db: Db, coachId: string, data: ParsedExportData, options: ImportOptions = ALL_SKIP): Promise<{ message: string; counts: ImportCounts; skipped: ImportCounts }> {
  const ids = plan(data);
  const idMaps = { exercises: ids.exerciseIds, plans: ids.planIds, programs: ids.programIds, clients: ids.clientIds };
  const contentIdOf = (type: 'PLAN' | 'PROGRAM', old: string) => (type === 'PLAN' ? ids.planIds.get(old) : ids.programIds.get(old)) ?? newId();
  const skipped = { exercises: 0, plans: 0, programs: 0, clients: 0 };
  const counts = { exercises: 0, plans: 0, programs: 0, clients: 0 };

  await db.$transaction(
    async (tx) => {
      // One import at a time per coach, so two runs of the same file cannot both find nothing
      // to skip; then the matching reads, inside the transaction they decide for.
      await lockCoachImports(tx, coachId);
      const matches: Matches = await matchExisting(tx, coachId, data);
      const skip: Record<ImportKind, Set<string>> = { exercises: new Set(), plans: new Set(), programs: new Set(), clients: new Set() };
      for (const k of IMPORT_KINDS) {
        if (options[k] !== 'skipExisting') continue;
        // A skipped item's links in the file now point at the coach's own item.
        for (const [fileId, existingId] of matches[k]) {
          skip[k].add(fileId);
          idMaps[k].set(fileId, existingId);
        }
      }
      const exercises = data.exercises.filter((e) => !skip.exercises.has(e.id));
      const plans = data.plansWithExercises.filter((p) => !skip.plans.has(p.id));
      const programs = data.programsWithPlans.filter((p) => !skip.programs.has(p.id));
      const clients = data.clientsWithData.filter((c) => !skip.clients.has(c.id));
      Object.assign(counts, { exercises: exercises.length, plans: plans.length, programs: programs.length, clients: clients.length });
      for (const k of IMPORT_KINDS) skipped[k] = skip[k].size;
      const sessions = clients.flatMap((c) => c.workoutHistory.map((s) => ({ c, s, id: newId() })));
      const sessionIdOf = new Map(sessions.map(({ c, s, id }) => [`${c.id}\u0000${s.id}`, id]));
      const sessionExercises = sessions.flatMap(({ c, s, id }) => s.exercises.map((e) => ({ c, e, sessionId: id, id: newId() })));

      await insertRows(
        tx,
        'Exercise',
        exercises.map((e) => ({
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
      );
      await insertRows(
        tx,
        'Plan',
        plans.map((p) => ({
          id: ids.planIds.get(p.id)!,
          coachId,
          name: p.name,
          description: p.description ?? null,
          notes: p.notes ?? null,
          instructions: p.instructions ?? null,
          category: p.category || PLAN_DEFAULTS.category,
          difficulty: p.difficulty || PLAN_DEFAULTS.difficulty,
          estimatedDuration: p.estimatedDuration ?? PLAN_DEFAULTS.estimatedDuration,
          columnConfig: labels(p.columnConfig),
        })),
      );
      await insertRows(
        tx,
        'PlanExercise',
        plans.flatMap((p) =>
          p.exercises.map((e) => ({
            id: newId(),
            planId: ids.planIds.get(p.id)!,
            exerciseId: ids.exerciseIds.get(e.exerciseId)!,
            orderIndex: e.orderIndex,
            columnData: values(e.columnData),
            notes: e.notes ?? null,
            groupId: e.groupId ?? null,
            groupName: e.groupName ?? null,
          })),
        ),
      );
      await insertRows(
        tx,
        'Program',
        programs.map((p) => ({
          id: ids.programIds.get(p.id)!,
          coachId,
          name: p.name,
          description: p.description ?? null,
          notes: p.notes ?? null,
          category: p.category || PROGRAM_DEFAULTS.category,
          difficulty: p.difficulty || PROGRAM_DEFAULTS.difficulty,
          duration: p.duration ?? PROGRAM_DEFAULTS.duration,
          mealsPerDay: p.mealsPerDay ?? PROGRAM_DEFAULTS.mealsPerDay,
          displayOrder: p.displayOrder ?? null,
        })),
      );
      await insertRows(
        tx,
        'ProgramPlan',
        programs.flatMap((p) =>
          p.plans.map((pp) => ({
            id: newId(),
            programId: ids.programIds.get(p.id)!,
            planId: pp.planId === null ? null : ids.planIds.get(pp.planId)!,
            week: pp.week,
            dayOfWeek: pp.dayOfWeek,
            orderIndex: pp.orderIndex,
          })),
        ),
      );
      const userIds = new Map(clients.map((c) => [c.id, newId()]));
      await insertRows(
        tx,
        'User',
        clients.map((c) => ({ id: userIds.get(c.id)!, role: 'CLIENT', firstName: c.firstName, lastName: c.lastName, loadUnit: c.loadUnit, lengthUnit: c.lengthUnit, locale: c.locale })),
      );
      await insertRows(
        tx,
        'Client',
        clients.map((c) => ({
          id: ids.clientIds.get(c.id)!,
          coachId,
          userId: userIds.get(c.id)!,
          firstName: c.firstName,
          lastName: c.lastName,
          email: c.email ?? null,
          phoneNumber: c.phoneNumber ?? null,
          archived: c.archived,
          displayOrder: c.displayOrder ?? null,
          tags: c.tags,
        })),
      );
      await insertRows(
        tx,
        'ClientNote',
        clients.flatMap((c) => c.notes.map((n) => ({ id: newId(), clientId: ids.clientIds.get(c.id)!, coachId, content: n.content, createdAt: date(n.createdAt) }))),
      );
      await insertRows(
        tx,
        'Assignment',
        clients.flatMap((c) =>
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
      );
      await insertRows(
        tx,
        'WorkoutSession',
        sessions.map(({ c, s, id }) => ({
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
          // Sanitised again, as when the coach wrote it (docs/messages.md).
          coachReply: s.coachReply ? sanitizeNote(s.coachReply) || null : null,
          coachRepliedAt: s.coachReply ? dateOrNull(s.coachRepliedAt) : null,
        })),
      );
      await insertRows(
        tx,
        'SessionExercise',
        sessionExercises.map(({ e, sessionId, id }) => ({
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
      );
      await insertRows(
        tx,
        'ExerciseResult',
        sessionExercises
          .filter(({ e }) => e.result)
          .map(({ e, sessionId, id }) => ({
            id: newId(),
            sessionId,
            sessionExerciseId: id,
            exerciseName: e.name,
            result: e.result!.result,
            notes: e.result!.notes ?? null,
            completed: e.result!.completed,
            fromSets: e.result!.fromSets,
          })),
      );
      // Messages are sanitised again, as when sent; one that is blank once sanitised is left out.
      await insertRows(
        tx,
        'Message',
        clients.flatMap((c) =>
          c.messages
            .map((m) => ({ m, content: sanitizeNote(m.content) }))
            .filter(({ content }) => !isBlankNote(content))
            .map(({ m, content }) => ({
              id: newId(),
              coachId,
              clientId: ids.clientIds.get(c.id)!,
              sender: m.sender,
              content,
              sessionId: m.workoutId ? (sessionIdOf.get(`${c.id}\u0000${m.workoutId}`) ?? null) : null,
              workoutName: m.workoutName ?? null,
              readAt: dateOrNull(m.readAt),
              createdAt: date(m.createdAt),
              checkInId: m.checkInId ? (ids.checkInIds.get(m.checkInId) ?? null) : null,
            })),
        ),
      );
      await insertRows(
        tx,
        'SessionExerciseSet',
        sessionExercises.flatMap(({ c, e, sessionId, id }) =>
          e.sets.map((x, position) => ({
            id: newId(),
            sessionExerciseId: id,
            sessionId,
            clientId: ids.clientIds.get(c.id)!,
            exerciseId: e.exerciseId ? (ids.exerciseIds.get(e.exerciseId) ?? null) : null,
            position,
            reps: x.reps,
            load: x.load,
            loadUnit: x.loadUnit,
            rpe: x.rpe,
            done: x.done,
            completedAt: x.done ? dateOrNull(x.completedAt) : null,
          })),
        ),
      );
      await insertRows(
        tx,
        'FoodEntry',
        clients.flatMap((c) => c.mealTracking.map((m) => ({ id: newId(), clientId: ids.clientIds.get(c.id)!, description: m.description, loggedAt: date(m.loggedAt) }))),
      );
      // Roots before retests (by depth in the chain), so a retest's link points at a row already
      // written, also when a long chain spans two chunks.
      const tests = clients.flatMap((c) => c.fitnessTests.map((f) => ({ c, f })));
      const previous = new Map(tests.map(({ f }) => [f.id, f.previousTestId ?? null]));
      const depth = (id: string) => {
        let d = 0;
        for (let p = previous.get(id); p && d <= previous.size; p = previous.get(p)) d++;
        return d;
      };
      const depths = new Map(tests.map(({ f }) => [f.id, depth(f.id)]));
      tests.sort((a, b) => depths.get(a.f.id)! - depths.get(b.f.id)!);
      await insertRows(
        tx,
        'FitnessTest',
        tests.map(({ c, f }) => ({
          id: ids.testIds.get(f.id)!,
          clientId: ids.clientIds.get(c.id)!,
          testName: f.testName,
          result: f.result,
          unit: f.unit ?? null,
          notes: f.notes ?? null,
          testedAt: date(f.testedAt),
          previousTestId: f.previousTestId ? ids.testIds.get(f.previousTestId)! : null,
        })),
      );
      await importBodyMetrics(tx, coachId, clients, ids);
      await importHabits(tx, coachId, clients, ids, new Date());
      // Rows only: the bytes stay on the exporting server, so each photo shows "Photo not included
      // in the import" (docs/progress-photos.md).
      await insertRows(
        tx,
        'ProgressPhoto',
        clients.flatMap((c) => c.progressPhotos.map((p) => ({ id: newId(), clientId: ids.clientIds.get(c.id)!, takenOn: p.takenOn, pose: p.pose, objectKey: null }))),
      );
      await importCheckIns(tx, coachId, data, clients, ids);
      await importCoachSettings(tx, coachId, data.exportedBy, new Date());
    },
    { timeout: 60_000, maxWait: 10_000 },
  );

  const what = [`Import successful: ${list(counts)} imported.`];
  if (IMPORT_KINDS.some((k) => skipped[k] > 0)) what.push(`Already in your account and skipped: ${list(skipped)}.`);
  return { message: what.join(' '), counts, skipped };
}
