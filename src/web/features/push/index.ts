// What other areas may use of push notifications (docs/architecture.md, "Feature boundaries"):
// the settings card and the offer after a workout, lazy so that neither app's first screen loads
// push code (docs/push.md).
import { lazy } from 'react';

export const LazyPushSettingsCard = lazy(() => import('./components/push-settings-card.tsx'));
export const LazyPushPrompt = lazy(() => import('./components/push-prompt.tsx'));
