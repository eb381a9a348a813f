// The navigation of both areas (docs/product.md §2), shared by the sidebar, the bottom tab bar and /demo.
// On every first screen: /demo's one-line descriptions live with /demo (features/public).
import type { ComponentType } from 'react';
import type { IconProps } from '@chakra-ui/react';
import {
  AlertCircleIcon,
  ArrowLeftRightIcon,
  BarChartIcon,
  BellIcon,
  CalendarClockIcon,
  CalendarIcon,
  CalendarRangeIcon,
  ClipboardListIcon,
  DashboardIcon,
  DumbbellIcon,
  InboxIcon,
  PaletteIcon,
  SendIcon,
  TrendingUpIcon,
  UserIcon,
  UsersIcon,
  UtensilsIcon,
} from '../components/icons.tsx';

export interface NavItem {
  label: string;
  to: string;
  icon: ComponentType<IconProps>;
}

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
];

/** The client's conversation with their coach, reached from the header (docs/messages.md). */
export const CLIENT_MESSAGES_PATH = '/app/messages';

export const CLIENT_NAV: readonly NavItem[] = [
  { label: 'Today', to: '/app/today', icon: CalendarIcon },
  { label: 'Upcoming', to: '/app/upcoming', icon: CalendarClockIcon },
  { label: 'Dashboard', to: '/app/history', icon: BarChartIcon },
  { label: 'Food', to: '/app/food', icon: UtensilsIcon },
  { label: 'Progress', to: '/app/tests', icon: TrendingUpIcon },
  { label: 'Check-ins', to: '/app/check-ins', icon: ClipboardListIcon },
];
