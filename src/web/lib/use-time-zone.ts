// The signed-in user's IANA time zone (docs/time-zones.md): what the app counts days in, and the
// browser's own zone saved on first use (when the server has none yet). Unknown = UTC.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
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

/** "Asia/Tokyo" → "Tokyo", "America/New_York" → "New York", "UTC" → "UTC": how a zone is named to a user. */
export const zoneCity = (zone: string): string => (zone.split('/').pop() ?? zone).replaceAll('_', ' ');

/** Two names of one zone ("Asia/Calcutta" and "Asia/Kolkata") compare equal. */
function canonical(zone: string): string {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return zone;
  }
}

/**
 * Saves the signed-in user's zone (PUT /api/auth/time-zone). What was read in the old zone (today's
 * workout, meal counts) is read again: every query, the session too, which trpc.pathFilter() would
 * skip. A first read still in flight was asked in the old zone too, and invalidating alone would
 * keep its answer (TanStack Query joins a refetch to a first fetch in flight): such reads are
 * cancelled first, then asked again.
 */
export function useSetOwnTimeZone() {
  const { user, setUser } = useAuth();
  const qc = useQueryClient();
  const client = useTrpcClient();
  return useMutation({
    mutationKey: trpcKey('auth.setTimeZone', undefined, 'any'),
    mutationFn: (input: { timeZone: string }) => client.auth.setTimeZone.mutate(input),
    onSuccess: async (r) => {
      if (user) setUser({ ...user, timeZone: r.timeZone });
      await qc.cancelQueries();
      void qc.invalidateQueries();
    },
  });
}

/** On first use (no zone saved yet), saves the browser's zone once per page load. */
export function useSaveDetectedTimeZone(): void {
  const { user, preview } = useAuth();
  const save = useSetOwnTimeZone();
  const tried = useRef(false);
  useEffect(() => {
    // A coach's read-only preview of a client never saves a zone (every write is refused there).
    if (!user || preview || user.timeZone || tried.current) return;
    const tz = detectTimeZone();
    if (!tz) return;
    tried.current = true;
    save.mutate({ timeZone: tz });
  }, [user, preview, save]);
}

const OFFERED_KEY = (zone: string) => `spotter.time-zone-offered.${zone}`;

function wasOffered(zone: string): boolean {
  try {
    return window.localStorage.getItem(OFFERED_KEY(zone)) !== null;
  } catch {
    return false;
  }
}

/**
 * A client whose device runs in another zone than the saved one (travelling, issue 31): the
 * device's zone, to offer once. "Once" is remembered on this device for that zone, whether the
 * client took it or kept theirs, so the offer comes back only in yet another zone.
 */
export function useZoneToOffer(): { zone: string; current: string; done: () => void } | null {
  const { user, preview } = useAuth();
  const [answered, setAnswered] = useState<string | null>(null);
  if (!user || preview || user.role !== 'CLIENT' || !user.timeZone) return null;
  const device = detectTimeZone();
  if (!device || device === answered || canonical(device) === canonical(user.timeZone) || wasOffered(device)) return null;
  return {
    zone: device,
    current: user.timeZone,
    done: () => {
      try {
        window.localStorage.setItem(OFFERED_KEY(device), new Date().toISOString());
      } catch {
        // Private mode without storage: the answer holds for this page load.
      }
      setAnswered(device);
    },
  };
}
