/// <reference types="@testing-library/jest-dom/vitest" />
// The coach's view of a client's exercise progress (docs/records.md): the client detail reads
// the client's logged exercises and progress by the client's id, and shows the records.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, client, mountCoach } from '../clients/support.ts';

const c = client('c-1', 'Alex', 'Rivera');

describe("a client's exercise progress on the client detail", () => {
  it("charts the client's latest exercise and lists its records", async () => {
    const { calls } = mountCoach('/coach/clients/c-1', {
      'coach.clients.get': () => c,
      'coach.clients.assignments': () => [],
      'coach.clients.history': () => [],
      'coach.clients.stats': () => ({
        totalWorkouts: 2,
        completedWorkouts: 2,
        missedWorkouts: 0,
        upcomingWorkouts: 0,
        finishedWorkouts: 0,
        dueWorkouts: 0,
        dueCompletedWorkouts: 0,
        adherence: null,
        workoutCompletion: 100,
        todayMeals: 0,
        mealsPerDay: 3,
        hasActiveProgram: false,
        foodCompletion: 0,
        overallCompletion: 50,
        lastActive: null,
      }),
      'coach.clients.accessToken': () => ({ token: null, accessUrl: null, createdAt: null, expiresAt: null }),
      'coach.clientNotes.list': () => [],
      'food.list': () => [],
      'coach.clients.timeZone': () => ({ timeZone: 'UTC' }),
      'coach.clientProgress.exercises': () => [{ exerciseId: 'squat', name: 'Back Squat', sessions: 2, lastAt: new Date('2026-03-09T09:00:00Z'), records: 1 }],
      'coach.clientProgress.exercise': () => ({
        exerciseId: 'squat',
        name: 'Back Squat',
        points: [
          { sessionId: 's1', date: new Date('2026-03-02T09:00:00Z'), bestLoadKg: 80, bestReps: 6, e1rmKg: 96, volumeKg: 1440, sets: 3, record: false },
          { sessionId: 's2', date: new Date('2026-03-09T09:00:00Z'), bestLoadKg: 85, bestReps: 6, e1rmKg: 102, volumeKg: 1530, sets: 3, record: true },
        ],
        records: [{ id: 'r1', kind: 'REPS', reps: 6, loadKg: 85, e1rmKg: 102, previousKg: 80, achievedAt: new Date('2026-03-09T09:00:00Z'), sessionId: 's2' }],
      }),
    });
    const card = await screen.findByRole('region', { name: 'Exercise progress' }, { timeout: 8000 });
    await within(card).findByRole('img', { name: 'Back Squat: Best set over time: 80 kg × 6 on Mar 2, 2026, 85 kg × 6 on Mar 9, 2026' });
    expect(within(card).getByText('Lifts over time, from the sets the client logs.')).toBeInTheDocument();
    expect(within(within(card).getByTestId('record-list')).getByRole('listitem').textContent).toBe('PR85 kg × 6 heaviest for 6 reps · previous best 80 kg · Mar 9, 2026');
    expect(callsTo(calls, 'coach.clientProgress.exercises')[0]!.input).toEqual({ id: 'c-1' });
    expect(callsTo(calls, 'coach.clientProgress.exercise')[0]!.input).toEqual({ id: 'c-1', exerciseId: 'squat' });
  });
});
