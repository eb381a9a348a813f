/// <reference types="@testing-library/jest-dom/vitest" />
// Settings → Integrations (docs/api.md, "API keys" and "Webhooks"): empty states that lead to the
// next step, a key shown once after it is made, revoke only after a confirmation, and an
// endpoint's test event and delivery log.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { T } from '#web/features/integrations/texts.ts';
import type { TrpcCall, TrpcOutput } from '../support/trpc-msw.ts';
import { callsTo, mountCoach } from '../clients/support.ts';
import { webhook, webhookAttempt } from './support.ts';

type Key = TrpcOutput<'coach.apiKeys.list'>[number];

const key = (o: Partial<Key> = {}): Key => ({
  id: 'k1',
  name: 'Zapier',
  scope: 'READ',
  prefix: 'spk_abc123',
  expiresAt: null,
  lastUsedAt: null,
  createdAt: new Date('2026-03-01T10:00:00Z'),
  ...o,
});
describe('the Integrations screen', () => {
  it('says there are no keys or endpoints yet, each with the button to add one', async () => {
    mountCoach('/coach/integrations', { 'coach.apiKeys.list': () => [], 'coach.webhooks.list': () => [] });
    expect(await screen.findByRole('heading', { name: T.noKeys })).toBeVisible();
    expect(await screen.findByRole('heading', { name: T.noHooks })).toBeVisible();
    expect(screen.getByRole('button', { name: T.newKey })).toBeEnabled();
    expect(screen.getByRole('button', { name: T.newHook })).toBeEnabled();
  });

  it('makes a key and shows it once, then lists it without the secret', async () => {
    const user = userEvent.setup();
    let keys: Key[] = [];
    const calls: TrpcCall[] = [];
    mountCoach(
      '/coach/integrations',
      {
        'coach.apiKeys.list': () => keys,
        'coach.webhooks.list': () => [],
        'coach.apiKeys.create': (input) => {
          keys = [key({ name: input.name, scope: input.scope })];
          return { ...keys[0]!, key: 'spk_the-secret-key' };
        },
      },
      calls,
    );
    await user.click(await screen.findByRole('button', { name: T.newKey }));
    const dialog = await screen.findByRole('dialog', { name: T.newKey });
    await user.click(within(dialog).getByRole('button', { name: T.create }));
    expect(await within(dialog).findByText('Name is required')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: T.keyName }), 'Zapier');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: T.keyScope }), 'READ_WRITE');
    await user.click(within(dialog).getByRole('button', { name: T.create }));
    const once = await screen.findByRole('alertdialog', { name: T.shownOnceTitle });
    expect(within(once).getByDisplayValue('spk_the-secret-key')).toBeVisible();
    expect(callsTo(calls, 'coach.apiKeys.create').map((c) => c.input)).toEqual([expect.objectContaining({ name: 'Zapier', scope: 'READ_WRITE', expiresAt: null })]);
    await user.click(within(once).getByRole('button', { name: T.done }));
    const table = await screen.findByRole('list', { name: T.keysTitle });
    expect(within(table).getByText('Zapier')).toBeVisible();
    expect(within(table).getByText(`${T.lastUsed}: ${T.neverUsed}`)).toBeVisible();
    expect(screen.queryByDisplayValue('spk_the-secret-key')).toBeNull();
  });

  it('revokes a key only after the confirmation', async () => {
    const user = userEvent.setup();
    const calls: TrpcCall[] = [];
    mountCoach('/coach/integrations', { 'coach.apiKeys.list': () => [key()], 'coach.webhooks.list': () => [], 'coach.apiKeys.revoke': () => ({ ok: true as const }) }, calls);
    await user.click(await screen.findByRole('button', { name: `${T.revoke} Zapier` }));
    const confirm = await screen.findByRole('alertdialog', { name: T.revokeTitle });
    expect(callsTo(calls, 'coach.apiKeys.revoke')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: T.revoke }));
    await waitFor(() => expect(callsTo(calls, 'coach.apiKeys.revoke').map((c) => c.input)).toEqual([{ id: 'k1' }]));
  });

  it('sends a test event and shows the delivery log; a turned-off endpoint says why', async () => {
    const user = userEvent.setup();
    const attempt = webhookAttempt({ eventType: 'webhook.test' });
    mountCoach('/coach/integrations', {
      'coach.apiKeys.list': () => [],
      'coach.webhooks.list': () => [webhook(), webhook({ id: 'h2', url: 'https://down.example.com/x', enabled: false, disabledReason: 'Deliveries failed for about a day (last answer: 500)' })],
      'coach.webhooks.test': () => ({ attempt }),
      'coach.webhooks.attempts': () => [attempt],
    });
    expect(await screen.findByText('Deliveries failed for about a day (last answer: 500)')).toBeVisible();
    const [first] = await screen.findAllByTestId('webhook-endpoint');
    await user.click(within(first!).getByRole('button', { name: T.sendTest }));
    const log = await within(first!).findByRole('list', { name: T.log });
    expect(within(log).getByText('webhook.test')).toBeVisible();
    expect(within(log).getByText('204')).toBeVisible();
  });
});
