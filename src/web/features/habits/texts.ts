// Texts of habits (docs/habits.md): the client's Today card, the coach's card on the client
// detail, and the "Assign habit" dialog for one or several clients. English is the source of the
// translations (docs/translations.md): screens read useHabitTexts(), tests T.
import { dateFormat } from '#web/i18n/format.ts';
import { args, i18n, plural, useStore } from '#web/i18n/i18n.ts';

export const habitMessages = i18n('habits/habits', {
  title: 'Habits',
  todayDescription: 'Tick what you did today. Your coach sees your streaks and your week.',
  coachDescription: 'Daily habits set for this client, with their streaks and this week’s adherence.',
  loading: 'Loading habits...',
  error: 'Failed to load habits',
  retry: 'Try again',
  todayEmpty: 'No habits yet. Your coach can add some for you.',
  coachEmpty: 'No habits yet. Add one, like “10,000 steps” or “3 L water”.',
  tickDone: args('name')('{name}: done today, tap to undo'),
  tickUndone: args('name')('Mark {name} done today'),
  streakNone: 'No streak yet',
  streakDays: plural('n')({ one: '{n}-day streak', other: '{n}-day streak' }),
  streakWeeks: plural('n')({ one: '{n}-week streak', other: '{n}-week streak' }),
  week: args('completed', 'expected')('{completed} of {expected} this week'),
  frequencyDaily: 'Daily',
  timesAWeek: args('n')('{n}× a week'),
  ended: args('date')('Ended {date}'),
  startsOn: args('date')('Starts {date}'),
  tickFailed: 'Could not save the habit',
  weekDays: args('name')('{name} this week'),
  dayDone: args('day')('{day}: done'),
  dayNotDone: args('day')('{day}: not done'),
  todayDone: args('day')('{day} (today): done'),
  todayNotDone: args('day')('{day} (today): not done'),
  // Coach
  add: 'Add habit',
  assign: 'Assign habit',
  assignTitle: 'Assign a habit',
  editTitle: 'Edit habit',
  name: 'Habit',
  namePlaceholder: 'Walk',
  target: 'Target (optional)',
  targetPlaceholder: '10,000 steps',
  howOften: 'How often',
  daily: 'Every day',
  weekly: 'Times a week',
  timesPerWeek: 'Times per week',
  clients: 'Clients',
  searchClients: 'Search clients',
  selectAllShown: 'Select all shown',
  clear: 'Clear',
  selected: args('n')('{n} selected'),
  noClients: 'No clients match.',
  pickClients: 'Pick at least one client',
  save: 'Save',
  cancel: 'Cancel',
  created: plural('n')({ one: 'Habit added', other: 'Habit added for {n} clients' }),
  createFailed: 'Could not add the habit',
  updated: 'Habit saved',
  updateFailed: 'Could not save the habit',
  edit: args('name')('Edit {name}'),
  editShort: 'Edit',
  end: 'End',
  endLabel: args('name')('End {name}'),
  endTitle: args('name')('End “{name}”?'),
  endBody: 'It leaves the client’s Today from today on. Its ticks and streak history stay.',
  endDone: 'Habit ended',
  endFailed: 'Could not end the habit',
  remove: 'Delete',
  removeLabel: args('name')('Delete {name}'),
  removeTitle: args('name')('Delete “{name}”?'),
  removeBody: 'The habit and every day ticked for it are deleted. This cannot be undone.',
  removed: 'Habit deleted',
  removeFailed: 'Could not delete the habit',
  // The week's overview
  overview: 'Habits this week',
  overviewTitle: 'Habits this week',
  weekOf: args('from', 'to')('{from} – {to}'),
  previousWeek: 'Previous week',
  nextWeek: 'Next week',
  overviewRow: plural('habits', 'completed', 'expected')({ one: '{completed} of {expected} · {habits} habit', other: '{completed} of {expected} · {habits} habits' }),
  overviewEmpty: 'No client has habits this week.',
  overviewError: 'Failed to load the week',
  close: 'Close',
});

type HabitMessages = ReturnType<typeof habitMessages.get>;

/** Monday to Sunday of a week, as dates for Intl to name in the current language. */
const MONDAY_TO_SUNDAY = Array.from({ length: 7 }, (_, i) => Date.UTC(2024, 0, 1 + i));
const narrowDay = dateFormat({ weekday: 'narrow', timeZone: 'UTC' });
const longDay = dateFormat({ weekday: 'long', timeZone: 'UTC' });

/** The texts the screens call with several values, composed from the translated pieces. */
function composed(t: HabitMessages) {
  return {
    ...t,
    tickLabel: (name: string, done: boolean) => (done ? t.tickDone(name) : t.tickUndone(name)),
    streak: (count: number, unit: 'days' | 'weeks') => (count === 0 ? t.streakNone : unit === 'days' ? t.streakDays(count) : t.streakWeeks(count)),
    frequency: (frequency: 'DAILY' | 'WEEKLY', timesPerWeek: number | null) => (frequency === 'DAILY' ? t.frequencyDaily : t.timesAWeek(timesPerWeek ?? 1)),
    dayLetters: MONDAY_TO_SUNDAY.map((d) => narrowDay(d)),
    dayNames: MONDAY_TO_SUNDAY.map((d) => longDay(d)),
    dayLabel: (day: string, isToday: boolean, done: boolean) => (isToday ? (done ? t.todayDone(day) : t.todayNotDone(day)) : done ? t.dayDone(day) : t.dayNotDone(day)),
  };
}

export const useHabitTexts = () => composed(useStore(habitMessages));
