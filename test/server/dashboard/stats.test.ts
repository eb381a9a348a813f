import { describe, expect, it } from 'vitest';
import {
  adherenceOf,
  assignmentProgress,
  clientAvgWorkoutCompletion,
  countsForCompletion,
  dailyMealsPercent,
  dashboardStats,
  daysOverdue,
  foodCompletion,
  generalAverage,
  missedCutoff,
  progressStatus,
  startOfUtcWeek,
  totalTimeThisWeek,
  unreadBadge,
  weeklyFoodTracking,
  workoutAverageCompletion,
} from '#shared/stats';

const now = new Date('2026-03-11T10:00:00Z'); // a Wednesday
const d = (s: string) => new Date(s);

describe('docs/product.md §9 formulas', () => {
  it('workout average completion: mean of completed/total per non-skipped session, rounded', () => {
    expect(
      workoutAverageCompletion([
        { status: 'COMPLETED', completedExercises: 3, exerciseCount: 3 },
        { status: 'MISSED', completedExercises: 0, exerciseCount: 4 },
        { status: 'IN_PROGRESS', completedExercises: 1, exerciseCount: 3 },
        { status: 'SKIPPED', completedExercises: 0, exerciseCount: 5 },
      ]),
    ).toBe(44); // (100 + 0 + 33.33) / 3
    expect(workoutAverageCompletion([])).toBe(0);
    expect(workoutAverageCompletion([{ status: 'SKIPPED', completedExercises: 0, exerciseCount: 2 }])).toBe(0);
    expect(workoutAverageCompletion([{ status: 'COMPLETED', completedExercises: 0, exerciseCount: 0 }])).toBe(0);
  });

  it('food completion is capped at 100 and the general average is the capped mean', () => {
    expect(foodCompletion(2, 3)).toBe(67);
    expect(foodCompletion(5, 3)).toBe(100);
    expect(foodCompletion(1, 0)).toBe(0);
    expect(generalAverage(80, 100)).toBe(90);
    expect(generalAverage(100, 100)).toBe(100);
  });

  it('client dashboard figures', () => {
    expect(clientAvgWorkoutCompletion(['COMPLETED', 'COMPLETED', 'SKIPPED'])).toBe(67);
    expect(clientAvgWorkoutCompletion([])).toBe(0);
    expect(weeklyFoodTracking(7, 3)).toEqual({ target: 21, percent: 33 });
    expect(weeklyFoodTracking(30, 3)).toEqual({ target: 21, percent: 100 });
    expect(dailyMealsPercent(4, 3)).toBe(133);
    expect(
      totalTimeThisWeek(
        [
          { status: 'COMPLETED', completedAt: d('2026-03-09T08:00:00Z'), duration: 45 },
          { status: 'COMPLETED', completedAt: d('2026-03-11T08:00:00Z'), duration: 30 },
          { status: 'COMPLETED', completedAt: d('2026-03-08T23:59:00Z'), duration: 60 }, // last week (Sunday)
          { status: 'SKIPPED', completedAt: d('2026-03-10T08:00:00Z'), duration: 99 },
        ],
        now,
      ),
    ).toBe(75);
  });

  it('weeks start on Monday in UTC; overdue days and the missed cutoff follow the 3-day badge', () => {
    expect(startOfUtcWeek(now).toISOString()).toBe('2026-03-09T00:00:00.000Z');
    expect(startOfUtcWeek(d('2026-03-15T23:00:00Z')).toISOString()).toBe('2026-03-09T00:00:00.000Z');
    expect(daysOverdue(d('2026-03-08T23:00:00Z'), now)).toBe(3);
    expect(missedCutoff(now).toISOString()).toBe('2026-03-08T00:00:00.000Z');
  });

  it('a scheduled session counts for completion only once its day has passed; skipped never', () => {
    expect(countsForCompletion({ status: 'SCHEDULED', scheduledFor: d('2026-03-11T06:00:00Z') }, now)).toBe(false);
    expect(countsForCompletion({ status: 'SCHEDULED', scheduledFor: d('2026-03-10T06:00:00Z') }, now)).toBe(true);
    expect(countsForCompletion({ status: 'COMPLETED', scheduledFor: d('2026-03-20T06:00:00Z') }, now)).toBe(true);
    expect(countsForCompletion({ status: 'SKIPPED', scheduledFor: d('2026-03-01T06:00:00Z') }, now)).toBe(false);
  });
});

describe('coach dashboard', () => {
  it('the four stat cards', () => {
    expect(dashboardStats([{ completionRate: 100 }, { completionRate: 50 }, { completionRate: 33 }], { thisWeekCompleted: 2, missedWorkouts: 2 })).toEqual({
      activeClients: 3,
      thisWeekCompleted: 2,
      missedWorkouts: 2,
      avgCompletionRate: 61,
    });
    expect(dashboardStats([], { thisWeekCompleted: 0, missedWorkouts: 0 })).toEqual({ activeClients: 0, thisWeekCompleted: 0, missedWorkouts: 0, avgCompletionRate: 0 });
  });

  it('one rule per status badge', () => {
    const s = (status: 'SCHEDULED' | 'COMPLETED' | 'MISSED' | 'SKIPPED', day: string) => ({ status, scheduledFor: d(`2026-03-${day}T09:00:00Z`) });
    expect(progressStatus({ current: [s('SCHEDULED', '11'), s('SCHEDULED', '13')], lastCompleted: null, now })).toBe('active');
    expect(progressStatus({ current: [s('COMPLETED', '09'), s('COMPLETED', '13')], lastCompleted: null, now })).toBe('ahead');
    expect(progressStatus({ current: [s('COMPLETED', '09'), s('SCHEDULED', '11')], lastCompleted: null, now })).toBe('on-track');
    expect(progressStatus({ current: [s('COMPLETED', '09'), s('MISSED', '02'), s('SCHEDULED', '11')], lastCompleted: null, now })).toBe('behind');
    expect(progressStatus({ current: [s('SKIPPED', '10')], lastCompleted: null, now })).toBe('behind');
    const recently = d('2026-03-08T10:00:00Z');
    expect(progressStatus({ current: null, lastCompleted: { completionRate: 80, completedAt: recently }, now })).toBe('completed-excellent');
    expect(progressStatus({ current: null, lastCompleted: { completionRate: 50, completedAt: recently }, now })).toBe('completed-good');
    expect(progressStatus({ current: null, lastCompleted: { completionRate: 49, completedAt: recently }, now })).toBe('completed-poor');
    expect(progressStatus({ current: null, lastCompleted: { completionRate: 90, completedAt: d('2026-03-01T10:00:00Z') }, now })).toBe('ready-for-next');
    expect(progressStatus({ current: null, lastCompleted: null, now })).toBe('ready-for-next');
  });

  it('progress bar and sidebar badge', () => {
    expect(assignmentProgress([{ status: 'COMPLETED' }, { status: 'MISSED' }, { status: 'SCHEDULED' }, { status: 'SKIPPED' }])).toBe(50); // a missed one is not finished
    expect(assignmentProgress([])).toBe(0);
    expect(adherenceOf(1, 7)).toBe(14);
    expect(adherenceOf(0, 0)).toBeNull(); // nothing due yet: nothing to judge
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(9)).toBe('9');
    expect(unreadBadge(10)).toBe('9+');
  });
});
