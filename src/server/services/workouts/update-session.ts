// PUT /api/workout-sessions/{id}: what a client may do to their own session — start, complete,
// skip, start early (scheduledFor), feedback and rating — and the coach notifications it raises.
import type { Db, Prisma } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, invalid, notFound } from '../../errors.ts';
import { MSG_FUTURE_NEEDS_START_EARLY, MSG_MISSED_READ_ONLY, type WorkoutSession, type ZUpdateSessionInput } from '../../../shared/schemas/workouts.ts';
import { minutesBetween } from '../../../shared/workout-dates.ts';
import { localToday, zoneOrUtc } from '../../../shared/time-zone.ts';
import { raiseNotification } from '../notifications/raise.ts';
import { presentedStatus } from '../../../shared/stats.ts';
import { completeAssignmentIfDone, startAssignment } from './activity.ts';
import { sessionSelect, toWorkoutSession } from './session-shape.ts';
import type { z } from 'zod';

/** Client clocks drift; a time this far ahead of the server's is still accepted. */
const CLOCK_SKEW_MS = 5 * 60_000;
const DAY_MS = 86_400_000;

export interface WorkoutClient {
  id: string;
  coachId: string;
  firstName: string;
  lastName: string;
}

export const SKIPPED_FEEDBACK = 'Workout skipped';

export async function updateSession(
  deps: { db: Db; clock: Clock; user?: { timeZone: string | null } | null },
  client: WorkoutClient,
  args: z.output<typeof ZUpdateSessionInput>,
): Promise<WorkoutSession> {
  const now = deps.clock.now();
  const timeZone = zoneOrUtc(deps.user?.timeZone); // the client's days (docs/time-zones.md)
  return deps.db.$transaction(async (tx) => {
    const s = await tx.workoutSession.findFirst({
      where: { id: args.id, clientId: client.id },
      select: { id: true, status: true, scheduledFor: true, startedAt: true, clientFeedback: true, planName: true, name: true, assignmentId: true },
    });
    if (!s) throw notFound('Workout session');
    // More than 3 days overdue is missed even before the check has marked it (docs/query-performance.md).
    if (presentedStatus(s, now, timeZone) === 'MISSED') throw conflict(MSG_MISSED_READ_ONLY);

    const data: Prisma.WorkoutSessionUpdateInput = {};
    const finished = s.status === 'COMPLETED' || s.status === 'SKIPPED';
    const statusRequested = args.status !== undefined && args.status !== s.status;
    if (statusRequested && finished) throw conflict(`This workout is already ${s.status === 'COMPLETED' ? 'completed' : 'skipped'}`);
    let target = statusRequested ? args.status! : s.status;

    if (args.scheduledFor) {
      if (s.status !== 'SCHEDULED' || statusRequested) throw conflict('Only a scheduled workout can be moved');
      if (args.scheduledFor < localToday(now, timeZone)) throw invalid('A workout cannot be moved into the past');
      if (args.scheduledFor > s.scheduledFor) throw invalid('A workout can only be started early, not postponed');
      data.scheduledFor = args.scheduledFor;
      // 'Start Early' starts the workout: as IN_PROGRESS it is the one Today shows, even when
      // another session of today is still open (docs/product.md §4: it moves to now, then Today opens).
      target = 'IN_PROGRESS';
    }
    // Issue 12: a session of a later day (UTC until per-user time zones) cannot be completed
    // as it is; 'Start Early' (scheduledFor, above) brings it to today first.
    const scheduledFor = args.scheduledFor ?? s.scheduledFor;
    if (target === 'COMPLETED' && statusRequested && scheduledFor.getTime() >= localToday(now, timeZone).getTime() + DAY_MS) {
      throw conflict(MSG_FUTURE_NEEDS_START_EARLY);
    }
    const statusChanged = target !== s.status;
    if (statusChanged) data.status = target;

    for (const [key, value] of [['startedAt', args.startedAt], ['completedAt', args.completedAt]] as const) {
      if (value && value.getTime() > now.getTime() + CLOCK_SKEW_MS) throw invalid(`${key} cannot be in the future`);
    }
    const startedAt = args.startedAt ?? s.startedAt ?? (target === 'IN_PROGRESS' && statusChanged ? now : null);
    if (startedAt && startedAt !== s.startedAt) data.startedAt = startedAt;

    if ((args.completedAt || args.duration != null) && target !== 'COMPLETED') {
      throw invalid('completedAt and duration are set only when completing a workout');
    }
    if (target === 'COMPLETED' && (statusRequested || args.completedAt || args.duration !== undefined)) {
      const completedAt = args.completedAt ?? (statusRequested ? now : undefined);
      if (completedAt) {
        if (startedAt && completedAt < startedAt) throw invalid('completedAt cannot be before the workout started');
        data.completedAt = completedAt;
      }
      if (args.duration !== undefined) data.duration = args.duration;
      else if (statusRequested) data.duration = startedAt && completedAt ? minutesBetween(startedAt, completedAt) : null;
    }

    if (args.clientFeedback !== undefined) data.clientFeedback = args.clientFeedback;
    if (args.rating !== undefined) data.rating = args.rating;

    const row = await tx.workoutSession.update({ where: { id: s.id }, data, select: sessionSelect });

    if (statusChanged && s.status === 'SCHEDULED') await startAssignment(tx, s.assignmentId);
    if (statusRequested && (target === 'COMPLETED' || target === 'SKIPPED')) await completeAssignmentIfDone(tx, s.assignmentId);

    const who = `${client.firstName} ${client.lastName}`.trim();
    const metadata = { planName: s.planName, sessionId: s.id };
    if (statusRequested && target === 'COMPLETED') {
      await raiseNotification(tx, {
        coachId: client.coachId,
        clientId: client.id,
        type: 'COMPLETED_WORKOUT',
        title: 'Workout Completed',
        message: `${who} completed ${s.name}${row.duration != null ? ` in ${row.duration} min` : ''}`,
        metadata,
        dedupeKey: `completed-workout:${s.id}`,
        createdAt: now,
      });
    }
    const feedback = args.clientFeedback;
    if (feedback && feedback !== s.clientFeedback) {
      const skipped = target === 'SKIPPED' && feedback === SKIPPED_FEEDBACK;
      await raiseNotification(tx, {
        coachId: client.coachId,
        clientId: client.id,
        type: 'CLIENT_FEEDBACK',
        title: skipped ? 'Workout Skipped' : 'Client Feedback',
        message: skipped ? `${who} skipped ${s.name}` : `${who} on ${s.name}: "${truncate(feedback, 280)}"`,
        metadata,
        dedupeKey: `client-feedback:${s.id}`,
        createdAt: now,
      });
    }
    return toWorkoutSession(row);
  });
}

const truncate = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);
