// IANA time zone names (docs/time-zones.md): what is valid and the zone to compute in. Free of
// date libraries and zod so the first screens can use it without them (docs/performance.md).

export const DEFAULT_TIME_ZONE = 'UTC';

/** True when this runtime's Intl knows the IANA name (Intl.DateTimeFormat throws a RangeError otherwise). */
export function isValidTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > 64) return false;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone.length > 0;
  } catch {
    return false;
  }
}

/** The zone to compute in: the user's when set and known, else UTC. */
export const zoneOrUtc = (name: string | null | undefined): string => (name && isValidTimeZone(name) ? name : DEFAULT_TIME_ZONE);
