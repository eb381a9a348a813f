// Texts of the calendar feeds and CSV downloads (docs/calendar-and-csv.md). English is the source
// of the translations (docs/translations.md): screens read useFeedTexts(), tests T.
import { args, i18n, useStore } from '#web/i18n/i18n.ts';

export const feedMessages = i18n('integrations/feeds', {
  feedTitle: 'Calendar Feed',
  coachFeedHelp: 'Subscribe in Google Calendar, Apple Calendar or Outlook to see every client’s sessions. Each session shows in its client’s time zone.',
  clientFeedHelp: 'A private calendar of this client’s sessions, in their time zone. The client sees the same feed in their app.',
  myFeedHelp: 'Subscribe in Google Calendar, Apple Calendar or Outlook to see your workouts next to everything else.',
  feedOff: 'No feed yet.',
  feedOn: args('date')('A feed URL was made on {date}. It is shown only once; make a new one if you lost it.'),
  feedNew: 'Copy this URL now: it is shown only once. Anyone with it can see these sessions.',
  create: 'Create feed URL',
  regenerate: 'New URL',
  regenerateTitle: 'Make a new feed URL?',
  regenerateBody: 'The current URL stops working at once: calendars subscribed to it stop updating until you subscribe with the new one.',
  revoke: 'Turn off',
  revokeTitle: 'Turn off the calendar feed?',
  revokeBody: 'The URL stops working at once and calendars subscribed to it stop updating.',
  copy: 'Copy URL',
  copied: 'Feed URL copied',
  copyFailed: 'Copy failed',
  copyByHand: 'Select the URL and copy it by hand.',
  subscribe: 'Open in calendar app',
  loadFailed: 'Could not load the calendar feed',
  saveFailed: 'Could not change the calendar feed',
  revoked: 'Calendar feed turned off',
  downloadsTitle: 'Download for Spreadsheets',
  downloadsHelp: 'CSV files that open in Excel, Numbers or Google Sheets. Times are in the client’s time zone.',
  workoutsCsv: 'Workout log',
  foodCsv: 'Food log',
  fitnessCsv: 'Fitness tests',
  rosterCsv: 'Download CSV',
  downloadFailed: 'Download failed',
  /** The client Dashboard's button. */
  calendarMenu: 'Calendar feed',
});

export const useFeedTexts = () => useStore(feedMessages);

/** The English texts, as tests read them. */
export const T = /* @__PURE__ */ feedMessages.get();
