// The client app's frame (docs/product.md §2): a header with the (coach's) logo and name, 'Coach Dashboard'
// for coaches only, Logout and the theme toggle; a bottom tab bar. Phone-first: full-width at
// 390px with a thumb-reachable tab bar; on desktop the content keeps a readable width.
import { Badge, Box, Button, Container, Flex, SkipNavContent, SkipNavLink, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, NavLink, Outlet, useLocation } from 'react-router';
import { CLIENT_MESSAGES_PATH, CLIENT_NAV } from '#web/app/navigation.ts';
import { TAB_SCREENS } from '#web/app/tab-screens.ts';
import { AppLogo } from '#web/components/app-logo.tsx';
import { DashboardIcon, LogOutIcon } from '#web/components/icons.tsx';
import { MessageIcon } from '#web/components/message-icon.tsx';
import { trpcKey, useTrpcClient } from '#web/lib/trpc-query.ts';
import { LazyConfirmDialog, prefetchConfirmDialog } from '#web/components/lazy-confirm-dialog.tsx';
import { LoadingState } from '#web/components/loading-state.tsx';
import {
  useFrameTexts,
  LazyArchivedScreen as ArchivedScreen,
  LazyCoachOnClientApp as CoachOnClientApp,
  LazyInvalidLinkScreen as InvalidLinkScreen,
  LazyTimeZoneOffer as TimeZoneOffer,
} from '#web/features/client-app/index.ts';
import { UnitToggle } from '#web/features/client-workouts/index.ts';
import { useClientBranding } from '#web/lib/use-client-branding.ts';
import { useClientArchived, watchClientArchived } from '#web/lib/auth/archived.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { SyncStatus } from '#web/lib/offline/sync-status.tsx';
import { ColorModeButton } from '#web/theme/color-mode.tsx';
import { useDocumentBrandColor } from '#web/lib/brand-colors.ts';
import { useSaveDetectedTimeZone, useZoneToOffer } from '#web/lib/use-time-zone.ts';
import { useApplyUserLocale } from '#web/i18n/use-locale.ts';
import { afterFirstScreen, loadOneTaskAtATime } from '#web/lib/after-first-screen.ts';

// From the first client screen on, a 403 archived anywhere shows the "access paused" screen.
watchClientArchived();

/** The tab bar's labels in the user's language, by path (app/navigation.ts holds the English). */
const TAB_LABELS: Record<string, 'tabToday' | 'tabUpcoming' | 'tabDashboard' | 'tabFood' | 'tabProgress' | 'tabCheckIns'> = {
  '/app/today': 'tabToday',
  '/app/upcoming': 'tabUpcoming',
  '/app/history': 'tabDashboard',
  '/app/food': 'tabFood',
  '/app/tests': 'tabProgress',
  '/app/check-ins': 'tabCheckIns',
};

/** Content width on larger screens: a comfortable single column. */
export const CLIENT_CONTENT_MAX_W = '3xl';
const TAB_BAR_HEIGHT = '4rem';
/** The header's unread messages are asked for as often as the coach's badges (docs/messages.md). */
const MESSAGES_REFRESH_MS = 30_000;

function usePreloadTabScreens() {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Once the first screen has its data and the network is quiet (lib/after-first-screen.ts).
    let cancelLoads = () => {};
    const cancelWait = afterFirstScreen(queryClient, () => {
      cancelLoads = loadOneTaskAtATime([
        ...TAB_SCREENS,
        // Logout and Skip ask first: their dialog must open offline too.
        prefetchConfirmDialog,
        // The service worker (docs/offline.md) is registered then too, off the first screen: its
        // precache download and workbox-window wait until the screen is up (docs/performance.md).
        () => import('#web/lib/offline/service-worker.ts').then(({ registerServiceWorker }) => registerServiceWorker()),
      ]);
    });
    return () => {
      cancelWait();
      cancelLoads();
    };
  }, [queryClient]);
}

/** The saved cache and the outbox (docs/offline.md), also when the app started outside /app/*. */
function useClientOffline() {
  const queryClient = useQueryClient();
  useEffect(() => {
    void import('#web/lib/offline/client-offline.ts').then(({ startClientOffline }) => startClientOffline(queryClient)).catch(() => undefined);
  }, [queryClient]);
}

