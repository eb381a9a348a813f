// What other areas may use of triage (docs/architecture.md, "Feature boundaries"): the dashboard's
// Needs attention panel and the client detail's tags editor, both loaded lazily.
import { lazy } from 'react';

export const LazyNeedsAttentionPanel = lazy(() => import('./components/needs-attention-panel.tsx'));
export const LazyClientTagsEditor = lazy(() => import('./components/client-tags-editor.tsx'));
