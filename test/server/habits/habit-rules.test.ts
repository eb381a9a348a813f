// The habit rules (src/shared/habits.ts, docs/habits.md): streaks and weekly adherence over the
// client's local calendar days, and "today" read in the client's IANA zone, DST days included.
import { describe, expect, it } from 'vitest';
import { habitAdherence, habitStreak, mondayOf, thisWeekAdherence, type HabitRule } from '#shared/habits';
import { habitToday } from '#server/services/habits/habits';

const daily = (startsOn = '2026-03-01', endedOn: string | null = null): HabitRule => ({ frequency: 'DAILY', timesPerWeek: null, startsOn, endedOn });
const weekly = (n: number, startsOn = '2026-02-02', endedOn: string | null = null): HabitRule => ({ frequency: 'WEEKLY', timesPerWeek: n, startsOn, endedOn });
const set = (...d: string[]) => new Set(d);

describe('weeks', () => {
  it('run Monday to Sunday', () => {
    expect(mondayOf('2026-03-11')).toBe('2026-03-09'); // a Wednesday
    expect(mondayOf('2026-03-09')).toBe('2026-03-09');
    expect(mondayOf('2026-03-15')).toBe('2026-03-09'); // Sunday
    expect(mondayOf('2026-01-01')).toBe('2025-12-29'); // across a year
  });
});

describe('daily streak', () => {
  it('counts consecutive ticked days up to today', () => {
    expect(habitStreak(daily(), set('2026-03-09', '2026-03-10', '2026-03-11'), '2026-03-11')).toEqual({ count: 3, unit: 'days' });
  });
  it('keeps yesterday’s streak while today is not ticked yet, and breaks on a missed day', () => {
    expect(habitStreak(daily(), set('2026-03-09', '2026-03-10'), '2026-03-11').count).toBe(2);
    expect(habitStreak(daily(), set('2026-03-08', '2026-03-10'), '2026-03-11').count).toBe(1);
    expect(habitStreak(daily(), set('2026-03-09'), '2026-03-11').count).toBe(0);
  });
  it('does not count days before the start, and an ended habit counts up to its last day', () => {
    expect(habitStreak(daily('2026-03-10'), set('2026-03-09', '2026-03-10', '2026-03-11'), '2026-03-11').count).toBe(2);
    expect(habitStreak(daily('2026-03-01', '2026-03-10'), set('2026-03-08', '2026-03-09'), '2026-03-20').count).toBe(2);
  });
  it('crosses a DST change and a month end like any other day', () => {
    // Europe: clocks go forward on 2026-03-29; the US on 2026-03-08.
    expect(habitStreak(daily(), set('2026-03-28', '2026-03-29', '2026-03-30', '2026-03-31', '2026-04-01'), '2026-04-01').count).toBe(5);
    expect(habitStreak(daily(), set('2026-03-07', '2026-03-08', '2026-03-09'), '2026-03-09').count).toBe(3);
  });
});

describe('weekly streak', () => {
  it('counts consecutive weeks with N ticks, this week once it is met', () => {
    const ticks = set('2026-02-23', '2026-02-25', '2026-03-02', '2026-03-04', '2026-03-09');
    expect(habitStreak(weekly(2), ticks, '2026-03-11')).toEqual({ count: 2, unit: 'weeks' });
    ticks.add('2026-03-10');
    expect(habitStreak(weekly(2), ticks, '2026-03-11').count).toBe(3);
  });
  it('breaks on a week short of N', () => {
    expect(habitStreak(weekly(2), set('2026-02-23', '2026-03-04', '2026-03-05'), '2026-03-11').count).toBe(1);
  });
});

describe('adherence', () => {
  it('daily: the days of the week that have come since the start', () => {
    // Wednesday: Monday to Wednesday expected.
    expect(thisWeekAdherence(daily(), set('2026-03-09', '2026-03-11'), '2026-03-11')).toEqual({ completed: 2, expected: 3 });
    // Started on Tuesday: two days.
    expect(thisWeekAdherence(daily('2026-03-10'), set('2026-03-09', '2026-03-10'), '2026-03-11')).toEqual({ completed: 1, expected: 2 });
    // A whole past week.
    expect(habitAdherence(daily(), set('2026-03-02', '2026-03-03'), '2026-03-02', '2026-03-08', '2026-03-11')).toEqual({ completed: 2, expected: 7 });
  });
  it('N a week: N expected, extra ticks not counted past it', () => {
    expect(thisWeekAdherence(weekly(3), set('2026-03-09'), '2026-03-11')).toEqual({ completed: 1, expected: 3 });
    expect(thisWeekAdherence(weekly(3), set('2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12'), '2026-03-12')).toEqual({ completed: 3, expected: 3 });
  });
  it('N a week started late in the week expects at most the days left', () => {
    expect(thisWeekAdherence(weekly(5, '2026-03-13'), set(), '2026-03-13')).toEqual({ completed: 0, expected: 3 });
  });
  it('an ended habit expects nothing from its end on; a range before the start nothing at all', () => {
    expect(habitAdherence(daily('2026-03-01', '2026-03-11'), set('2026-03-09'), '2026-03-09', '2026-03-15', '2026-03-15')).toEqual({ completed: 1, expected: 2 });
    expect(habitAdherence(daily('2026-03-20'), set(), '2026-03-09', '2026-03-15', '2026-03-15')).toEqual({ completed: 0, expected: 0 });
  });
  it('a range of two weeks adds them up', () => {
    expect(habitAdherence(weekly(2), set('2026-03-02', '2026-03-09', '2026-03-10'), '2026-03-02', '2026-03-15', '2026-03-20')).toEqual({ completed: 3, expected: 4 });
  });
});

describe('the client’s today in their zone', () => {
  it('is the local calendar date, not the UTC one', () => {
    const now = new Date('2026-03-11T10:00:00Z');
    expect(habitToday(now, 'Pacific/Kiritimati')).toBe('2026-03-12'); // UTC+14
    expect(habitToday(now, 'Pacific/Pago_Pago')).toBe('2026-03-10'); // UTC−11
    expect(habitToday(now, null)).toBe('2026-03-11');
    expect(habitToday(now, 'Not/AZone')).toBe('2026-03-11');
  });
  it('follows DST: 23:30 local on the short and the long day is still that day', () => {
    // Berlin: 2026-03-29 is 23 hours long (UTC+1 → UTC+2); 2026-10-25 is 25 hours (UTC+2 → UTC+1).
    expect(habitToday(new Date('2026-03-29T21:30:00Z'), 'Europe/Berlin')).toBe('2026-03-29');
    expect(habitToday(new Date('2026-03-29T22:00:00Z'), 'Europe/Berlin')).toBe('2026-03-30');
    expect(habitToday(new Date('2026-10-25T22:30:00Z'), 'Europe/Berlin')).toBe('2026-10-25');
    expect(habitToday(new Date('2026-10-25T23:00:00Z'), 'Europe/Berlin')).toBe('2026-10-26');
    // New York's spring-forward day.
    expect(habitToday(new Date('2026-03-09T03:59:00Z'), 'America/New_York')).toBe('2026-03-08');
  });
});
