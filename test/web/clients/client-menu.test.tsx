/// <reference types="@testing-library/jest-dom/vitest" />
// The card menu of the clients list (docs/product.md §2 Clients list, §5 delete confirmation, §8 toasts):
// Archive and Unarchive change the client's status; Delete asks the SPEC's question first and
// deletes only when confirmed. Failures say so and leave the list as it was.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { T } from '#web/features/clients/texts.ts';
import { TrpcMockError } from '../support/trpc-msw.ts';
import { callsTo, client, mountCoach, type ClientFixture } from './support.ts';

/**
 * Opens a card's menu and chooses an item with the keyboard (Enter opens it on the first item,
 * arrows move, Enter chooses). jsdom cannot replay the pointer sequence Chakra's menu expects
 * more than once per file, so the keyboard path is the one exercised here.
 */
async function choose(user: ReturnType<typeof mountCoach>['user'], name: string, item: string) {
  screen.getAllByRole('button', { name: `Actions for ${name}` })[0]!.focus();
  await user.keyboard('{Enter}');
  const entry = await screen.findByRole('menuitem', { name: item });
  // The menu moves focus into itself a frame after opening; keys sent before that reach the
  // trigger, where Enter closes the menu instead of choosing.
  await waitFor(() => expect(entry.closest('[role="menu"]')).toHaveFocus());
  for (let i = 0; i < 5 && !entry.hasAttribute('data-highlighted'); i++) await user.keyboard('{ArrowDown}');
  expect(entry).toHaveAttribute('data-highlighted');
  await user.keyboard('{Enter}');
}

const cardOf = (name: string) => screen.getAllByTestId('client-card').find((c) => within(c).queryByText(name))!;

function roster(initial: ClientFixture[]) {
  let rows = initial;
  return {
    rows: () => rows,
    list: (input: unknown) => ((input as { includeArchived: boolean }).includeArchived ? rows : rows.filter((c) => !c.archived)),
    set: (id: string, archived: boolean) => {
      rows = rows.map((c) => (c.id === id ? { ...c, archived } : c));
      return rows.find((c) => c.id === id)!;
    },
    remove: (id: string) => {
      rows = rows.filter((c) => c.id !== id);
      return { ok: true as const };
    },
  };
}

describe('client card menu', () => {
  it('Archive hides the client from the list with the SPEC toast; Unarchive brings them back', async () => {
    const r = roster([client('c-1', 'Alex', 'Rivera', { displayOrder: 0 }), client('c-2', 'Sam', 'Lee', { displayOrder: 1 })]);
    const { user, calls } = mountCoach('/coach/clients', {
      'coach.clients.list': r.list,
      'coach.clients.archive': (input) => r.set(input.id, true),
      'coach.clients.unarchive': (input) => r.set(input.id, false),
    });
    await screen.findByText('Sam Lee');
    await choose(user, 'Sam Lee', T.archive);
    expect(await screen.findByText(T.archivedOk)).toBeInTheDocument();
    expect(callsTo(calls, 'coach.clients.archive')[0]!.input).toEqual({ id: 'c-2' });
    await waitFor(() => expect(screen.queryByText('Sam Lee')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: T.showArchived }));
    const archived = await waitFor(() => cardOf('Sam Lee'));
    expect(within(archived).getByText(T.archived)).toBeInTheDocument();
    await choose(user, 'Sam Lee', T.unarchive);
    expect(await screen.findByText(T.statusUpdated)).toBeInTheDocument();
    expect(callsTo(calls, 'coach.clients.unarchive')[0]!.input).toEqual({ id: 'c-2' });
    await waitFor(() => expect(within(cardOf('Sam Lee')).getByText(T.active)).toBeInTheDocument());
  });

  it("says 'Failed to archive client' and keeps the client when the server refuses", async () => {
    const { user } = mountCoach('/coach/clients', {
      'coach.clients.list': () => [client('c-1', 'Alex', 'Rivera')],
      'coach.clients.archive': () => new TrpcMockError('INTERNAL_SERVER_ERROR', 'boom'),
    });
    await screen.findByText('Alex Rivera');
    await choose(user, 'Alex Rivera', T.archive);
    expect(await screen.findByText(T.archiveFailed)).toBeInTheDocument();
    expect(within(cardOf('Alex Rivera')).getByText(T.active)).toBeInTheDocument();
  });

  it('Delete asks the SPEC question; Cancel deletes nothing, confirming deletes with the SPEC toast', async () => {
    const r = roster([client('c-1', 'Alex', 'Rivera', { displayOrder: 0 }), client('c-2', 'Sam', 'Lee', { displayOrder: 1 })]);
    const { user, calls } = mountCoach('/coach/clients', {
      'coach.clients.list': r.list,
      'coach.clients.delete': (input) => r.remove(input.id),
    });
    await screen.findByText('Alex Rivera');
    await choose(user, 'Alex Rivera', T.delete);
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(T.deleteConfirm)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo(calls, 'coach.clients.delete')).toHaveLength(0);
    expect(screen.getByText('Alex Rivera')).toBeInTheDocument();

    await choose(user, 'Alex Rivera', T.delete);
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: T.delete }));
    expect(await screen.findByText(T.deleted)).toBeInTheDocument();
    expect(callsTo(calls, 'coach.clients.delete')[0]!.input).toEqual({ id: 'c-1' });
    await waitFor(() => expect(screen.queryByText('Alex Rivera')).not.toBeInTheDocument());
    expect(screen.getByText('Sam Lee')).toBeInTheDocument();
  });

  it("says 'Failed to delete client' and keeps the client when deleting fails", async () => {
    const { user } = mountCoach('/coach/clients', {
      'coach.clients.list': () => [client('c-1', 'Alex', 'Rivera')],
      'coach.clients.delete': () => new TrpcMockError('INTERNAL_SERVER_ERROR', 'boom'),
    });
    await screen.findByText('Alex Rivera');
    await choose(user, 'Alex Rivera', T.delete);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: T.delete }));
    expect(await screen.findByText(T.deleteFailed)).toBeInTheDocument();
    expect(screen.getByText('Alex Rivera')).toBeInTheDocument();
  });
});
