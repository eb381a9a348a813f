// Issue 31: a client whose device runs in another zone than the saved one is offered it once per
// device and zone; the Dashboard shows the zone and changes it (docs/time-zones.md).
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCESS_TEXTS } from '#web/features/client-app/texts.ts';
import { detectTimeZone, zoneCity } from '#web/lib/use-time-zone.ts';
import { clientUser, unsavedBranding } from '../support/fixtures.ts';
import { server } from '../support/msw-server.ts';
import { renderApp } from '../support/render-app.tsx';
import { trpcHandler, type TrpcCall } from '../support/trpc-msw.ts';

// The test runner's own zone plays the device's; the saved zone is another one.
const device = detectTimeZone() ?? 'UTC';
const saved = device === 'Pacific/Honolulu' ? 'Asia/Tokyo' : 'Pacific/Honolulu';

function mount(calls: TrpcCall[]) {
  window.localStorage.setItem('client_token', 'client-token');
  server.use(
    ...trpcHandler(
      {
        'auth.me': () => ({ ...clientUser, timeZone: saved }),
        'clientApp.branding.get': () => unsavedBranding,
        'clientApp.workouts.today': () => null,
        'auth.setTimeZone': (input) => ({ timeZone: input.timeZone }),
      },
      calls,
    ),
  );
  return renderApp('/app/today');
}

describe('time zone offer (issue 31)', () => {
  it("asks once, 'Use it' saves the device's zone, and the answer is remembered on this device", async () => {
    const calls: TrpcCall[] = [];
    const { user, unmount } = mount(calls);
    const offer = ACCESS_TEXTS.zoneOffer(zoneCity(device));
    expect(await screen.findByText(offer, undefined, { timeout: 8000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ACCESS_TEXTS.zoneUse(zoneCity(device)) }));
    await waitFor(() => expect(calls.find((c) => c.path === 'auth.setTimeZone')?.input).toEqual({ timeZone: device }));
    await waitFor(() => expect(screen.queryByText(offer)).toBeNull());
    unmount();

    // Another page load with the old zone still saved (say, the save was undone elsewhere): not asked again.
    const again: TrpcCall[] = [];
    mount(again);
    await waitFor(() => expect(again.some((c) => c.path === 'clientApp.workouts.today')).toBe(true));
    expect(screen.queryByText(offer)).toBeNull();
  });

  it("'Keep' saves nothing and does not ask again", async () => {
    const calls: TrpcCall[] = [];
    const { user } = mount(calls);
    await user.click(await screen.findByRole('button', { name: ACCESS_TEXTS.zoneKeep(zoneCity(saved)) }, { timeout: 8000 }));
    await waitFor(() => expect(screen.queryByText(ACCESS_TEXTS.zoneOffer(zoneCity(device)))).toBeNull());
    expect(calls.some((c) => c.path === 'auth.setTimeZone')).toBe(false);
    expect(window.localStorage.getItem('spotter.time-zone-offered.' + device)).not.toBeNull();
  });
});
