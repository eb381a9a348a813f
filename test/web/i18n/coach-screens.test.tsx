/// <reference types="@testing-library/jest-dom/vitest" />
// The coach's screens in the coach's language (docs/translations.md): the roster, the plan
// builder and the notifications follow the saved locale, plurals and relative times included.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '#web/i18n/i18n.ts';
import { coachUser } from '../support/fixtures.ts';
import { mountCoach } from '../clients/support.ts';
import type { TrpcCall, TrpcOutput } from '../support/trpc-msw.ts';

type Row = TrpcOutput<'coach.triage.roster'>['items'][number];
type Note = TrpcOutput<'coach.notifications.list'>[number];

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000 - 60_000);

const ava: Row = {
  id: 'c-ava',
  firstName: 'Ava',
  lastName: 'Test',
  tags: [],
  status: 'needs_attention',
  reasons: ['NO_ACTIVITY'],
  program: null,
  adherence7: 33,
  adherence30: 50,
  due7: 3,
  completed7: 1,
  due30: 10,
  completed30: 5,
  lastWorkoutAt: daysAgo(5),
  lastActivityAt: daysAgo(3),
  daysSinceActivity: 5,
  unreadMessages: 0,
  unreviewedCheckIns: 0,
  checkIn: 'OVERDUE',
  missedSinceCoachMessage: 0,
};

const note: Note = {
  id: 'n1',
  type: 'COMPLETED_WORKOUT',
  title: 'Legs',
  message: 'Alex Rivera completed Legs',
  isRead: false,
  createdAt: new Date(Date.now() - 5 * 60_000),
  clientId: 'c1',
  clientName: 'Alex Rivera',
  metadata: { planName: 'Lower Body' },
};

/** A missed workout raised before the notifications kept the values of their message. */
const old: Note = {
  ...note,
  id: 'n9',
  type: 'MISSED_WORKOUT',
  title: 'Missed Workout',
  message: 'Alex Rivera missed Legs scheduled for Mar 7',
  createdAt: new Date(Date.now() - 10 * 60_000),
  metadata: { planName: 'Legs', sessionId: 's9' },
};

/** A coach who has not chosen a language yet, on an empty notifications screen. */
const mountCoachWithoutLanguage = (calls: TrpcCall[]) =>
  mountCoach(
    '/coach/notifications',
    {
      'auth.me': () => ({ ...coachUser, locale: null }),
      'auth.setLocale': (input) => ({ locale: input.locale }),
      'coach.notifications.page': () => ({ items: [], nextCursor: null, partners: [] }),
      'coach.notifications.counts': () => ({ all: 0, unread: 0, read: 0 }),
      'coach.clients.list': () => [],
    },
    calls,
  );

beforeEach(() => window.localStorage.clear());
afterEach(() => setLocale('en'));

