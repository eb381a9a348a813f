// What other areas may use of body metrics (docs/architecture.md, "Feature boundaries"): the card
// of the client's Progress tab and of the coach's client detail.
export { ClientBodyMetrics, CoachBodyMetrics } from './components/body-metrics-card.tsx';
