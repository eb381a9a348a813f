// IANA time zone names (docs/time-zones.md): what is valid and the zone to compute in. Free of
// date libraries and zod so the first screens can use it without them (docs/performance.md).

export const DEFAULT_TIME_ZONE = 'UTC';

// Building an Intl.DateTimeFormat costs tens of microseconds and every request asks about its
// user's zone, so answers are remembered (a few hundred IANA names at most; unknown names are
// not remembered, so a caller cannot grow the cache with made-up ones).
const knownZones = new Set<string>();

/** True when this runtime's Intl knows the IANA name (Intl.DateTimeFormat throws a RangeError otherwise). */
export function isValidTimeZone(name: string): boolean {
  if (knownZones.has(name)) return true;
  if (name.length === 0 || name.length > 64) return false;
  try {
    const ok = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone.length > 0;
    if (ok && knownZones.size < 1000) knownZones.add(name);
    return ok;
  } catch {
    return false;
  }
}

/** The zone to compute in: the user's when set and known, else UTC. */
export const zoneOrUtc = (name: string | null | undefined): string => (name && isValidTimeZone(name) ? name : DEFAULT_TIME_ZONE);
