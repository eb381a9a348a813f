// What other areas may use of progress photos (docs/architecture.md, "Feature boundaries"): the
// sections of the client's Progress tab and of the coach's client detail (load them lazily), and
// the picker with its add hook, which a check-in that asks for photos uses, and a check-in's photos
// beside the previous one's for the coach's review (load it lazily).
export { ClientProgressPhotos, CoachProgressPhotos } from './components/progress-photos-section.tsx';
export { ProgressPhotoPicker, type PickedPhoto } from './components/progress-photo-picker.tsx';
export { useAddProgressPhoto } from './hooks/use-progress-photos.ts';
export { CheckInPhotos } from './components/check-in-photos.tsx';