describe("the coach's screens in the coach's language", () => {
  it('a German coach reads the roster in German: reasons, plurals and relative times', async () => {
    mountCoach('/coach/roster', {
      'auth.me': () => ({ ...coachUser, locale: 'de' }),
      'coach.triage.roster': () => ({ items: [ava], total: 1, page: 1, pageSize: 50, counts: { needs_attention: 1, on_track: 0, no_program: 0, archived: 0 }, tags: [] }),
    });
    const table = await screen.findByRole('table', { name: 'Kunden, die Aufmerksamkeit brauchen' }, { timeout: 8000 });
    const row = within(within(table).getByTestId('roster-row'));
    expect(row.getByText('Inaktiv')).toHaveAttribute('title', 'Seit 5 Tagen keine Aktivität');
    expect(row.getByText('Kein Programm')).toBeInTheDocument();
    expect(row.getByText('Überfällig')).toBeInTheDocument();
    expect(row.getByText('vor 3 Tagen')).toBeInTheDocument();
    expect(row.getByText('33%').closest('td')).toHaveAttribute('title', '1 von 3 fälligen Trainings erledigt');
    expect(screen.getByRole('button', { name: 'Sortieren nach 7 Tage' })).toBeInTheDocument();
  });

  it('a Spanish coach builds a plan in Spanish, with the validation in Spanish', async () => {
    const { user } = mountCoach('/coach/plans/new', {
      'auth.me': () => ({ ...coachUser, locale: 'es' }),
      'coach.exercises.list': () => [],
      'coach.categories.list': () => [],
    });
    expect(await screen.findByRole('heading', { name: 'Creador de planes' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Dificultad' })).toHaveDisplayValue('Intermedio');
    expect(screen.getByRole('textbox', { name: 'Categoría' })).toHaveValue('Entrenamiento de fuerza');
    await user.click(screen.getByRole('button', { name: 'Guardar plan' }));
    expect(await screen.findAllByText('El nombre del plan es obligatorio')).not.toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Ejercicios (0)' })).toBeInTheDocument();
  });

  it("a new plan's prefilled category follows a language that arrives after the builder, until the coach changes it", async () => {
    const { user } = mountCoach('/coach/plans/new', { 'coach.exercises.list': () => [], 'coach.categories.list': () => [] });
    const category = await screen.findByRole('textbox', { name: 'Category' }, { timeout: 8000 });
    expect(category).toHaveValue('Strength Training');
    act(() => setLocale('de'));
    expect(await screen.findByRole('heading', { name: 'Plan-Editor' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Kategorie' })).toHaveValue('Krafttraining');
    await user.clear(screen.getByRole('textbox', { name: 'Kategorie' }));
    await user.type(screen.getByRole('textbox', { name: 'Kategorie' }), 'Mobilität');
    act(() => setLocale('es'));
    expect(await screen.findByRole('textbox', { name: 'Categoría' })).toHaveValue('Mobilität');
  });

  it('a coach with no language who chose German on the sign-in screen keeps it: saved once as theirs', async () => {
    // What the sign-in screen's switch leaves on the device (sign-in-language.test.tsx).
    window.localStorage.setItem('spotter.locale', 'de');
    const calls: TrpcCall[] = [];
    mountCoachWithoutLanguage(calls);
    expect(await screen.findByRole('heading', { name: 'Benachrichtigungen' }, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.path === 'auth.setLocale').map((c) => c.input)).toEqual([{ locale: 'de' }]));
  });

  it('a coach with no language and no choice on this device is English, and nothing is saved', async () => {
    const calls: TrpcCall[] = [];
    mountCoachWithoutLanguage(calls);
    expect(await screen.findByRole('heading', { name: 'Notifications' }, { timeout: 8000 })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'auth.setLocale')).toEqual([]);
    // English was shown, not chosen: the device still has no choice to pass on.
    expect(window.localStorage.getItem('spotter.locale')).toBeNull();
  });

  it('a German coach reads the notifications in German, with the time relative to now; one raised before their values were kept stays English', async () => {
    // The server's English title and message, and the values they were written from (docs/translations.md).
    const checkIn: Note = {
      ...note,
      id: 'n2',
      type: 'CHECK_IN_SUBMITTED',
      title: 'Check-in submitted',
      message: 'Alex Rivera sent “Weekly” for Mar 9',
      metadata: { checkInId: 'ci1', templateName: 'Weekly', dueDate: '2026-03-09' },
    };
    const missedWeek: Note = {
      ...note,
      id: 'n3',
      type: 'MISSED_WORKOUT',
      title: 'Missed Workouts',
      message: 'Alex Rivera missed 2 workouts in the week of Mar 9',
      metadata: {},
      group: { count: 2, ids: ['n3', 'n4'], unreadIds: ['n3'], weekOf: '2026-03-09' },
    };
    mountCoach('/coach/notifications', {
      'auth.me': () => ({ ...coachUser, locale: 'de' }),
      'coach.notifications.page': () => ({ items: [{ ...note, metadata: { ...note.metadata, workoutName: 'Legs', durationMinutes: 45 } }, checkIn, missedWeek, old], nextCursor: null, partners: [] }),
      'coach.notifications.counts': () => ({ all: 4, unread: 4, read: 0 }),
      'coach.clients.list': () => [],
    });
    expect(await screen.findByRole('heading', { name: 'Benachrichtigungen' }, { timeout: 8000 })).toBeInTheDocument();
    const [completed, submitted, missed, stored] = (await screen.findAllByTestId('notification')).map((el) => within(el));
    const card = completed!;
    expect(card.getByText('Training abgeschlossen')).toBeInTheDocument();
    expect(card.getByText('Alex Rivera hat Legs in 45 Min. abgeschlossen')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Löschen: Training abgeschlossen' })).toBeInTheDocument();
    expect(submitted!.getByText('Check-in eingereicht')).toBeInTheDocument();
    expect(submitted!.getByText('Alex Rivera hat „Weekly“ für den 9. März geschickt')).toBeInTheDocument();
    expect(missed!.getByText('Alex Rivera hat in der Woche vom 9. März 2 Trainings verpasst')).toBeInTheDocument();
    // Written before the values were kept: as the server stored it.
    expect(stored!.getByText('Missed Workout')).toBeInTheDocument();
    expect(stored!.getByText('Alex Rivera missed Legs scheduled for Mar 7')).toBeInTheDocument();
    expect(card.getByText('Neu')).toBeInTheDocument();
    expect(card.getByText('vor 5 Minuten')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Ungelesen/ })).toHaveTextContent('4');
    expect(screen.getByRole('combobox', { name: 'Art' })).toHaveDisplayValue('Alle Arten');
  });

  it("a German coach reads the dashboard's Recent Activity and client badges in German, an old notification as stored", async () => {
    mountCoach('/coach/dashboard', {
      'auth.me': () => ({ ...coachUser, locale: 'de' }),
      'coach.notifications.checkMissedWorkouts': () => ({ marked: 0, due: 0 }),
      'coach.notifications.recent': () => [{ ...note, type: 'CLIENT_MESSAGE', title: '3 new messages', message: 'Alex Rivera: "hi"', metadata: { count: 3 } }, old],
      'coach.dashboard.clientProgress': () => [{ id: 'c2', name: 'Sam Lee', currentPlan: null, status: 'ready-for-next', progress: 0, lastActive: null, completionRate: 45 }],
      'coach.dashboard.counts': () => ({ thisWeekCompleted: 0, missedWorkouts: 0 }),
    });
    // The client's badge too (it was English in every language).
    expect(within(await screen.findByTestId('client-progress', {}, { timeout: 8000 })).getByText('Bereit für die nächste Zuweisung')).toBeInTheDocument();
    const [message, stored] = (await screen.findAllByTestId('recent-activity', {}, { timeout: 8000 })).map((el) => within(el));
    expect(await message!.findByText('3 neue Nachrichten')).toBeInTheDocument();
    expect(message!.getByText('Alex Rivera: "hi"')).toBeInTheDocument();
    expect(stored!.getByText('Missed Workout')).toBeInTheDocument();
  });
});
