// Issue 12: the duration runs from opening or starting the workout, whichever came first.
import { beforeEach, describe, expect, it } from 'vitest';
import { markOpened, workoutMinutes } from '#web/features/client-workouts/lib/opened-at.ts';

const at = (hhmm: string) => new Date(`2026-03-11T${hhmm}:00Z`);

beforeEach(() => window.localStorage.clear());

describe('workoutMinutes', () => {
  it('counts from opening when it came before the start, keeping the first opening', () => {
    markOpened('s1', at('09:00'));
    markOpened('s1', at('09:20'));
    expect(workoutMinutes('s1', at('09:30'), at('10:00'))).toBe(60);
  });

  it('counts from the start when the workout was started before it was opened here, or never opened', () => {
    markOpened('s2', at('09:40'));
    expect(workoutMinutes('s2', at('09:30'), at('10:00'))).toBe(30);
    expect(workoutMinutes('s3', at('09:30'), at('10:00'))).toBe(30);
  });

  it('ignores an opening hours before the start (looked at in the morning, done in the evening)', () => {
    markOpened('s4', at('07:00'));
    expect(workoutMinutes('s4', at('18:00'), at('18:45'))).toBe(45);
  });

  it('counts from opening for a workout completed without any tick, and is undefined when nothing is known', () => {
    markOpened('s5', at('09:00'));
    expect(workoutMinutes('s5', null, at('09:40'))).toBe(40);
    expect(workoutMinutes('s6', null, at('09:40'))).toBeUndefined();
  });
});
