// A check-in being filled in is kept on the device (localStorage) until it is sent, so a reload,
// a closed tab or a lost signal loses nothing (docs/check-ins.md). One draft per due check-in.
export interface CheckInDraft {
  answers: Record<string, number | string | boolean | null>;
  /** As typed, in the unit shown. */
  metrics: Record<string, string>;
}

const key = (scheduleId: string, dueDate: string) => `spotter.check-in-draft.${scheduleId}.${dueDate}`;

export function readCheckInDraft(scheduleId: string, dueDate: string): CheckInDraft | null {
  try {
    const raw = globalThis.localStorage?.getItem(key(scheduleId, dueDate));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<CheckInDraft>;
    return { answers: parsed.answers ?? {}, metrics: parsed.metrics ?? {} };
  } catch {
    return null;
  }
}

export function keepCheckInDraft(scheduleId: string, dueDate: string, draft: CheckInDraft): void {
  try {
    globalThis.localStorage?.setItem(key(scheduleId, dueDate), JSON.stringify(draft));
  } catch {
    // A full or blocked storage only loses the draft, never the form.
  }
}

export function clearCheckInDraft(scheduleId: string, dueDate: string): void {
  try {
    globalThis.localStorage?.removeItem(key(scheduleId, dueDate));
  } catch {
    // As above.
  }
}
