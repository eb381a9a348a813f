// A client's calendar, shaped by their coach (issue 17; docs/client-calendar.md): the sessions of
// a date range, moving one session to another day, editing one session's exercises and values,
// removing one session, and a one-off session from a plan. Sessions are snapshots of plans (docs/design.md §3,
// services/assignments/snapshot.ts), so editing one never touches the plan or other sessions.
// Days are the client's own (docs/time-zones.md). Another coach's client or session is a 404;
// a started or finished session (completed, skipped, missed) cannot be moved or edited (409).
import { CALENDAR_TEXTS, COPY_WEEK_MAX_SESSIONS, type CalendarSession, type CopiedWeek, type ClientCalendar, type ClientSessionDetail, type EditSessionInput } from '#shared/schemas/calendar';
import { DEFAULT_COLUMN_CONFIG, EMPTY_COLUMN_DATA, toColumnMap } from '#shared/schemas/workouts';
import type { SessionStatus } from '#shared/schemas/clients';
import { presentedStatus } from '#shared/stats';
import { localToday, zoneOrUtc } from '#shared/time-zone';
import { sql } from 'kysely';
import type { Db, Prisma } from '#server/db/client';
import { typedSql } from '#server/db/typed-sql';
import { conflict, invalid, notFound } from '#server/errors';
import { MSG_CLIENT_ARCHIVED } from '../assignments/create.ts';
import { createSessionSnapshots, newSessionId, planSnapshotSelect } from '../assignments/snapshot.ts';
import { assertBelowCap, type RowCaps } from '../../lib/row-caps.ts';
import { getClientTimeZone } from './time-zone.ts';

const DAY_MS = 86_400_000;

const calendarSelect = {
  id: true,
  name: true,
  planName: true,
  assignmentId: true,
  status: true,
  scheduledFor: true,
  startedAt: true,
  exerciseCount: true,
  completedExercises: true,
} as const satisfies Prisma.WorkoutSessionSelect;

type CalendarRow = Prisma.WorkoutSessionGetPayload<{ select: typeof calendarSelect }>;

const FINISHED_LABEL: Partial<Record<SessionStatus, string>> = { COMPLETED: 'completed', SKIPPED: 'skipped', MISSED: 'missed' };

/** The status the client sees, and whether the coach may still move and edit the session. */
function present(row: CalendarRow, now: Date, zone: string): CalendarSession {
  const { startedAt, ...rest } = row;
  const status = presentedStatus(row, now, zone);
  return { ...rest, status, editable: status === 'SCHEDULED' && startedAt === null };
}

/** Refuses a session that is history or under way, with a message that says which. */
function assertEditable(row: { status: SessionStatus; scheduledFor: Date; startedAt: Date | null }, now: Date, zone: string) {
  const status = presentedStatus(row, now, zone);
  const finished = FINISHED_LABEL[status];
  if (finished) throw conflict(CALENDAR_TEXTS.finished(finished));
  if (status !== 'SCHEDULED' || row.startedAt !== null) throw conflict(CALENDAR_TEXTS.started);
}

/** The first and last day of the month holding `day` (calendar days as 00:00 UTC). */
function monthOf(day: Date): { from: Date; to: Date } {
  const from = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1));
  const to = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 0));
  return { from, to };
}

/**
 * The client's sessions scheduled from `from` to `to` (inclusive calendar days), in day order:
 * two statements whatever the range holds (the ownership check with the zone, then the sessions
 * on the (clientId, scheduledFor) index). Without a range, the client's current month.
 */
export async function clientCalendar(db: Db, coachId: string, clientId: string, range: { from?: Date; to?: Date }, now: Date): Promise<ClientCalendar> {
  const zone = zoneOrUtc((await getClientTimeZone(db, coachId, clientId)).timeZone);
  const today = localToday(now, zone);
  const { from, to } = range.from && range.to ? { from: range.from, to: range.to } : monthOf(today);
  const rows = await db.workoutSession.findMany({
    where: { clientId, coachId, scheduledFor: { gte: from, lt: new Date(to.getTime() + DAY_MS) } },
    orderBy: [{ scheduledFor: 'asc' }, { createdAt: 'asc' }],
    select: calendarSelect,
  });
  return { timeZone: zone, today, from, to, sessions: rows.map((r) => present(r, now, zone)) };
}

