/// <reference types="@testing-library/jest-dom/vitest" />
// The client detail in the browser (docs/product.md §2 Client detail, §5 Client detail): 'Client Not Found'
// for an unknown id (and a plain load failure otherwise), the WhatsApp button disabled without a
// phone, the first name required when editing, and the assigned workouts and sessions.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CAL } from '#web/features/client-calendar/texts.ts';
import { T } from '#web/features/clients/texts.ts';
import { TrpcMockError, type TrpcOutput, type TrpcResolvers } from '../support/trpc-msw.ts';
import { callsTo, client, mountCoach, type ClientFixture } from './support.ts';

const stats = {
  totalWorkouts: 3,
  completedWorkouts: 1,
  missedWorkouts: 0,
  upcomingWorkouts: 2,
  finishedWorkouts: 0,
  dueWorkouts: 0,
  dueCompletedWorkouts: 0,
  adherence: null,
  workoutCompletion: 100,
  todayMeals: 0,
  mealsPerDay: 3,
  hasActiveProgram: true,
  foodCompletion: 0,
  overallCompletion: 50,
  lastActive: null,
};

function detailApi(c: ClientFixture, o: TrpcResolvers = {}): TrpcResolvers {
  return {
    'coach.clients.get': () => c,
    'coach.clients.assignments': () => [],
    'coach.clients.history': () => [],
    'coach.clients.stats': () => stats,
    'coach.clients.accessToken': () => ({ token: 'tok-123', accessUrl: 'http://localhost:3000/app/today?token=tok-123', createdAt: new Date(), expiresAt: null }),
    'coach.clientNotes.list': () => [],
    'food.list': () => [],
    'coach.clients.timeZone': () => ({ timeZone: 'Pacific/Honolulu' }),
    'coach.clients.reminder': () => ({ hour: null, email: c.email }),
    // The calendar (docs/client-calendar.md; its own tests in client-calendar.test.tsx).
    'coach.calendar.read': () => ({
      timeZone: 'Pacific/Honolulu',
      today: new Date('2026-03-11T00:00:00Z'),
      from: new Date('2026-02-23T00:00:00Z'),
      to: new Date('2026-04-05T00:00:00Z'),
      sessions: [],
    }),
    ...o,
  };
}

const whatsapp = () => screen.getByText(T.whatsapp, { selector: 'a, button' });

describe('Client Not Found', () => {
  it('shows the SPEC texts and a way back when the id is unknown, and loads nothing else', async () => {
    const { calls } = mountCoach('/coach/clients/c-gone', {
      'coach.clients.get': () => new TrpcMockError('NOT_FOUND', 'Client not found'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: T.notFoundTitle })).toBeInTheDocument();
    expect(screen.getByText(T.notFoundBody)).toBeInTheDocument();
    const backLinks = screen.getAllByRole('link', { name: T.backToClients });
    expect(backLinks.length).toBeGreaterThan(0);
    for (const link of backLinks) expect(link).toHaveAttribute('href', '/coach/clients');
    expect(screen.queryByText(T.personalDetails)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.whatsapp })).not.toBeInTheDocument();
    expect(callsTo(calls, 'coach.clients.history')).toHaveLength(0);
  });

  it('does not claim the client is gone when loading merely failed', async () => {
    mountCoach('/coach/clients/c-1', {
      'coach.clients.get': () => new TrpcMockError('INTERNAL_SERVER_ERROR', 'database down'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: T.detailLoadFailed })).toBeInTheDocument();
    expect(screen.queryByText(T.notFoundTitle)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Try again/ })).toBeInTheDocument();
  });
});

