// The Dashboard cards' relative day labels (issue 31): days on the client's calendar, not 24-hour
// spans. Dec 3 was labelled "tomorrow" on Dec 1.
import { describe, expect, it } from 'vitest';
import { whenLabel } from '#web/features/client-workouts/components/history-card.tsx';

describe('whenLabel', () => {
  it('a session scheduled for Dec 3 is "in 2 days" on the afternoon of Dec 1, not "tomorrow"', () => {
    expect(whenLabel(new Date('2026-12-03T00:00:00Z'), new Date('2026-12-01T13:00:00Z'), 'UTC', true)).toBe('in 2 days');
    expect(whenLabel(new Date('2026-12-02T00:00:00Z'), new Date('2026-12-01T13:00:00Z'), 'UTC', true)).toBe('tomorrow');
  });

  it('counts days in the client’s zone: Honolulu and Tokyo', () => {
    // 22:00 on Nov 30 in Honolulu, seen at 10:00 on Dec 1 there: yesterday, though 12 hours ago.
    expect(whenLabel(new Date('2026-12-01T08:00:00Z'), new Date('2026-12-01T20:00:00Z'), 'Pacific/Honolulu')).toBe('yesterday');
    // The same instants in Tokyo: 17:00 and 05:00 the next day.
    expect(whenLabel(new Date('2026-12-01T08:00:00Z'), new Date('2026-12-01T20:00:00Z'), 'Asia/Tokyo')).toBe('yesterday');
    // 09:00 and 11:40 on Dec 2 in Tokyo: the same day, in hours.
    expect(whenLabel(new Date('2026-12-02T00:00:00Z'), new Date('2026-12-02T02:40:00Z'), 'Asia/Tokyo')).toBe('3 hours ago');
    // A scheduled date is its own calendar day in every zone: Dec 3 from Dec 2 in Honolulu is tomorrow.
    expect(whenLabel(new Date('2026-12-03T00:00:00Z'), new Date('2026-12-03T05:00:00Z'), 'Pacific/Honolulu', true)).toBe('tomorrow');
  });

  it('names the day beyond a week', () => {
    expect(whenLabel(new Date('2026-11-20T08:00:00Z'), new Date('2026-12-01T20:00:00Z'), 'Asia/Tokyo')).toBe('Fri, Nov 20');
  });
});
