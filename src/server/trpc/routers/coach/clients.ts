// docs/product.md §7 Clients: the roster, a client's profile, archive, delete, reorder, access link and the
// coach's reads of the client's workouts. Thin procedures over services/clients.
import { z } from 'zod';
import { ZAssignment } from '#shared/schemas/assignments';
import {
  ZAccessToken,
  ZGenerateAccessTokenInput,
  ZClient,
  ZClientIdInput,
  ZClientPreview,
  ZClientStats,
  ZCreateClientInput,
  ZListClientsInput,
  ZReorderClientsInput,
  ZSetClientTimeZoneInput,
  ZSetClientLocaleInput,
  ZUpdateClientProfileInput,
  ZWorkoutHistoryItem,
} from '#shared/schemas/clients';
import { ZOk } from '#shared/schemas/common';
import { ZEmailAccessLinkOutput, ZReminder, ZSetReminderInput } from '#shared/schemas/email';
import { emailAccessLink } from '#server/services/clients/access-link-email';
import { getReminder, setReminder } from '#server/services/email/settings';
import { ZLocaleOutput, ZTimeZoneOutput } from '#shared/schemas/auth';
import { getClientLocale, setClientLocale } from '#server/services/clients/locale';
import { getClientTimeZone, setClientTimeZone } from '#server/services/clients/time-zone';
import { listAssignments } from '#server/services/assignments/manage';
import { getAccessToken, regenerateAccessToken } from '#server/services/clients/access';
import { createPreview } from '#server/services/auth/preview';
import * as clients from '#server/services/clients/clients';
import { clientHistory, clientStats } from '#server/services/clients/workouts';
import { coachProcedure, router } from '#server/trpc/init';

const tags = ['Clients'];

