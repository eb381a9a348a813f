// The coach navigation (docs/product.md §2): a Main and a Settings group. Rendered in the desktop sidebar
// (expanded 16rem, icon mode 3rem) and in the phone drawer (18rem).
import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { NavLink, Link as RouterLink } from 'react-router';
import { AppLogo } from '#web/components/app-logo.tsx';
import { COACH_MAIN_NAV, COACH_SETTINGS_NAV, INBOX_NAV, NOTIFICATIONS_NAV } from '#web/app/coach-navigation.ts';
import type { NavItem } from '#web/app/navigation.ts';
import { formatUnreadCount, UnreadBadge } from '#web/components/unread-badge.tsx';
import { useCoachFrameTexts } from './coach-texts.ts';

const NavTooltip = lazy(() => import('./nav-tooltip.tsx'));

export interface CoachSidebarProps {
  /** Icon mode: only icons, labels in tooltips. */
  collapsed: boolean;
  unreadCount: number;
  /** Unread client messages, shown on Inbox (docs/messages.md). */
  unreadMessages?: number;
  /** Called after a link is followed (the phone drawer closes). */
  onNavigate?: () => void;
}

export function CoachSidebar({ collapsed, unreadCount, unreadMessages = 0, onNavigate }: CoachSidebarProps) {
  const t = useCoachFrameTexts();
  return (
    <Flex direction="column" height="full" minH="0">
      <Flex h="14" flexShrink={0} align="center" justify={collapsed ? 'center' : 'flex-start'} px={collapsed ? '0' : '4'} borderBottomWidth="1px">
        <RouterLink to="/coach/dashboard" onClick={onNavigate} aria-label={t.home}>
          <AppLogo size="sm" hideName={collapsed} />
        </RouterLink>
      </Flex>
      <Box as="nav" aria-label={t.navigation} flex="1" overflowY="auto" overflowX="hidden" py="3" px={collapsed ? '1.5' : '3'}>
        <NavGroup id="main" label={t.main} items={COACH_MAIN_NAV} collapsed={collapsed} unreadCount={unreadCount} unreadMessages={unreadMessages} onNavigate={onNavigate} />
        <NavGroup id="settings" label={t.settings} items={COACH_SETTINGS_NAV} collapsed={collapsed} unreadCount={unreadCount} unreadMessages={unreadMessages} onNavigate={onNavigate} mt="5" />
      </Box>
    </Flex>
  );
}

interface NavGroupProps extends CoachSidebarProps {
  /** Stable across languages: names the group's heading element. */
  id: string;
  label: string;
  items: readonly NavItem[];
  mt?: string;
}

function NavGroup({ id, label, items, collapsed, unreadCount, unreadMessages = 0, onNavigate, mt }: NavGroupProps) {
  const headingId = `sidebar-group-${id}`;
  return (
    <Box mt={mt} role="group" aria-labelledby={headingId}>
      <Text
        id={headingId}
        px="2"
        mb="1.5"
        fontSize="xs"
        fontWeight="medium"
        color="fg.subtle"
        // Kept for screen readers in icon mode, where the group still needs its name.
        {...(collapsed ? { srOnly: true } : {})}
      >
        {label}
      </Text>
      <Stack as="ul" gap="0.5" listStyleType="none" m="0" p="0">
        {items.map((item) => (
          <Box as="li" key={item.to}>
            <SidebarLink item={item} collapsed={collapsed} badgeCount={item.to === NOTIFICATIONS_NAV.to ? unreadCount : item === INBOX_NAV ? unreadMessages : 0} onNavigate={onNavigate} />
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

function SidebarLink({ item, collapsed, badgeCount, onNavigate }: { item: NavItem; collapsed: boolean; badgeCount: number; onNavigate?: () => void }) {
  const t = useCoachFrameTexts();
  const { icon: Icon, to } = item;
  const label = t.navLabel(to, item.label);
  const badge = formatUnreadCount(badgeCount);
  const link = (
    <Flex
      asChild
      align="center"
      gap="3"
      h="9"
      px={collapsed ? '0' : '2.5'}
      justify={collapsed ? 'center' : 'flex-start'}
      borderRadius="md"
      color="fg.muted"
      fontSize="sm"
      fontWeight="medium"
      position="relative"
      transition="background 0.15s, color 0.15s"
      _hover={{ bg: 'bg.muted', color: 'fg' }}
      _currentPage={{ bg: 'brand.subtle', color: 'brand.fg' }}
      focusVisibleRing="inside"
    >
      <NavLink to={to} onClick={onNavigate} aria-label={collapsed ? (badge ? t.unread(label, badge) : label) : undefined}>
        <Icon size="md" />
        {collapsed ? (
          badge ? (
            <UnreadBadge count={badgeCount} position="absolute" top="-1" right="-1" minW="4" h="4" px="1" />
          ) : null
        ) : (
          <>
            <Text as="span" flex="1" truncate>
              {label}
            </Text>
            <UnreadBadge count={badgeCount} />
          </>
        )}
      </NavLink>
    </Flex>
  );
  if (!collapsed) return link;
  return (
    <Suspense fallback={link}>
      <NavTooltip label={label}>{link}</NavTooltip>
    </Suspense>
  );
}
