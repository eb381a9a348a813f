// What other areas may use of exercise progress (docs/architecture.md, "Feature boundaries"): the
// progress cards of the client's tests screen and of the coach's client detail.
export { ClientExerciseProgress, CoachExerciseProgress } from './components/exercise-progress-card.tsx';
