// Renders the whole app (providers, route table, session) at a path, with a memory router by
// default or the browser router (jsdom's real address bar) when a test needs window.location.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, type ReactNode } from 'react';
import { BrowserRouter, MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router';
import { App } from '#web/app/app.tsx';
import { createQueryClient } from '#web/lib/trpc-client.ts';

/** What a test reads and drives of the router: the current location, and navigation from outside a screen. */
export interface TestRouter {
  readonly state: { readonly location: Location };
  /** A path, or a number of history entries to go back (negative) or forward. */
  navigate: (to: string | number) => Promise<void>;
}

export function renderApp(path: string, { browser = false }: { browser?: boolean } = {}) {
  const current: { location: Location | null; navigate: NavigateFunction | null } = { location: null, navigate: null };
  /** Publishes the router's location and navigate to the test, once each render is committed. */
  function Probe() {
    const location = useLocation();
    const navigate = useNavigate();
    useLayoutEffect(() => {
      current.location = location;
      current.navigate = navigate;
    });
    return null;
  }
  const router: TestRouter = {
    get state() {
      if (!current.location) throw new Error('The router has not rendered yet');
      return { location: current.location };
    },
    async navigate(to) {
      if (!current.navigate) throw new Error('The router has not rendered yet');
      await (typeof to === 'number' ? current.navigate(to) : current.navigate(to));
    },
  };
  if (browser) window.history.replaceState(null, '', path);
  const TestRouter = ({ children }: { children: ReactNode }) =>
    browser ? (
      <BrowserRouter>
        <Probe />
        {children}
      </BrowserRouter>
    ) : (
      <MemoryRouter initialEntries={[path]}>
        <Probe />
        {children}
      </MemoryRouter>
    );
  const queryClient = createQueryClient();
  const user = userEvent.setup({ delay: null });
  const view = render(<App router={TestRouter} queryClient={queryClient} />);
  return { ...view, router, queryClient, user };
}
