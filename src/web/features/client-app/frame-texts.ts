// The texts the client app's frame shows on every screen (preview banner, logout, the header and
// the tab bar): their own module, so the first screen does not carry the texts of the lazily
// loaded dead ends. English is the source of the translations (docs/translations.md).
import { args, i18n, plural, useStore } from '#web/i18n/i18n.ts';

export const frameMessages = i18n('client/frame', {
  previewBanner: args('name')("Preview of {name}'s app. Read-only: changes are turned off."),
  exitPreview: 'Exit preview',
  logoutTitle: 'Log out?',
  logoutBody: 'To open your workouts again you will need the personal link your coach sent you.',
  logoutConfirm: 'Logout',
  stay: 'Stay signed in',
  logout: 'Logout',
  skipToContent: 'Skip to content',
  home: args('name')("{name}, go to today's workout"),
  coachDashboard: 'Coach Dashboard',
  messages: 'Messages',
  messagesUnread: plural('n')({ one: 'Messages, {n} unread message', other: 'Messages, {n} unread messages' }),
  navigation: 'Client navigation',
  // The bottom tab bar (app/navigation.ts), by path.
  tabToday: 'Today',
  tabUpcoming: 'Upcoming',
  tabDashboard: 'Dashboard',
  tabFood: 'Food',
  tabProgress: 'Progress',
  tabCheckIns: 'Check-ins',
});

export const useFrameTexts = () => useStore(frameMessages);
