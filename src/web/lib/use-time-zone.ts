// The signed-in user's IANA time zone (docs/time-zones.md): what the app counts days in, and the
// browser's own zone saved on first use (when the server has none yet). Unknown = UTC.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isValidTimeZone, zoneOrUtc } from '#shared/time-zone-name';
import { useAuth } from './auth/auth-context.ts';
import { trpcKey, useTrpcClient } from './trpc-query.ts';

export function useTimeZone(): string {
  const { user } = useAuth();
  return zoneOrUtc(user?.timeZone);
}

/** The zone this browser runs in, or null when it does not say or says something unknown. */
export function detectTimeZone(): string | null {
  try {
    const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return tz && isValidTimeZone(tz) ? tz : null;
  } catch {
    return null;
  }
}

/** On first use (no zone saved yet), saves the browser's zone once per page load. */
export function useSaveDetectedTimeZone(): void {
  const { user, setUser, preview } = useAuth();
  const qc = useQueryClient();
  const client = useTrpcClient();
  const save = useMutation({ mutationKey: trpcKey('auth.setTimeZone', undefined, 'any'), mutationFn: (input: { timeZone: string }) => client.auth.setTimeZone.mutate(input) });
  const tried = useRef(false);
  useEffect(() => {
    // A coach's read-only preview of a client never saves a zone (every write is refused there).
    if (!user || preview || user.timeZone || tried.current) return;
    const tz = detectTimeZone();
    if (!tz) return;
    tried.current = true;
    save.mutate(
      { timeZone: tz },
      {
        onSuccess: async (r) => {
          setUser({ ...user, timeZone: r.timeZone });
          // What was read in UTC meanwhile (today's workout, meal counts) is read again: every query,
          // the session too, which trpc.useUtils() would skip. A first read still in flight was asked
          // in UTC too, and invalidating alone would keep its answer (TanStack Query joins a refetch
          // to a first fetch in flight): such reads are cancelled first, then asked again.
          await qc.cancelQueries();
          void qc.invalidateQueries();
        },
      },
    );
  }, [user, preview, setUser, save, qc]);
}
