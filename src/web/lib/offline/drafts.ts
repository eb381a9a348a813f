// Typed text is never lost (docs/offline.md): when a save is refused, its hook keeps what was
// typed here, and the sheet or card opened again starts from it instead of an empty field.
const drafts = new Map<string, string>();

export function keepDraft(key: string, text: string | null | undefined): void {
  if (text?.trim()) drafts.set(key, text);
}

/** The kept text for `key`, or undefined (pure: React may call a state initializer twice). */
export function readDraft(key: string): string | undefined {
  return drafts.get(key);
}

/** Forgets the text once it is being saved again. */
export function clearDraft(key: string): void {
  drafts.delete(key);
}

export const draftKeys = {
  result: (exerciseId: string) => `result:${exerciseId}`,
  feedback: 'completion-feedback',
} as const;

/** Forgets every kept text (tests start each case clean). */
export function clearAllDrafts(): void {
  drafts.clear();
}