/** The session with what the rules need: its client's zone comes along in the same statement. */
async function ownSession(db: Pick<Db, 'workoutSession'>, coachId: string, id: string) {
  const row = await db.workoutSession.findFirst({
    where: { id, coachId },
    select: { ...calendarSelect, clientId: true, client: { select: { user: { select: { timeZone: true } } } } },
  });
  if (!row) throw notFound('Workout session');
  const { client, clientId, ...session } = row;
  return { session, clientId, zone: zoneOrUtc(client.user.timeZone) };
}

/**
 * Moves one session to another day of the client's calendar. Only a session not yet started can
 * move, and not into the client's past. The conditional update keeps a client who starts the
 * workout at the same moment from being overruled.
 */
export async function moveSession(db: Db, coachId: string, id: string, date: Date, now: Date): Promise<CalendarSession> {
  return db.$transaction(async (tx) => {
    const { session, zone } = await ownSession(tx, coachId, id);
    assertEditable(session, now, zone);
    if (date < localToday(now, zone)) throw invalid(CALENDAR_TEXTS.movedIntoPast);
    const moved = await tx.workoutSession.updateMany({ where: { id, coachId, status: 'SCHEDULED', startedAt: null }, data: { scheduledFor: date } });
    if (moved.count !== 1) throw conflict(CALENDAR_TEXTS.started);
    return present({ ...session, scheduledFor: date }, now, zone);
  });
}

/**
 * Removes one session not yet started from the client's calendar (a one-off added by mistake, or
 * one day of a program the client will not do). Started and finished sessions stay: history.
 */
export async function removeSession(db: Db, coachId: string, id: string, now: Date): Promise<{ ok: true }> {
  return db.$transaction(async (tx) => {
    const { session, zone } = await ownSession(tx, coachId, id);
    assertEditable(session, now, zone);
    const removed = await tx.workoutSession.deleteMany({ where: { id, coachId, status: 'SCHEDULED', startedAt: null } });
    if (removed.count !== 1) throw conflict(CALENDAR_TEXTS.started);
    return { ok: true as const };
  });
}

const detailSelect = {
  ...calendarSelect,
  clientId: true,
  instructions: true,
  columnConfig: true,
  client: { select: { user: { select: { timeZone: true } } } },
  exercises: {
    orderBy: [{ orderIndex: 'asc' }, { id: 'asc' }],
    select: { id: true, exerciseId: true, name: true, orderIndex: true, groupName: true, columnData: true, notes: true },
  },
} as const satisfies Prisma.WorkoutSessionSelect;

function toDetail(row: Prisma.WorkoutSessionGetPayload<{ select: typeof detailSelect }>, now: Date): ClientSessionDetail {
  const { client, exercises, columnConfig, clientId, instructions, ...session } = row;
  return {
    ...present(session, now, zoneOrUtc(client.user.timeZone)),
    clientId,
    instructions,
    columnConfig: toColumnMap(columnConfig, DEFAULT_COLUMN_CONFIG),
    exercises: exercises.map((e) => ({ ...e, columnData: toColumnMap(e.columnData, EMPTY_COLUMN_DATA) })),
  };
}

/** One session of the coach's client with its exercises, for editing. */
export async function getClientSession(db: Db, coachId: string, id: string, now: Date): Promise<ClientSessionDetail> {
  const row = await db.workoutSession.findFirst({ where: { id, coachId }, select: detailSelect });
  if (!row) throw notFound('Workout session');
  return toDetail(row, now);
}

/**
 * Replaces one session's exercise list (order, column values, notes), and optionally its name
 * and instructions, in one transaction. Kept exercises keep their snapshot (name, video, group);
 * new ones are copied from the coach's library; left-out ones are removed. The plan is untouched.
 */