describe('WhatsApp button', () => {
  it('is disabled without a phone number', async () => {
    mountCoach('/coach/clients/c-1', detailApi(client('c-1', 'Alex', 'Rivera', { phoneNumber: null })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Alex Rivera' })).toBeInTheDocument();
    expect(whatsapp()).toBeDisabled();
    expect(whatsapp()).toHaveAttribute('title', T.whatsappDisabled);
    expect(screen.queryByRole('link', { name: T.whatsapp })).not.toBeInTheDocument();
  });

  it('is disabled when the phone number is blank', async () => {
    mountCoach('/coach/clients/c-1', detailApi(client('c-1', 'Alex', 'Rivera', { phoneNumber: '   ' })));
    await screen.findByRole('heading', { level: 1, name: 'Alex Rivera' });
    expect(whatsapp()).toBeDisabled();
  });

  it('opens a chat with the digits of the number once the coach saves a phone', async () => {
    let saved = client('c-1', 'Alex', 'Rivera', { phoneNumber: null });
    const { user, calls } = mountCoach(
      '/coach/clients/c-1',
      detailApi(saved, {
        'coach.clients.get': () => saved,
        'coach.clients.updateProfile': (input) => {
          const { id: _id, ...fields } = input;
          saved = { ...saved, ...fields, lastName: fields.lastName ?? '', email: fields.email || null, phoneNumber: fields.phoneNumber || null };
          return saved;
        },
        'coach.clients.list': () => [saved],
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Alex Rivera' });
    expect(whatsapp()).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: T.phone }), '+44 7700 900123');
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(T.profileSaved)).toBeInTheDocument();
    expect(callsTo(calls, 'coach.clients.updateProfile')[0]!.input).toMatchObject({ id: 'c-1', phoneNumber: '+44 7700 900123' });

    await waitFor(() => expect(screen.getByRole('link', { name: T.whatsapp })).toHaveAttribute('href', 'https://wa.me/447700900123'));
    expect(screen.getByRole('link', { name: T.whatsapp })).toHaveAttribute('target', '_blank');
  });

  it('saves with Enter in a field and keeps focus in that field of the refreshed form', async () => {
    let saved = client('c-1', 'Alex', 'Rivera', { phoneNumber: null });
    const { user } = mountCoach(
      '/coach/clients/c-1',
      detailApi(saved, {
        'coach.clients.get': () => saved,
        'coach.clients.updateProfile': (input) => {
          const { id: _id, ...fields } = input;
          saved = { ...saved, ...fields, lastName: fields.lastName ?? '', email: fields.email || null, phoneNumber: fields.phoneNumber || null };
          return saved;
        },
        'coach.clients.list': () => [saved],
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Alex Rivera' });
    await user.type(screen.getByRole('textbox', { name: T.phone }), '+44 7700 900123{Enter}');
    expect(await screen.findByText(T.profileSaved)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: T.phone })).toHaveValue('+44 7700 900123'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: T.phone })).toHaveFocus());
  });
});

describe('Personal details', () => {
  it('requires a first name and sends nothing without one', async () => {
    const { user, calls } = mountCoach('/coach/clients/c-1', detailApi(client('c-1', 'Alex', 'Rivera')));
    await screen.findByRole('heading', { level: 1, name: 'Alex Rivera' });
    const first = screen.getByRole('textbox', { name: new RegExp(T.firstName) });
    await user.clear(first);
    await user.type(first, '   ');
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(T.firstNameRequired)).toBeInTheDocument();
    expect(callsTo(calls, 'coach.clients.updateProfile')).toHaveLength(0);
  });

  it("an emptied first name shows our 'First name is required', not the browser's bubble", async () => {
    const { user, calls } = mountCoach('/coach/clients/c-1', detailApi(client('c-1', 'Alex', 'Rivera')));
    await screen.findByRole('heading', { level: 1, name: 'Alex Rivera' });
    const first = screen.getByRole('textbox', { name: new RegExp(T.firstName) });
    // The browser's constraint validation would stop the submit before our check runs (jsdom
    // does not run it): the form opts out, like Profile and Brand.
    expect(first.closest('form')).toHaveAttribute('novalidate');
    await user.clear(first);
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(T.firstNameRequired)).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(calls, 'coach.clients.updateProfile')).toHaveLength(0);
  });
});

type HistoryItem = TrpcOutput<'coach.clients.history'>[number];
const session = (id: string, planName: string, scheduledFor: Date, status: HistoryItem['status'], o: Partial<HistoryItem> = {}): HistoryItem => ({
  id,
  assignmentId: 'a-1',
  planName,
  status,
  scheduledFor,
  startedAt: null,
  completedAt: null,
  duration: null,
  completedExercises: 0,
  exerciseCount: 2,
  clientFeedback: null,
  rating: null,
  coachReply: null,
  coachRepliedAt: null,
  results: [],
  ...o,
});

