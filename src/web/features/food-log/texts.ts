// Every text of the food log (docs/product.md §2 "Food log", §5, §8), verbatim where the SPEC quotes it.
// English is the source of the translations (docs/translations.md): screens read useFoodTexts(), tests T.
import { args, i18n, plural, useStore } from '#web/i18n/i18n.ts';

export const foodMessages = i18n('food/log', {
  title: 'Food Log',
  description: 'Log your meals with photos, day by day.',
  previousWeek: 'Previous week',
  nextWeek: 'Next week',
  thisWeek: 'This Week',
  today: 'Today',
  addMeal: 'Add Meal',
  emptyDay: 'No meals logged for this day',
  loading: 'Loading meals...',
  loadFailed: 'Failed to load meals',
  tryAgain: 'Try again',
  dialogTitle: args('day')('Log Meal for {day}'),
  describeLabel: 'Description',
  describePlaceholder: 'Describe your meal',
  uploadPhotos: 'Upload Photos',
  addMorePhotos: 'Add More Photos',
  photoHint: 'JPEG, PNG or WebP, under 5MB each',
  selectedPhotos: 'Selected photos',
  removePhoto: args('n')('Remove photo {n}'),
  cancel: 'Cancel',
  saveMeal: 'Save Meal',
  saveMeals: 'Save Meals',
  uploading: 'Uploading...',
  saving: 'Saving...',
  foodPhoto: 'Food Photo',
  enlargePhoto: 'Enlarge photo',
  close: 'Close',
  deleteEntry: 'Delete entry',
  /** Issue 31: a delete takes the meal's photo with it, so it asks first. */
  deleteTitle: 'Delete this meal?',
  deleteBodyWithPhoto: 'The meal and its photo will be deleted. This cannot be undone.',
  deleteBody: 'This meal will be deleted. This cannot be undone.',
  deleteConfirm: 'Delete',
  deleteCancel: 'Keep it',
  invalidFiles: 'Invalid files',
  invalidFilesBody: 'Please choose images under 5MB each',
  invalidFilesNamed: args('names')('Please choose images under 5MB each. Not added: {names}.'),
  nothingToSave: 'Please add something',
  nothingToSaveBody: 'Add either a photo or description',
  saveFailed: 'Failed to save meals',
  deleteFailed: 'Failed to delete entry',
  uploadFailed: 'Upload failed',
  uploadFailedBody: 'Please try again',
  mealsLogged: plural('n')({ one: 'Meal logged successfully', other: '{n} meals logged successfully' }),
  photosUploaded: plural('n')({ one: 'Photo uploaded successfully', other: '{n} photos uploaded' }),
  entryDeleted: 'Entry deleted',
});

export const useFoodTexts = () => useStore(foodMessages);

/** The English texts, as tests read them. */
export const T = /* @__PURE__ */ foodMessages.get();
