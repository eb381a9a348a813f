// The client app's navigation (docs/product.md §2), for its bottom tab bar and /demo; the coach's is
// in coach-navigation.ts, so the client app's first screen does not carry it.
// On every first screen: /demo's one-line descriptions live with /demo (features/public).
import type { ComponentType } from 'react';
import type { IconProps } from '@chakra-ui/react';
import { BarChartIcon, CalendarClockIcon, CalendarIcon, ClipboardListIcon, TrendingUpIcon, UtensilsIcon } from '../components/icons.tsx';

export interface NavItem {
  /** English; the client's tab bar shows it in the user's language (features/client-app/frame-texts.ts). */
  label: string;
  to: string;
  icon: ComponentType<IconProps>;
}

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
