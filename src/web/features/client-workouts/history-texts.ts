// The texts docs/product.md §2 quotes for the client's Dashboard screen (history-page.tsx) and its
// workout reminder, apart from texts.ts: that module is on Today's first screen, these are not
// (docs/performance.md, "Web delivery"). English is the source of the translations (docs/translations.md).
import { args, i18n, useStore } from '#web/i18n/i18n.ts';

export const historyMessages = i18n('dashboard/history', {
  title: 'Dashboard',
  coachReplied: 'Coach replied',
  greeting: args('name')('Hi, {name}'),
  subtitle: 'Your progress at a glance',
  weekWorkouts: "This Week's Workouts",
  avgWorkout: 'Avg Workout Completion',
  todayFood: "Today's Food Tracking",
  avgFood: 'Avg Food Tracking',
  totalTime: args('minutes')('{minutes} min this week'),
  mealsToday: 'meals logged today',
  ofWeeklyTarget: args('target')('of {target} weekly meals'),
  allSessions: 'of all sessions completed',
  todaysWorkouts: "Today's Workouts",
  empty: 'No workouts completed today',
  loading: 'Loading history...',
  error: 'Failed to load history',
  loadingResults: 'Loading results...',
  resultsError: 'Failed to load exercise results',
  noResults: 'No exercise results recorded',
  noData: 'No data',
  results: 'Exercise Results',
  yourNotes: 'Your Notes',
  rating: args('n')('{n}/5'),
  ratingLabel: 'Rating',
  minutes: args('n')('{n} min'),
  pastTitle: 'History',
  pastLoading: 'Loading past workouts...',
  pastError: 'Failed to load past workouts',
  pastEmpty: 'No past workouts yet',
  pastEmptyBody: 'Workouts you complete, skip or miss will be listed here, week by week.',
  weekOf: args('date')('Week of {date}'),
  loadMore: 'Load more',
  loadingMore: 'Loading...',
  loadMoreError: 'Failed to load more workouts. Try again.',
});

export const reminderMessages = i18n('dashboard/reminder', {
  title: 'Workout Reminder',
  help: 'An e-mail on days with a workout, at this hour of your day.',
  label: 'Reminder',
  off: 'Off',
  /** The hour, as "07:00". */
  at: args('time')('At {time}'),
  save: 'Save',
  saved: 'Reminder saved',
  failed: 'Failed to save the reminder',
  noEmail: 'Your coach has no e-mail address for you yet: ask them to add one for reminders to reach you.',
});

/** The client's own time zone on the Dashboard (issue 31, docs/time-zones.md). */
export const zoneMessages = i18n('dashboard/zone', {
  title: 'Time Zone',
  help: "Your days (today's workout, lateness, meal days) are counted in this zone.",
  current: args('zone')('Now: {zone}'),
  label: 'Time zone',
  save: 'Save Time Zone',
  deviceZone: args('city')("Use this device's zone ({city})"),
  saved: 'Time zone saved',
  failed: 'Failed to save time zone',
});

export const useHistoryTexts = () => useStore(historyMessages);
export const useReminderTexts = () => useStore(reminderMessages);
export const useZoneTexts = () => useStore(zoneMessages);
