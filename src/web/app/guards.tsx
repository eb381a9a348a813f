// Who sees what (docs/product.md §2, §6): the coach area needs a coach, other non-public paths need a
// signed-in user, and /app is reachable by anyone at the routing level.
import { Center, Spinner, Text, VStack } from '@chakra-ui/react';
import { lazy, useEffect, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { LoadingState } from '../components/loading-state.tsx';
import { homePathFor, useAuth } from '../lib/auth/auth-context.ts';

const LoginPage = lazy(() => import('../features/auth/pages/login-page.tsx'));

/**
 * Here, not in features/auth/texts.ts: this module is in the entry chunk, and importing the auth
 * screens' texts put all of them on every first screen (docs/performance.md, "Web delivery").
 */
const REDIRECTING = 'Redirecting...';

/** docs/product.md §6: 'Redirecting...' while a non-coach is sent from a coach path to their own area. */
export function Redirecting({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace: true });
  }, [navigate, to]);
  return (
    <Center minH="100dvh" role="status">
      <VStack gap="3">
        <Spinner size="lg" color="brand.solid" />
        <Text color="fg.muted">{REDIRECTING}</Text>
      </VStack>
    </Center>
  );
}

/** /coach/*: nobody signed in → the login screen in place; a client → /app/today. */
export function RequireCoach({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  if (status === 'loading') return <LoadingState fullPage />;
  if (!user) return <LoginPage />;
  if (user.role !== 'COACH') return <Redirecting to="/app/today" />;
  return children;
}

/** Any other guarded path (unknown paths outside /app): the login screen when signed out. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  if (status === 'loading') return <LoadingState fullPage />;
  if (!user) return <LoginPage />;
  return children;
}

/** /login and /register: someone already signed in goes straight to their area. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  if (status === 'loading') return <LoadingState fullPage />;
  if (user) return <Navigate to={homePathFor(user.role)} replace />;
  return children;
}
