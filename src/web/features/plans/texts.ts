// Texts of the plan builder and plans library, verbatim from docs/product.md §2, §5, §8.
// English is the source of the translations (docs/translations.md): screens read
// useBuilderTexts() and usePlansTexts(), tests BUILDER and PLANS.
import { args, i18n, plural, useStore } from '#web/i18n/i18n.ts';
import { EXERCISE_TEXTS } from '#shared/schemas/exercises';
import { PLAN_TEXTS } from '#shared/schemas/plans';

export const builderMessages = i18n('plans/builder', {
  titleNew: 'Plan Builder',
  titleEdit: 'Edit Plan',
  descriptionNew: 'Build a workout from your exercise library',
  descriptionEdit: 'Change the plan and its exercises',
  backToList: 'My Plans',
  backToPlans: 'Back to My Plans',
  columnSettings: 'Column Settings',
  save: 'Save Plan',
  update: 'Update Plan',
  loadingPlan: 'Loading plan...',
  exercisesHeading: args('n')('Exercises ({n})'),
  emptyTitle: 'No exercises in this plan yet',
  emptyHint: 'Pick one from your library or create a new one.',
  instructionsHelp: 'Clients only see the plan instructions on their Today page.',
  validationTitle: 'Validation Error',
  nameRequired: PLAN_TEXTS.nameRequired,
  needsExercise: PLAN_TEXTS.needsExercise,
  groupNameRequired: PLAN_TEXTS.groupNameRequired,
  exerciseNameRequired: EXERCISE_TEXTS.nameRequired,
  loadFailed: 'Failed to load plan for editing',
  saveFailed: 'Failed to save plan',
  created: 'Plan created successfully!',
  updated: 'Plan updated successfully!',
  exerciseCreatedAdded: 'Exercise created and added to plan',
  createExerciseFailed: 'Failed to create exercise',
  groupCreated: 'Group Created',
  groupCreatedHelp: args('name')('New exercises join “{name}” until you clear it.'),
  error: 'Error',

  // The plan's own fields.
  planName: 'Plan name',
  planNamePlaceholder: 'e.g. Upper Body Strength',
  description: 'Description',
  category: 'Category',
  /** The category a new plan starts with; the coach may write any other. */
  defaultCategory: 'Strength Training',
  difficulty: 'Difficulty',
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  duration: 'Duration (minutes)',
  instructions: 'Instructions',
  notes: 'Notes',
  notesHelp: 'For you only.',

  // Column Settings.
  column: args('n')('Column {n}'),
  resetColumns: 'Reset to defaults',
  cancel: 'Cancel',
  apply: 'Apply',

  // The plan's exercises.
  listLabel: 'Plan exercises',
  reorder: args('name')('Reorder {name}'),
  /** What a screen reader calls a drag handle's kind of control. */
  sortable: 'sortable',
  groupLabel: args('name')('Group {name}'),
  /** A group as a screen reader names it while it is dragged. */
  groupDragName: args('name')('group {name}'),
  groupSize: plural('n')({ one: '{n} exercise', other: '{n} exercises' }),
  removeFromGroup: 'Remove from group',
  removeFromGroupLabel: args('name')('Remove {name} from group'),
  removeExercise: args('name')('Remove {name}'),
  valueFor: args('column', 'name')('{column} for {name}'),
  exerciseNotes: 'Exercise notes',
  exerciseNotesPlaceholder: 'Cues or setup for this exercise (optional)',
  exerciseNotesFor: args('name')('Exercise notes for {name}'),

  // Adding exercises and groups.
  addExercises: 'Add Exercises',
  howToAdd: 'How to add an exercise',
  fromLibrary: 'From library',
  newExercise: 'New exercise',
  exercise: 'Exercise',
  loadingExercises: 'Loading exercises…',
  noExercises: 'No exercises yet',
  chooseExercise: 'Choose an exercise',
  exercisesFailed: 'Failed to load exercises. Please try again.',
  addToPlan: 'Add to Plan',
  name: 'Name',
  newExerciseName: 'New exercise name',
  newExerciseCategory: 'New exercise category',
  noCategory: 'No category',
  videoUrl: 'Video URL',
  createAndAdd: 'Create & Add',
  groupsTitle: 'Supersets and circuits',
  addingTo: 'Adding to',
  clearGroup: 'Clear group',
  groupHint: 'Create a group, then add exercises: they join it until you clear it.',
  groupName: 'Group name',
  groupNamePlaceholder: 'e.g. Superset A or Circuit 1',
  createGroup: 'Create Group',
});

type BuilderMessages = ReturnType<typeof builderMessages.get>;

const DIFFICULTY_KEYS = { BEGINNER: 'beginner', INTERMEDIATE: 'intermediate', ADVANCED: 'advanced' } as const;

/** The texts with the difficulty named from its enum value. */
const composedBuilder = (t: BuilderMessages) => ({
  ...t,
  difficultyLabel: (d: string) => (d in DIFFICULTY_KEYS ? t[DIFFICULTY_KEYS[d as keyof typeof DIFFICULTY_KEYS]] : d),
});

export type BuilderTexts = ReturnType<typeof composedBuilder>;

export const useBuilderTexts = () => composedBuilder(useStore(builderMessages));

/** The English texts, as tests read them. */
export const BUILDER = /* @__PURE__ */ composedBuilder(/* @__PURE__ */ builderMessages.get());

export const plansMessages = i18n('plans/library', {
  title: 'My Plans',
  subtitle: 'Your workout plan library',
  create: 'Create Plan',
  emptyTitle: 'No plans yet',
  emptyAction: 'Create Your First Plan',
  loading: 'Loading plans...',
  loadFailed: 'Failed to load programs/plans',
  listLabel: 'Plans',
  view: args('name')('View {name}'),
  edit: args('name')('Edit {name}'),
  duplicate: args('name')('Duplicate {name}'),
  deleteNamed: args('name')('Delete {name}'),
  minutes: args('n')('{n} min'),
  exercises: plural('n')({ one: '{n} exercise', other: '{n} exercises' }),
  groups: plural('n')({ one: '{n} group', other: '{n} groups' }),
  deletePlan: 'Delete Plan',
  deleteConfirm: 'Are you sure you want to delete this plan? This action cannot be undone.',
  deleted: 'Plan deleted successfully',
  deleteFailed: 'Failed to delete plan',
  duplicated: 'Plan duplicated successfully',
  duplicateFailed: 'Failed to duplicate plan',
  loadMore: 'Load more plans',
  loadingMore: 'Loading more plans...',
  loadMoreFailed: 'Failed to load more plans. Please try again.',
  shownNewest: plural('n')({ one: 'Showing the newest {n} plan', other: 'Showing the newest {n} plans' }),
  shownAll: plural('n')({ one: '{n} plan', other: '{n} plans' }),
  loadingPlan: 'Loading plan...',
  planLoadFailed: 'Failed to load plan',

  // The detail dialog.
  close: 'Close',
  instructions: 'Instructions',
  exercisesHeading: args('n')('Exercises ({n})'),
  notes: 'Notes',
  video: args('name')('{name} video'),
  watchVideo: 'Watch video',
});

type PlansMessages = ReturnType<typeof plansMessages.get>;

const composedPlans = (t: PlansMessages) => ({
  ...t,
  shown: (n: number, more: boolean) => (more ? t.shownNewest(n) : t.shownAll(n)),
});

export const usePlansTexts = () => composedPlans(useStore(plansMessages));

/** The English texts, as tests read them. */
export const PLANS = /* @__PURE__ */ composedPlans(/* @__PURE__ */ plansMessages.get());
