// Assigning a plan or a program to a client (docs/product.md §7 Assignments, docs/design.md §3). One transaction
// writes the assignment and all its workout-session snapshots, or nothing.
import { programEntryDate, repeatDates, REPEAT_TEXTS, type Assignment, type PastSessions, type Repeat } from '#shared/schemas/assignments';
import { localToday, zoneOrUtc } from '#shared/time-zone';
import type { Db } from '#server/db/client';
import { invalid, notFound } from '#server/errors';
import { assertBelowCap, type RowCaps } from '#server/lib/row-caps';
import { createSessionSnapshots, planSnapshotSelect, type SessionToCreate } from './snapshot.ts';

export interface CreateAssignmentArgs {
  clientId: string;
  contentType: 'PLAN' | 'PROGRAM';
  contentId: string;
  /** UTC midnight of the first day. */
  startDate: Date;
  endDate?: Date | null;
  notes?: string | null;
  /** A plan repeated on weekdays for some weeks (docs/recurring.md). */
  repeat?: Repeat | null;
  /**
   * Sessions dated before the client's today: skipped or put on today (docs/recurring.md).
   * Only the demo seed leaves it out, keeping its dates as given.
   */
  past?: { now: Date; choice: PastSessions };
}

type BulkArgs = { contentType: 'PLAN' | 'PROGRAM'; contentId: string; notes?: string | null; repeat?: Repeat | null; past?: CreateAssignmentArgs['past'] };

export const MSG_CLIENT_ARCHIVED = 'This client is archived. Unarchive them before assigning workouts.';
export const MSG_NO_WORKOUTS = 'This program has no workouts between the start and end dates';
export const MSG_NO_REPEATED_DAY = 'None of the chosen weekdays falls between the start and end dates';

type Tx = Pick<Db, 'client' | 'plan' | 'program' | 'assignment' | 'workoutSession' | 'sessionExercise'>;

export async function createAssignment(db: Db, coachId: string, args: CreateAssignmentArgs, caps: RowCaps): Promise<Assignment> {
  return db.$transaction((tx) => createAssignmentIn(tx, coachId, args, caps), { timeout: 20_000 });
}

/**
 * One plan or program to several clients (docs/bulk-assign.md): every client checked and every
 * assignment with its sessions written in one transaction, so one refusal (another coach's
 * client: 404; archived: 400) writes nothing for anyone.
 */
export async function createAssignments(
  db: Db,
  coachId: string,
  args: BulkArgs & { clients: { clientId: string; startDate: Date; endDate?: Date | null }[] },
  caps: RowCaps,
): Promise<{ assignments: Assignment[] }> {
  return db.$transaction(
    async (tx) => {
      const assignments: Assignment[] = [];
      for (const c of args.clients) {
        assignments.push(await createAssignmentIn(tx, coachId, { ...c, contentType: args.contentType, contentId: args.contentId, notes: args.notes, repeat: args.repeat, past: args.past }, caps));
      }
      return { assignments };
    },
    { timeout: 60_000 },
  );
}

/** The same inside a transaction the caller already holds (the demo seed). */
export async function createAssignmentIn(tx: Tx, coachId: string, args: CreateAssignmentArgs, caps: RowCaps): Promise<Assignment> {
  // The client's zone comes along with the ownership check: "past" is before the client's today.
  const client = await tx.client.findFirst({ where: { id: args.clientId, coachId }, select: { id: true, archived: true, user: { select: { timeZone: true } } } });
  if (!client) throw notFound('Client');
  if (client.archived) throw invalid(MSG_CLIENT_ARCHIVED);

  const { contentName, sessions: dated } = args.contentType === 'PLAN' ? await planSessions(tx, coachId, args) : await programSessions(tx, coachId, args);
  const sessions = args.past ? withPastChoice(dated, localToday(args.past.now, zoneOrUtc(client.user.timeZone)), args.past.choice) : dated;
  if (sessions.length === 0) throw invalid(REPEAT_TEXTS.allPast);
  // A repeat ends on its last session unless the coach set an end date.
  const endDate = args.endDate ?? (args.repeat ? (dated.at(-1)?.scheduledFor ?? null) : null);
  await assertBelowCap(caps, 'sessionsPerClient', () => tx.workoutSession.count({ where: { clientId: client.id } }), sessions.length);

  const assignment = await tx.assignment.create({
    data: {
      coachId,
      clientId: client.id,
      contentType: args.contentType,
      contentId: args.contentId,
      contentName,
      startDate: args.startDate,
      endDate,
      notes: args.notes?.trim() || null,
    },
    select: assignmentSelect,
  });
  const count = await createSessionSnapshots(tx, { coachId, clientId: client.id, assignmentId: assignment.id, sessions });
  return { ...assignment, sessionCount: count, completedCount: 0, missedCount: 0 };
}

/** Sessions before `today` left out (SKIP) or moved onto it (SCHEDULE), in day order. */
function withPastChoice(sessions: SessionToCreate[], today: Date, choice: PastSessions): SessionToCreate[] {
  if (choice === 'SKIP') return sessions.filter((s) => s.scheduledFor >= today);
  // Past days all become today, which is before every later one: the order holds.
  return sessions.map((s) => (s.scheduledFor < today ? { ...s, scheduledFor: today } : s));
}

/** A plan: one session on the start date, or one on each repeated weekday (docs/recurring.md). */
async function planSessions(tx: Tx, coachId: string, args: CreateAssignmentArgs) {
  const plan = await tx.plan.findFirst({ where: { id: args.contentId, coachId }, select: planSnapshotSelect });
  if (!plan) throw notFound('Plan');
  const days = args.repeat ? repeatDates(args.startDate, args.repeat, args.endDate) : [args.startDate];
  if (days.length === 0) throw invalid(MSG_NO_REPEATED_DAY);
  return { contentName: plan.name, sessions: days.map((scheduledFor) => ({ plan, scheduledFor })) };
}

/**
 * A program: one session per non-rest entry on start + week×7 + dayOfWeek. An end date the
 * coach shortened bounds the schedule: entries after it are not scheduled.
 */
async function programSessions(tx: Tx, coachId: string, args: CreateAssignmentArgs) {
  const program = await tx.program.findFirst({
    where: { id: args.contentId, coachId },
    select: {
      name: true,
      plans: {
        where: { planId: { not: null }, plan: { coachId } },
        orderBy: [{ week: 'asc' }, { dayOfWeek: 'asc' }, { orderIndex: 'asc' }],
        select: { week: true, dayOfWeek: true, plan: { select: planSnapshotSelect } },
      },
    },
  });
  if (!program) throw notFound('Program');
  const sessions: SessionToCreate[] = [];
  for (const entry of program.plans) {
    if (!entry.plan) continue;
    const scheduledFor = programEntryDate(args.startDate, entry);
    if (args.endDate && scheduledFor > args.endDate) continue;
    sessions.push({ plan: entry.plan, scheduledFor });
  }
  if (sessions.length === 0) throw invalid(MSG_NO_WORKOUTS);
  return { contentName: program.name, sessions };
}

export const assignmentSelect = {
  id: true,
  clientId: true,
  contentType: true,
  contentId: true,
  contentName: true,
  status: true,
  startDate: true,
  endDate: true,
  notes: true,
  createdAt: true,
} as const;
