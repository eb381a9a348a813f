// Texts of progress photos (docs/progress-photos.md): the section of the client's Progress tab and
// of the coach's client detail, the picker and the comparison.
// English is the source of the translations (docs/translations.md): screens read usePhotoTexts(), tests T.
import { args, i18n, useStore } from '#web/i18n/i18n.ts';
import type { ProgressPose } from '#shared/schemas/progress-photos';

export const photoMessages = i18n('progress/photos', {
  poseFront: 'Front',
  poseSide: 'Side',
  poseBack: 'Back',
  poseUntagged: 'Untagged',
  title: 'Progress photos',
  description: 'Private photos only you and your coach can see. Compare the same pose on two days.',
  coachDescription: 'The client’s progress photos, private to them and you. Compare the same pose on two days.',
  photo: 'Photo',
  choosePhoto: 'Take or choose a photo',
  changePhoto: 'Choose another photo',
  pose: 'Pose',
  date: 'Date',
  add: 'Add photo',
  adding: 'Adding…',
  added: 'Progress photo added',
  queued: 'Progress photo saved; it uploads when you are back online',
  addFailed: 'Could not add the photo',
  badPhoto: 'Please choose a JPEG, PNG or WebP image under 5 MB',
  needPhoto: 'Choose a photo first',
  preview: 'Preview of the chosen photo',
  loading: 'Loading progress photos…',
  error: 'Failed to load progress photos',
  retry: 'Try again',
  empty: 'No progress photos yet. Add one to start comparing.',
  coachEmpty: 'The client has not added progress photos yet.',
  loadMore: 'Show older photos',
  delete: 'Delete',
  /** The pose comes lower-cased ("Delete the front photo of Mar 9"). */
  deleteLabel: args('pose', 'date')('Delete the {pose} photo of {date}'),
  deleteTitle: 'Delete this photo?',
  deleteBody: 'The photo is removed for you and your coach. This cannot be undone.',
  deleted: 'Photo deleted',
  deleteFailed: 'Could not delete the photo',
  notIncluded: 'Photo not included in the import',
  photoAlt: args('pose', 'date')('{pose} photo of {date}'),
  compare: 'Compare',
  compareHint: 'Pick a pose and two days.',
  compareNeedsTwo: 'Add photos of this pose on two days to compare them.',
  before: 'Before',
  after: 'After',
  sideBySide: 'Side by side',
  slider: 'Slider',
  sliderLabel: 'Reveal the after photo',
  noPhotoThatDay: 'No photo of this pose on that day',
  allPhotos: 'All photos',
  checkInNoPhotos: 'No progress photos on this check-in’s day or the previous one’s.',
});

/** The pose names by pose, and the texts called with a lower-cased pose. */
const composed = (t: ReturnType<typeof photoMessages.get>) => ({
  ...t,
  poses: { FRONT: t.poseFront, SIDE: t.poseSide, BACK: t.poseBack, UNTAGGED: t.poseUntagged } satisfies Record<ProgressPose, string>,
  deleteLabel: (pose: string, date: string) => t.deleteLabel(pose.toLowerCase(), date),
});

export const usePhotoTexts = () => composed(useStore(photoMessages));

/** The English texts, as tests read them. */
export const T = /* @__PURE__ */ composed(/* @__PURE__ */ photoMessages.get());
