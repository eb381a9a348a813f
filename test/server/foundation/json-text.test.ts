// jsonText (src/server/trpc/json-text.ts): every REST answer's body is written by it, so an API
// consumer must get exactly what JSON.stringify wrote before, dates included.
import { describe, expect, it } from 'vitest';
import { isoText, jsonText } from '#server/trpc/json-text';

describe('isoText', () => {
  it('writes every instant as toISOString does, from 1970 to the year 9999', () => {
    // A step that is prime in milliseconds walks through every month, leap day, hour and millisecond pattern.
    const step = 7_919_993_311;
    let checked = 0;
    for (let t = 0; t < 253_402_300_800_000; t += step) {
      const date = new Date(t);
      if (isoText(date) !== date.toISOString()) expect(isoText(date)).toBe(date.toISOString());
      checked += 1;
    }
    expect(checked).toBeGreaterThan(30_000);
  });

  it.each([
    ['the epoch', 0],
    ['a leap day', Date.UTC(2024, 1, 29, 23, 59, 59, 999)],
    ['the last day of a century that is not leap', Date.UTC(2100, 1, 28, 12)],
    ['the end of 9999', Date.UTC(9999, 11, 31, 23, 59, 59, 999)],
    ['10000', Date.UTC(10000, 0, 1)],
    ['before 1970', Date.UTC(1969, 11, 31, 23, 59, 59, 1)],
    ['year 1', -62_135_596_800_000],
  ])('writes %s as toISOString does', (_name, t) => {
    expect(isoText(new Date(t))).toBe(new Date(t).toISOString());
  });

  it('writes an invalid date as null, as JSON.stringify does', () => {
    expect(isoText(new Date(Number.NaN))).toBeNull();
  });
});

describe('jsonText', () => {
  class Money {
    constructor(readonly cents: number) {}
    toJSON() {
      return `${this.cents / 100} EUR`;
    }
  }

  it.each([
    ['a roster', [{ id: 'c1', firstName: 'Ada', createdAt: new Date('2026-11-29T02:30:00.123Z'), archived: false, displayOrder: null }]],
    ['nested pages with dates', { items: [{ at: new Date(0), sets: [{ done: new Date('2026-03-01T00:00:00Z') }] }], nextCursor: null }],
    ['undefined fields and array holes', { a: undefined, b: [undefined, 1, () => 1], c: 'x' }],
    ['an invalid date', { when: new Date('not a date') }],
    ['an object with its own toJSON', { price: new Money(1250), nested: { toJSON: () => ({ replaced: new Date(5) }) } }],
    ['a class instance without toJSON', { url: new URL('https://example.com/a?b=c'), map: new Map([[1, 2]]) }],
    ['text that needs escaping', { s: 'line\nbreak "quoted" \u2028 é 💪' }],
    ['a bare date', new Date('2026-11-29T00:00:00Z')],
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
  ])('writes %s exactly as JSON.stringify', (_name, value) => {
    expect(jsonText(value)).toBe(JSON.stringify(value));
  });

  it('leaves the value it writes unchanged (a shared read hands the same object to several answers)', () => {
    const createdAt = new Date('2026-11-29T00:00:00Z');
    const rows = [{ createdAt }];
    jsonText(rows);
    expect(rows[0]!.createdAt).toBe(createdAt);
  });
});
