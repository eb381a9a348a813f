// Texts of a client's calendar on the client detail (issue 17, docs/client-calendar.md). English is
// the source of the translations (docs/translations.md): screens read useCalendarTexts(), tests CAL.
import type { SessionStatus } from '#shared/schemas/clients';
import { args, i18n, plural, useStore } from '#web/i18n/i18n.ts';

export const calendarMessages = i18n('clients/calendar', {
  title: 'Calendar',
  // Copy a week (docs/recurring.md)
  copyWeek: 'Copy Week',
  copyTitle: 'Copy a Week',
  copyHelp: 'Every workout of the week is copied to the same weekdays of the following weeks, for this client only. The copies are not part of any assignment.',
  copyWhich: 'Week to copy',
  weekOf: args('day')('Week of {day}'),
  copyWeeks: 'Copy to the next … weeks',
  // The count of workouts picks the form; the weeks are a second sentence part of their own.
  copyWillCreate: plural('n', 'over')({ one: '{n} workout will be created over {over}:', other: '{n} workouts will be created over {over}:' }),
  copyOverWeeks: plural('n')({ one: '{n} week', other: '{n} weeks' }),
  copyMore: args('n')('and {n} more'),
  copyEmpty: 'This week has no workouts to copy.',
  copyPast: 'A copy cannot land on a day that has passed: copy a later week, or to fewer weeks.',
  copySubmit: plural('n')({ one: 'Create {n} workout', other: 'Create {n} workouts' }),
  copied: plural('n')({ one: '{n} workout copied', other: '{n} workouts copied' }),
  copyFailed: 'Failed to copy the week',
  month: 'Month',
  week: 'Week',
  viewLabel: 'Calendar view',
  previousMonth: 'Previous month',
  previousWeek: 'Previous week',
  nextMonth: 'Next month',
  nextWeek: 'Next week',
  today: 'Today',
  zoneNote: args('zone')('Days follow the client’s time zone ({zone}).'),
  legend: 'Status colours',
  loading: 'Loading calendar...',
  loadFailed: 'Failed to load calendar',
  empty: 'No workouts in these days. Assign a plan or program, or add a one-off workout.',
  noneThisDay: 'No workout',
  todayBadge: 'Today',
  addWorkout: 'Add Workout',
  dragHandle: args('name', 'day')('Drag {name} ({day}) to another day'),
  dragHelp:
    'To move a workout with the keyboard: focus its handle, press Space to lift it, use the arrow keys to pick a day, and Space again to drop it (Escape cancels). Or open the workout and choose Move to….',
  statusScheduled: 'Scheduled',
  statusInProgress: 'In Progress',
  statusCompleted: 'Completed',
  statusSkipped: 'Skipped',
  statusMissed: 'Missed',
  // Session actions
  moveTo: 'Move to…',
  historyNote: 'Finished workouts are history: they cannot be moved or edited.',
  startedNote: 'The client has started this workout: it can no longer be moved or edited.',
  // Move
  moveTitle: 'Move Workout',
  moveHelp: 'Pick the day this workout moves to. Only this workout moves; the rest of the schedule stays.',
  newDate: 'New date',
  move: 'Move',
  moved: args('day')('Workout moved to {day}'),
  moveFailed: 'Failed to move workout',
  dropRefusedPast: 'A workout cannot be moved into the past',
  // Announcements (dnd-kit live region)
  announceStart: args('name')('Picked up {name}. Use the arrow keys to choose a day.'),
  announceOver: args('name', 'day')('{name} is over {day}.'),
  announceDrop: args('name', 'day')('{name} dropped on {day}.'),
  announceCancel: args('name')('Moving {name} was cancelled.'),
  // Add one-off
  addTitle: 'Add One-off Workout',
  addHelp: 'A copy of the plan on the chosen day for this client only. It is not part of any assignment.',
  plan: 'Plan',
  choosePlan: 'Choose a plan',
  loadingPlans: 'Loading plans…',
  noPlans: 'No plans yet',
  morePlans: 'Load more plans',
  date: 'Date',
  add: 'Add Workout',
  added: 'Workout added',
  addFailed: 'Failed to add workout',
  planRequired: 'Please choose a plan',
  dateRequired: 'Please pick a date',
  // Edit
  editTitle: 'Edit Workout',
  editHelp: 'Changes apply to this client’s workout on this day only. The plan stays as it is.',
  workoutName: 'Workout name',
  instructions: 'Instructions',
  notes: 'Exercise notes',
  exerciseNotes: args('name')('{name}: Exercise notes'),
  moveUp: args('name')('Move {name} up'),
  moveDown: args('name')('Move {name} down'),
  removeExercise: args('name')('Remove {name}'),
  addExercise: 'Add exercise',
  exercise: 'Exercise',
  chooseExercise: 'Choose an exercise',
  loadingExercises: 'Loading exercises…',
  addToWorkout: 'Add to Workout',
  save: 'Save Workout',
  removeWorkout: 'Remove workout',
  confirmRemove: 'Confirm remove',
  removed: 'Workout removed',
  removeFailed: 'Failed to remove workout',
  cancel: 'Cancel',
  close: 'Close',
  saved: 'Workout updated',
  saveFailed: 'Failed to update workout',
  loadSessionFailed: 'Failed to load workout',
  loadingSession: 'Loading workout...',
  needsExercise: 'Please keep at least one exercise in the workout',
  nameRequired: 'Workout name is required',
});

type CalendarMessages = ReturnType<typeof calendarMessages.get>;

/** The call shapes the screens had: a view's arrows, a copy's summary, the statuses by status. */
const composed = (t: CalendarMessages) => ({
  ...t,
  previous: (view: 'month' | 'week') => (view === 'month' ? t.previousMonth : t.previousWeek),
  next: (view: 'month' | 'week') => (view === 'month' ? t.nextMonth : t.nextWeek),
  copyWillCreate: (n: number, weeks: number) => t.copyWillCreate(n, t.copyOverWeeks(weeks)),
  statusLabels: {
    SCHEDULED: t.statusScheduled,
    IN_PROGRESS: t.statusInProgress,
    COMPLETED: t.statusCompleted,
    SKIPPED: t.statusSkipped,
    MISSED: t.statusMissed,
  } satisfies Record<SessionStatus, string>,
});

export const useCalendarTexts = () => composed(useStore(calendarMessages));

/** The English texts, as tests read them. */
export const CAL = /* @__PURE__ */ composed(/* @__PURE__ */ calendarMessages.get());