const assignmentOf = (id: string, contentType: 'PLAN' | 'PROGRAM', status: 'ASSIGNED' | 'IN_PROGRESS' | 'COMPLETED', name: string) => ({
  id,
  clientId: 'c-1',
  contentType,
  contentId: `content-${id}`,
  contentName: name,
  status,
  startDate: new Date('2026-03-02T00:00:00Z'),
  endDate: contentType === 'PROGRAM' ? new Date('2026-03-15T00:00:00Z') : null,
  notes: null,
  createdAt: new Date('2026-03-01T00:00:00Z'),
  sessionCount: 2,
  completedCount: 0,
  missedCount: 0,
});
const assignmentCard = (name: string) => screen.getAllByTestId('assignment').find((el) => within(el).queryByText(name))!;

describe('Workouts', () => {
  it('lists the assignment with its progress and splits the sessions into upcoming and recent', async () => {
    const today = new Date();
    const day = (offset: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + offset));
    mountCoach(
      '/coach/clients/c-1',
      detailApi(client('c-1', 'Alex', 'Rivera'), {
        'coach.clients.assignments': () => [
          {
            id: 'a-1',
            clientId: 'c-1',
            contentType: 'PROGRAM',
            contentId: 'prog-1',
            contentName: 'Strength Starter',
            status: 'IN_PROGRESS',
            startDate: day(-1),
            endDate: day(12),
            notes: null,
            createdAt: day(-2),
            sessionCount: 3,
            completedCount: 1,
            missedCount: 0,
          },
        ],
        'coach.clients.history': () => [
          session('s-3', 'Lower Body', day(6), 'SCHEDULED'),
          session('s-2', 'Upper Body', day(0), 'SCHEDULED'),
          session('s-1', 'Upper Body', day(-1), 'COMPLETED', {
            completedExercises: 2,
            duration: 41,
            clientFeedback: 'Felt strong',
            results: [{ id: 'r-1', exerciseName: 'Push-up', result: '3x12', notes: null, completed: true }],
          }),
        ],
      }),
    );
    const assignment = await screen.findByTestId('assignment');
    expect(within(assignment).getByText('Strength Starter')).toBeInTheDocument();
    expect(within(assignment).getByText(/1 of 3 workouts finished/)).toBeInTheDocument();

    const upcoming = screen.getByRole('heading', { name: T.upcomingTitle }).parentElement!;
    const upcomingRows = within(upcoming).getAllByTestId('session-row');
    // Soonest first; today's session is still upcoming.
    expect(upcomingRows.map((r) => within(r).getByText(/Body$/).textContent)).toEqual(['Upper Body', 'Lower Body']);

    const recent = screen.getByRole('heading', { name: T.recentTitle }).parentElement!;
    const recentRow = within(recent).getByTestId('session-row');
    expect(within(recentRow).getByText('Completed')).toBeInTheDocument();
    expect(within(recentRow).getByText(/2\/2 exercises · 41 min/)).toBeInTheDocument();
    expect(within(recentRow).getByText('“Felt strong”')).toBeInTheDocument();
    expect(within(recentRow).getByText('3x12')).toBeInTheDocument();
  });

  it('offers Reschedule only for a program that has not started; reschedules it from a picked date (UTC midnight)', async () => {
    const { user, calls } = mountCoach(
      '/coach/clients/c-1',
      detailApi(client('c-1', 'Alex', 'Rivera'), {
        'coach.clients.assignments': () => [
          assignmentOf('a-open', 'PROGRAM', 'ASSIGNED', 'Open Program'),
          assignmentOf('a-started', 'PROGRAM', 'IN_PROGRESS', 'Started Program'),
          assignmentOf('a-plan', 'PLAN', 'ASSIGNED', 'Single Plan'),
          assignmentOf('a-done', 'PROGRAM', 'COMPLETED', 'Finished Program'),
        ],
        'coach.assignments.reschedule': (input) => ({ ...assignmentOf('a-open', 'PROGRAM', 'ASSIGNED', 'Open Program'), startDate: new Date(input.newStartDate) }),
      }),
    );
    await screen.findAllByTestId('assignment');
    expect(within(assignmentCard('Open Program')).getByRole('button', { name: T.reschedule })).toBeInTheDocument();
    for (const name of ['Started Program', 'Single Plan', 'Finished Program']) {
      expect(within(assignmentCard(name)).queryByRole('button', { name: T.reschedule })).not.toBeInTheDocument();
    }
    await user.click(within(assignmentCard('Open Program')).getByRole('button', { name: T.reschedule }));
    const dialog = await screen.findByRole('dialog', { name: T.rescheduleTitle });
    const date = within(dialog).getByLabelText(new RegExp(T.newStartDate)) as HTMLInputElement;
    await user.clear(date);
    expect(within(dialog).getByRole('button', { name: T.reschedule })).toBeDisabled();
    await user.type(date, '2026-03-09');
    await user.click(within(dialog).getByRole('button', { name: T.reschedule }));
    expect(await screen.findByText(T.rescheduled)).toBeInTheDocument();
    expect(callsTo(calls, 'coach.assignments.reschedule').map((c) => c.input)).toEqual([{ id: 'a-open', newStartDate: '2026-03-09T00:00:00.000Z' }]);
  });
});

