// The texts docs/product.md §2 and §8 quote for the client's Today and Upcoming screens; the
// Dashboard's (history) are history-texts.ts. English here is the source of every translation
// (docs/translations.md): a screen reads them with useWorkoutTexts(), tests with T.
import { args, i18n, plural, useStore } from '#web/i18n/i18n.ts';

export const todayMessages = i18n('workouts/today', {
  /** The browser tab's title (the screen's heading is the workout's name). */
  documentTitle: "Today's workout",
  noWorkoutTitle: 'No Workout Scheduled',
  noWorkoutBody: 'Enjoy your rest day. New workouts from your coach will appear here.',
  seeUpcoming: 'See upcoming workouts',
  alsoDue: 'Also due',
  /** The lateness badge (lateDays in shared/workout-dates.ts). */
  onTime: 'On Time',
  daysOverdue: plural('n')({ one: '{n} day overdue', other: '{n} days overdue' }),
  openWorkout: 'Open',
  skipWorkout: 'Skip workout',
  errorTitle: 'Error Loading Workout',
  errorBody: "Unable to load today's workout. Please try again later.",
  loading: "Loading today's workout...",
  missed: 'This workout has been marked as missed and cannot be completed.',
  instructions: 'Instructions',
  progress: args('done', 'total')('{done} of {total} exercises completed'),
  /** The list of icons' meanings, and the list of exercises, as screen readers name them. */
  legend: 'Legend',
  exerciseList: 'Exercises',
  legendToggle: 'Mark complete',
  legendVideo: 'Watch video',
  legendNotes: 'Coach notes',
  legendLog: 'Log result',
  allDone: 'Great job! All exercises completed',
  /** A workout without exercises (a plan of instructions only, such as a recovery walk). */
  finishNoExercises: 'Done with this workout? Complete it or skip it.',
  feedbackLabel: 'Workout Feedback',
  feedbackPlaceholder: 'How did the workout feel?',
  ratingLabel: 'Rate this workout',
  ratingStars: plural('n')({ one: '{n} star', other: '{n} stars' }),
  complete: 'Complete Workout',
  skip: 'Skip',
  completed: 'Workout Completed!',
  completedIn: args('minutes')('Finished in {minutes} min'),
  skipped: 'Workout skipped',
  skippedBody: 'This workout was skipped.',
});

/** Per-set logging, the rest timer and units (issue 15, docs/sets.md). */
export const setsMessages = i18n('workouts/sets', {
  heading: 'Sets',
  set: 'Set',
  reps: 'Reps',
  load: args('unit')('Load ({unit})'),
  rpe: 'RPE',
  done: 'Done',
  rowLabel: args('n')('Set {n}'),
  fieldLabel: args('n', 'field')('Set {n} {field}'),
  tick: args('n')('Mark set {n} done'),
  untick: args('n')('Mark set {n} not done'),
  addSet: 'Add set',
  removeSet: 'Remove last set',
  lastTimeLine: args('summary')('Last time: {summary}'),
  defaultRest: 'Rest between sets',
  restFromPlan: args('clock')('Rest {clock} (from your plan)'),
  invalidReps: 'Reps: a whole number from 0 to 1000',
  invalidLoad: args('max')('Load: a number from 0 to {max}'),
  invalidRpe: 'RPE: 1 to 10 in halves',
  saveFailed: 'Error saving sets',
  /** The button that opens the sets: "Log sets" before any is logged. */
  openNone: 'Log sets',
  openLogged: args('logged')('Sets ({logged} logged)'),
  loadFailed: 'Could not open the sets. Try again online.',
});

export const restMessages = i18n('workouts/rest', {
  title: args('name')('Rest · {name}'),
  remaining: args('clock')('{clock} left'),
  over: 'Rest over, next set!',
  skip: 'Skip rest',
  extend: '+30 s',
  extendLabel: 'Add 30 seconds',
  region: 'Rest timer',
});

export const unitsMessages = i18n('workouts/units', {
  toggle: args('unit', 'other')('Units: {unit}. Show loads in {other}'),
  failed: 'Could not change units',
});

