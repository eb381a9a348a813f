// The local-day helpers of src/shared/time-zone.ts remember their answers (a local date per zone
// and UTC minute, a day's start per zone and day): the remembered answer must be the one Intl
// gives at every instant, at local midnight in zones with odd offsets and across DST changes.
import { describe, expect, it } from 'vitest';
import { localDayRange, localDayStart, localToday } from '#shared/time-zone';

/** Intl's own answer: the local calendar date at `at`, as 00:00 UTC of that date. */
function intlDate(at: Date, timeZone: string): number {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at).split('-').map(Number);
  return Date.UTC(y!, m! - 1, d!);
}

const ZONES = ['Pacific/Honolulu', 'Asia/Tokyo', 'Asia/Kathmandu', 'Pacific/Chatham', 'Australia/Lord_Howe', 'America/St_Johns', 'Europe/London', 'UTC'];

describe('local days, remembered', () => {
  it('gives Intl’s local date at every instant around local midnight, asked twice', () => {
    for (const zone of ZONES) {
      // 2026-04-05 is a DST change in Lord Howe (30 min) and close to others; 2026-10-04 as well.
      for (const day of ['2026-04-04', '2026-04-05', '2026-10-04', '2026-11-01']) {
        const midnight = localDayStart(new Date(`${day}T00:00:00Z`), zone).getTime();
        for (const offsetMs of [-60_001, -60_000, -1, 0, 1, 59_999, 60_000]) {
          const at = new Date(midnight + offsetMs);
          expect({ zone, at: at.toISOString(), day: localToday(at, zone).getTime() }).toEqual({ zone, at: at.toISOString(), day: intlDate(at, zone) });
          expect(localToday(at, zone).getTime()).toBe(intlDate(at, zone));
        }
        // The start is the first instant of that local date.
        expect(intlDate(new Date(midnight), zone)).toBe(Date.parse(`${day}T00:00:00Z`));
        expect(intlDate(new Date(midnight - 1), zone)).toBe(Date.parse(`${day}T00:00:00Z`) - 86_400_000);
      }
    }
  });

  it('hands out a new Date each time, so a caller changing one cannot change the next answer', () => {
    const now = new Date('2026-03-11T10:00:00Z');
    const first = localToday(now, 'Asia/Tokyo');
    first.setUTCFullYear(1999);
    expect(localToday(now, 'Asia/Tokyo').toISOString()).toBe('2026-03-11T00:00:00.000Z');
    const range = localDayRange(now, 'Asia/Tokyo');
    range.start.setTime(0);
    expect(localDayRange(now, 'Asia/Tokyo').start.toISOString()).toBe('2026-03-10T15:00:00.000Z');
  });
});
