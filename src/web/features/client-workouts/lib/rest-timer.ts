// The rest timer's state (issue 15, docs/sets.md): one timer for the whole app, kept outside React
// so a tick in any exercise card starts it and the bar shows it wherever Today scrolls. It counts
// from the wall clock (endsAt), so a phone that slept in between still shows the right time.
// Small on purpose: it sits in Today's first chunk; the bar itself loads lazily.
import { useSyncExternalStore } from 'react';

export interface RestTimerState {
  /** ms since the epoch when the rest ends */
  endsAt: number;
  /** seconds the rest was started (or extended) to */
  total: number;
  /** what is being rested from, e.g. the exercise's name */
  label: string;
}

const DEFAULT_REST_KEY = 'spotter.restSeconds';
export const DEFAULT_REST_SECONDS = 90;
export const REST_CHOICES = [30, 45, 60, 90, 120, 150, 180, 240, 300] as const;

let state: RestTimerState | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const restTimer = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  start(seconds: number, label: string) {
    state = { endsAt: Date.now() + seconds * 1000, total: seconds, label };
    emit();
  },
  extend(seconds: number) {
    if (!state) return;
    const base = Math.max(state.endsAt, Date.now());
    state = { ...state, endsAt: base + seconds * 1000, total: state.total + seconds };
    emit();
  },
  skip() {
    state = null;
    emit();
  },
};

export function useRestTimer(): RestTimerState | null {
  return useSyncExternalStore(restTimer.subscribe, restTimer.get, restTimer.get);
}

/** The client's own default rest, used when the plan's 'Rest' value is not a duration. */
export function getDefaultRest(): number {
  try {
    const n = Number(localStorage.getItem(DEFAULT_REST_KEY));
    return Number.isInteger(n) && n > 0 && n <= 3600 ? n : DEFAULT_REST_SECONDS;
  } catch {
    return DEFAULT_REST_SECONDS;
  }
}

export function setDefaultRest(seconds: number): void {
  try {
    localStorage.setItem(DEFAULT_REST_KEY, String(seconds));
  } catch {
    // Private mode without storage: the choice lasts this page only.
  }
}
