// The navigation of both areas (docs/product.md §2), shared by the sidebar, the bottom tab bar and /demo.
import type { ComponentType } from 'react';
import type { IconProps } from '@chakra-ui/react';
import {
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
  /** One line for /demo. */
  description: string;
}

export const COACH_MAIN_NAV: readonly NavItem[] = [
  { label: 'Dashboard', to: '/coach/dashboard', icon: DashboardIcon, description: 'Stats, recent activity and client progress' },
  { label: 'Clients', to: '/coach/clients', icon: UsersIcon, description: 'Your roster, notes and access links' },
  { label: 'Exercise Library', to: '/coach/tasks', icon: DumbbellIcon, description: 'Exercises with videos and categories' },
  { label: 'Plans', to: '/coach/plans', icon: ClipboardListIcon, description: 'Workouts built from exercises' },
  { label: 'Programs', to: '/coach/programs', icon: CalendarRangeIcon, description: 'Multi-week schedules of plans and rest days' },
  { label: 'Assign', to: '/coach/assign', icon: SendIcon, description: 'Give a plan or program to a client' },
  { label: 'Check-ins', to: '/coach/check-ins', icon: InboxIcon, description: 'Weekly check-ins to review, overdue and upcoming' },
];

export const NOTIFICATIONS_NAV: NavItem = {
  label: 'Notifications',
  to: '/coach/notifications',
  icon: BellIcon,
  description: 'Completed, missed and commented workouts',
};

export const COACH_SETTINGS_NAV: readonly NavItem[] = [
  NOTIFICATIONS_NAV,
  { label: 'Brand', to: '/coach/brand', icon: PaletteIcon, description: "Your business name, logo and colour in your clients' app" },
  { label: 'Profile', to: '/coach/profile', icon: UserIcon, description: 'Personal details, qualifications and password' },
  { label: 'Data Transfer', to: '/coach/data-transfer', icon: ArrowLeftRightIcon, description: 'Export and import your data as JSON' },
];

/** The client's conversation with their coach, reached from the header (docs/messages.md). */
export const CLIENT_MESSAGES_PATH = '/app/messages';

export const CLIENT_NAV: readonly NavItem[] = [
  { label: 'Today', to: '/app/today', icon: CalendarIcon, description: "Today's workout" },
  { label: 'Upcoming', to: '/app/upcoming', icon: CalendarClockIcon, description: 'Scheduled workouts' },
  { label: 'Dashboard', to: '/app/history', icon: BarChartIcon, description: 'Weekly stats and completed workouts' },
  { label: 'Food', to: '/app/food', icon: UtensilsIcon, description: 'Weekly meal log with photos' },
  { label: 'Progress', to: '/app/tests', icon: TrendingUpIcon, description: 'Fitness tests and retests' },
  { label: 'Check-ins', to: '/app/check-ins', icon: ClipboardListIcon, description: 'Your weekly check-in with your coach' },
];