/** A promise the test resolves when it wants (the loading state is visible until then). */
function gate() {
  const box: { release?: () => void } = {};
  const promise = new Promise<void>((r) => {
    box.release = r;
  });
  return { promise, resolve: () => box.release?.() };
}

describe('sections of the detail load on their own', () => {
  it('say they are loading, and a failed section says so with Try again while the rest still works', async () => {
    let failing = true;
    const statsGate = gate();
    const fails = <R,>(ok: R) => (failing ? new TrpcMockError('INTERNAL_SERVER_ERROR', 'boom') : ok);
    const { user, calls } = mountCoach(
      '/coach/clients/c-1',
      detailApi(client('c-1', 'Alex', 'Rivera'), {
        'coach.clients.stats': async () => {
          await statsGate.promise;
          return fails(stats);
        },
        'coach.clientNotes.list': () => fails([{ id: 'n-1', content: '<p>Knee pain on squats</p>', createdAt: new Date('2026-03-01T10:00:00Z') }]),
        'food.list': () => fails([]),
      }),
    );
    expect(await screen.findByText(T.statsLoading)).toBeInTheDocument();
    expect(screen.getByText(T.notesLoading)).toBeInTheDocument();
    statsGate.resolve();
    const errors = await Promise.all([T.statsLoadFailed, T.notesLoadFailed, T.foodLoadFailed].map((text) => screen.findByText(text, {}, { timeout: 5_000 })));
    // The rest of the page is still there.
    expect(screen.getByTestId('access-link')).toHaveValue('http://localhost:3000/app/today?token=tok-123');
    // The calendar too (it loads after the client's zone, so wait for it before counting calls).
    expect(await screen.findByText(CAL.empty)).toBeInTheDocument();

    failing = false;
    const before = calls.length;
    for (const error of errors) {
      await user.click(within(error.closest('[role=alert]') as HTMLElement).getByRole('button', { name: /Try again/ }));
    }
    expect(await screen.findByText('Knee pain on squats')).toBeInTheDocument();
    expect(await screen.findByText(T.noFood)).toBeInTheDocument();
    expect(await screen.findByText(T.stats.exercisesTicked)).toBeInTheDocument();
    expect(new Set(calls.slice(before).map((c) => c.path))).toEqual(new Set(['coach.clients.stats', 'coach.clientNotes.list', 'food.list']));
  });
});

describe('Client stats labels (issue 17)', () => {
  it('8 of 8 workouts finished without ticking exercises reads as two different numbers', async () => {
    mountCoach(
      '/coach/clients/c-1',
      detailApi(client('c-1', 'Alex', 'Rivera'), { 'coach.clients.stats': () => ({ ...stats, workoutCompletion: 0, completedWorkouts: 8, finishedWorkouts: 8, totalWorkouts: 8 }) }),
    );
    const finished = (await screen.findByText(T.stats.workoutsFinished)).closest('dl, div') as HTMLElement;
    expect(finished).toHaveTextContent('8/8');
    expect(finished).toHaveTextContent(T.stats.workoutsFinishedHelp(8, 8));
    const ticked = screen.getByText(T.stats.exercisesTicked).closest('dl, div') as HTMLElement;
    expect(ticked).toHaveTextContent('0%');
    expect(ticked).toHaveTextContent(T.stats.exercisesTickedHelp);
    expect(ticked).not.toHaveTextContent('workouts completed');
  });
});

