// The coach area's navigation (docs/product.md §2), for the sidebar and /demo; apart from the client
// app's (navigation.ts), so neither first screen carries the other's entries.
import {
  AlertCircleIcon,
  ArrowLeftRightIcon,
  BellIcon,
  CalendarClockIcon,
  CalendarRangeIcon,
  ClipboardListIcon,
  DashboardIcon,
  DumbbellIcon,
  InboxIcon,
  PaletteIcon,
  PlugIcon,
  SendIcon,
  UserIcon,
  UsersIcon,
} from '../components/icons.tsx';
import type { NavItem } from './navigation.ts';

/** The coach's inbox: the sidebar puts the unread messages badge on it (docs/messages.md). */
export const INBOX_NAV: NavItem = { label: 'Inbox', to: '/coach/inbox', icon: InboxIcon };

export const COACH_MAIN_NAV: readonly NavItem[] = [
  { label: 'Dashboard', to: '/coach/dashboard', icon: DashboardIcon },
  { label: 'Clients', to: '/coach/clients', icon: UsersIcon },
  // Who needs attention (docs/triage.md); an icon this module already has.
  { label: 'Roster', to: '/coach/roster', icon: AlertCircleIcon },
  { label: 'Exercise Library', to: '/coach/tasks', icon: DumbbellIcon },
  { label: 'Plans', to: '/coach/plans', icon: ClipboardListIcon },
  { label: 'Programs', to: '/coach/programs', icon: CalendarRangeIcon },
  { label: 'Assign', to: '/coach/assign', icon: SendIcon },
  // Weekly check-ins are scheduled: the calendar-clock already in this module (no new icon on a first screen).
  { label: 'Check-ins', to: '/coach/check-ins', icon: CalendarClockIcon },
  // After the SPEC's entries, like Check-ins (docs/messages.md, "Inbox").
  INBOX_NAV,
];

export const NOTIFICATIONS_NAV: NavItem = {
  label: 'Notifications',
  to: '/coach/notifications',
  icon: BellIcon,
};

export const COACH_SETTINGS_NAV: readonly NavItem[] = [
  NOTIFICATIONS_NAV,
  { label: 'Brand', to: '/coach/brand', icon: PaletteIcon },
  { label: 'Profile', to: '/coach/profile', icon: UserIcon },
  { label: 'Data Transfer', to: '/coach/data-transfer', icon: ArrowLeftRightIcon },
  // API keys and webhooks (docs/api.md).
  { label: 'Integrations', to: '/coach/integrations', icon: PlugIcon },
];
