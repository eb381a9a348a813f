// Texts of body metrics (docs/body-metrics.md): the card on the client's Progress tab and on the
// coach's client detail. English is the source of the translations (docs/translations.md):
// screens read useBodyMetricTexts(), tests T.
import { args, i18n, plural, useStore } from '#web/i18n/i18n.ts';

export const bodyMetricMessages = i18n('progress/body-metrics', {
  title: 'Body metrics',
  description: 'Weight, body fat and measurements over time. Log any of them on any day.',
  coachDescription: 'Weight, body fat, measurements and your custom metrics, as the client logs them.',
  metric: 'Metric',
  latest: args('value', 'date')('{value} on {date}'),
  notLogged: 'Not logged yet',
  logged: plural('n')({ one: '{n} day', other: '{n} days' }),
  chartTitle: args('name')('{name} over time'),
  onePoint: 'Log another day to see a line.',
  empty: 'Nothing logged yet for this metric.',
  coachEmpty: 'The client has not logged this metric yet.',
  loading: 'Loading body metrics...',
  error: 'Failed to load body metrics',
  retry: 'Try again',
  /** The metric's name comes lower-cased ("Log weight"). */
  log: args('name')('Log {name}'),
  date: 'Date',
  value: 'Value',
  save: 'Save',
  saving: 'Saving...',
  saved: args('name')('{name} saved'),
  saveFailed: 'Could not save the value',
  replaces: 'A value for a day you already logged replaces it.',
  lengthUnit: 'Measurements in',
  unitFailed: 'Could not change the unit',
  custom: 'Custom metrics',
  customBody: 'Metrics you define appear in the client’s app to log, for example resting heart rate or steps.',
  customName: 'Name',
  customNamePlaceholder: 'Resting heart rate',
  customUnit: 'Unit',
  customUnitPlaceholder: 'bpm',
  forAll: 'For all my clients',
  addMetric: 'Add metric',
  added: args('name')('{name} added'),
  addFailed: 'Could not add the metric',
  forThisClient: 'this client',
  forAllClients: 'all clients',
  remove: args('name')('Remove {name}'),
  removeShort: 'Remove',
  removeTitle: args('name')('Remove {name}?'),
  removeBody: 'Every value logged for it goes too, for every client who has it.',
  removed: 'Metric removed',
  removeFailed: 'Could not remove the metric',
});

/** The texts the screens call with a choice, composed from the translated pieces. */
const composed = (t: ReturnType<typeof bodyMetricMessages.get>) => ({
  ...t,
  log: (name: string) => t.log(name.toLowerCase()),
  forWhom: (clientOnly: boolean) => (clientOnly ? t.forThisClient : t.forAllClients),
});

export const useBodyMetricTexts = () => composed(useStore(bodyMetricMessages));
