// What other areas may use of the exercise library (docs/architecture.md, "Feature boundaries"):
// its categories, which the plan builder's exercise picker filters by.
export { useCategories } from './hooks/use-categories.ts';
