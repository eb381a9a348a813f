// The coach dashboard feeds (SPEC §2, §7): client progress, recent activity, missed workouts.
// Each answers in a fixed number of queries however many clients the coach has (no query per
// client); the formulas live in src/shared/stats.ts.
import type { ClientProgressItem, MissedWorkoutItem, RecentActivityItem } from '../../../shared/schemas/insights.ts';
import {
  addDays,
  assignmentProgress,
  COMPLETED_BADGE_DAYS,
  countsForCompletion,
  progressStatus,
  startOfUtcDay,
  startOfUtcWeek,
  workoutAverageCompletion,
  type SessionStatus,
} from '../../../shared/stats.ts';
import type { Db } from '../../db/client.ts';

/** The completion rate of a client looks back this many days. */
export const COMPLETION_WINDOW_DAYS = 90;
/** The Missed Workouts card counts sessions missed within this many days. */
export const MISSED_WINDOW_DAYS = 30;
/** Completed workouts in one week that make a streak. */
export const STREAK_MIN = 3;

const fullName = (c: { firstName: string; lastName: string }) => `${c.firstName} ${c.lastName}`.trim();

interface SessionRow {
  id: string;
  clientId: string;
  assignmentId: string | null;
  status: SessionStatus;
  scheduledFor: Date;
  exercises: { completed: boolean }[];
}

const rate = (sessions: SessionRow[], now: Date) =>
  workoutAverageCompletion(
    sessions
      .filter((s) => countsForCompletion(s, now))
      .map((s) => ({ status: s.status, exerciseCount: s.exercises.length, completedExercises: s.exercises.filter((e) => e.completed).length })),
  );

export async function clientProgress(db: Db, coachId: string, now: Date): Promise<ClientProgressItem[]> {
  const activeClient = { coachId, archived: false };
  const [clients, assignments, lastActive] = await Promise.all([
    db.client.findMany({
      where: activeClient,
      orderBy: [{ displayOrder: { sort: 'asc', nulls: 'last' } }, { firstName: 'asc' }, { id: 'asc' }],
      select: { id: true, firstName: true, lastName: true },
    }),
    db.assignment.findMany({
      where: {
        coachId,
        client: { archived: false },
        OR: [{ status: { in: ['ASSIGNED', 'IN_PROGRESS'] } }, { status: 'COMPLETED', updatedAt: { gte: addDays(now, -COMPLETED_BADGE_DAYS) } }],
      },
      orderBy: [{ startDate: 'desc' }, { createdAt: 'desc' }],
      select: { id: true, clientId: true, status: true, contentName: true, startDate: true, updatedAt: true },
    }),
    db.workoutSession.groupBy({
      by: ['clientId'],
      where: { coachId, client: { archived: false } },
      _max: { completedAt: true, startedAt: true },
    }),
  ]);

  // The current assignment is the latest one that has started; only when none has, the next to
  // start (a plan booked for tomorrow does not hide the program the client is in the middle of).
  // Assignments come newest start first, so a later one replaces a current one only while that
  // has not started yet.
  const current = new Map<string, (typeof assignments)[number]>();
  const lastDone = new Map<string, (typeof assignments)[number]>();
  for (const a of assignments) {
    if (a.status === 'COMPLETED') {
      const prev = lastDone.get(a.clientId);
      if (!prev || prev.updatedAt < a.updatedAt) lastDone.set(a.clientId, a);
    } else {
      const prev = current.get(a.clientId);
      if (!prev || prev.startDate > now) current.set(a.clientId, a);
    }
  }
  const relevantAssignments = [...current.values(), ...lastDone.values()].map((a) => a.id);

  const sessions: SessionRow[] = await db.workoutSession.findMany({
    where: {
      coachId,
      client: { archived: false },
      OR: [{ assignmentId: { in: relevantAssignments } }, { scheduledFor: { gte: addDays(startOfUtcDay(now), -COMPLETION_WINDOW_DAYS) } }],
    },
    select: { id: true, clientId: true, assignmentId: true, status: true, scheduledFor: true, exercises: { select: { completed: true } } },
  });

  const byClient = new Map<string, SessionRow[]>();
  const byAssignment = new Map<string, SessionRow[]>();
  const windowStart = addDays(startOfUtcDay(now), -COMPLETION_WINDOW_DAYS).getTime();
  for (const s of sessions) {
    if (s.scheduledFor.getTime() >= windowStart) (byClient.get(s.clientId) ?? byClient.set(s.clientId, []).get(s.clientId)!).push(s);
    if (s.assignmentId) (byAssignment.get(s.assignmentId) ?? byAssignment.set(s.assignmentId, []).get(s.assignmentId)!).push(s);
  }
  const activeAt = new Map(
    lastActive.map((g) => {
      const times = [g._max.completedAt, g._max.startedAt].filter((d): d is Date => d instanceof Date);
      return [g.clientId, times.length ? new Date(Math.max(...times.map((d) => d.getTime()))) : null] as const;
    }),
  );

  return clients.map((c) => {
    const cur = current.get(c.id);
    const done = lastDone.get(c.id);
    const curSessions = cur ? (byAssignment.get(cur.id) ?? []) : null;
    return {
      id: c.id,
      name: fullName(c),
      currentPlan: cur?.contentName ?? null,
      status: progressStatus({
        current: curSessions,
        lastCompleted: done ? { completionRate: rate(byAssignment.get(done.id) ?? [], now), completedAt: done.updatedAt } : null,
        now,
      }),
      progress: curSessions ? assignmentProgress(curSessions) : done ? 100 : 0,
      lastActive: activeAt.get(c.id) ?? null,
      completionRate: rate(byClient.get(c.id) ?? [], now),
    };
  });
}