export const skipConfirmMessages = i18n('workouts/skip-confirm', {
  title: 'Skip this workout?',
  body: args('name')('{name} will be marked as skipped and your coach will see it. This cannot be undone.'),
  confirm: 'Skip Workout',
  cancel: 'Keep it',
  thisWorkout: 'This workout',
});

export const exerciseMessages = i18n('workouts/exercise', {
  coachNotes: 'Coach Notes',
  video: 'Exercise Video',
  close: 'Close',
  openInNewTab: 'Open in New Tab',
  cannotEmbed: 'This video cannot play inside the app. Open it in a new tab to watch it.',
  logTitle: 'Log Your Result',
  logPlaceholder: 'e.g., 3x12 @ 135 lbs, felt good',
  logHint: 'Enter saves · Shift+Enter adds a new line',
  logHintTouch: 'Done on the keyboard saves',
  save: 'Save Result',
  cancel: 'Cancel',
  instructions: 'Instructions',
  result: 'Result',
});

export const toastMessages = i18n('workouts/toasts', {
  error: 'Error',
  updateFailed: 'Failed to update workout',
  saveResultFailed: 'Error saving result',
  updateWorkoutFailed: 'Error updating workout',
  resultSaved: 'Exercise result saved',
  workoutUpdated: 'Workout updated',
  rescheduled: 'Workout rescheduled',
  rescheduledBody: 'Your workout is now available to start today!',
  skipped: 'Workout skipped',
  skippedBody: 'The workout has been marked as skipped.',
});

export const upcomingMessages = i18n('workouts/upcoming', {
  title: 'Upcoming Workouts',
  subtitle: 'Your scheduled sessions',
  fallbackName: 'Scheduled Workout',
  startEarly: 'Start Early',
  skip: 'Skip',
  start: 'Start',
  emptyTitle: 'No upcoming workouts',
  emptyBody: 'Check with your coach to get new workouts assigned.',
  error: 'Failed to load workouts',
  loading: 'Loading workouts...',
  weekPlan: "This Week's Plan",
  /** The day and badge of a card (docs/product.md §2 Upcoming). */
  dayToday: 'Today',
  dayTomorrow: 'Tomorrow',
  badgeToday: 'Today',
  badgeTomorrow: 'Tomorrow',
  badgeThisWeek: 'This Week',
  badgeUpcoming: 'Upcoming',
  badgeOverdue: 'Overdue',
  weekCount: plural('n')({ one: '{n} workout in the next 7 days', other: '{n} workouts in the next 7 days' }),
  exercises: plural('n')({ one: '{n} exercise', other: '{n} exercises' }),
});

export const statusMessages = i18n('workouts/status', {
  COMPLETED: 'Completed',
  IN_PROGRESS: 'In Progress',
  SKIPPED: 'Skipped',
  SCHEDULED: 'Scheduled',
  MISSED: 'Missed',
});

export const commonMessages = i18n('workouts/common', {
  tryAgain: 'Try again',
});

/**
 * What a skipped workout stores as the client's feedback, which the coach reads: data, not a
 * screen text, so English in every language.
 */
export const SKIPPED_FEEDBACK = 'Workout skipped';

/** Every group in the current language; a screen re-renders when the language or its catalogue changes. */
export function useWorkoutTexts() {
  return {
    today: useStore(todayMessages),
    sets: useStore(setsMessages),
    rest: useStore(restMessages),
    units: useStore(unitsMessages),
    skipConfirm: useStore(skipConfirmMessages),
    exercise: useStore(exerciseMessages),
    toasts: useStore(toastMessages),
    upcoming: useStore(upcomingMessages),
    status: useStore(statusMessages),
    tryAgain: useStore(commonMessages).tryAgain,
  };
}

export type WorkoutTexts = ReturnType<typeof useWorkoutTexts>;

/** The English texts, as tests and code outside a screen read them. */
export const T: WorkoutTexts = {
  today: todayMessages.get(),
  sets: setsMessages.get(),
  rest: restMessages.get(),
  units: unitsMessages.get(),
  skipConfirm: skipConfirmMessages.get(),
  exercise: exerciseMessages.get(),
  toasts: toastMessages.get(),
  upcoming: upcomingMessages.get(),
  status: statusMessages.get(),
  tryAgain: commonMessages.get().tryAgain,
};
