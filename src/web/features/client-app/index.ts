// What the client app's frame (src/web/layouts/client) uses of this area (docs/architecture.md,
// "Feature boundaries"): the sign-in dead ends and their texts, and the archived screen, all loaded
// lazily: a signed-in client's first screen shows none of them (docs/performance.md, "Web delivery").
import { lazy } from 'react';

const accessScreens = () => import('./components/access-screens.tsx');
export const LazyInvalidLinkScreen = lazy(() => accessScreens().then(({ InvalidLinkScreen }) => ({ default: InvalidLinkScreen })));
export const LazyCoachOnClientApp = lazy(() => accessScreens().then(({ CoachOnClientApp }) => ({ default: CoachOnClientApp })));
export { useFrameTexts } from './frame-texts.ts';
export const LazyArchivedScreen = lazy(() => import('./components/archived-screen.tsx'));
export const LazyTimeZoneOffer = lazy(() => import('./components/time-zone-offer.tsx'));
