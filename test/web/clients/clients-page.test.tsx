/// <reference types="@testing-library/jest-dom/vitest" />
// The clients list in the browser (docs/product.md §2 Clients list, §4 Client, §5 New client, §8 Clients):
// title and subtitle, search, Show/Hide Archived, the New Client dialog (required, trimmed),
// the load failure screen, and drag-reordering (keyboard) saved optimistically and rolled back
// with 'Failed to reorder clients' when the server refuses.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { T } from '#web/features/clients/texts.ts';
import { SORTABLE_TEXTS } from '#web/lib/sortable-texts.ts';
import { TrpcMockError } from '../support/trpc-msw.ts';
import { callsTo, client, mountCoach, type ClientFixture } from './support.ts';

const alex = client('c-alex', 'Alex', 'Rivera', { displayOrder: 0 });
const sam = client('c-sam', 'Sam', 'Lee', { displayOrder: 1, email: 'sam.lee@gym.test' });
const jo = client('c-jo', 'Jo', 'Park', { displayOrder: 2 });
const old = client('c-old', 'Olive', 'Archer', { displayOrder: 3, archived: true });

const cardNames = () => screen.getAllByTestId('client-card').map((card) => within(card).getAllByRole('link', { hidden: true })[0]!.textContent);
const search = () => screen.getByRole('textbox', { name: T.searchPlaceholder });

describe('Clients list', () => {
  it('shows the title, subtitle and one card per client with link, badge, initials and e-mail', async () => {
    mountCoach('/coach/clients', { 'coach.clients.list': () => [sam, alex] });
    expect(await screen.findByRole('heading', { level: 1, name: T.listTitle })).toBeInTheDocument();
    expect(screen.getByText(T.listSubtitle)).toBeInTheDocument();
    // Sorted by displayOrder, whatever order the server sent.
    await waitFor(() => expect(cardNames()).toEqual(['Alex Rivera', 'Sam Lee']));
    const card = screen.getAllByTestId('client-card')[0]!;
    expect(within(card).getByRole('link', { name: 'Alex Rivera' })).toHaveAttribute('href', '/coach/clients/c-alex');
    expect(within(card).getByText(T.active)).toBeInTheDocument();
    expect(within(card).getByText('AR')).toBeInTheDocument();
    expect(within(card).getByText('alex@example.com')).toBeInTheDocument();
  });

  it('filters the cards by name or e-mail as the coach types, and says when nothing matches', async () => {
    const { user } = mountCoach('/coach/clients', { 'coach.clients.list': () => [alex, sam, jo] });
    await waitFor(() => expect(cardNames()).toEqual(['Alex Rivera', 'Sam Lee', 'Jo Park']));
    // The whole list can be dragged…
    expect(screen.getAllByRole('button', { name: /^Reorder / })).toHaveLength(3);

    await user.type(search(), 'RIV');
    expect(cardNames()).toEqual(['Alex Rivera']);
    // …but not a filtered part of it.
    expect(screen.queryByRole('button', { name: /^Reorder / })).not.toBeInTheDocument();

    await user.clear(search());
    await user.type(search(), 'gym.test');
    expect(cardNames()).toEqual(['Sam Lee']);

    await user.clear(search());
    await user.type(search(), 'nobody');
    expect(screen.getByText(T.noMatch)).toBeInTheDocument();
    expect(screen.queryAllByTestId('client-card')).toHaveLength(0);

    await user.clear(search());
    expect(cardNames()).toEqual(['Alex Rivera', 'Sam Lee', 'Jo Park']);
  });

  it('draws a long roster 20 cards at a time, and a search starts again at its first 20 matches', async () => {
    const roster = Array.from({ length: 45 }, (_, i) => client(`c-${i}`, `Member${String(i).padStart(2, '0')}`, i % 2 ? 'Odd' : 'Even', { displayOrder: i }));
    const { user } = mountCoach('/coach/clients', { 'coach.clients.list': () => roster });
    await waitFor(() => expect(screen.getAllByTestId('client-card')).toHaveLength(20));
    expect(cardNames().at(-1)).toBe('Member19 Odd');
    expect(screen.getByText(T.showingClients(20, 45))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: T.showMoreClients(20) }));
    expect(screen.getAllByTestId('client-card')).toHaveLength(40);
    expect(screen.getByText(T.showingClients(40, 45))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.showMoreClients(5) }));
    expect(screen.getAllByTestId('client-card')).toHaveLength(45);
    // All drawn: no summary, no button.
    expect(screen.queryByText(/^Showing /)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Show \d+ more$/ })).not.toBeInTheDocument();

    // A search reaches the whole roster, and draws its first 20 matches.
    await user.type(search(), 'Even');
    expect(screen.getAllByTestId('client-card')).toHaveLength(20);
    expect(screen.getByText(T.showingClients(20, 23))).toBeInTheDocument();
    await user.clear(search());
    await user.type(search(), 'Member44');
    expect(cardNames()).toEqual(['Member44 Even']);
  });

  it('shows archived clients only after Show Archived, and hides them again', async () => {
    const { user, calls } = mountCoach('/coach/clients', {
      'coach.clients.list': (input) => (input.includeArchived ? [alex, old] : [alex]),
    });
    await waitFor(() => expect(cardNames()).toEqual(['Alex Rivera']));
    expect(callsTo(calls, 'coach.clients.list')[0]!.input).toEqual({ includeArchived: false });

    await user.click(screen.getByRole('button', { name: T.showArchived }));
    await waitFor(() => expect(cardNames()).toEqual(['Alex Rivera', 'Olive Archer']));
    expect(callsTo(calls, 'coach.clients.list').at(-1)!.input).toEqual({ includeArchived: true });
    const archivedCard = screen.getAllByTestId('client-card')[1]!;
    expect(within(archivedCard).getByText(T.archived)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.showArchived })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: T.hideArchived }));
    await waitFor(() => expect(cardNames()).toEqual(['Alex Rivera']));
    expect(screen.getByRole('button', { name: T.showArchived })).toBeInTheDocument();
  });

  it('shows the load failure screen, and the list after Try again', async () => {
    let fail = true;
    const { user } = mountCoach('/coach/clients', {
      'coach.clients.list': () => (fail ? new TrpcMockError('INTERNAL_SERVER_ERROR', 'database down') : [alex]),
    });
    expect(await screen.findByText(T.loadFailedTitle)).toBeInTheDocument();
    expect(screen.getByText(T.loadFailedBody)).toBeInTheDocument();
    expect(screen.queryAllByTestId('client-card')).toHaveLength(0);
    fail = false;
    await user.click(screen.getByRole('button', { name: /Try again/ }));
    await waitFor(() => expect(cardNames()).toEqual(['Alex Rivera']));
  });
});

