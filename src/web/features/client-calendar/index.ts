// What other areas may use of the client calendar (docs/architecture.md, "Feature boundaries"):
// the calendar card of the coach's client detail screen.
export { ClientCalendar } from './components/client-calendar.tsx';
