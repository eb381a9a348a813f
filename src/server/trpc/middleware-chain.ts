// tRPC runs a procedure's middlewares one by one (callRecursive in @trpc/server), and its build
// copies the call's options twice per middleware, and the whole context whenever a middleware
// adds to it, with a Babel helper that defines each property through Object.defineProperty. With
// our context (the app's dependencies and the request's user, about 25 keys) and 6–8 middlewares
// per procedure, those copies were 13–17 % of the server's CPU on a read that sends no SQL
// (docs/performance.md, "The middleware chain"). This puts one middleware first in every
// procedure that runs the rest itself with the same rules (the same merge of `ctx`, `input` and
// `getRawInput`, the same `{ ok: false, error }` for a throw), using the language's own object
// spread. tRPC never reaches the middlewares after it; they stay in `_def.middlewares` for the
// code that reads them (the OpenAPI access sweep, the synchronous parsers). tRPC keeps procedure
// definitions under `_def`.
/* oxlint-disable no-underscore-dangle */
import type { AnyRouter } from '@trpc/server';
import { getTRPCErrorFromUnknown } from '@trpc/server';
import { middlewareMarker } from '@trpc/server/unstable-core-do-not-import';

interface MiddlewareOptions {
  ctx: Record<string, unknown>;
  input: unknown;
  getRawInput: () => Promise<unknown>;
  meta?: unknown;
  next?: unknown;
  [key: string]: unknown;
}
interface NextOptions {
  ctx?: Record<string, unknown>;
  input?: unknown;
  getRawInput?: () => Promise<unknown>;
}
type Middleware = ((opts: MiddlewareOptions) => Promise<unknown>) & { _chain?: true };

function chainRunner(middlewares: Middleware[]): Middleware {
  const run = async (index: number, opts: MiddlewareOptions): Promise<unknown> => {
    try {
      return await middlewares[index]!({
        ...opts,
        next(nextOpts?: NextOptions) {
          return run(index + 1, {
            ...opts,
            ctx: nextOpts?.ctx ? { ...opts.ctx, ...nextOpts.ctx } : opts.ctx,
            input: nextOpts && 'input' in nextOpts ? nextOpts.input : opts.input,
            getRawInput: nextOpts?.getRawInput ?? opts.getRawInput,
          });
        },
      });
    } catch (cause) {
      return { ok: false, error: getTRPCErrorFromUnknown(cause), marker: middlewareMarker };
    }
  };
  // tRPC calls this one with its own `next`, which it never gets to use.
  return Object.assign((opts: MiddlewareOptions) => run(1, opts), { _chain: true as const });
}

/** Puts the chain runner first in every procedure of `router`, in place. Idempotent. */
export function runMiddlewareChains(router: AnyRouter): void {
  const procedures = router._def.procedures as Record<string, { _def?: { middlewares?: Middleware[] } }>;
  for (const procedure of Object.values(procedures)) {
    const middlewares = procedure._def?.middlewares;
    if (!middlewares?.length || middlewares[0]!._chain) continue;
    middlewares.unshift(chainRunner(middlewares));
  }
}