export async function editSession(db: Db, coachId: string, input: EditSessionInput, now: Date): Promise<ClientSessionDetail> {
  return db.$transaction(async (tx) => {
    const { session, zone } = await ownSession(tx, coachId, input.id);
    assertEditable(session, now, zone);

    const current = await tx.sessionExercise.findMany({ where: { sessionId: input.id }, select: { id: true } });
    const currentIds = new Set(current.map((e) => e.id));
    const keptIds = input.exercises.flatMap((e) => (e.sessionExerciseId ? [e.sessionExerciseId] : []));
    if (keptIds.some((k) => !currentIds.has(k))) throw notFound('Workout exercise');

    const libraryIds = [...new Set(input.exercises.flatMap((e) => (e.exerciseId ? [e.exerciseId] : [])))];
    const library = libraryIds.length ? await tx.exercise.findMany({ where: { id: { in: libraryIds }, coachId }, select: { id: true, name: true, videoUrl: true, instructions: true } }) : [];
    if (library.length !== libraryIds.length) throw notFound('Exercise');
    const byId = new Map(library.map((e) => [e.id, e]));

    const removed = [...currentIds].filter((k) => !keptIds.includes(k));
    if (removed.length) await tx.sessionExercise.deleteMany({ where: { sessionId: input.id, id: { in: removed } } });

    const updates = input.exercises.flatMap((e, i) => (e.sessionExerciseId ? [{ id: e.sessionExerciseId, orderIndex: i, columnData: JSON.stringify(e.columnData), notes: e.notes ?? null }] : []));
    if (updates.length) {
      // One statement for every kept row, whatever their number.
      const rows = sql<{
        id: string;
        ord: number;
        cd: string;
        notes: string | null;
      }>`unnest(${updates.map((u) => u.id)}::text[], ${updates.map((u) => u.orderIndex)}::int[], ${updates.map((u) => u.columnData)}::text[], ${updates.map((u) => u.notes)}::text[])`.as<'v'>(
        sql`v(id, ord, cd, notes)`,
      );
      await typedSql(tx)
        .updateTable('SessionExercise as se')
        .from(rows)
        .set((eb) => ({ orderIndex: eb.ref('v.ord'), columnData: sql`v.cd::jsonb`, notes: eb.ref('v.notes') }))
        .whereRef('se.id', '=', 'v.id')
        .where('se.sessionId', '=', input.id)
        .execute();
    }
    const added: Prisma.SessionExerciseCreateManyInput[] = input.exercises.flatMap((e, i) => {
      const ex = e.exerciseId ? byId.get(e.exerciseId) : undefined;
      if (!ex) return [];
      return [{ sessionId: input.id, exerciseId: ex.id, name: ex.name, orderIndex: i, videoUrl: ex.videoUrl, instructions: ex.instructions, notes: e.notes ?? null, columnData: e.columnData }];
    });
    if (added.length) await tx.sessionExercise.createMany({ data: added });

    const data: Prisma.WorkoutSessionUpdateInput = {};
    if (input.name !== undefined) data.name = input.name;
    if (input.instructions !== undefined) data.instructions = input.instructions;
    // updatedAt moves with every edit, so the client's app refreshes the workout it holds.
    const row = await tx.workoutSession.update({ where: { id: input.id }, data: { ...data, updatedAt: now }, select: detailSelect });
    return toDetail(row, now);
  });
}

/**
 * A one-off session of `planId` on `date` for the client, outside any assignment: a snapshot of
 * the plan, like the sessions an assignment makes. Not for an archived client, nor on a day that
 * has passed for the client.
 */
export async function addOneOffSession(db: Db, coachId: string, clientId: string, planId: string, date: Date, now: Date, caps: RowCaps): Promise<CalendarSession> {
  return db.$transaction(async (tx) => {
    const client = await tx.client.findFirst({ where: { id: clientId, coachId }, select: { archived: true, user: { select: { timeZone: true } } } });
    if (!client) throw notFound('Client');
    if (client.archived) throw invalid(MSG_CLIENT_ARCHIVED);
    const zone = zoneOrUtc(client.user.timeZone);
    if (date < localToday(now, zone)) throw invalid(CALENDAR_TEXTS.addedInPast);
    const plan = await tx.plan.findFirst({ where: { id: planId, coachId }, select: planSnapshotSelect });
    if (!plan) throw notFound('Plan');
    await assertBelowCap(caps, 'sessionsPerClient', () => tx.workoutSession.count({ where: { clientId } }));
    const id = newSessionId();
    await createSessionSnapshots(tx, { coachId, clientId, assignmentId: null, sessions: [{ plan, scheduledFor: date, id }] });
    const row = await tx.workoutSession.findUniqueOrThrow({ where: { id }, select: calendarSelect });
    return present(row, now, zone);
  });
}

