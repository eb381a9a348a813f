// The texts of the coach area's frame: the header, the sidebar's groups and entries (by path) and
// the phone drawer. English is the source of the translations (docs/translations.md).
import { args, i18n, useStore } from '#web/i18n/i18n.ts';

export const coachFrameMessages = i18n('coach/frame', {
  skipToContent: 'Skip to content',
  sidebar: 'Sidebar',
  toggleSidebar: 'Toggle sidebar',
  home: 'Spotter, go to dashboard',
  logout: 'Logout',
  navigation: 'Coach navigation',
  closeNavigation: 'Close navigation',
  main: 'Main',
  settings: 'Settings',
  unread: args('label', 'count')('{label}, {count} unread'),
  navDashboard: 'Dashboard',
  navClients: 'Clients',
  navRoster: 'Roster',
  navExercises: 'Exercise Library',
  navPlans: 'Plans',
  navPrograms: 'Programs',
  navAssign: 'Assign',
  navCheckIns: 'Check-ins',
  navInbox: 'Inbox',
  navNotifications: 'Notifications',
  navBrand: 'Brand',
  navProfile: 'Profile',
  navDataTransfer: 'Data Transfer',
  navIntegrations: 'Integrations',
});

type CoachFrameMessages = ReturnType<typeof coachFrameMessages.get>;

/** The sidebar entries' names by path (app/coach-navigation.ts holds the English). */
const NAV_KEYS: Record<string, keyof CoachFrameMessages> = {
  '/coach/dashboard': 'navDashboard',
  '/coach/clients': 'navClients',
  '/coach/roster': 'navRoster',
  '/coach/tasks': 'navExercises',
  '/coach/plans': 'navPlans',
  '/coach/programs': 'navPrograms',
  '/coach/assign': 'navAssign',
  '/coach/check-ins': 'navCheckIns',
  '/coach/inbox': 'navInbox',
  '/coach/notifications': 'navNotifications',
  '/coach/brand': 'navBrand',
  '/coach/profile': 'navProfile',
  '/coach/data-transfer': 'navDataTransfer',
  '/coach/integrations': 'navIntegrations',
};

const composed = (t: CoachFrameMessages) => ({
  ...t,
  /** An entry's name in the current language; its English when it has none. */
  navLabel: (to: string, english: string): string => {
    const key = NAV_KEYS[to];
    const text = key ? t[key] : undefined;
    return typeof text === 'string' ? text : english;
  },
});

export const useCoachFrameTexts = () => composed(useStore(coachFrameMessages));