export default function ClientLayout() {
  const { status, user, preview, logout } = useAuth();
  const FRAME_TEXTS = useFrameTexts();
  // The saved language, or the browser's on a first visit (docs/translations.md).
  useApplyUserLocale();
  // The user's days are counted in their zone: the browser's is saved on first use (docs/time-zones.md).
  useSaveDetectedTimeZone();
  // Travelling: the device's zone differs from the saved one; offered once (issue 31).
  const zoneOffer = useZoneToOffer();
  const branding = useClientBranding();
  const [loggingOut, setLoggingOut] = useState(false);
  const [confirmLogout, setConfirmLogout] = useState(false);
  // Issue 12: nobody signed in (a wrong, revoked or expired link) gets a screen that says what to
  // do instead of each tab's load error; a coach who is not previewing a client is told how to.
  // Unknown /app paths keep their 404.
  // An archived client gets one "access paused" screen on every tab, and no tab bar: every tab
  // would say the same (docs/offline.md, "Archived clients").
  const { pathname } = useLocation();
  const known = CLIENT_NAV.some(({ to }) => to === pathname) || pathname === CLIENT_MESSAGES_PATH;
  const archived = useClientArchived();
  const paused = known && status === 'user' && user?.role !== 'COACH' && archived !== null;
  // The header's Messages button and its unread badge, polled like the coach's sidebar (docs/messages.md).
  const isClient = status === 'user' && user?.role === 'CLIENT' && !paused;
  // Inline, not through features/messages: this frame is on the first screen (docs/performance.md).
  const client = useTrpcClient();
  const unreadMessages =
    useQuery({
      queryKey: trpcKey('clientApp.messages.unreadCount'),
      queryFn: () => client.clientApp.messages.unreadCount.query(),
      enabled: isClient,
      staleTime: MESSAGES_REFRESH_MS,
      refetchInterval: MESSAGES_REFRESH_MS,
    }).data?.count ?? 0;
  const messagesLabel = unreadMessages > 0 ? FRAME_TEXTS.messagesUnread(unreadMessages) : FRAME_TEXTS.messages;
  const content = !known ? <Outlet /> : status === 'none' ? <InvalidLinkScreen /> : user?.role === 'COACH' ? <CoachOnClientApp /> : paused ? <ArchivedScreen message={archived.message} /> : <Outlet />;
  // On <html>, not on this frame: dialogs, the log-result sheet and toasts render in portals.
  useDocumentBrandColor(branding.primaryColor);
  usePreloadTabScreens();
  useClientOffline();

  const onLogout = async () => {
    setLoggingOut(true);
    try {
      await logout();
    } finally {
      setLoggingOut(false);
    }
  };

  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle">
      <SkipNavLink>{FRAME_TEXTS.skipToContent}</SkipNavLink>
      <Box as="header" position="sticky" top="0" zIndex="docked" bg="bg/85" backdropFilter="saturate(180%) blur(8px)" borderBottomWidth="1px" pt="env(safe-area-inset-top)">
        <Container maxW={CLIENT_CONTENT_MAX_W} px={{ base: '4', md: '6' }}>
          <Flex h="14" align="center" gap="1.5">
            <RouterLink to="/app/today" aria-label={FRAME_TEXTS.home(branding.name)} style={{ minWidth: 0, flex: 1 }}>
              <AppLogo name={branding.name} logoUrl={branding.logoUrl} size="sm" />
            </RouterLink>
            {user?.role === 'COACH' || preview ? (
              <Button asChild variant="outline" size="sm">
                <RouterLink to="/coach/dashboard" aria-label={FRAME_TEXTS.coachDashboard}>
                  <DashboardIcon />
                  <Text as="span" display={{ base: 'none', sm: 'inline' }}>
                    {FRAME_TEXTS.coachDashboard}
                  </Text>
                </RouterLink>
              </Button>
            ) : null}
            {user?.role === 'CLIENT' && !preview ? <UnitToggle /> : null}
            {isClient ? (
              <Button asChild variant={pathname === CLIENT_MESSAGES_PATH ? 'subtle' : 'ghost'} size="sm" minH="11" minW="11" px={{ base: '2', md: '3' }} position="relative">
                <RouterLink to={CLIENT_MESSAGES_PATH} aria-current={pathname === CLIENT_MESSAGES_PATH ? 'page' : undefined} aria-label={messagesLabel}>
                  <MessageIcon />
                  <Text as="span" display={{ base: 'none', md: 'inline' }}>
                    {FRAME_TEXTS.messages}
                  </Text>
                  {unreadMessages > 0 ? (
                    <Badge
                      colorPalette="red"
                      variant="solid"
                      borderRadius="full"
                      justifyContent="center"
                      fontSize="2xs"
                      minW="4"
                      h="4"
                      px="1"
                      position={{ base: 'absolute', md: 'static' }}
                      top="0.5"
                      right="0.5"
                      data-testid="unread-badge"
                    >
                      {unreadMessages > 9 ? '9+' : unreadMessages}
                    </Badge>
                  ) : null}
                </RouterLink>
              </Button>
            ) : null}
            {user ? (
              <Button
                variant="ghost"
                size="sm"
                minH="11"
                minW="11"
                onClick={() => (preview ? void logout() : setConfirmLogout(true))}
                loading={loggingOut}
                aria-label={preview ? FRAME_TEXTS.exitPreview : FRAME_TEXTS.logout}
                px={{ base: '2', md: '3' }}
              >
                <LogOutIcon />
                <Text as="span" display={{ base: 'none', md: 'inline' }}>
                  {preview ? FRAME_TEXTS.exitPreview : FRAME_TEXTS.logout}
                </Text>
              </Button>
            ) : null}
            <ColorModeButton />
          </Flex>
        </Container>
        {/* The sync line floats just under the header instead of pushing the page down when it
            appears: nothing may move under the thumb while a workout is logged (issue 31). The
            page's top padding leaves it room at the top; taps pass through it to what is below. */}
        <Box position="absolute" top="100%" insetX="0" pointerEvents="none" css={{ '& button, & a': { pointerEvents: 'auto' } }}>
          <SyncStatus />
        </Box>
        {/* Inside the header landmark: all content sits in a landmark (axe 'region'). */}
        {preview && user ? (
          <Box bg="orange.subtle" color="orange.fg" borderBottomWidth="1px" role="note">
            <Container maxW={CLIENT_CONTENT_MAX_W} px={{ base: '4', md: '6' }} py="2">
              <Text fontSize="sm" fontWeight="medium">
                {FRAME_TEXTS.previewBanner(`${user.firstName} ${user.lastName}`.trim())}
              </Text>
            </Container>
          </Box>
        ) : null}
      </Box>

      <LazyConfirmDialog
        open={confirmLogout}
        onOpenChange={setConfirmLogout}
        title={FRAME_TEXTS.logoutTitle}
        description={FRAME_TEXTS.logoutBody}
        confirmLabel={FRAME_TEXTS.logoutConfirm}
        cancelLabel={FRAME_TEXTS.stay}
        onConfirm={onLogout}
      />

      <SkipNavContent />
      <Box as="main" flex="1" pb={paused ? 'calc(env(safe-area-inset-bottom) + 1rem)' : `calc(${TAB_BAR_HEIGHT} + env(safe-area-inset-bottom) + 1rem)`}>
        {/* pt 6: the sync line's height (one line of xs text), so it covers no content at the top. */}
        <Container maxW={CLIENT_CONTENT_MAX_W} px={{ base: '4', md: '6' }} pt="6" pb={{ base: '4', md: '6' }}>
          {zoneOffer && isClient ? (
            <Suspense fallback={null}>
              <TimeZoneOffer zone={zoneOffer.zone} current={zoneOffer.current} onDone={zoneOffer.done} />
            </Suspense>
          ) : null}
          <Suspense fallback={<LoadingState />}>{status === 'loading' ? <LoadingState /> : content}</Suspense>
        </Container>
      </Box>

      <Box
        as="nav"
        hidden={paused}
        aria-label={FRAME_TEXTS.navigation}
        position="fixed"
        bottom="0"
        insetX="0"
        zIndex="docked"
        bg="bg/90"
        backdropFilter="saturate(180%) blur(8px)"
        borderTopWidth="1px"
        pb="env(safe-area-inset-bottom)"
      >
        <Flex as="ul" maxW={CLIENT_CONTENT_MAX_W} h={TAB_BAR_HEIGHT} listStyleType="none" my="0" mx="auto" px="1">
          {CLIENT_NAV.map(({ to, icon: Icon }) => (
            <Box as="li" key={to} flex="1" display="flex">
              <Flex
                asChild
                direction="column"
                align="center"
                justify="center"
                gap="1"
                flex="1"
                my="1.5"
                mx="0.5"
                borderRadius="lg"
                color="fg.muted"
                fontSize="2xs"
                fontWeight="medium"
                transition="color 0.15s, background 0.15s"
                _hover={{ color: 'fg' }}
                _currentPage={{ color: 'brand.fg', '& .tab-icon': { bg: 'brand.subtle' } }}
                focusVisibleRing="inside"
              >
                <NavLink to={to}>
                  <Flex className="tab-icon" align="center" justify="center" h="7" w="12" borderRadius="full" transition="background 0.15s">
                    <Icon size="md" />
                  </Flex>
                  <Text as="span" lineHeight="1" letterSpacing="wide">
                    {FRAME_TEXTS[TAB_LABELS[to] ?? 'tabToday']}
                  </Text>
                </NavLink>
              </Flex>
            </Box>
          ))}
        </Flex>
      </Box>
    </Flex>
  );
}