export const clientsRouter = router({
  list: coachProcedure
    .meta({ openapi: { method: 'GET', path: '/clients', tags, protect: true, summary: 'The coach’s clients (archived ones with includeArchived=true)' } })
    .input(ZListClientsInput)
    .output(z.array(ZClient))
    .query(({ ctx, input }) => clients.listClients(ctx.db, ctx.coachId, input)),

  create: coachProcedure
    .meta({ openapi: { method: 'POST', path: '/clients', tags, protect: true, summary: 'Create a client' } })
    .input(ZCreateClientInput)
    .output(ZClient)
    .mutation(({ ctx, input }) => clients.createClient(ctx.db, ctx.coachId, input, ctx.caps, { jobs: ctx.jobs, now: ctx.clock.now() })),

  reorder: coachProcedure
    .meta({ openapi: { method: 'PUT', path: '/clients/reorder', tags, protect: true, summary: 'Save the dragged order of clients' } })
    .input(ZReorderClientsInput)
    .output(ZOk)
    .mutation(({ ctx, input }) => clients.reorderClients(ctx.db, ctx.coachId, input.clientOrders, ctx.clock.now())),

  get: coachProcedure
    .meta({ openapi: { method: 'GET', path: '/clients/{id}', tags, protect: true, summary: 'One client' } })
    .input(ZClientIdInput)
    .output(ZClient)
    .query(({ ctx, input }) => clients.getClient(ctx.db, ctx.coachId, input.id)),

  updateProfile: coachProcedure
    .meta({ openapi: { method: 'PUT', path: '/clients/{id}/profile', tags, protect: true, summary: 'Edit a client’s personal details' } })
    .input(ZUpdateClientProfileInput)
    .output(ZClient)
    .mutation(({ ctx, input: { id, ...fields } }) => clients.updateClientProfile(ctx.db, ctx.coachId, id, fields)),

  archive: coachProcedure
    .meta({ openapi: { method: 'PUT', path: '/clients/{id}/archive', tags, protect: true, summary: 'Archive a client' } })
    .input(ZClientIdInput)
    .output(ZClient)
    .mutation(({ ctx, input }) => clients.setClientArchived(ctx.db, ctx.coachId, input.id, true, { jobs: ctx.jobs, now: ctx.clock.now() })),

  unarchive: coachProcedure
    .meta({ openapi: { method: 'PUT', path: '/clients/{id}/unarchive', tags, protect: true, summary: 'Unarchive a client' } })
    .input(ZClientIdInput)
    .output(ZClient)
    .mutation(({ ctx, input }) => clients.setClientArchived(ctx.db, ctx.coachId, input.id, false)),

  delete: coachProcedure
    .meta({ openapi: { method: 'DELETE', path: '/clients/{id}', tags, protect: true, summary: 'Delete a client and all their data' } })
    .input(ZClientIdInput)
    .output(ZOk)
    .mutation(({ ctx, input }) => clients.deleteClient(ctx, ctx.coachId, input.id)),

  history: coachProcedure
    .meta({ openapi: { method: 'GET', path: '/clients/{id}/history', tags, protect: true, summary: 'The client’s workout sessions, latest first, with results' } })
    .input(ZClientIdInput)
    .output(z.array(ZWorkoutHistoryItem))
    .query(({ ctx, input }) => clientHistory(ctx.db, ctx.coachId, input.id, ctx.clock.now())),

  assignments: coachProcedure
    .meta({ openapi: { method: 'GET', path: '/clients/{id}/assignments', tags, protect: true, summary: 'The client’s assignments' } })
    .input(ZClientIdInput)
    .output(z.array(ZAssignment))
    .query(async ({ ctx, input }) => {
      await clients.assertOwnClient(ctx.db, ctx.coachId, input.id);
      return (await listAssignments(ctx.db, ctx.coachId, { clientId: input.id })).map(({ client: _c, ...a }) => a);
    }),

  stats: coachProcedure
    .meta({ openapi: { method: 'GET', path: '/clients/{id}/stats', tags, protect: true, summary: 'Workout and food completion of the client (docs/product.md §9)' } })
    .input(ZClientIdInput)
    .output(ZClientStats)
    .query(({ ctx, input }) => clientStats(ctx.db, ctx.coachId, input.id, ctx.clock.now())),

  accessToken: coachProcedure
    .meta({ openapi: { method: 'GET', path: '/clients/{id}/access-token', tags, protect: true, summary: 'The client’s personal access link (nulls when none yet)' } })
    .input(ZClientIdInput)
    .output(ZAccessToken)
    .query(({ ctx, input }) => getAccessToken(ctx, ctx.coachId, input.id)),

  generateAccessToken: coachProcedure
    .meta({
      openapi: { method: 'POST', path: '/clients/{id}/access-token', tags, protect: true, summary: 'Generate a new access link, optionally expiring in expiresInDays; the old one stops working' },
    })
    .input(ZGenerateAccessTokenInput)
    .output(ZAccessToken)
    .mutation(({ ctx, input }) => regenerateAccessToken(ctx, ctx.coachId, input.id, ctx.clock.now(), input.expiresInDays)),

  emailAccessLink: coachProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/clients/{id}/access-token/email',
        tags,
        protect: true,
        summary: 'E-mail the client their personal access link (the current one; a new one when there is none to show); 400 when the client has no address',
      },
    })
    .input(ZClientIdInput)
    .output(ZEmailAccessLinkOutput)
    .mutation(({ ctx, input }) => emailAccessLink(ctx, ctx.coachId, input.id)),

  reminder: coachProcedure
    .meta({ openapi: { method: 'GET', path: '/clients/{id}/reminder', tags, protect: true, summary: 'The local hour of the client’s e-mailed workout reminder (null: off)' } })
    .input(ZClientIdInput)
    .output(ZReminder)
    .query(({ ctx, input }) => getReminder(ctx.db, ctx.coachId, input.id)),

  setReminder: coachProcedure
    .meta({
      openapi: { method: 'PUT', path: '/clients/{id}/reminder', tags, protect: true, summary: 'Turn the client’s workout reminder on at a local hour (0–23, the client’s zone) or off (null)' },
    })
    .input(ZSetReminderInput)
    .output(ZReminder)
    .mutation(({ ctx, input }) => setReminder(ctx.db, ctx.coachId, input.id, input.hour)),

  preview: coachProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/clients/{id}/preview',
        tags,
        protect: true,
        summary: 'A 30-minute read-only token to view the client’s app as they see it (every write with it is refused with 403)',
      },
    })
    .input(ZClientIdInput)
    .output(ZClientPreview)
    .mutation(({ ctx, input }) => createPreview(ctx.db, ctx.appSecret, ctx.coachId, input.id, ctx.clock.now())),

  timeZone: coachProcedure
    .meta({ openapi: { method: 'GET', path: '/clients/{id}/time-zone', tags, protect: true, summary: 'The IANA time zone the client’s days are counted in (null: UTC)' } })
    .input(ZClientIdInput)
    .output(ZTimeZoneOutput)
    .query(({ ctx, input }) => getClientTimeZone(ctx.db, ctx.coachId, input.id)),

  setTimeZone: coachProcedure
    .meta({ openapi: { method: 'PUT', path: '/clients/{id}/time-zone', tags, protect: true, summary: 'Correct the client’s IANA time zone' } })
    .input(ZSetClientTimeZoneInput)
    .output(ZTimeZoneOutput)
    .mutation(({ ctx, input }) => setClientTimeZone(ctx.db, ctx.coachId, input.id, input.timeZone)),

  locale: coachProcedure
    .meta({ openapi: { method: 'GET', path: '/clients/{id}/locale', tags, protect: true, summary: 'The language of the client’s app and e-mails (null: not chosen yet, English)' } })
    .input(ZClientIdInput)
    .output(ZLocaleOutput)
    .query(({ ctx, input }) => getClientLocale(ctx.db, ctx.coachId, input.id)),

  /** The coach's default; the client can still change it in their menu. */
  setLocale: coachProcedure
    .meta({ openapi: { method: 'PUT', path: '/clients/{id}/locale', tags, protect: true, summary: 'Set the language of the client’s app and e-mails (en, es or de)' } })
    .input(ZSetClientLocaleInput)
    .output(ZLocaleOutput)
    .mutation(({ ctx, input }) => setClientLocale(ctx.db, ctx.coachId, input.id, input.locale)),
});