/**
 * This week's activity (Monday-start UTC week): workouts completed, workouts marked missed,
 * workouts scheduled today and not yet finished (pending), and a streak for every client with
 * at least 3 completed workouts this week. Newest first. One query.
 */
export async function recentActivity(db: Db, coachId: string, now: Date): Promise<RecentActivityItem[]> {
  const weekStart = startOfUtcWeek(now);
  const today = startOfUtcDay(now);
  const rows = await db.workoutSession.findMany({
    where: {
      coachId,
      client: { archived: false },
      OR: [
        { status: 'COMPLETED', completedAt: { gte: weekStart } },
        { status: 'MISSED', updatedAt: { gte: weekStart } },
        { status: { in: ['SCHEDULED', 'IN_PROGRESS'] }, scheduledFor: { gte: today, lt: addDays(today, 1) } },
      ],
    },
    select: {
      id: true,
      clientId: true,
      status: true,
      planName: true,
      name: true,
      scheduledFor: true,
      completedAt: true,
      updatedAt: true,
      client: { select: { firstName: true, lastName: true } },
    },
  });

  const items: RecentActivityItem[] = [];
  const completedBy = new Map<string, { count: number; last: Date; client: { firstName: string; lastName: string } }>();
  for (const s of rows) {
    const client = { firstName: s.client.firstName, lastName: s.client.lastName };
    const what = s.planName || s.name;
    if (s.status === 'COMPLETED' && s.completedAt) {
      items.push({ id: s.id, type: 'COMPLETED_WORKOUT', client, clientId: s.clientId, message: `${fullName(client)} completed ${what}`, time: s.completedAt, status: 'completed' });
      const c = completedBy.get(s.clientId) ?? { count: 0, last: s.completedAt, client };
      c.count += 1;
      if (s.completedAt > c.last) c.last = s.completedAt;
      completedBy.set(s.clientId, c);
    } else if (s.status === 'MISSED') {
      items.push({ id: s.id, type: 'MISSED_WORKOUT', client, clientId: s.clientId, message: `${fullName(client)} missed ${what}`, time: s.updatedAt, status: 'missed' });
    } else {
      items.push({ id: s.id, type: 'SCHEDULED_WORKOUT', client, clientId: s.clientId, message: `${fullName(client)} has ${what} scheduled today`, time: s.scheduledFor, status: 'pending' });
    }
  }
  for (const [clientId, c] of completedBy) {
    if (c.count >= STREAK_MIN) {
      items.push({
        id: `streak-${clientId}`,
        type: 'STREAK',
        client: c.client,
        clientId,
        message: `${fullName(c.client)} has completed ${c.count} workouts this week`,
        time: c.last,
        status: 'streak',
      });
    }
  }
  return items.toSorted((a, b) => b.time.getTime() - a.time.getTime() || a.id.localeCompare(b.id));
}

/** Sessions marked MISSED in the last 30 days, newest first. One query. */
export async function missedWorkouts(db: Db, coachId: string, now: Date): Promise<MissedWorkoutItem[]> {
  const rows = await db.workoutSession.findMany({
    where: { coachId, client: { archived: false }, status: 'MISSED', scheduledFor: { gte: addDays(startOfUtcDay(now), -MISSED_WINDOW_DAYS) } },
    orderBy: [{ scheduledFor: 'desc' }, { id: 'asc' }],
    select: { id: true, clientId: true, planName: true, name: true, scheduledFor: true, client: { select: { firstName: true, lastName: true } } },
  });
  return rows.map((s) => ({ id: s.id, clientId: s.clientId, clientName: fullName(s.client), planName: s.planName || s.name, scheduledFor: s.scheduledFor }));
}
