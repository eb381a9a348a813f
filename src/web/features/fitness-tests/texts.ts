// Every text of the Progress (fitness tests) screen (docs/product.md §2, §5, §8), verbatim where quoted.
import { args, i18n, useStore } from '#web/i18n/i18n.ts';

export const testsMessages = i18n('fitness/tests', {
  title: 'Progress',
  description: 'Log fitness tests and retest to see how far you have come.',
  logPerformance: 'Log Performance',
  updatePerformance: 'Update Performance',
  empty: 'No fitness performance logged yet',
  emptyBody: 'Log a test, such as a timed run or a max push-up set, then retest it over time.',
  loading: 'Loading fitness tests...',
  loadFailed: 'Failed to load fitness tests',
  testName: 'Test Name',
  testNamePlaceholder: 'e.g. 5k run, Push-ups, Plank hold',
  result: 'Result',
  resultPlaceholder: 'e.g. 27:30, 42, 1:45',
  unit: 'Unit',
  unitPlaceholder: 'e.g. min, reps, kg',
  notes: 'Notes',
  notesPlaceholder: 'How did it feel? Any conditions worth remembering?',
  cancel: 'Cancel',
  saveTest: 'Save Test',
  saveRetest: 'Save Retest',
  saving: 'Saving...',
  started: args('date')('Started {date}'),
  original: 'Original',
  retest: args('n')('Retest {n}'),
  retestTitle: args('name')('Retest: {name}'),
  previousResult: 'Previous result',
  newResult: 'New result',
  deleteTest: args('name')('Delete {name}'),
  deleteConfirmTitle: 'Delete this test?',
  deleteConfirmBody: 'The test and all its retests will be removed. This cannot be undone.',
  chartLabel: args('name')('{name} results over time'),
  close: 'Close',
  requiredMissing: 'Required fields missing',
  requiredMissingTest: 'Please fill in test name and result',
  requiredMissingRetest: 'Please fill in the result',
  logFailed: 'Failed to log fitness test',
  retestFailed: 'Failed to log retest',
  deleteFailed: 'Failed to delete test',
  testLogged: 'Test logged',
  testDeleted: 'Test deleted',
  retestCompleted: 'Retest completed',
  coachTitle: 'Fitness tests',
  coachEmpty: 'No fitness tests logged yet',
  coachShowMore: 'Show more tests',
});

export const useFitnessTexts = () => useStore(testsMessages);

/** The English texts, as tests read them. */
export const T = /* @__PURE__ */ testsMessages.get();
