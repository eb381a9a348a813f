// Texts of the exercise library, verbatim from SPEC §2, §5, §8.
import { EXERCISE_TEXTS } from '../../../shared/schemas/exercises.ts';

export const LIBRARY = {
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
  nameRequired: EXERCISE_TEXTS.nameRequired,
  categoryRequired: EXERCISE_TEXTS.categoryRequired,
  categoryExists: EXERCISE_TEXTS.categoryExists,
} as const;
