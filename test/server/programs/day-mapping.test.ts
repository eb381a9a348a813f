import { describe, expect, it } from 'vitest';
import { dayOffsetToWeekDay, pickerPage, renumberEntries, weekDayToDayOffset, weekdaysOfPage, weeksSpanned } from '#shared/day-mapping';

describe('day mapping (docs/product.md §4)', () => {
  it('maps a 1-based day number to week = floor((d-1)/7), dayOfWeek = (d-1) mod 7', () => {
    expect(dayOffsetToWeekDay(1)).toEqual({ week: 0, dayOfWeek: 0 });
    expect(dayOffsetToWeekDay(7)).toEqual({ week: 0, dayOfWeek: 6 });
    expect(dayOffsetToWeekDay(8)).toEqual({ week: 1, dayOfWeek: 0 });
    expect(dayOffsetToWeekDay(14)).toEqual({ week: 1, dayOfWeek: 6 });
    expect(dayOffsetToWeekDay(30)).toEqual({ week: 4, dayOfWeek: 1 });
  });

  it('is the inverse of weekDayToDayOffset for every day of a year', () => {
    for (let d = 1; d <= 366; d++) expect(weekDayToDayOffset(dayOffsetToWeekDay(d))).toBe(d);
  });

  it('refuses day numbers below 1 or fractional', () => {
    expect(() => dayOffsetToWeekDay(0)).toThrow(RangeError);
    expect(() => dayOffsetToWeekDay(1.5)).toThrow(RangeError);
  });

  it('renumbers entries 1..n in their new order after a reorder', () => {
    const entries = [
      { key: 'c', dayOffset: 9 },
      { key: 'a', dayOffset: 1 },
      { key: 'b', dayOffset: 3 },
    ];
    expect(renumberEntries(entries)).toEqual([
      { key: 'c', dayOffset: 1, week: 0, dayOfWeek: 0 },
      { key: 'a', dayOffset: 2, week: 0, dayOfWeek: 1 },
      { key: 'b', dayOffset: 3, week: 0, dayOfWeek: 2 },
    ]);
    const many = renumberEntries(Array.from({ length: 9 }, (_, i) => ({ dayOffset: 20 - i })));
    expect(many.at(-1)).toEqual({ dayOffset: 9, week: 1, dayOfWeek: 1 });
  });

  it('pages the day picker by 28 and picks Monday–Friday as weekdays', () => {
    expect(pickerPage(1)).toHaveLength(28);
    expect(pickerPage(29)[0]).toBe(29);
    expect(pickerPage(29).at(-1)).toBe(56);
    expect(weekdaysOfPage(1)).toEqual([1, 2, 3, 4, 5, 8, 9, 10, 11, 12, 15, 16, 17, 18, 19, 22, 23, 24, 25, 26]);
    expect(weekdaysOfPage(29).slice(0, 6)).toEqual([29, 30, 31, 32, 33, 36]);
  });

  it('counts the weeks a schedule spans', () => {
    expect(weeksSpanned([])).toBe(1);
    expect(weeksSpanned([{ week: 0 }, { week: 3 }])).toBe(4);
  });
});
