// The coach area's frame (docs/product.md §2): a collapsible sidebar (Ctrl/Cmd+B, state in a cookie) that
// becomes a slide-in sheet under 768px, and a header with the sidebar toggle, the coach's
// name, Logout and the theme toggle. Screens render into the main region.
import { Box, Button, Flex, IconButton, SkipNavContent, SkipNavLink, Spacer, Text, Separator } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, Outlet } from 'react-router';
import { AppLogo } from '#web/components/app-logo.tsx';
import { LogOutIcon, PanelLeftIcon } from '#web/components/icons.tsx';
import { LoadingState } from '#web/components/loading-state.tsx';
import { UNREAD_REFRESH_MS, useUnreadNotificationCount } from '#web/lib/use-unread-notification-count.ts';
import { trpcKey, useTrpcClient } from '#web/lib/trpc-query.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { DESKTOP_QUERY, useMediaQuery } from '#web/lib/use-media-query.ts';
import { ColorModeButton } from '#web/theme/color-mode.tsx';
import { CoachSidebar } from './coach-sidebar.tsx';
import { isSidebarShortcut, readSidebarExpanded, writeSidebarExpanded } from './sidebar-state.ts';
import { useSaveDetectedTimeZone } from '#web/lib/use-time-zone.ts';
import { useApplyUserLocale } from '#web/i18n/use-locale.ts';
import { useCoachFrameTexts } from './coach-texts.ts';

export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
const SIDEBAR_ID = 'coach-sidebar';
/** The phone menu loads when first opened (mobile-nav.tsx). */
const MobileNav = lazy(() => import('./mobile-nav.tsx'));
// Loaded only while a deletion is scheduled (ADR 0035), so it costs the first screen one read, no code.
const DeletionBanner = lazy(() => import('./deletion-banner.tsx').then((m) => ({ default: m.DeletionBanner })));

export default function CoachLayout() {
  const { user, logout } = useAuth();
  // The user's days are counted in their zone: the browser's is saved on first use (docs/time-zones.md).
  useSaveDetectedTimeZone();
  // The coach's language, chosen in Profile (docs/translations.md).
  useApplyUserLocale();
  const t = useCoachFrameTexts();
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const unreadCount = useUnreadNotificationCount();
  // Unread client messages on Clients (docs/messages.md), asked for with the notification badge.
  const client = useTrpcClient();
  // The banner's own read, under the same key, so the banner finds it answered.
  const deletionScheduled = !!useQuery({ queryKey: trpcKey('coach.profile.accountDeletion'), queryFn: () => client.coach.profile.accountDeletion.query(), staleTime: 60_000 }).data?.scheduledFor;
  const unreadMessages =
    useQuery({ queryKey: trpcKey('coach.messages.unread'), queryFn: () => client.coach.messages.unread.query(), staleTime: UNREAD_REFRESH_MS, refetchInterval: UNREAD_REFRESH_MS }).data?.total ?? 0;
  const [expanded, setExpanded] = useState(readSidebarExpanded);
  const [mobileOpen, setMobileOpen] = useState(false);
  // Mounted from the first opening on, so later closings keep the drawer's exit animation.
  const [mobileUsed, setMobileUsed] = useState(false);
  if (mobileOpen && !mobileUsed) setMobileUsed(true);
  const [loggingOut, setLoggingOut] = useState(false);

  const toggle = useCallback(() => {
    if (isDesktop) {
      setExpanded((value) => {
        writeSidebarExpanded(!value);
        return !value;
      });
    } else {
      setMobileOpen((open) => !open);
    }
  }, [isDesktop]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  // The sheet belongs to phones: forget it was open when the window crosses the breakpoint.
  const [wasDesktop, setWasDesktop] = useState(isDesktop);
  if (wasDesktop !== isDesktop) {
    setWasDesktop(isDesktop);
    setMobileOpen(false);
  }

  const onLogout = async () => {
    setLoggingOut(true);
    try {
      await logout();
    } finally {
      setLoggingOut(false);
    }
  };

  const collapsed = isDesktop && !expanded;
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';

  return (
    <Flex minH="100dvh" bg="bg">
      <SkipNavLink>{t.skipToContent}</SkipNavLink>
      {isDesktop ? (
        <Box
          as="aside"
          id={SIDEBAR_ID}
          aria-label={t.sidebar}
          data-state={expanded ? 'expanded' : 'collapsed'}
          position="sticky"
          top="0"
          h="100dvh"
          flexShrink={0}
          width={collapsed ? SIDEBAR_WIDTH_ICON : SIDEBAR_WIDTH}
          transition="width 0.2s ease"
          borderRightWidth="1px"
          bg="bg.subtle"
          overflow="hidden"
        >
          <CoachSidebar collapsed={collapsed} unreadCount={unreadCount} unreadMessages={unreadMessages} />
        </Box>
      ) : (
        <Suspense fallback={null}>
          {mobileUsed ? (
            <MobileNav open={mobileOpen} onOpenChange={setMobileOpen} contentId={SIDEBAR_ID} width={SIDEBAR_WIDTH_MOBILE} unreadCount={unreadCount} unreadMessages={unreadMessages} />
          ) : null}
        </Suspense>
      )}

      <Flex direction="column" flex="1" minW="0">
        <Flex
          as="header"
          position="sticky"
          top="0"
          zIndex="docked"
          h="14"
          px={{ base: '3', md: '4' }}
          gap="2"
          align="center"
          borderBottomWidth="1px"
          bg="bg/85"
          backdropFilter="saturate(180%) blur(8px)"
        >
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={t.toggleSidebar}
            title="Toggle sidebar (Ctrl+B)"
            aria-controls={SIDEBAR_ID}
            aria-expanded={isDesktop ? expanded : mobileOpen}
            onClick={toggle}
            // The ghost recipe tints expanded buttons; an open sidebar is the normal state here.
            _expanded={{ bg: 'transparent' }}
          >
            <PanelLeftIcon />
          </IconButton>
          <Separator orientation="vertical" h="5" />
          {isDesktop ? null : (
            <RouterLink to="/coach/dashboard" aria-label={t.home}>
              <AppLogo size="sm" />
            </RouterLink>
          )}
          <Spacer />
          {name ? (
            <Text display={{ base: 'none', md: 'block' }} fontSize="sm" fontWeight="medium" truncate maxW="xs" data-testid="coach-name">
              {name}
            </Text>
          ) : null}
          <Button variant="ghost" size="sm" onClick={onLogout} loading={loggingOut} aria-label={t.logout}>
            <LogOutIcon />
            <Box as="span" display={{ base: 'none', sm: 'inline' }}>
              {t.logout}
            </Box>
          </Button>
          <ColorModeButton />
        </Flex>
        <SkipNavContent />
        <Box as="main" flex="1" px={{ base: '4', md: '6', lg: '8' }} py={{ base: '5', md: '6' }} maxW="7xl" width="full" mx="auto">
          {deletionScheduled ? (
            <Suspense fallback={null}>
              <DeletionBanner />
            </Suspense>
          ) : null}
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        </Box>
      </Flex>
    </Flex>
  );
}
