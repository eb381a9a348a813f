// What the client app's frame (src/web/layouts/client) uses of this area (docs/architecture.md,
// "Feature boundaries"): the sign-in dead ends and their texts, and the archived screen, loaded lazily.
import { lazy } from 'react';

export { CoachOnClientApp, InvalidLinkScreen } from './components/access-screens.tsx';
export { ACCESS_TEXTS } from './texts.ts';
export const LazyArchivedScreen = lazy(() => import('./components/archived-screen.tsx'));
