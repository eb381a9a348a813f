// Web push end to end in Chromium (docs/push.md): the client allows notifications and turns on
// "Notify me" on their dashboard; the coach writes; the server's push (VAPID-signed, encrypted)
// reaches a push service; the service worker shows the notification; a tap opens the thread.
//
// Headless Chromium here has no push service of its own (no connection to Google's), so the
// browser's pushManager.subscribe() fails: the test checks that the screen says so, then stands
// in for the push service: a subscription whose endpoint is a local receiver, with keys the test
// made, gets the server's real POST; the test decrypts it and hands the plaintext to the service
// worker with the DevTools protocol (ServiceWorker.deliverPushMessage), which is what a push
// service would have delivered. A tap is a notificationclick dispatched in the worker.
// The browser replacing a subscription is a pushsubscriptionchange dispatched in the worker: it
// tells the server, which then pushes to the new subscription.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserKeys, decryptAes128gcm, startReceiver, verifyVapid } from '../server/push/receiver.ts';
import { apiOk, registerCoach } from './fixtures.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let coachToken = '';
let clientId = '';
let accessUrl = '';

beforeAll(async () => {
  // A server of this file's own: it may push to the test's receiver on 127.0.0.1 (tests only).
  h = await startHarness({ env: { PUSH_ALLOW_LOOPBACK_HTTP: 'true', JOB_POLL_SECONDS: '0.5' } });
  receiver = await startReceiver();
  coachToken = await registerCoach(h, { email: 'pia@example.com', password: 'pia-password-1', firstName: 'Pia', lastName: 'Coach' });
  const api = <T>(method: string, p: string, body?: unknown) => apiOk<T>(h, method, p, body, coachToken);
  clientId = (await api<{ id: string }>('POST', '/clients', { firstName: 'Noa', lastName: 'Park' })).id;
  accessUrl = (await api<{ accessUrl: string }>('POST', `/clients/${clientId}/access-token`)).accessUrl;
});

afterAll(async () => {
  await receiver?.close();
  await h?.stop();
});

const notifications = (page: Page) =>
  page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    return (await reg.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: (n.data as { url?: string } | null)?.url }));
  });

