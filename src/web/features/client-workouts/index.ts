// What other areas may use of the client's workouts (docs/architecture.md, "Feature boundaries"):
// the kg/lb toggle of the client app's header.
export { UnitToggle } from './components/unit-toggle.tsx';
