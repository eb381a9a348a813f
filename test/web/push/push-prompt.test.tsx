// The offer of push notifications on Today (docs/push.md, "In the apps"): it appears once the
// client completes a workout, and a tap runs the Notifications card's flow (permission, this
// browser's subscription, the device sent to the server). It is not offered when it was dismissed
// before, when this browser is already subscribed, or when it cannot receive push; an iPhone in a
// Safari tab is told to add Spotter to the Home Screen first.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { T as W } from '#web/features/client-workouts/texts.ts';
import { PUSH_PROMPT_DISMISSED_KEY } from '#web/features/push/components/push-prompt.tsx';
import { PUSH_PROMPT as P, PUSH_UI as T } from '#web/features/push/texts.ts';
import type { PushState } from '#shared/schemas/push';
import { callsTo, mountClient, workoutSession } from '../client-workouts/support.ts';
import type { TrpcCall } from '../support/trpc-msw.ts';

const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';
const KEYS = { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' };
const state: PushState = {
  publicKey: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  events: ['COACH_MESSAGE', 'FEEDBACK_REPLY', 'WORKOUT_REMINDER', 'CHECK_IN_DUE'],
  settings: { disabled: [], fullText: false, quietStart: 22 * 60, quietEnd: 7 * 60 },
  devices: [],
  timeZone: 'UTC',
};

/** A browser that can receive push (jsdom has none of it): a service worker, a push manager and the permission. */
function pushCapableBrowser(o: { permission?: NotificationPermission; subscribed?: boolean } = {}) {
  const subscription = { endpoint: ENDPOINT, options: { applicationServerKey: null }, toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: KEYS }), unsubscribe: async () => true };
  let current: typeof subscription | null = o.subscribed ? subscription : null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => (current = subscription)),
  };
  const registration = { pushManager };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve(registration), getRegistration: async () => registration } });
  // Only its presence is read (features/push/lib/browser-push.ts).
  vi.stubGlobal('PushManager', {});
  const notification = { permission: o.permission ?? ('default' as NotificationPermission), requestPermission: vi.fn<() => Promise<NotificationPermission>>() };
  notification.requestPermission.mockImplementation(async () => (notification.permission = 'granted'));
  vi.stubGlobal('Notification', notification);
  return { pushManager, notification };
}

afterEach(() => {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Today with a workout ready to complete; the server answers the completion and the push calls. */
function mountToday(calls: TrpcCall[] = []) {
  const open = workoutSession('session-1', new Date().toISOString(), { status: 'IN_PROGRESS', startedAt: new Date(Date.now() - 20 * 60_000) });
  let current = open;
  return mountClient(
    '/app/today',
    {
      'clientApp.workouts.today': () => current,
      'clientApp.workouts.updateSession': (input) => (current = { ...open, status: input.status ?? open.status, completedAt: new Date() }),
      'push.state': () => state,
      'push.subscribe': () => ({ id: 'dev1', label: 'Browser on Linux', createdAt: new Date(), lastSentAt: null }),
    },
    calls,
  );
}

async function completeWorkout(user: ReturnType<typeof mountToday>['user']) {
  await user.click(await screen.findByRole('button', { name: W.today.complete }));
  expect(await screen.findByText(W.today.completed)).toBeInTheDocument();
}

describe('push notifications offered after a completed workout', () => {
  it('appear once the workout is completed, and a tap asks for the permission and registers this device', async () => {
    const browser = pushCapableBrowser();
    const calls: TrpcCall[] = [];
    const { user } = mountToday(calls);
    expect(await screen.findByText(W.today.finishNoExercises)).toBeInTheDocument();
    expect(screen.queryByTestId('push-prompt')).toBeNull();
    await completeWorkout(user);
    const prompt = await screen.findByTestId('push-prompt');
    expect(prompt).toHaveTextContent(P.title);
    // Nothing is asked until the tap.
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();
    const turnOn = within(prompt).getByRole('button', { name: P.turnOn });
    await waitFor(() => expect(turnOn).toBeEnabled());
    await user.click(turnOn);
    await waitFor(() => expect(callsTo(calls, 'push.subscribe').map((c) => c.input)).toEqual([{ endpoint: ENDPOINT, expirationTime: null, keys: KEYS, label: expect.any(String) }]));
    expect(browser.notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(P.turnedOn)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('push-prompt')).toBeNull());
  });

  it('“No thanks” hides it and it is not offered again in this browser', async () => {
    const browser = pushCapableBrowser();
    const first = mountToday();
    await completeWorkout(first.user);
    await first.user.click(within(await screen.findByTestId('push-prompt')).getByRole('button', { name: P.dismiss }));
    expect(screen.queryByTestId('push-prompt')).toBeNull();
    expect(window.localStorage.getItem(PUSH_PROMPT_DISMISSED_KEY)).not.toBeNull();
    first.unmount();

    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const again = mountToday();
    await completeWorkout(again.user);
    // The prompt's chunk loaded and judged (it reads the dismissal first), then showed nothing.
    await waitFor(() => expect(getItem).toHaveBeenCalledWith(PUSH_PROMPT_DISMISSED_KEY));
    await act(async () => {});
    expect(screen.queryByTestId('push-prompt')).toBeNull();
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();
  });

  it('is not offered when this browser already receives push', async () => {
    const browser = pushCapableBrowser({ subscribed: true });
    const { user } = mountToday();
    await completeWorkout(user);
    await waitFor(() => expect(browser.pushManager.getSubscription).toHaveBeenCalled());
    await act(async () => {});
    expect(screen.queryByTestId('push-prompt')).toBeNull();
  });

  it('is not offered when the permission was already answered', async () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    pushCapableBrowser({ permission: 'denied' });
    const { user } = mountToday();
    await completeWorkout(user);
    await waitFor(() => expect(getItem).toHaveBeenCalledWith(PUSH_PROMPT_DISMISSED_KEY));
    await act(async () => {});
    expect(screen.queryByTestId('push-prompt')).toBeNull();
  });

  it('is not offered by a browser without push (jsdom as it is)', async () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const { user } = mountToday();
    await completeWorkout(user);
    await waitFor(() => expect(getItem).toHaveBeenCalledWith(PUSH_PROMPT_DISMISSED_KEY));
    await act(async () => {});
    expect(screen.queryByTestId('push-prompt')).toBeNull();
  });

  it('on an iPhone in a Safari tab, says to add Spotter to the Home Screen first', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1');
    const { user } = mountToday();
    await completeWorkout(user);
    const prompt = await screen.findByTestId('push-prompt');
    expect(prompt).toHaveTextContent(T.iosInstall);
    expect(within(prompt).queryByRole('button', { name: P.turnOn })).toBeNull();
  });
});
