// docs/product.md §7 Clients: notes on a client, limited rich text sanitised on write (docs/design.md §3).
import { z } from 'zod';
import { ZClientIdInput, ZClientNote, ZCreateClientNoteInput } from '#shared/schemas/clients';
import { ZOk } from '#shared/schemas/common';
import * as notes from '#server/services/clients/notes';
import { coachProcedure, router } from '#server/trpc/init';

const tags = ['Clients'];

export const clientNotesRouter = router({
  list: coachProcedure
    .meta({ openapi: { method: 'GET', path: '/clients/{id}/notes', tags, protect: true, summary: 'Notes on a client, newest first' } })
    .input(ZClientIdInput)
    .output(z.array(ZClientNote))
    .query(({ ctx, input }) => notes.listNotes(ctx.db, ctx.coachId, input.id)),

  create: coachProcedure
    .meta({ openapi: { method: 'POST', path: '/clients/{id}/notes', tags, protect: true, summary: 'Add a note (p, br, strong, em, b, i, u, ul, ol, li, div only)' } })
    .input(ZCreateClientNoteInput)
    .output(ZClientNote)
    .mutation(({ ctx, input }) => notes.createNote(ctx.db, ctx.coachId, input.id, input.content, ctx.clock.now(), ctx.caps)),

  delete: coachProcedure
    .meta({ openapi: { method: 'DELETE', path: '/client-notes/{id}', tags, protect: true, summary: 'Delete a note' } })
    .input(ZClientIdInput)
    .output(ZOk)
    .mutation(({ ctx, input }) => notes.deleteNote(ctx.db, ctx.coachId, input.id)),
});
