// Renders the whole app (providers, route table, session) at a path, with a memory router by
// default or the browser router (jsdom's real address bar) when a test needs window.location.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBrowserRouter, createMemoryRouter } from 'react-router';
import { App } from '#web/app/app.tsx';
import { routes } from '#web/app/routes.tsx';
import { createQueryClient } from '#web/lib/trpc.ts';

export function renderApp(path: string, { browser = false }: { browser?: boolean } = {}) {
  let router;
  if (browser) {
    window.history.replaceState(null, '', path);
    router = createBrowserRouter(routes);
  } else {
    router = createMemoryRouter(routes, { initialEntries: [path] });
  }
  const queryClient = createQueryClient();
  const user = userEvent.setup({ delay: null });
  const view = render(<App router={router} queryClient={queryClient} />);
  return { ...view, router, queryClient, user };
}
