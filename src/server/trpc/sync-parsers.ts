// tRPC validates inputs and outputs with zod's parseAsync, and zod 4 compiles its fast object
// parser only for synchronous parses: on a 200-client list the async parse measured 0.8–1 ms
// against 0.05–0.12 ms for parse, about a quarter of the request (docs/performance.md, "Where
// a request's time goes"). No schema of ours has an async refinement, so every procedure's
// validators are swapped for ones that parse synchronously, falling back to parseAsync for a
// schema that turns out to need it. Behaviour is tRPC's own (same errors, same codes); only the
// parse call changes. tRPC keeps procedure definitions under `_def`.
/* oxlint-disable no-underscore-dangle */
import { TRPCError, type AnyRouter } from '@trpc/server';
import { z } from 'zod';

type Parse = (value: unknown) => Promise<unknown>;
type Middleware = ((opts: never) => Promise<unknown>) & { _type?: string; _syncParse?: true };
interface ProcedureDef {
  inputs?: unknown[];
  output?: unknown;
  middlewares?: Middleware[];
}

const isZod = (schema: unknown): schema is z.ZodType => typeof (schema as { _zod?: unknown } | null)?._zod === 'object';
const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

function syncParse(schema: z.ZodType): Parse {
  let needsAsync = false;
  return async (value) => {
    if (!needsAsync) {
      try {
        return schema.parse(value);
      } catch (err) {
        if (!(err instanceof z.core.$ZodAsyncError)) throw err;
        needsAsync = true;
      }
    }
    return schema.parseAsync(value);
  };
}

/** tRPC's input validator middleware (procedureBuilder), with a synchronous parse. */
function inputMiddleware(parse: Parse): Middleware {
  const middleware = async (opts: { getRawInput: () => Promise<unknown>; input: unknown; next: (o: { input: unknown }) => Promise<unknown> }) => {
    let parsed: unknown;
    const raw = await opts.getRawInput();
    try {
      parsed = await parse(raw);
    } catch (cause) {
      throw new TRPCError({ code: 'BAD_REQUEST', cause });
    }
    const input = isObject(opts.input) && isObject(parsed) ? { ...opts.input, ...parsed } : parsed;
    return opts.next({ input });
  };
  return Object.assign(middleware, { _type: 'input', _syncParse: true as const });
}

/** tRPC's output validator middleware, with a synchronous parse. */
function outputMiddleware(parse: Parse): Middleware {
  const middleware = async ({ next }: { next: () => Promise<{ ok: boolean; data?: unknown }> }) => {
    const result = await next();
    if (!result.ok) return result;
    try {
      return { ...result, data: await parse(result.data) };
    } catch (cause) {
      throw new TRPCError({ message: 'Output validation failed', code: 'INTERNAL_SERVER_ERROR', cause });
    }
  };
  return Object.assign(middleware, { _type: 'output', _syncParse: true as const });
}

/**
 * Swaps every procedure's zod input and output validators for synchronous ones, in place.
 * Idempotent. Middlewares are matched to `_def.inputs` in order (each `.input()` adds one of
 * each) and to `_def.output`; a procedure whose counts do not line up is left as it is.
 */
export function parseSynchronously(router: AnyRouter): void {
  const procedures = router._def.procedures as Record<string, { _def?: ProcedureDef }>;
  for (const procedure of Object.values(procedures)) {
    const def = procedure._def;
    const middlewares = def?.middlewares;
    if (!def || !middlewares) continue;
    const inputs = def.inputs ?? [];
    const inputSlots = middlewares.flatMap((m, i) => (m._type === 'input' ? [i] : []));
    if (inputSlots.length === inputs.length) {
      inputSlots.forEach((slot, k) => {
        const schema = inputs[k];
        if (!middlewares[slot]!._syncParse && isZod(schema)) middlewares[slot] = inputMiddleware(syncParse(schema));
      });
    }
    const outputSlots = middlewares.flatMap((m, i) => (m._type === 'output' ? [i] : []));
    if (outputSlots.length === 1 && isZod(def.output) && !middlewares[outputSlots[0]!]!._syncParse) {
      middlewares[outputSlots[0]!] = outputMiddleware(syncParse(def.output));
    }
  }
}