describe('New Client dialog', () => {
  it('an empty list offers the next step: its button opens the dialog with focus in the first name', async () => {
    const { user } = mountCoach('/coach/clients', { 'coach.clients.list': () => [] });
    expect(await screen.findByText(T.emptyTitle)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.addFirstClient }));
    const dialog = await screen.findByRole('dialog', { name: T.newClient });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: new RegExp(T.firstName) })).toHaveFocus());
  });

  it('opens straight away from /coach/clients?new=1 (the dashboard’s Add Client), and Escape closes it', async () => {
    const { user, router } = mountCoach('/coach/clients?new=1', { 'coach.clients.list': () => [] });
    const dialog = await screen.findByRole('dialog', { name: T.newClient });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: new RegExp(T.firstName) })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: T.newClient })).not.toBeInTheDocument());
    // Closing drops ?new=1, so going back or reloading does not reopen it (the address changes
    // once the router has rendered the replaced location).
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('needs a first name, ignores blank input, trims what it sends and adds the client to the list', async () => {
    let list: ClientFixture[] = [alex];
    const { user, calls } = mountCoach('/coach/clients', {
      'coach.clients.list': () => list,
      'coach.clients.create': (input) => {
        const { firstName, lastName } = input;
        const created = client('c-new', firstName, lastName ?? '', { email: null, displayOrder: null });
        list = [...list, created];
        return created;
      },
    });
    await waitFor(() => expect(cardNames()).toEqual(['Alex Rivera']));

    await user.click(screen.getByRole('button', { name: T.newClient }));
    const dialog = await screen.findByRole('dialog', { name: T.newClient });
    const first = within(dialog).getByRole('textbox', { name: new RegExp(T.firstName) });
    const create = within(dialog).getByRole('button', { name: T.create });
    expect(create).toBeDisabled();

    // Only spaces: still nothing to create, and Enter does not send anything.
    await user.type(first, '   {Enter}');
    expect(create).toBeDisabled();
    expect(callsTo(calls, 'coach.clients.create')).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: T.newClient })).toBeInTheDocument();

    await user.type(first, 'Jordan  ');
    await user.type(within(dialog).getByRole('textbox', { name: T.lastName }), '  Blake ');
    expect(create).toBeEnabled();
    await user.click(create);

    expect(await screen.findByText(T.created)).toBeInTheDocument();
    expect(callsTo(calls, 'coach.clients.create').map((c) => c.input)).toEqual([{ firstName: 'Jordan', lastName: 'Blake' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: T.newClient })).not.toBeInTheDocument());
    // The refreshed list shows the new client; without a displayOrder it sorts last.
    await waitFor(() => expect(cardNames()).toEqual(['Alex Rivera', 'Jordan Blake']));
    expect(screen.getByText('No email')).toBeInTheDocument();
  });

  it('takes an e-mail and a phone, and "Create and send link" e-mails the new client their link', async () => {
    const { user, calls } = mountCoach('/coach/clients', {
      'coach.clients.list': () => [alex],
      'coach.clients.create': (input) => client('c-new', input.firstName, input.lastName ?? '', { email: input.email ?? null, displayOrder: null }),
      'coach.clients.emailAccessLink': () => ({ ok: true as const, sentTo: 'jordan@example.com' }),
    });
    await waitFor(() => expect(cardNames()).toEqual(['Alex Rivera']));
    await user.click(screen.getByRole('button', { name: T.newClient }));
    const dialog = await screen.findByRole('dialog', { name: T.newClient });
    await user.type(within(dialog).getByRole('textbox', { name: new RegExp(T.firstName) }), 'Jordan');
    // Without an address there is no link to send: the button only creates.
    expect(within(dialog).getByRole('button', { name: T.create })).toBeEnabled();
    await user.type(within(dialog).getByRole('textbox', { name: T.email }), ' jordan@example.com ');
    await user.type(within(dialog).getByRole('textbox', { name: T.phone }), '+1 555 0100');
    await user.click(within(dialog).getByRole('button', { name: T.createAndSend }));
    expect(await screen.findByText(T.linkSent('jordan@example.com'))).toBeInTheDocument();
    expect(callsTo(calls, 'coach.clients.create').map((c) => c.input)).toEqual([{ firstName: 'Jordan', lastName: null, email: 'jordan@example.com', phoneNumber: '+1 555 0100' }]);
    expect(callsTo(calls, 'coach.clients.emailAccessLink').map((c) => c.input)).toEqual([{ id: 'c-new' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: T.newClient })).not.toBeInTheDocument());
  });

  it('keeps the dialog and what was typed when creating fails', async () => {
    const { user } = mountCoach('/coach/clients', {
      'coach.clients.list': () => [alex],
      'coach.clients.create': () => new TrpcMockError('INTERNAL_SERVER_ERROR', 'Something broke'),
    });
    await waitFor(() => expect(cardNames()).toEqual(['Alex Rivera']));
    await user.click(screen.getByRole('button', { name: T.newClient }));
    const dialog = await screen.findByRole('dialog', { name: T.newClient });
    const first = within(dialog).getByRole('textbox', { name: new RegExp(T.firstName) });
    await user.type(first, 'Jordan');
    await user.click(within(dialog).getByRole('button', { name: T.create }));
    expect(await screen.findByText(T.createFailed)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: T.newClient })).toBeInTheDocument();
    expect(first).toHaveValue('Jordan');
    expect(cardNames()).toEqual(['Alex Rivera']);
  });
});