describe('push notifications', () => {
  it('Notify me, a coach message as a notification from the service worker, and a tap opens the thread', async () => {
    const page = await h.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    await page.context().grantPermissions(['notifications'], { origin: h.baseUrl });
    const link = new URL(accessUrl);
    await page.goto(`/app/history${link.search}`);
    // The service worker is registered once the first screen is up (docs/offline.md).
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 60_000 });

    // The switch asks for permission and subscribes; without a push service, the screen says why.
    const card = page.getByTestId('push-settings');
    await card.getByText('No device gets notifications yet.').waitFor();
    await card.getByText('Notify me on this device').click();
    const outcome = await Promise.race([
      card
        .getByTestId('push-device')
        .first()
        .waitFor()
        .then(() => 'subscribed' as const),
      card
        .getByTestId('push-problem')
        .waitFor()
        .then(() => 'no push service' as const),
    ]);
    const problem = outcome === 'no push service' ? await card.getByTestId('push-problem').textContent() : null;
    if (problem !== null) expect(problem).toMatch(/could not register for notifications/);

    // The push service stand-in: the device as the browser would have subscribed it.
    const { token } = await apiOk<{ token: string }>(h, 'POST', '/auth/link-session', { token: link.searchParams.get('token') });
    const device = browserKeys();
    await apiOk(h, 'POST', '/push/subscriptions', { endpoint: `${receiver.origin}/push/e2e`, keys: device.keys, label: 'Chromium on Linux' }, token);
    // Quiet hours (22:00–07:00 by default) must not hold this run back, whatever its hour.
    await apiOk(h, 'PUT', '/push/settings', { disabled: [], fullText: false, quietStart: 0, quietEnd: 0 }, token);
    await page.reload();
    await card.getByTestId('push-device').filter({ hasText: 'Chromium on Linux' }).waitFor();

    // Read on Today, then the coach writes.
    await page.goto('/app/today');
    await apiOk(h, 'POST', `/clients/${clientId}/messages`, { content: 'Great squats today, Noa!' }, coachToken);
    await expect.poll(() => receiver.received.filter((r) => r.path === '/push/e2e').length, { timeout: 15_000 }).toBe(1);
    const post = receiver.received.find((r) => r.path === '/push/e2e')!;
    const { publicKey } = await apiOk<{ publicKey: string }>(h, 'GET', '/push', undefined, token);
    expect(verifyVapid(post.headers.authorization, publicKey).aud).toBe(receiver.origin);
    const plaintext = decryptAes128gcm(post.body, device);
    expect(JSON.parse(plaintext)).toEqual({ title: 'New message from your coach', body: 'Open Spotter to read it.', url: '/app/messages', tag: 'messages' });

    // Delivered to the service worker as a push service would.
    const cdp = await page.context().newCDPSession(page);
    const registration = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', (e: { registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] }) => {
        const ours = e.registrations.find((r) => r.scopeURL === `${h.baseUrl}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    // On a loaded machine Chromium sometimes drops a DevTools delivery: the worker is running and
    // reports no error, yet no push event arrives (about 1 run in 3 with both cores busy). A push
    // service delivers again; so does the test, up to three times. One notification per tag, so
    // a second delivery cannot add one.
    const registrationId = await registration;
    const shown = [{ title: 'New message from your coach', body: 'Open Spotter to read it.', tag: 'messages', url: '/app/messages' }];
    for (let attempt = 1; ; attempt += 1) {
      await cdp.send('ServiceWorker.deliverPushMessage', { origin: h.baseUrl, registrationId, data: plaintext });
      const delivered = await expect
        .poll(() => notifications(page), { timeout: 5_000 })
        .toEqual(shown)
        .then(() => true)
        .catch(() => false);
      if (delivered) break;
      if (attempt === 3) expect(await notifications(page)).toEqual(shown);
    }

    // A tap: the worker's notificationclick handler brings the open tab to the thread.
    const worker = page.context().serviceWorkers()[0] ?? (await page.context().waitForEvent('serviceworker'));
    await worker.evaluate(async () => {
      // The worker's global scope (this file is typed for pages, not workers).
      const sw = globalThis as unknown as {
        registration: { getNotifications(): Promise<Notification[]> };
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
        dispatchEvent(e: Event): boolean;
      };
      const [n] = await sw.registration.getNotifications();
      // A synthetic event: waitUntil throws for it after the handler has started its work.
      sw.dispatchEvent(new sw.NotificationEvent('notificationclick', { notification: n! }));
    });
    await page.waitForURL('**/app/messages');
    await page.getByTestId('message').filter({ hasText: 'Great squats today, Noa!' }).waitFor();
    await expect.poll(() => notifications(page)).toEqual([]);
    console.log(`push e2e: pushManager.subscribe in this Chromium: ${outcome}${problem ? ` (${problem})` : ''}`);
  });

  it('pushsubscriptionchange: the service worker moves the device to the new subscription, and pushes follow it', async () => {
    const page = await h.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    const link = new URL(accessUrl);
    await page.goto(`/app/today${link.search}`);
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 60_000 });
    const { token } = await apiOk<{ token: string }>(h, 'POST', '/auth/link-session', { token: link.searchParams.get('token') });
    const old = browserKeys();
    const device = await apiOk<{ id: string }>(h, 'POST', '/push/subscriptions', { endpoint: `${receiver.origin}/push/old`, keys: old.keys, label: 'Phone' }, token);
    await apiOk(h, 'PUT', '/push/settings', { disabled: [], fullText: false, quietStart: 0, quietEnd: 0 }, token);

    // The browser's event, as it would fire it: the old subscription (its endpoint and auth secret) and the new one.
    const fresh = browserKeys();
    const worker = page.context().serviceWorkers()[0] ?? (await page.context().waitForEvent('serviceworker'));
    const renewal = await worker.evaluate(
      async ({ oldEndpoint, oldAuth, next }) => {
        const sw = globalThis as unknown as { ExtendableEvent: new (type: string) => Event; dispatchEvent(e: Event): boolean };
        const bytes = Uint8Array.from(atob(oldAuth.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
        const event = new sw.ExtendableEvent('pushsubscriptionchange');
        Object.defineProperty(event, 'oldSubscription', {
          value: { endpoint: oldEndpoint, getKey: (name: string) => (name === 'auth' ? bytes.buffer : null), options: { applicationServerKey: null } },
        });
        Object.defineProperty(event, 'newSubscription', { value: { toJSON: () => next } });
        // A synthetic event cannot be extended: the handler's work is awaited here instead.
        let work: Promise<unknown> = Promise.resolve();
        Object.defineProperty(event, 'waitUntil', { value: (p: Promise<unknown>) => void (work = p) });
        sw.dispatchEvent(event);
        return work.then(
          () => 'renewed',
          (err: unknown) => String(err),
        );
      },
      { oldEndpoint: `${receiver.origin}/push/old`, oldAuth: old.keys.auth, next: { endpoint: `${receiver.origin}/push/new`, expirationTime: null, keys: fresh.keys } },
    );
    expect(renewal).toBe('renewed');
    // The same device, now at the new endpoint: the coach's next message goes there, encrypted to the new keys.
    expect((await apiOk<{ devices: { id: string; label: string }[] }>(h, 'GET', '/push', undefined, token)).devices).toContainEqual(expect.objectContaining({ id: device.id, label: 'Phone' }));
    await apiOk(h, 'POST', `/clients/${clientId}/messages`, { content: 'Still there?' }, coachToken);
    await expect.poll(() => receiver.received.filter((r) => r.path === '/push/new').length, { timeout: 15_000 }).toBe(1);
    const post = receiver.received.find((r) => r.path === '/push/new')!;
    expect(JSON.parse(decryptAes128gcm(post.body, fresh))).toMatchObject({ title: 'New message from your coach', url: '/app/messages' });
    expect(receiver.received.filter((r) => r.path === '/push/old')).toEqual([]);
  });
});
