export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };
/** A clock tests can set and move. */
export function fixedClock(start: Date | string): Clock & { set(d: Date | string): void; advance(ms: number): void } {
  let t = new Date(start).getTime();
  return {
    now: () => new Date(t),
    set: (d) => {
      t = new Date(d).getTime();
    },
    advance: (ms) => {
      t += ms;
    },
  };
}

/** A clock that starts at `start` and runs at real speed (CLOCK_START, end-to-end tests). */
export function shiftedClock(start: Date, real: () => number = Date.now): Clock {
  const offset = start.getTime() - real();
  return { now: () => new Date(real() + offset) };
}