/** Space picks the card up, ArrowDown moves it over the next card, Space drops it there. dnd-kit
 * announces each step in its live region, by the client's name and position, never by an id;
 * the test waits for those announcements. */
async function moveDown(user: ReturnType<typeof mountCoach>['user'], name: string, id: string, nextId: string) {
  const total = screen.getAllByTestId('client-card').length;
  const from = screen.getAllByTestId('client-card').findIndex((c) => within(c).queryByText(name)) + 1;
  screen.getByRole('button', { name: `Reorder ${name}` }).focus();
  await user.keyboard('[Space]');
  // Picked up, and at once over its own place (the live region keeps the latest line).
  await screen.findByText(SORTABLE_TEXTS.over(name, from, total));
  await user.keyboard('[ArrowDown]');
  await screen.findByText(SORTABLE_TEXTS.over(name, from + 1, total));
  await user.keyboard('[Space]');
  await screen.findByText(SORTABLE_TEXTS.drop(name, from + 1, total));
  expect(document.body.textContent).not.toContain(id);
  expect(document.body.textContent).not.toContain(nextId);
}

describe('drag-reordering with the keyboard', () => {
  // jsdom lays nothing out; dnd-kit finds the card below by its position, so give each card the
  // box it would have in the page: stacked 100px apart in DOM order.
  const realRect = Element.prototype.getBoundingClientRect;
  beforeEach(() => {
    Element.prototype.getBoundingClientRect = function (this: Element) {
      if (this instanceof HTMLElement && this.dataset.testid === 'client-card') {
        const index = [...document.querySelectorAll('[data-testid="client-card"]')].indexOf(this);
        const top = index * 100;
        return { x: 0, y: top, top, left: 0, width: 600, height: 80, right: 600, bottom: top + 80, toJSON: () => ({}) } as DOMRect;
      }
      return realRect.call(this);
    };
  });
  afterEach(() => {
    Element.prototype.getBoundingClientRect = realRect;
  });

  it('saves the new order', async () => {
    let saved = [alex, sam, jo];
    const { user, calls } = mountCoach('/coach/clients', {
      'coach.clients.list': () => saved,
      'coach.clients.reorder': (input) => {
        const orders = (input as { clientOrders: { clientId: string; displayOrder: number }[] }).clientOrders;
        saved = saved.map((c) => ({ ...c, displayOrder: orders.find((o) => o.clientId === c.id)!.displayOrder }));
        return { ok: true };
      },
    });
    await waitFor(() => expect(cardNames()).toEqual(['Alex Rivera', 'Sam Lee', 'Jo Park']));
    await moveDown(user, 'Alex Rivera', 'c-alex', 'c-sam');
    await waitFor(() => expect(cardNames()).toEqual(['Sam Lee', 'Alex Rivera', 'Jo Park']));
    await waitFor(() => expect(callsTo(calls, 'coach.clients.reorder')).toHaveLength(1));
    expect(callsTo(calls, 'coach.clients.reorder')[0]!.input).toEqual({
      clientOrders: [
        { clientId: 'c-sam', displayOrder: 0 },
        { clientId: 'c-alex', displayOrder: 1 },
        { clientId: 'c-jo', displayOrder: 2 },
      ],
    });
    expect(screen.queryByText(T.reorderFailed)).not.toBeInTheDocument();
  });

  it('moves the card at once and puts it back with "Failed to reorder clients" when saving fails', async () => {
    let listCalls = 0;
    let answerRefetch: (() => void) | undefined;
    let failSave: (() => void) | undefined;
    const { user, calls } = mountCoach('/coach/clients', {
      'coach.clients.list': () => {
        listCalls += 1;
        if (listCalls === 1) return [alex, sam, jo];
        // The refetch after the failure stays unanswered while the test looks, so the order on
        // screen can only come from the rollback, not from fresh server data.
        return new Promise((resolve) => (answerRefetch = () => resolve([alex, sam, jo])));
      },
      'coach.clients.reorder': () => new Promise((resolve) => (failSave = () => resolve(new TrpcMockError('INTERNAL_SERVER_ERROR', 'Could not save the order')))),
    });
    await waitFor(() => expect(cardNames()).toEqual(['Alex Rivera', 'Sam Lee', 'Jo Park']));
    await moveDown(user, 'Alex Rivera', 'c-alex', 'c-sam');

    // Optimistic: the new order shows while the server has not answered.
    await waitFor(() => expect(failSave).toBeDefined());
    expect(cardNames()).toEqual(['Sam Lee', 'Alex Rivera', 'Jo Park']);

    failSave!();
    expect(await screen.findByText(T.reorderFailed)).toBeInTheDocument();
    expect(screen.getByText('Could not save the order')).toBeInTheDocument();
    await waitFor(() => expect(cardNames()).toEqual(['Alex Rivera', 'Sam Lee', 'Jo Park']));
    expect(callsTo(calls, 'coach.clients.reorder')).toHaveLength(1);

    // The list is still refreshed from the server afterwards.
    await waitFor(() => expect(answerRefetch).toBeDefined());
    answerRefetch!();
    await waitFor(() => expect(listCalls).toBe(2));
    expect(cardNames()).toEqual(['Alex Rivera', 'Sam Lee', 'Jo Park']);
  });
});
