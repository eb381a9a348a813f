import { createContext, useContext } from 'react';
import type { RouterOutputs } from '../trpc-client.ts';

export type User = RouterOutputs['auth']['me'];
export type SessionResponse = RouterOutputs['auth']['login'];

export type AuthStatus = 'loading' | 'none' | 'user';

export interface AuthContextValue {
  /** loading: a stored token is being checked; none: nobody signed in; user: signed in. */
  status: AuthStatus;
  user: User | null;
  /** A coach viewing a client's app read-only (docs/decisions/0005-coach-preview.md). */
  preview: boolean;
  /** Nobody signed in because the server refused the token or link this page had (a 401), not because there was none. */
  refused?: boolean;
  /** After login or registration: stores the token for the role, clears cached data, goes home. */
  signIn: (session: SessionResponse) => void;
  /** Revokes the session on the server, clears cached data and every token, goes to /login. */
  logout: () => Promise<void>;
  /** Replaces the signed-in user's data (e.g. after a profile update). */
  setUser: (user: User) => void;
  /** Re-reads the signed-in user from the server. */
  refreshUser: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** docs/product.md §2: after sign-in a coach goes to the dashboard, anyone else to today's workout. */
export function homePathFor(role: User['role'] | string): string {
  return role === 'COACH' ? '/coach/dashboard' : '/app/today';
}
