// The texts of the shared components no first screen shows (dialogs, toasts, done sets, charts):
// apart from texts.ts so those screens do not carry them (docs/translations.md). English is the source.
import { args, i18n, useStore } from '#web/i18n/i18n.ts';

export const laterComponentMessages = i18n('common/dialogs', {
  confirmDelete: 'Delete',
  cancel: 'Cancel',
  close: 'Close',
  dismissToast: 'Dismiss notification',
  setNumber: args('n')('Set {n}'),
  // A chart's point as a screen reader hears it: "82.5 kg on Mar 4, 2026".
  chartPoint: args('value', 'date')('{value} on {date}'),
});

export const useLaterComponentTexts = () => useStore(laterComponentMessages);
