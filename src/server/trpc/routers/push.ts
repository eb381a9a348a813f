// Web push for coaches and clients alike (docs/push.md): the devices of the signed-in user and
// their choices. Every row is the caller's own: another user's device is 404. The one public
// route, `renew`, is the service worker's: it proves the device with its old subscription.
import { ZOk } from '#shared/schemas/common';
import { ZPushDevice, ZPushDeviceIdInput, ZPushRenewInput, ZPushSettings, ZPushState, ZPushSubscribeInput } from '#shared/schemas/push';
import { pushState, removeDevice, renewSubscription, savePushSettings, subscribe } from '#server/services/push/subscriptions';
import { TOO_MANY_PUSH_RENEWALS } from '#server/lib/rate-limit';
import { publicProcedure, router, viewerProcedure } from '../init.ts';
import { z } from 'zod';

const tags = ['Push notifications'];

export const pushRouter = router({
  state: viewerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/push',
        tags,
        protect: true,
        summary: 'My push notification settings and devices, and the key to subscribe with',
        description: "`publicKey` is the server's VAPID public key, the `applicationServerKey` of `pushManager.subscribe`. `events` are those of my role.",
      },
    })
    .input(z.void())
    .output(ZPushState)
    .query(({ ctx }) => pushState(ctx, ctx.user)),

  saveSettings: viewerProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/push/settings',
        tags,
        protect: true,
        summary: 'Choose which events notify me, whether the text is shown, and my quiet hours',
        description: 'Quiet hours are minutes after midnight in my time zone; equal start and end: none. Pushes in quiet hours are not sent.',
      },
    })
    .input(ZPushSettings)
    .output(ZPushSettings)
    .mutation(({ ctx, input }) => savePushSettings(ctx, ctx.user, input)),

  subscribe: viewerProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/push/subscriptions',
        tags,
        protect: true,
        summary: "Receive push on this device (the browser's PushSubscription)",
        description: 'The same endpoint again updates its keys; a device subscribed for another account moves to mine.',
        successDescription: 'Created',
      },
      // A real browser's keys: a 65-byte P-256 point and a 16-byte auth secret, base64url.
      examples: {
        request: {
          endpoint: 'https://fcm.googleapis.com/fcm/send/dXo7mHq1nKc:APA91bF',
          keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
        },
      },
    })
    .input(ZPushSubscribeInput)
    .output(ZPushDevice)
    .mutation(({ ctx, input }) => subscribe(ctx, ctx.user, input)),

  renew: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/push/subscriptions/renew',
        tags,
        summary: 'Move a device to the subscription its browser replaced it with (the service worker; no sign-in)',
        description:
          "Sent by the app's service worker on `pushsubscriptionchange`. `oldEndpoint` and `oldAuth` (the old subscription's `keys.auth`) prove the device: an unknown or wrong pair answers 404 and changes nothing. `subscription` is the browser's new PushSubscription JSON, held to the same endpoint rules as a subscription. Failed attempts are rate limited per address.",
        errorResponses: [404],
      },
      examples: {
        request: {
          oldEndpoint: 'https://fcm.googleapis.com/fcm/send/dXo7mHq1nKc:APA91bF',
          oldAuth: 'tBHItJI5svbpez7KI4CCXg',
          subscription: {
            endpoint: 'https://fcm.googleapis.com/fcm/send/eYp8nIr2oLd:APA91bG',
            expirationTime: null,
            keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'xRvT3kq8WmZ1aH0cNfLp2g' },
          },
        },
        errors: { 404: 'Push subscription not found', 429: TOO_MANY_PUSH_RENEWALS },
      },
    })
    .input(ZPushRenewInput)
    .output(ZOk)
    .mutation(async ({ ctx, input }) => {
      await renewSubscription(ctx, ctx.ip, input);
      return { ok: true as const };
    }),

  remove: viewerProcedure
    .meta({ openapi: { method: 'DELETE', path: '/push/subscriptions/{id}', tags, protect: true, summary: 'Stop push on one of my devices' } })
    .input(ZPushDeviceIdInput)
    .output(ZOk)
    .mutation(async ({ ctx, input }) => {
      await removeDevice(ctx, ctx.user, input.id);
      return { ok: true as const };
    }),
});
