// What other areas may use of fitness tests (docs/architecture.md, "Feature boundaries"): the
// coach's read-only panel of a client's tests, on the client detail.
export { CoachFitnessTests } from './components/coach-fitness-tests.tsx';
export { T as FITNESS_TEST_TEXTS } from './texts.ts';
