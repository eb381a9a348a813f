// The one place that makes `t` (CONVENTIONS 1). Nobody builds a procedure from anything else.
import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError, type core } from 'zod';
import { MSG_CLIENT_ARCHIVED_SELF } from '../../shared/client-access.ts';
import { toTRPCError } from '../errors.ts';
import { containsNul, MSG_NUL_TEXT } from '../lib/json-input.ts';
import type { Context } from './context.ts';

/**
 * zod's own (English) messages, which say nothing about which field they concern. Custom messages
 * may start with the same words ('Invalid reset link', 'Too many programs') and stand alone.
 */
const GENERIC_ZOD_MESSAGE =
  /^(Invalid (input|option|string|number|key in|value in|discriminator)\b|Invalid (email address|URL|UUID|ISO (datetime|date|time|duration))$|Too (big|small): |Unrecognized keys?: |Expected )/;

/** The first zod issue as a sentence: custom messages stand alone, generic ones name the field. */
export function issueMessage(issue: core.$ZodIssue): string {
  const generic = GENERIC_ZOD_MESSAGE.test(issue.message);
  const field = issue.path.join('.');
  return generic && field ? `${field}: ${issue.message}` : issue.message;
}

const t = initTRPC
  .context<Context>()
  .meta<OpenApiMeta>()
  .create({
    transformer: superjson,
    errorFormatter({ shape, error }) {
      const zodError = error.cause instanceof ZodError ? error.cause : null;
      const internal = error.code === 'INTERNAL_SERVER_ERROR';
      // An internal error never shows its cause, not even a zod one (an answer that failed its
      // output schema is our fault, and its issue would describe our data).
      const message = internal
        ? 'Something went wrong on our side. Please try again.'
        : zodError?.issues[0]
          ? issueMessage(zodError.issues[0])
          : error.message;
      return {
        message,
        code: shape.code,
        // The REST bridge spreads this shape into its body: `error` is SPEC §7's field.
        error: message,
        data: {
          code: shape.data.code,
          httpStatus: shape.data.httpStatus,
          path: shape.data.path,
          fieldErrors: zodError && !internal ? z_flatten(zodError) : undefined,
        },
      };
    },
  });

function z_flatten(err: ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of err.issues) {
    const key = issue.path.join('.') || '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

const mapErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const mapped = toTRPCError(result.error.cause ?? result.error);
    if (mapped instanceof TRPCError && mapped !== result.error) throw mapped;
  }
  return result;
});

/** NUL in any text of any input is a 400 here, for tRPC and REST alike, not a database error. */
const refuseNul = t.middleware(async ({ getRawInput, next }) => {
  if (containsNul(await getRawInput())) throw new TRPCError({ code: 'BAD_REQUEST', message: MSG_NUL_TEXT });
  return next();
});

export const router = t.router;
export const mergeRouters = t.mergeRouters;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(mapErrors).use(refuseNul);

/** Every write made with a coach's "View as client" preview token (docs/decisions/0005-coach-preview.md). */
export const MSG_PREVIEW_READ_ONLY = "This is a read-only preview of your client's app. Only the client can make changes here.";

const signedIn = publicProcedure.use(({ ctx, type, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: ctx.authError ?? 'Please sign in to continue' });
  if (ctx.previewCoachId && type === 'mutation') throw new TRPCError({ code: 'FORBIDDEN', message: MSG_PREVIEW_READ_ONLY });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

export const authedProcedure = signedIn;

/** A signed-in COACH; anyone else signed in gets 403 (not 401: they are authenticated). */
export const coachProcedure = signedIn.use(({ ctx, next }) => {
  if (ctx.user.role !== 'COACH') throw new TRPCError({ code: 'FORBIDDEN', message: 'This is for coaches only' });
  return next({ ctx: { ...ctx, coach: ctx.user, coachId: ctx.user.id } });
});

// The text lives in src/shared so the client app can recognise it (docs/offline.md).
export { MSG_CLIENT_ARCHIVED_SELF };

/** A signed-in CLIENT linked to a coach's client record that is not archived. */
export const clientProcedure = signedIn.use(async ({ ctx, next }) => {
  if (ctx.user.role !== 'CLIENT') throw new TRPCError({ code: 'FORBIDDEN', message: 'This is for clients only' });
  // The bearer lookup already joined the client record (services/auth/sessions.ts); callers
  // built without a request (tests) look it up here.
  const client =
    ctx.linkedClient !== undefined
      ? ctx.linkedClient
      : await ctx.db.client.findUnique({
          where: { userId: ctx.user.id },
          select: { id: true, coachId: true, firstName: true, lastName: true, archived: true },
        });
  if (!client) {
    throw new TRPCError({
      code: 'FORBIDDEN',
      message: 'This account is not linked to a coach yet. Please use the personal link your coach sent you.',
    });
  }
  // Archived by the coach: no reading or writing until unarchived (issue 13, docs/reliability.md).
  if (client.archived) throw new TRPCError({ code: 'FORBIDDEN', message: MSG_CLIENT_ARCHIVED_SELF });
  return next({ ctx: { ...ctx, client, clientId: client.id, coachId: client.coachId } });
});