describe('Progress and adherence (issue 34)', () => {
  it('a plan whose only workout was missed reads as ended with 0 of 1 finished, not as completed', async () => {
    mountCoach(
      '/coach/clients/c-1',
      detailApi(client('c-1', 'Alex', 'Rivera'), {
        'coach.clients.assignments': () => [{ ...assignmentOf('a-plan', 'PLAN', 'COMPLETED', 'Intro Plan'), sessionCount: 1, completedCount: 0, missedCount: 1 }],
      }),
    );
    const card = within(await screen.findByTestId('assignment'));
    expect(card.getByText(T.assignmentEnded)).toBeInTheDocument();
    expect(card.queryByText('Completed')).not.toBeInTheDocument();
    expect(card.getByText(new RegExp(T.assignmentCounts(0, 1, 1)))).toBeInTheDocument();
    expect(card.getByRole('progressbar', { name: 'Intro Plan progress' })).toHaveAttribute('aria-valuenow', '0');
  });

  it('the stats show adherence, completed over due, apart from the workouts finished', async () => {
    mountCoach(
      '/coach/clients/c-1',
      detailApi(client('c-1', 'Alex', 'Rivera'), {
        'coach.clients.stats': () => ({ ...stats, totalWorkouts: 13, completedWorkouts: 1, finishedWorkouts: 1, missedWorkouts: 6, dueWorkouts: 7, dueCompletedWorkouts: 1, adherence: 14 }),
      }),
    );
    const adherence = (await screen.findByText(T.stats.adherence)).closest('dl, div') as HTMLElement;
    expect(adherence).toHaveTextContent('14%');
    expect(adherence).toHaveTextContent(T.stats.adherenceHelp(1, 7));
    expect(screen.getByText(T.stats.workoutsFinished).closest('dl, div')).toHaveTextContent('1/13');
  });
});

describe('Time zone (issue 12)', () => {
  it("shows the client's zone and saves the coach's correction", async () => {
    const { user, calls } = mountCoach('/coach/clients/c-1', detailApi(client('c-1', 'Alex', 'Rivera'), { 'coach.clients.setTimeZone': (input) => ({ timeZone: input.timeZone }) }));
    const card = await screen.findByTestId('time-zone-card', undefined, { timeout: 8000 });
    expect(await within(card).findByText('Pacific/Honolulu', { selector: '[data-testid="time-zone-current"]' })).toBeInTheDocument();
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Time zone' }), 'Asia/Tokyo');
    await user.click(within(card).getByRole('button', { name: 'Save Time Zone' }));
    await waitFor(() => expect(callsTo(calls, 'coach.clients.setTimeZone').map((c) => c.input)).toEqual([{ id: 'c-1', timeZone: 'Asia/Tokyo' }]));
    expect(await within(card).findByText('Asia/Tokyo', { selector: '[data-testid="time-zone-current"]' })).toBeInTheDocument();
  });
});

describe('E-mail (issue 16)', () => {
  it('sends the access link by e-mail and says to whom; turns the workout reminder on', async () => {
    const c = { ...client('c-1', 'Alex', 'Rivera'), email: 'alex@example.com' };
    const { user, calls } = mountCoach(
      '/coach/clients/c-1',
      detailApi(c, {
        'coach.clients.emailAccessLink': () => ({ ok: true, sentTo: 'alex@example.com' }),
        'coach.clients.setReminder': (input) => ({ hour: input.hour, email: 'alex@example.com' }),
      }),
    );
    const send = await screen.findByRole('button', { name: T.sendLink }, { timeout: 8000 });
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    await waitFor(() => expect(callsTo(calls, 'coach.clients.emailAccessLink').map((x) => x.input)).toEqual([{ id: 'c-1' }]));
    expect(await screen.findByText(T.linkSent('alex@example.com'))).toBeInTheDocument();

    const card = await screen.findByTestId('reminder-card');
    await user.selectOptions(within(card).getByRole('combobox', { name: T.reminderLabel }), '7');
    await user.click(within(card).getByRole('button', { name: T.reminderSave }));
    await waitFor(() => expect(callsTo(calls, 'coach.clients.setReminder').map((x) => x.input)).toEqual([{ id: 'c-1', hour: 7 }]));
    expect(await screen.findByText(T.reminderSaved)).toBeInTheDocument();
  });

  it('without an address the button is disabled and says why', async () => {
    mountCoach('/coach/clients/c-1', detailApi({ ...client('c-1', 'Alex', 'Rivera'), email: null }));
    expect(await screen.findByRole('button', { name: T.sendLink }, { timeout: 8000 })).toBeDisabled();
    expect(screen.getByText(T.sendLinkNoEmail)).toBeInTheDocument();
  });
});
