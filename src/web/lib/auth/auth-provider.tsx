// The session (docs/product.md §4): picks the token for the current path (or takes one from the address),
// verifies it with auth.me, and exposes loading / none / user plus sign-in and logout. A client's
// access link in the address of /app is traded for a session of this device first
// (docs/decisions/0004-access-links.md), so logout ends that session and the link keeps working.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { httpStatusOf, procedurePathOf } from '../errors.ts';
import { apiClient, setUnauthorizedListener } from '../trpc-client.ts';
import { ADDRESS_TOKEN_REMOVAL_MS, searchWithoutToken, signInTokenFromAddress } from './address-token.ts';
import { AuthContext, homePathFor, type AuthContextValue, type SessionResponse, type User } from './auth-context.ts';
import { areaOf, clearAllTokens, clearPreviewToken, readPreviewToken, roleForArea, setActiveToken, storeTokenFor, tokenForPath } from './token-store.ts';

interface Session {
  token: string | null;
  /** A token from the address of a path that implies no role: stored once auth.me names it. */
  roleUnknown: boolean;
  /** A coach's read-only "View as client" preview (docs/decisions/0005-coach-preview.md). */
  preview?: boolean;
  /** A client's access link from the address, to trade for a device session (auth.linkSession). */
  link?: boolean;
  /** The server refused the token this session had (a 401): no one is signed in, for that reason. */
  refused?: boolean;
}

/** The session the stored tokens give a path (no token in the address). */
function storedSession(pathname: string): Session {
  const token = tokenForPath(pathname);
  return { token, roleUnknown: false, preview: token !== null && token === readPreviewToken() };
}

/** Decides the session a page load starts with. Safe to run twice (React's strict mode does). */
function initialSession(pathname: string, search: string): Session {
  const fromAddress = signInTokenFromAddress(pathname, search);
  if (fromAddress) {
    const role = roleForArea(areaOf(pathname));
    if (role) {
      storeTokenFor(role, fromAddress);
      return { token: fromAddress, roleUnknown: false, link: role === 'CLIENT' };
    }
    return { token: fromAddress, roleUnknown: true };
  }
  return storedSession(pathname);
}

const SESSION_KEY = 'session';
export const sessionQueryKey = (token: string | null) => [SESSION_KEY, token] as const;

export function AuthProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const [session, setSessionState] = useState<Session>(() => {
    const start = initialSession(location.pathname, location.search);
    setActiveToken(start.token);
    return start;
  });
  const setSession = useCallback((next: Session) => {
    // The link reads the token synchronously: set it before the render that fetches with it.
    setActiveToken(next.token);
    setSessionState(next);
  }, []);

  const signOutLocally = useCallback(() => {
    clearAllTokens();
    queryClient.clear();
    setSession({ token: null, roleUnknown: false });
  }, [queryClient, setSession]);

  const { token, roleUnknown, preview = false, link } = session;
  const me = useQuery({
    queryKey: sessionQueryKey(token),
    queryFn: async () => {
      if (link && token) {
        const traded = await apiClient.auth.linkSession.mutate({ token }).catch(() => null);
        if (traded) {
          storeTokenFor('CLIENT', traded.token);
          queryClient.setQueryData(sessionQueryKey(traded.token), traded.user);
          setSession({ token: traded.token, roleUnknown: false });
          return traded.user;
        }
        // Not a link (a session token in the address) or refused: auth.me below says why.
      }
      try {
        const user = await apiClient.auth.me.query();
        // A token whose role the path did not imply is stored under the role auth.me reports.
        if (roleUnknown && token) storeTokenFor(user.role, token);
        return user;
      } catch (error) {
        // A 401 on the token check clears every stored token (docs/product.md §4); other failures (server
        // down, network) leave the tokens alone and simply leave nobody signed in for now.
        if (httpStatusOf(error) === 401) {
          if (preview) {
            // An ended preview takes nothing else with it: the coach stays signed in.
            clearPreviewToken();
            setSession(storedSession(window.location.pathname));
          } else {
            clearAllTokens();
            setSession({ token: null, roleUnknown: false, refused: true });
          }
        }
        throw error;
      }
    },
    enabled: token !== null,
  });

  // Moving between /app and /coach inside the app picks that area's token again (a coach leaving
  // a preview through 'Coach Dashboard', a coach opening a client's preview). Done while
  // rendering, not in an effect, so the guards never judge the new area with the old session.
  const area = areaOf(location.pathname);
  const addressToken = signInTokenFromAddress(location.pathname, location.search);
  const [sessionArea, setSessionArea] = useState(area);
  if (area !== sessionArea) {
    setSessionArea(area);
    const next = addressToken ? null : storedSession(location.pathname);
    if (next && next.token !== session.token) setSession(next);
  }

  // A 401 from any other call means the session ended (expired, revoked elsewhere): re-check it.
  useEffect(() => {
    setUnauthorizedListener((error) => {
      if (procedurePathOf(error)?.startsWith('auth.')) return;
      void queryClient.invalidateQueries({ queryKey: [SESSION_KEY] });
    });
    return () => setUnauthorizedListener(null);
  }, [queryClient]);

  // Remove a sign-in token from the address bar after 200 ms (docs/product.md §4, §9), keeping the rest of
  // the address. Re-armed if the address changes meanwhile.
  const hasAddressToken = addressToken !== null;
  useEffect(() => {
    if (!hasAddressToken) return;
    const timer = window.setTimeout(() => {
      navigate({ pathname: location.pathname, search: searchWithoutToken(location.search), hash: location.hash }, { replace: true, state: location.state });
    }, ADDRESS_TOKEN_REMOVAL_MS);
    return () => window.clearTimeout(timer);
  }, [hasAddressToken, location, navigate]);

  const signIn = useCallback(
    ({ token: newToken, user }: SessionResponse) => {
      storeTokenFor(user.role, newToken);
      queryClient.clear();
      queryClient.setQueryData(sessionQueryKey(newToken), user);
      setSession({ token: newToken, roleUnknown: false });
      navigate(homePathFor(user.role), { replace: true });
    },
    [queryClient, navigate, setSession],
  );

  const logout = useCallback(async () => {
    if (preview) {
      // Leaving a preview: back to the coach's own area, still signed in there.
      clearPreviewToken();
      navigate('/coach/clients', { replace: true });
      return;
    }
    try {
      if (token) await apiClient.auth.logout.mutate();
    } catch {
      // Already expired or offline: signing out locally is what the user asked for.
    }
    signOutLocally();
    navigate('/login', { replace: true });
  }, [token, preview, signOutLocally, navigate]);

  const setUser = useCallback(
    (user: User) => {
      queryClient.setQueryData(sessionQueryKey(token), user);
    },
    [queryClient, token],
  );

  const refreshUser = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey(token) });
  }, [queryClient, token]);

  const value = useMemo<AuthContextValue>(() => {
    const user = token && me.data ? me.data : null;
    const status = user ? 'user' : token && me.isPending ? 'loading' : 'none';
    return { status, user, preview: Boolean(user) && preview, refused: status === 'none' && session.refused === true, signIn, logout, setUser, refreshUser };
  }, [token, me.data, me.isPending, preview, session.refused, signIn, logout, setUser, refreshUser]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
