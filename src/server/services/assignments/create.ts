// Assigning a plan or a program to a client (docs/product.md §7 Assignments, docs/design.md §3). One transaction
// writes the assignment and all its workout-session snapshots, or nothing.
import { programEntryDate, type Assignment } from '#shared/schemas/assignments';
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
}

export const MSG_CLIENT_ARCHIVED = 'This client is archived. Unarchive them before assigning workouts.';
export const MSG_NO_WORKOUTS = 'This program has no workouts between the start and end dates';

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
  args: { contentType: 'PLAN' | 'PROGRAM'; contentId: string; notes?: string | null; clients: { clientId: string; startDate: Date; endDate?: Date | null }[] },
  caps: RowCaps,
): Promise<{ assignments: Assignment[] }> {
  return db.$transaction(
    async (tx) => {
      const assignments: Assignment[] = [];
      for (const c of args.clients) {
        assignments.push(await createAssignmentIn(tx, coachId, { ...c, contentType: args.contentType, contentId: args.contentId, notes: args.notes }, caps));
      }
      return { assignments };
    },
    { timeout: 60_000 },
  );
}

/** The same inside a transaction the caller already holds (the demo seed). */
export async function createAssignmentIn(tx: Tx, coachId: string, args: CreateAssignmentArgs, caps: RowCaps): Promise<Assignment> {
  const client = await tx.client.findFirst({ where: { id: args.clientId, coachId }, select: { id: true, archived: true } });
  if (!client) throw notFound('Client');
  if (client.archived) throw invalid(MSG_CLIENT_ARCHIVED);

  const { contentName, sessions } = args.contentType === 'PLAN' ? await planSessions(tx, coachId, args) : await programSessions(tx, coachId, args);
  await assertBelowCap(caps, 'sessionsPerClient', () => tx.workoutSession.count({ where: { clientId: client.id } }), sessions.length);

  const assignment = await tx.assignment.create({
    data: {
      coachId,
      clientId: client.id,
      contentType: args.contentType,
      contentId: args.contentId,
      contentName,
      startDate: args.startDate,
      endDate: args.endDate ?? null,
      notes: args.notes?.trim() || null,
    },
    select: assignmentSelect,
  });
  const count = await createSessionSnapshots(tx, { coachId, clientId: client.id, assignmentId: assignment.id, sessions });
  return { ...assignment, sessionCount: count, completedCount: 0, missedCount: 0 };
}

/** A plan: one session on the start date. */
async function planSessions(tx: Tx, coachId: string, args: CreateAssignmentArgs) {
  const plan = await tx.plan.findFirst({ where: { id: args.contentId, coachId }, select: planSnapshotSelect });
  if (!plan) throw notFound('Plan');
  return { contentName: plan.name, sessions: [{ plan, scheduledFor: args.startDate }] };
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
