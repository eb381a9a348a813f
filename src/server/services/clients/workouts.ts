// The coach's read of one client's workouts (SPEC §2 Client detail, §7 GET /clients/{id}/history)
// and the stats of the client view (SPEC §9, formulas from src/shared/stats.ts).
import { addDays, utcMidnight } from '../../../shared/schemas/assignments.ts';
import type { ClientStats, WorkoutHistoryItem } from '../../../shared/schemas/clients.ts';
import { foodCompletion, generalAverage, workoutAverageCompletion } from '../../../shared/stats.ts';
import type { Db } from '../../db/client.ts';
import { markMissedWorkouts } from '../notifications/missed-workouts.ts';
import { assertOwnClient } from './clients.ts';

/** SPEC §3 Program default, used for the food target while no program is active. */
export const DEFAULT_MEALS_PER_DAY = 3;

/**
 * Every workout session of the client, latest scheduled first, with its logged results. Reading
 * them runs the missed-workout check first (DESIGN §3), so an overdue session shows as MISSED.
 */
export async function clientHistory(db: Db, coachId: string, clientId: string, now: Date): Promise<WorkoutHistoryItem[]> {
  await assertOwnClient(db, coachId, clientId);
  await markMissedWorkouts(db, now, { clientId });
  const rows = await db.workoutSession.findMany({
    where: { clientId, coachId },
    orderBy: [{ scheduledFor: 'desc' }, { createdAt: 'desc' }],
    select: {
      id: true,
      assignmentId: true,
      planName: true,
      status: true,
      scheduledFor: true,
      startedAt: true,
      completedAt: true,
      duration: true,
      clientFeedback: true,
      rating: true,
      exercises: { select: { completed: true } },
      results: { orderBy: { createdAt: 'asc' }, select: { id: true, exerciseName: true, result: true, notes: true, completed: true } },
    },
  });
  return rows.map(({ exercises, ...s }) => ({
    ...s,
    exerciseCount: exercises.length,
    completedExercises: exercises.filter((e) => e.completed).length,
  }));
}

/**
 * SPEC §9, coach client view: workout average, today's food completion and their mean. The
 * missed-workout check runs first here too, so the Missed count agrees with the history shown
 * beside it whichever of the two reads the screen makes first.
 */
export async function clientStats(db: Db, coachId: string, clientId: string, now: Date): Promise<ClientStats> {
  await assertOwnClient(db, coachId, clientId);
  await markMissedWorkouts(db, now, { clientId });
  const today = utcMidnight(now);
  const [sessions, todayMeals, activeProgram] = await Promise.all([
    db.workoutSession.findMany({
      where: { clientId, coachId },
      select: { status: true, scheduledFor: true, startedAt: true, completedAt: true, exercises: { select: { completed: true } } },
    }),
    db.foodEntry.count({ where: { clientId, loggedAt: { gte: today, lt: addDays(today, 1) } } }),
    db.assignment.findFirst({
      where: { clientId, coachId, contentType: 'PROGRAM', status: { in: ['ASSIGNED', 'IN_PROGRESS'] } },
      orderBy: { startDate: 'desc' },
      select: { contentId: true },
    }),
  ]);
  const program = activeProgram
    ? await db.program.findFirst({ where: { id: activeProgram.contentId, coachId }, select: { mealsPerDay: true } })
    : null;
  const mealsPerDay = program?.mealsPerDay ?? DEFAULT_MEALS_PER_DAY;
  // Only sessions that are due (or already acted on) count towards the workout average.
  const counted = sessions
    .filter((s) => s.status !== 'SCHEDULED' || s.scheduledFor < addDays(today, 1))
    .map((s) => ({ status: s.status, exerciseCount: s.exercises.length, completedExercises: s.exercises.filter((e) => e.completed).length }));
  const workoutCompletion = workoutAverageCompletion(counted);
  const food = foodCompletion(todayMeals, mealsPerDay);
  const activity = sessions.flatMap((s) => [s.completedAt, s.startedAt]).filter((d): d is Date => d !== null);
  return {
    totalWorkouts: sessions.length,
    completedWorkouts: sessions.filter((s) => s.status === 'COMPLETED').length,
    missedWorkouts: sessions.filter((s) => s.status === 'MISSED').length,
    upcomingWorkouts: sessions.filter((s) => s.status === 'SCHEDULED' && s.scheduledFor >= today).length,
    workoutCompletion,
    todayMeals,
    mealsPerDay,
    hasActiveProgram: program !== null,
    foodCompletion: food,
    overallCompletion: generalAverage(workoutCompletion, food),
    lastActive: activity.length ? new Date(Math.max(...activity.map((d) => d.getTime()))) : null,
  };
}
