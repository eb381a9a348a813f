/// <reference types="@testing-library/jest-dom/vitest" />
// What the server writes of a webhook (why it was turned off, why a delivery failed) stays English
// in the API; a coach who reads Spotter in German sees it in German (docs/translations.md).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MSG_WEBHOOK_PRIVATE, msgWebhookFailedForADay, msgWebhookNoAnswer, msgWebhookRedirect } from '#shared/schemas/integrations';
import { setLocale } from '#web/i18n/i18n.ts';
import { coachUser } from '../support/fixtures.ts';
import { TrpcMockError } from '../support/trpc-msw.ts';
import { mountCoach } from '../clients/support.ts';
import { webhook, webhookAttempt } from './support.ts';

/** Turned off by the server after a day of failures. */
const failedHook = () => webhook({ url: 'https://down.example.com/x', description: '', enabled: false, disabledAt: new Date('2026-03-10T10:00:00Z'), disabledReason: msgWebhookFailedForADay(500) });
const failed = (o: Parameters<typeof webhookAttempt>[0]) => webhookAttempt({ ok: false, status: null, durationMs: 10_000, createdAt: new Date('2026-03-10T09:00:00Z'), ...o });

afterEach(() => setLocale('en'));

describe("a webhook's server-written texts", () => {
  it("are shown in a German coach's language: why it was turned off and why each delivery failed", async () => {
    const user = userEvent.setup();
    mountCoach('/coach/integrations', {
      'auth.me': () => ({ ...coachUser, locale: 'de' }),
      'coach.apiKeys.list': () => [],
      'coach.webhooks.list': () => [failedHook()],
      'coach.webhooks.attempts': () => [failed({ id: 'a1', error: msgWebhookNoAnswer(10) }), failed({ id: 'a2', status: 302, error: msgWebhookRedirect('https://elsewhere.example.com/') })],
    });
    expect(await screen.findByText('Zustellungen schlugen etwa einen Tag lang fehl (letzte Antwort: 500)', {}, { timeout: 8000 })).toBeVisible();
    const endpoint = screen.getByTestId('webhook-endpoint');
    await user.click(within(endpoint).getByRole('button', { name: 'Zustellprotokoll' }));
    expect(await within(endpoint).findByText('Keine Antwort innerhalb von 10 s')).toBeVisible();
    expect(within(endpoint).getByText('Weiterleitung zu https://elsewhere.example.com/ nicht gefolgt')).toBeVisible();
  });

  it("says why the server refused an endpoint's address in the coach's language", async () => {
    const user = userEvent.setup();
    mountCoach('/coach/integrations', {
      'auth.me': () => ({ ...coachUser, locale: 'de' }),
      'coach.apiKeys.list': () => [],
      'coach.webhooks.list': () => [],
      'coach.webhooks.create': () => new TrpcMockError('BAD_REQUEST', MSG_WEBHOOK_PRIVATE),
    });
    await user.click((await screen.findAllByRole('button', { name: /Endpunkt hinzufügen/ }, { timeout: 8000 }))[0]!);
    await user.type(await screen.findByLabelText(/URL des Endpunkts/), 'https://10.0.0.5/hooks');
    await user.click(screen.getByRole('button', { name: 'Endpunkt speichern' }));
    expect(await screen.findByText('Diese URL zeigt auf eine private, Loopback- oder Link-Local-Adresse, die Webhooks auf diesem Server nicht erreichen dürfen.')).toBeVisible();
  });
});
