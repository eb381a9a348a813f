// Texts of the plan builder and plans library, verbatim from docs/product.md §2, §5, §8.
import { EXERCISE_TEXTS } from '#shared/schemas/exercises';
import { PLAN_TEXTS } from '#shared/schemas/plans';

export const BUILDER = {
  titleNew: 'Plan Builder',
  titleEdit: 'Edit Plan',
  columnSettings: 'Column Settings',
  save: 'Save Plan',
  update: 'Update Plan',
  instructionsHelp: 'Clients only see the plan instructions on their Today page.',
  validationTitle: 'Validation Error',
  nameRequired: PLAN_TEXTS.nameRequired,
  needsExercise: PLAN_TEXTS.needsExercise,
  groupNameRequired: PLAN_TEXTS.groupNameRequired,
  exerciseNameRequired: EXERCISE_TEXTS.nameRequired,
  loadFailed: 'Failed to load plan for editing',
  created: 'Plan created successfully!',
  updated: 'Plan updated successfully!',
  exerciseCreatedAdded: 'Exercise created and added to plan',
  groupCreated: 'Group Created',
  error: 'Error',
} as const;

export const PLANS = {
  title: 'My Plans',
  subtitle: 'Your workout plan library',
  create: 'Create Plan',
  emptyTitle: 'No plans yet',
  emptyAction: 'Create Your First Plan',
  loadFailed: 'Failed to load programs/plans',
  deletePlan: 'Delete Plan',
  deleteConfirm: 'Are you sure you want to delete this plan? This action cannot be undone.',
  deleted: 'Plan deleted successfully',
  deleteFailed: 'Failed to delete plan',
  duplicated: 'Plan duplicated successfully',
  duplicateFailed: 'Failed to duplicate plan',
  loadMore: 'Load more plans',
  loadingMore: 'Loading more plans...',
  loadMoreFailed: 'Failed to load more plans. Please try again.',
  shown: (n: number, more: boolean) => (more ? `Showing the newest ${n} plans` : `${n} ${n === 1 ? 'plan' : 'plans'}`),
  loadingPlan: 'Loading plan...',
  planLoadFailed: 'Failed to load plan',
} as const;
