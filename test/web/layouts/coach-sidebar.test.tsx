import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { formatUnreadCount } from '#web/components/unread-badge.tsx';
import { CoachSidebar } from '#web/layouts/coach/coach-sidebar.tsx';
import { isSidebarShortcut, readSidebarExpanded, writeSidebarExpanded } from '#web/layouts/coach/sidebar-state.ts';
import { system } from '#web/theme/system.ts';
import { mountCoach } from '../clients/support.ts';

function renderSidebar(unreadCount: number, collapsed = false) {
  return render(
    <ChakraProvider value={system}>
      <MemoryRouter initialEntries={['/coach/clients/42']}>
        <CoachSidebar collapsed={collapsed} unreadCount={unreadCount} />
      </MemoryRouter>
    </ChakraProvider>,
  );
}

const hrefs = (group: HTMLElement) =>
  within(group)
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));

describe('notification badge count', () => {
  it("shows the number up to 9, '9+' above, nothing at 0", () => {
    expect(formatUnreadCount(0)).toBeNull();
    expect(formatUnreadCount(-3)).toBeNull();
    expect(formatUnreadCount(1)).toBe('1');
    expect(formatUnreadCount(9)).toBe('9');
    expect(formatUnreadCount(10)).toBe('9+');
    expect(formatUnreadCount(250)).toBe('9+');
  });
});

describe('coach sidebar', () => {
  it("shows '9+' on Notifications when more than 9 are unread", () => {
    renderSidebar(12);
    const link = screen.getByRole('link', { name: /Notifications/ });
    expect(within(link).getByText('9+')).toBeInTheDocument();
  });

  it('shows the exact count up to 9 and no badge at 0', () => {
    const { unmount } = renderSidebar(7);
    expect(within(screen.getByRole('link', { name: /Notifications/ })).getByText('7')).toBeInTheDocument();
    unmount();
    renderSidebar(0);
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
  });

  it('lists the Main and Settings groups in SPEC order and marks the current section', () => {
    renderSidebar(0);
    const main = screen.getByRole('group', { name: 'Main' });
    const settings = screen.getByRole('group', { name: 'Settings' });
    expect(hrefs(main)).toEqual(['/coach/dashboard', '/coach/clients', '/coach/roster', '/coach/tasks', '/coach/plans', '/coach/programs', '/coach/assign', '/coach/check-ins', '/coach/inbox']);
    expect(hrefs(settings)).toEqual(['/coach/notifications', '/coach/brand', '/coach/profile', '/coach/data-transfer', '/coach/integrations']);
    expect(screen.getByRole('link', { name: 'Clients' })).toHaveAttribute('aria-current', 'page');
  });

  it('names icon-only links (collapsed) for screen readers, including the unread count', () => {
    renderSidebar(15, true);
    expect(screen.getByRole('link', { name: 'Exercise Library' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notifications, 9+ unread' })).toBeInTheDocument();
  });
});

describe('sidebar state', () => {
  it('remembers the collapsed state in a cookie and toggles on Ctrl/Cmd+B', () => {
    expect(readSidebarExpanded()).toBe(true);
    writeSidebarExpanded(false);
    expect(document.cookie).toContain('sidebar_state=false');
    expect(readSidebarExpanded()).toBe(false);
    writeSidebarExpanded(true);
    expect(readSidebarExpanded()).toBe(true);

    expect(isSidebarShortcut(new KeyboardEvent('keydown', { key: 'b', ctrlKey: true }))).toBe(true);
    expect(isSidebarShortcut(new KeyboardEvent('keydown', { key: 'B', metaKey: true }))).toBe(true);
    expect(isSidebarShortcut(new KeyboardEvent('keydown', { key: 'b' }))).toBe(false);
    expect(isSidebarShortcut(new KeyboardEvent('keydown', { key: 'b', ctrlKey: true, shiftKey: true }))).toBe(false);

    // In a rich-text editor Ctrl+B means bold.
    const editor = document.createElement('div');
    editor.setAttribute('contenteditable', 'true');
    document.body.append(editor);
    const inEditor = new KeyboardEvent('keydown', { key: 'b', ctrlKey: true, bubbles: true });
    let seen: boolean | undefined;
    editor.addEventListener('keydown', (event) => {
      seen = isSidebarShortcut(event);
    });
    editor.dispatchEvent(inEditor);
    expect(seen).toBe(false);
    editor.remove();
  });
});

describe('the sidebar sheet on a phone', () => {
  it('moves focus into the sheet when it opens, keeps it there, and gives it back to the toggle on Escape', async () => {
    const width = window.innerWidth;
    window.innerWidth = 390;
    try {
      const { user } = mountCoach('/coach/dashboard', { 'coach.clients.list': () => [] });
      const toggle = await screen.findByRole('button', { name: 'Toggle sidebar' });
      await user.click(toggle);
      const sheet = await screen.findByRole('dialog', { name: 'Navigation' });
      await waitFor(() => expect(sheet).toContainElement(document.activeElement as HTMLElement));
      await user.tab();
      expect(sheet).toContainElement(document.activeElement as HTMLElement);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument());
      await waitFor(() => expect(toggle).toHaveFocus());
    } finally {
      window.innerWidth = width;
    }
  });
});
