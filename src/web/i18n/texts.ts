// The language picker's texts, and those of the few shared components both apps show
// (docs/translations.md). English is the source of the translations.
import { args, i18n, useStore } from './i18n.ts';

export const languageMessages = i18n('settings/language', {
  title: 'Language',
  help: 'The language of the app and of the e-mails you receive.',
  label: 'Language',
  saved: 'Language saved',
  failed: 'Failed to save the language',
});

export const useLanguageTexts = () => useStore(languageMessages);

/** src/web/components' record badge and coach's reply (both loaded lazily). */
export const sharedMessages = i18n('common/shared', {
  coachReply: 'Coach’s reply',
  recordBadge: 'PR',
  recordLabel: args('kinds')('Personal record: {kinds}'),
  recordReps: 'heaviest for these reps',
  recordE1rm: 'best estimated 1RM',
});

export const useSharedTexts = () => useStore(sharedMessages);
