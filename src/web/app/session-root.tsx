// The session at the root of the routes, without the query layer while nobody is signed in
// (docs/performance.md, "Web delivery"). The query layer (TanStack Query, the tRPC client, the
// offline restore and the session check, app/data-layer.tsx) is a lazy chunk, loaded as soon as
// a token is stored or in the address, or a screen that calls the API is shown. Signed out on
// /login (or a coach path, which shows the login screen in place) the app runs without it: the
// stored tokens are read synchronously here, and signing in loads it.
import type { QueryClient } from '@tanstack/react-query';
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LoadingState } from '../components/loading-state.tsx';
import { signInTokenFromAddress } from '../lib/auth/address-token.ts';
import { AuthContext, homePathFor, type AuthContextValue, type SessionResponse } from '../lib/auth/auth-context.ts';
import { areaOf, readPreviewToken, readToken, roleForArea, storeTokenFor } from '../lib/auth/token-store.ts';

const DataLayer = lazy(() => import('./data-layer.tsx'));

/** A test's own query client (`App`'s `queryClient`), handed to the query layer. */
export const GivenQueryClient = createContext<QueryClient | undefined>(undefined);

/** Screens that call no API when nobody is signed in: the home and demo pages, /login, a coach path (the login screen). */
const SIGNED_OUT_SCREENS = /^\/(login|demo|coach(\/.*)?)?$/;

function hasStoredToken(): boolean {
  return readToken('COACH') !== null || readToken('CLIENT') !== null || readPreviewToken() !== null;
}

function needsDataLayer(pathname: string, search: string): boolean {
  return signInTokenFromAddress(pathname, search) !== null || hasStoredToken() || !SIGNED_OUT_SCREENS.test(pathname);
}

// A sign-in made before the query layer was loaded, handed over so it does not ask auth.me again.
let signedIn: SessionResponse | null = null;

/** The session a sign-in on the light root made, once (app/data-layer.tsx seeds its cache with it). */
export function takeSignedInSession(): SessionResponse | null {
  const session = signedIn;
  signedIn = null;
  return session;
}

/**
 * docs/product.md §4: a sign-in token in the address of an area is stored at once, before the
 * query layer loads; its session check (lib/auth/auth-provider.tsx) uses it, trades an access
 * link and removes it from the address bar.
 */
function storeAddressToken(pathname: string, search: string) {
  const token = signInTokenFromAddress(pathname, search);
  const role = roleForArea(areaOf(pathname));
  if (token && role) storeTokenFor(role, token);
}

export function SessionRoot({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // Once loaded, the query layer stays (sign-out clears its cache, lib/auth/auth-provider.tsx).
  // Decided while rendering, so a screen that needs it never renders without it.
  const [wanted, setWanted] = useState(() => {
    storeAddressToken(pathname, search);
    return needsDataLayer(pathname, search);
  });
  if (!wanted && needsDataLayer(pathname, search)) setWanted(true);

  const signIn = useCallback(
    (session: SessionResponse) => {
      storeTokenFor(session.user.role, session.token);
      signedIn = session;
      setWanted(true);
      navigate(homePathFor(session.user.role), { replace: true });
    },
    [navigate],
  );
  const signedOut = useMemo<AuthContextValue>(
    () => ({
      status: 'none',
      user: null,
      preview: false,
      signIn,
      logout: async () => navigate('/login', { replace: true }),
      setUser: () => undefined,
      refreshUser: async () => undefined,
    }),
    [signIn, navigate],
  );

  if (wanted) {
    return (
      <Suspense fallback={<LoadingState fullPage />}>
        <DataLayer>{children}</DataLayer>
      </Suspense>
    );
  }
  return <AuthContext.Provider value={signedOut}>{children}</AuthContext.Provider>;
}

/** The query client a test gave `App`, if any. */
export function useGivenQueryClient(): QueryClient | undefined {
  return useContext(GivenQueryClient);
}
