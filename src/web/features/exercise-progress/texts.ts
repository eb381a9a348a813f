// Texts of per-exercise progress and personal records (docs/records.md), on the client's
// Progress tab, the coach's client detail, Today's set rows and History. English is the source of
// the translations (docs/translations.md): screens read useProgressTexts(), tests T.
import { args, i18n, plural, useStore } from '#web/i18n/i18n.ts';

export const progressMessages = i18n('progress/exercise', {
  title: 'Exercise progress',
  description: 'Your lifts over time, from the sets you log.',
  coachDescription: 'Lifts over time, from the sets the client logs.',
  exercise: 'Exercise',
  metric: 'Show',
  metricBest: 'Best set',
  metricE1rm: 'Est. 1RM',
  metricVolume: 'Volume',
  chartTitle: args('exercise', 'metric')('{exercise}: {metric} over time'),
  epley: 'Estimated 1RM (one-rep max) uses the Epley formula: load × (1 + reps ÷ 30).',
  volumeNote: 'Volume is reps × load, added up over the done sets of a session.',
  sessions: plural('n')({ one: '{n} session', other: '{n} sessions' }),
  onePoint: 'Log this exercise in another session to see a line.',
  empty: 'No lifts logged yet',
  emptyBody: 'Sets with reps and load that are ticked done on Today show up here.',
  coachEmptyBody: 'Sets the client logs with reps and load show up here.',
  loading: 'Loading exercise progress...',
  error: 'Failed to load exercise progress',
  retry: 'Try again',
  records: 'Personal records',
  noRecords: 'No personal records yet for this exercise.',
  recordReps: args('load', 'reps')('{load} × {reps}'),
  recordRepsWhat: plural('reps')({ one: 'heaviest for {reps} rep', other: 'heaviest for {reps} reps' }),
  recordE1rm: args('value')('Est. 1RM {value}'),
  recordPrevious: args('value')('previous best {value}'),
});

/** The metric names as the picker reads them, by key. */
const composed = (t: ReturnType<typeof progressMessages.get>) => ({ ...t, metrics: { best: t.metricBest, e1rm: t.metricE1rm, volume: t.metricVolume } });

export const useProgressTexts = () => composed(useStore(progressMessages));
