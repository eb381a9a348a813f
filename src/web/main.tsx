import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
// Chakra's global styles and token variables, built once (scripts/vite-chakra-global-css.ts).
// oxlint-disable-next-line no-unassigned-import -- a stylesheet
import 'virtual:chakra-global.css';
import { App } from './app/app.tsx';
import { initColorMode } from './theme/color-mode.tsx';

initColorMode();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first render as a transition: React renders it in slices of a few milliseconds instead of
// one long task, so the page answers a tap while it is drawn (docs/performance.md, "Web delivery").
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
