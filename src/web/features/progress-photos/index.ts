// What other areas may use of progress photos (docs/architecture.md, "Feature boundaries"): the
// sections of the client's Progress tab and of the coach's client detail (load them lazily), and
// the picker and the before/after pair a check-in form can reuse.
export { ClientProgressPhotos, CoachProgressPhotos } from './components/progress-photos-section.tsx';
export { ProgressPhotoPicker, type PickedPhoto, type ProgressPhotoPickerProps } from './components/progress-photo-picker.tsx';
export { ProgressPhotoPair, ProgressPhotoImage, type PairMode, type ProgressPhotoPairProps } from './components/progress-photo-pair.tsx';
export { ProgressPhotoCompare } from './components/progress-photo-compare.tsx';
export { useAddProgressPhoto, type ProgressPhoto, type ProgressPose } from './hooks/use-progress-photos.ts';