/**
 * Copies every session of the week starting `weekStart` (a Monday, a calendar day) to the same
 * weekdays of the next `weeks` weeks (docs/recurring.md): each copy is a snapshot of the source
 * session as it stands (name, instructions, exercises with their values and notes), outside any
 * assignment, scheduled and not started. Refused when a copy would land before the client's
 * today (the rule moves follow), when the week is empty, or past the caps. One transaction.
 */
export async function copyWeek(db: Db, coachId: string, clientId: string, weekStart: Date, weeks: number, now: Date, caps: RowCaps): Promise<CopiedWeek> {
  return db.$transaction(async (tx) => {
    const client = await tx.client.findFirst({ where: { id: clientId, coachId }, select: { archived: true, user: { select: { timeZone: true } } } });
    if (!client) throw notFound('Client');
    if (client.archived) throw invalid(MSG_CLIENT_ARCHIVED);
    const zone = zoneOrUtc(client.user.timeZone);
    const source = await tx.workoutSession.findMany({
      where: { clientId, coachId, scheduledFor: { gte: weekStart, lt: new Date(weekStart.getTime() + 7 * DAY_MS) } },
      orderBy: [{ scheduledFor: 'asc' }, { createdAt: 'asc' }],
      select: {
        planId: true,
        name: true,
        planName: true,
        scheduledFor: true,
        instructions: true,
        columnConfig: true,
        exercises: {
          orderBy: [{ orderIndex: 'asc' }, { id: 'asc' }],
          select: { exerciseId: true, name: true, orderIndex: true, groupId: true, groupName: true, videoUrl: true, notes: true, instructions: true, columnData: true },
        },
      },
    });
    if (source.length === 0) throw invalid(CALENDAR_TEXTS.copyEmpty);
    const total = source.length * weeks;
    if (total > COPY_WEEK_MAX_SESSIONS) throw invalid(CALENDAR_TEXTS.copyTooMany(COPY_WEEK_MAX_SESSIONS));
    // The earliest copy is the week's first session one week on.
    if (new Date(source[0]!.scheduledFor.getTime() + 7 * DAY_MS) < localToday(now, zone)) throw invalid(CALENDAR_TEXTS.copyIntoPast);
    await assertBelowCap(caps, 'sessionsPerClient', () => tx.workoutSession.count({ where: { clientId } }), total);

    const sessions: Prisma.WorkoutSessionCreateManyInput[] = [];
    const exercises: Prisma.SessionExerciseCreateManyInput[] = [];
    for (let week = 1; week <= weeks; week++) {
      for (const s of source) {
        const id = newSessionId();
        const { exercises: list, columnConfig, ...rest } = s;
        sessions.push({
          ...rest,
          id,
          coachId,
          clientId,
          assignmentId: null,
          columnConfig: columnConfig as Prisma.InputJsonValue,
          scheduledFor: new Date(s.scheduledFor.getTime() + week * 7 * DAY_MS),
        });
        for (const e of list) exercises.push({ ...e, sessionId: id, columnData: e.columnData as Prisma.InputJsonValue });
      }
    }
    await tx.workoutSession.createMany({ data: sessions });
    if (exercises.length) await tx.sessionExercise.createMany({ data: exercises });
    const rows = await tx.workoutSession.findMany({
      where: { id: { in: sessions.map((s) => s.id!) } },
      orderBy: [{ scheduledFor: 'asc' }, { createdAt: 'asc' }],
      select: calendarSelect,
    });
    return { created: rows.length, sessions: rows.map((r) => present(r, now, zone)) };
  });
}
