// Texts of the exercise library, verbatim from docs/product.md §2, §5, §8.
import { args, i18n, useStore } from '#web/i18n/i18n.ts';
import { EXERCISE_TEXTS } from '#shared/schemas/exercises';

export const libraryMessages = i18n('exercises/library', {
  title: 'Exercise Library',
  subtitle: 'Build the exercises your plans are made of',
  searchPlaceholder: 'Search exercises...',
  emptySearch: 'No exercises found matching your search.',
  empty: 'No exercises yet. Create your first exercise to get started.',
  createFirst: 'Add Your First Exercise',
  loadFailed: 'Failed to load exercises. Please try again.',
  deleteConfirm: 'Are you sure you want to delete this exercise?',
  created: 'Exercise created successfully!',
  updated: 'Exercise updated successfully!',
  deleted: 'Exercise deleted successfully!',
  // Our own texts (docs/starter-library.md, issue 17's phone layout).
  newExercise: 'New Exercise',
  hideForm: 'Hide form',
  addStarter: args('n')('Add {n} starter exercises'),
  addingStarter: 'Adding…',
  starterHint: 'Common exercises with categories, muscle groups and equipment; no images or videos. Exercises you already have are kept.',
  starterFailed: 'Failed to add the starter exercises. Please try again.',
  nameRequired: EXERCISE_TEXTS.nameRequired,
  categoryRequired: EXERCISE_TEXTS.categoryRequired,
  categoryExists: EXERCISE_TEXTS.categoryExists,
});

export const useLibraryTexts = () => useStore(libraryMessages);

/** The English texts, as tests read them. */
export const LIBRARY = /* @__PURE__ */ libraryMessages.get();
