// What other areas may use of push notifications (docs/architecture.md, "Feature boundaries"):
// the settings card and the offer after a workout, lazy so that neither app's first screen loads
// push code (docs/push.md).
import { createElement, lazy } from 'react';

export const LazyPushSettingsCard = lazy(() => import('./components/push-settings-card.tsx'));

const LazyPushPrompt = lazy(() => import('./components/push-prompt.tsx'));
/**
 * The offer after a workout, for Today to import lazily in its turn: a static import of this
 * module would put it (with the card's preload list) on Today's first screen.
 */
export const PushPrompt = () => createElement(LazyPushPrompt);
