// What other areas may use of triage (docs/architecture.md, "Feature boundaries"): the client
// detail's tags editor (lazy) and the dashboard's Needs attention panel, which the dashboard
// imports dynamically (this module included) once its first screen is up.
import { lazy } from 'react';

export const LazyClientTagsEditor = lazy(() => import('./components/client-tags-editor.tsx'));
export { default as NeedsAttentionPanel } from './components/needs-attention-panel.tsx';
