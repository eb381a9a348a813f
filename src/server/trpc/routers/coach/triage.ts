// The triage roster, the coach's "needs attention" rule and client tags (docs/triage.md).
import { ZRosterInput, ZRosterPage, ZSetClientTagsInput, ZClientTagsOutput, ZTriageRule, ZTriageRuleInput } from '#shared/schemas/triage';
import { clientRoster } from '#server/services/triage/roster';
import { readTriageRule, saveTriageRule } from '#server/services/triage/rule';
import { setClientTags } from '#server/services/triage/tags';
import { coachProcedure, router } from '#server/trpc/init';
import { z } from 'zod';

const tags = ['Triage'];

export const triageRouter = router({
  roster: coachProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/client-roster',
        tags,
        protect: true,
        summary: 'Every client with adherence, last activity, unread messages, check-ins and whether they need attention; filtered, sorted, paged',
      },
    })
    .input(ZRosterInput)
    .output(ZRosterPage)
    .query(({ ctx, input }) => clientRoster(ctx.db, ctx.coachId, ctx.clock.now(), input)),

  getRule: coachProcedure
    .meta({ openapi: { method: 'GET', path: '/triage-rule', tags, protect: true, summary: 'The coach’s “needs attention” rule (the defaults until saved)' } })
    .input(z.void())
    .output(ZTriageRule)
    .query(({ ctx }) => readTriageRule(ctx.db, ctx.coachId)),

  setRule: coachProcedure
    .meta({ openapi: { method: 'PUT', path: '/triage-rule', tags, protect: true, summary: 'Save the coach’s “needs attention” rule' } })
    .input(ZTriageRuleInput)
    .output(ZTriageRule)
    .mutation(({ ctx, input }) => saveTriageRule(ctx.db, ctx.coachId, input)),

  setTags: coachProcedure
    .meta({ openapi: { method: 'PUT', path: '/clients/{id}/tags', tags, protect: true, summary: 'Replace a client’s tags (at most 10, each at most 30 characters)' } })
    .input(ZSetClientTagsInput)
    .output(ZClientTagsOutput)
    .mutation(({ ctx, input }) => setClientTags(ctx.db, ctx.coachId, input.id, input.tags)),
});
