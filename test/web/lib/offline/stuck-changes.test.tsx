// The list of changes that could not be sent (docs/offline.md, "Stuck changes", issue 31): each
// shows what it was and why; Send again retries it; Discard asks first, and Keep keeps it.
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { createStore, set } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { outbox } from '#web/lib/offline/client-outbox.ts';
import type { OutboxItem } from '#web/lib/offline/outbox.ts';
import { StuckChangesDialog } from '#web/lib/offline/stuck-changes.tsx';
import { STUCK_TEXTS } from '#web/lib/offline/sync-status.tsx';
import { system } from '#web/theme/system.ts';

Object.assign(globalThis, { indexedDB, IDBKeyRange });

const meal: OutboxItem = {
  id: '000001764921600000-000000-abcdef',
  key: 'k1',
  path: 'food.create',
  input: { description: 'Protein oats', loggedAt: new Date() },
  token: 't',
  label: 'Log a meal',
  createdAt: Date.now(),
  stuck: { reason: 'This link is invalid or has expired', at: Date.now() },
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('changes not sent', () => {
  it('lists each stuck change with why; Discard asks first, Keep keeps it, Discard forgets it', async () => {
    await set(meal.id, meal, createStore('spotter-outbox', 'items'));
    await outbox.refreshCount();
    expect(outbox.getState().stuck).toBe(1);
    const retry = vi.spyOn(outbox, 'retry').mockResolvedValue(undefined);
    render(
      <ChakraProvider value={system}>
        <StuckChangesDialog open onOpenChange={() => undefined} />
      </ChakraProvider>,
    );
    const row = await screen.findByRole('listitem', { name: 'Log a meal' });
    expect(within(row).getByText('Protein oats')).toBeTruthy();
    expect(within(row).getByText('This link is invalid or has expired')).toBeTruthy();

    await userEvent.click(within(row).getByRole('button', { name: STUCK_TEXTS.retry }));
    expect(retry).toHaveBeenCalledWith(meal.id);

    await userEvent.click(within(row).getByRole('button', { name: STUCK_TEXTS.discard }));
    const confirm = await screen.findByRole('alertdialog', { name: STUCK_TEXTS.confirmTitle });
    await userEvent.click(within(confirm).getByRole('button', { name: STUCK_TEXTS.keep }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((await outbox.items()).map((i) => i.id)).toEqual([meal.id]);

    await userEvent.click(within(row).getByRole('button', { name: STUCK_TEXTS.discard }));
    const again = await screen.findByRole('alertdialog', { name: STUCK_TEXTS.confirmTitle });
    await userEvent.click(within(again).getByRole('button', { name: STUCK_TEXTS.discard }));
    await waitFor(async () => expect(await outbox.items()).toEqual([]));
    await screen.findByText(STUCK_TEXTS.none);
    expect(outbox.getState().stuck).toBe(0);
  });
});
