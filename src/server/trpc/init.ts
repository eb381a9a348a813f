// The one place that makes `t` (docs/architecture.md). Nobody builds a procedure from anything else.
import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { z, ZodError, type core } from 'zod';
import { MSG_CLIENT_ARCHIVED_SELF } from '#shared/client-access';
import { DomainError, ERROR_TEXTS, toTRPCError } from '../errors.ts';
import { MSG_PREVIEW_READ_ONLY, refuseApiKey, requireRole, requireSignedIn } from '../lib/access.ts';
import { touchApiKey } from '../services/integrations/api-keys.ts';
import { noteProcedureOutcome } from '../lib/idempotency.ts';
import type { AuthUser } from '../services/auth/sessions.ts';
import { containsNul, MSG_NUL_TEXT } from '../lib/json-input.ts';
import type { Context } from './context.ts';
import type { OperationExamples } from '../openapi-examples.ts';

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
  .meta<OpenApiMeta & { access?: ProcedureAccess; examples?: OperationExamples }>()
  .create({
    transformer: superjson,
    errorFormatter({ shape, error }) {
      const zodError = error.cause instanceof ZodError ? error.cause : null;
      const internal = error.code === 'INTERNAL_SERVER_ERROR';
      // An internal error never shows its cause, not even a zod one (an answer that failed its
      // output schema is our fault, and its issue would describe our data).
      const message = internal ? ERROR_TEXTS.internal : zodError?.issues[0] ? issueMessage(zodError.issues[0]) : error.message;
      return {
        message,
        code: shape.code,
        // The REST bridge spreads this shape into its body; REST answers `{ "error" }` (app.ts).
        error: message,
        data: {
          code: shape.data.code,
          httpStatus: shape.data.httpStatus,
          path: shape.data.path,
          fieldErrors: zodError && !internal ? fieldErrorsOf(zodError) : undefined,
        },
      };
    },
  });

/** Messages by top-level field; issues about the whole input go under `_`. */
function fieldErrorsOf(err: ZodError): Record<string, string[]> {
  const { formErrors, fieldErrors } = z.flattenError(err);
  const out: Record<string, string[]> = { ...(fieldErrors as Record<string, string[]>) };
  if (formErrors.length) out._ = formErrors;
  return out;
}

const mapErrors = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  if (!result.ok) {
    const cause = result.error.cause ?? result.error;
    // A rate limit knows when its window ends: say so (routes/health.ts adds a default otherwise).
    if (cause instanceof DomainError && cause.retryAfterSeconds !== undefined) ctx.res?.setHeader('Retry-After', String(cause.retryAfterSeconds));
    const mapped = toTRPCError(cause);
    if (mapped instanceof TRPCError && mapped !== result.error) throw mapped;
  }
  return result;
});

/** NUL in any text of any input is a 400 here, for tRPC and REST alike, not a database error. */
const refuseNul = t.middleware(async ({ getRawInput, next }) => {
  if (containsNul(await getRawInput())) throw new TRPCError({ code: 'BAD_REQUEST', message: MSG_NUL_TEXT });
  return next();
});

/**
 * Tells the idempotency capture how the call ended: when the request's deadline answered first,
 * that outcome is the answer a retry with the same key replays (lib/idempotency.ts).
 */
const noteOutcome = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  noteProcedureOutcome(ctx.res, result.ok ? { ok: true, data: result.data } : { ok: false });
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(noteOutcome).use(mapErrors).use(refuseNul);

// The text lives in lib/access.ts, shared with the byte routes.
export { MSG_PREVIEW_READ_ONLY };

/**
 * Sign-in and role rules (lib/access.ts); they throw DomainErrors, which mapErrors maps. Every
 * signed-in write also spends a point of the account's write budget (429 with Retry-After past
 * it, docs/reliability.md): reads stay synchronous here.
 */
