// The client app's frame (SPEC §2): a header with the (coach's) logo and name, 'Coach Dashboard'
// for coaches only, Logout and the theme toggle; a bottom tab bar. Phone-first: full-width at
// 390px with a thumb-reachable tab bar; on desktop the content keeps a readable width.
import { Box, Button, Container, Flex, SkipNavContent, SkipNavLink, Text } from '@chakra-ui/react';
import { Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, NavLink, Outlet } from 'react-router';
import { CLIENT_NAV } from '../../app/navigation.ts';
import { AppLogo } from '../../components/app-logo.tsx';
import { DashboardIcon, LogOutIcon } from '../../components/icons.tsx';
import { LoadingState } from '../../components/loading-state.tsx';
import { useClientBranding } from '../../features/client-app/hooks/use-client-branding.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { ColorModeButton } from '../../theme/color-mode.tsx';
import { useDocumentBrandColor } from './brand-colors.ts';

/** Content width on larger screens: a comfortable single column. */
export const CLIENT_CONTENT_MAX_W = '3xl';
const TAB_BAR_HEIGHT = '4rem';

/**
 * The screens of the tab bar, fetched once the first screen is up: a client who opens the app and
 * then loses signal (a gym basement) can still switch tabs and see each screen's own offline
 * error, instead of a failed page load. The chunks are the ones the route table loads lazily.
 */
const TAB_SCREENS = [
  () => import('../../features/client-workouts/pages/today-page.tsx'),
  () => import('../../features/client-workouts/pages/upcoming-page.tsx'),
  () => import('../../features/client-workouts/pages/history-page.tsx'),
  () => import('../../features/client-app/pages/food-page.tsx'),
  () => import('../../features/client-app/pages/tests-page.tsx'),
];

function usePreloadTabScreens() {
  useEffect(() => {
    const timer = window.setTimeout(() => TAB_SCREENS.forEach((load) => void load().catch(() => undefined)), 1500);
    return () => window.clearTimeout(timer);
  }, []);
}

export default function ClientLayout() {
  const { user, logout } = useAuth();
  const branding = useClientBranding();
  const [loggingOut, setLoggingOut] = useState(false);
  // On <html>, not on this frame: dialogs, the log-result sheet and toasts render in portals.
  useDocumentBrandColor(branding.primaryColor);
  usePreloadTabScreens();

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
      <SkipNavLink>Skip to content</SkipNavLink>
      <Box
        as="header"
        position="sticky"
        top="0"
        zIndex="docked"
        bg="bg/85"
        backdropFilter="saturate(180%) blur(8px)"
        borderBottomWidth="1px"
        pt="env(safe-area-inset-top)"
      >
        <Container maxW={CLIENT_CONTENT_MAX_W} px={{ base: '4', md: '6' }}>
          <Flex h="14" align="center" gap="1.5">
            <RouterLink to="/app/today" aria-label={`${branding.name}, go to today's workout`} style={{ minWidth: 0, flex: 1 }}>
              <AppLogo name={branding.name} logoUrl={branding.logoUrl} size="sm" />
            </RouterLink>
            {user?.role === 'COACH' ? (
              <Button asChild variant="outline" size="sm">
                <RouterLink to="/coach/dashboard" aria-label="Coach Dashboard">
                  <DashboardIcon />
                  <Text as="span" display={{ base: 'none', sm: 'inline' }}>
                    Coach Dashboard
                  </Text>
                </RouterLink>
              </Button>
            ) : null}
            <Button variant="ghost" size="sm" onClick={onLogout} loading={loggingOut} aria-label="Logout" px={{ base: '2', md: '3' }}>
              <LogOutIcon />
              <Text as="span" display={{ base: 'none', md: 'inline' }}>
                Logout
              </Text>
            </Button>
            <ColorModeButton />
          </Flex>
        </Container>
      </Box>

      <SkipNavContent />
      <Box as="main" flex="1" pb={`calc(${TAB_BAR_HEIGHT} + env(safe-area-inset-bottom) + 1rem)`}>
        <Container maxW={CLIENT_CONTENT_MAX_W} px={{ base: '4', md: '6' }} py={{ base: '4', md: '6' }}>
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        </Container>
      </Box>

      <Box
        as="nav"
        aria-label="Client navigation"
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
          {CLIENT_NAV.map(({ label, to, icon: Icon }) => (
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
                    {label}
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
