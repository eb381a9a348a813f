// What other areas may use of check-ins (docs/architecture.md, "Feature boundaries"): Today's card
// for a due check-in (loaded lazily there). The pages are loaded by the route tables.
export { default as CheckInDueCard } from './components/check-in-due-card.tsx';