const requireUser = t.middleware(({ ctx, type, next }) => {
  const user = requireSignedIn(ctx, type === 'mutation');
  // An API key spends a point of its own budget on every call, and notes when it was used
  // (docs/decisions/0031-api-keys-and-webhooks.md).
  if (ctx.apiKey) return viaApiKey(ctx, ctx.apiKey, user.id, type === 'mutation').then(() => next({ ctx: { user } }));
  // tRPC merges what `next` is given into the context; passing only what changes saves a copy.
  if (type !== 'mutation') return next({ ctx: { user } });
  return ctx.limits.writesByAccount.hit(user.id).then(() => next({ ctx: { user } }));
});

async function viaApiKey(ctx: Context, key: NonNullable<Context['apiKey']>, userId: string, write: boolean): Promise<void> {
  await ctx.limits.requestsByApiKey.hit(key.id);
  if (write) await ctx.limits.writesByAccount.hit(userId);
  touchApiKey(ctx.db, key, ctx.clock.now(), (err) => ctx.log.warn({ err }, 'could not note when an API key was used'));
}
// Each role's builder says who may call it in its meta, which every procedure built from it
// keeps (tRPC merges a procedure's own meta into it): the OpenAPI document reads it.
const signedIn = publicProcedure.use(requireUser).meta({ access: 'signed-in' });

export const authedProcedure = signedIn;

/** A signed-in COACH; anyone else signed in gets 403 (not 401: they are authenticated). */
const requireCoach = t.middleware(({ ctx, next }) => {
  const user = requireSignedIn(ctx, false);
  requireRole(user, 'COACH');
  return next({ ctx: { user, coach: user, coachId: user.id } });
});
export const coachProcedure = signedIn.use(requireCoach).meta({ access: 'coach' });

/** A coach signed in as a person, never with an API key: managing API keys (a key cannot mint keys), the sign-in e-mail and password. */
const refuseKey = t.middleware(({ ctx, next }) => {
  refuseApiKey(ctx);
  return next();
});
export const coachSessionProcedure = coachProcedure.use(refuseKey);

// The text lives in src/shared so the client app can recognise it (docs/offline.md).
export { MSG_CLIENT_ARCHIVED_SELF };

/** The caller's client record, linked to a coach and not archived; else 403 (issue 13, docs/reliability.md). */
async function activeClientOf(ctx: Context, user: AuthUser) {
  requireRole(user, 'CLIENT');
  // The bearer lookup already joined the client record (services/auth/sessions.ts); callers
  // built without a request (tests) look it up here.
  const client =
    ctx.linkedClient !== undefined
      ? ctx.linkedClient
      : await ctx.db.client.findUnique({
          where: { userId: user.id },
          select: { id: true, coachId: true, firstName: true, lastName: true, archived: true },
        });
  if (!client) {
    throw new TRPCError({
      code: 'FORBIDDEN',
      message: 'This account is not linked to a coach yet. Please use the personal link your coach sent you.',
    });
  }
  if (client.archived) throw new TRPCError({ code: 'FORBIDDEN', message: MSG_CLIENT_ARCHIVED_SELF });
  return client;
}

/** A signed-in CLIENT linked to a coach's client record that is not archived. */
const requireClient = t.middleware(async ({ ctx, next }) => {
  const user = requireSignedIn(ctx, false);
  const client = await activeClientOf(ctx, user);
  return next({ ctx: { user, client, clientId: client.id, coachId: client.coachId } });
});
export const clientProcedure = signedIn.use(requireClient).meta({ access: 'client' });

/** Who reads a client's data: a coach (their clients'), or a client admitted as clientProcedure admits one (their own). */
export type Viewer = { role: 'CLIENT'; clientId: string } | { role: 'COACH'; coachId: string };

/** A coach, or a client under requireClient's rule: for reads both make (the food log). */
const requireViewer = t.middleware(async ({ ctx, next }) => {
  const user = requireSignedIn(ctx, false);
  const viewer: Viewer = user.role === 'COACH' ? { role: 'COACH', coachId: user.id } : { role: 'CLIENT', clientId: (await activeClientOf(ctx, user)).id };
  return next({ ctx: { user, viewer } });
});
export const viewerProcedure = signedIn.use(requireViewer);

/** Who may call a procedure (the meta of the builder it comes from), for the OpenAPI document. */
export type ProcedureAccess = 'public' | 'signed-in' | 'coach' | 'client';
