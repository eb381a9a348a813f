// The one module that reads tRPC's and zod's private definitions (docs/decisions/0019). tRPC has
// no public accessor for a router's procedures or their meta, inputs and outputs; it keeps them
// under `_def`, and zod keeps a schema's under `_zod.def`. Two things need them:
//
// - The OpenAPI document and the 405 answers read every procedure's meta (route, who may call it)
//   and its schemas (openapi.ts).
// - trpc-to-openapi switches on zod coercion for every number, boolean and date field of a
//   procedure's input on each REST call that reaches it (meant for query strings), and mutates the
//   shared schema, so /trpc is affected too. On a JSON body that turned `"completed": "false"`
//   into true, `"week": null` into 0 and `"rating": true` into 1. Inputs arrive typed (JSON, or
//   superjson over /trpc), so every field keeps the coercion it was declared with.
//
// The versions this is written against are pinned exactly in package.json (@trpc/server, zod,
// trpc-to-openapi); test/server/foundation/definitions.test.ts fails on an upgrade that moves them.
/* oxlint-disable no-underscore-dangle */
import type { AnyRouter } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { ProcedureAccess } from './init.ts';
import type { OperationExamples } from '../openapi-examples.ts';

/** The versions whose private definitions this module is written against; the test fails on any other. */
export const WRITTEN_AGAINST = { '@trpc/server': '11.22.1', 'trpc-to-openapi': '3.3.0', zod: '4.6.7' } as const;

/** What the app reads of a procedure: its kind, meta and schemas. */
export interface ProcedureDefinition {
  type: string;
  meta?: OpenApiMeta & { access?: ProcedureAccess; examples?: OperationExamples; openapi?: { errorResponses?: number[] | Record<string, string> } };
  inputs: unknown[];
  output?: unknown;
}

/** The dotted names of `router`'s procedures (`coach.clients.list`), as /trpc paths name them. */
export function procedureNames(router: AnyRouter): string[] {
  return Object.keys(router._def.procedures as Record<string, unknown>);
}

/** Every procedure of `router` with its definition. */
export function procedureDefinitions(router: AnyRouter): ProcedureDefinition[] {
  const procedures = router._def.procedures as Record<string, { _def?: Partial<ProcedureDefinition> }>;
  return Object.values(procedures).flatMap((procedure) => {
    const def = procedure._def;
    return def?.type ? [{ type: def.type, meta: def.meta, inputs: def.inputs ?? [], output: def.output }] : [];
  });
}
interface ZodDefLike {
  type?: string;
  coerce?: boolean;
  [key: string]: unknown;
}

const COERCIBLE = new Set(['number', 'boolean', 'bigint', 'date']);

function defOf(schema: unknown): ZodDefLike | null {
  const def = (schema as { _zod?: { def?: ZodDefLike } } | null)?._zod?.def;
  return def && typeof def.type === 'string' ? def : null;
}

/** Every schema reachable from `root` (objects, arrays, wrappers, pipes, unions…), once each. */
function forEachSchema(root: unknown, visit: (def: ZodDefLike) => void) {
  const seen = new Set<unknown>();
  const stack: unknown[] = [root];
  while (stack.length) {
    const schema = stack.pop();
    const def = defOf(schema);
    if (!def || seen.has(schema)) continue;
    seen.add(schema);
    visit(def);
    const push = (child: unknown) => {
      if (defOf(child)) stack.push(child);
    };
    if (def.type === 'object' && def.shape && typeof def.shape === 'object') Object.values(def.shape).forEach(push);
    if (def.type === 'lazy' && typeof def.getter === 'function') push((def.getter as () => unknown)());
    for (const key of ['element', 'innerType', 'in', 'out', 'left', 'right', 'keyType', 'valueType', 'catchall', 'rest']) push(def[key]);
    for (const key of ['options', 'items']) if (Array.isArray(def[key])) (def[key] as unknown[]).forEach(push);
  }
}

function pin(def: ZodDefLike) {
  if (!COERCIBLE.has(def.type ?? '')) return;
  const declared = def.coerce === true;
  Object.defineProperty(def, 'coerce', {
    configurable: true,
    enumerable: true,
    get: () => declared,
    // trpc-to-openapi's `def.coerce = true` lands here and changes nothing.
    set: () => {},
  });
}

/** Pins the coercion of every input field of every procedure to what its schema declares. */
export function keepDeclaredInputCoercion(router: AnyRouter) {
  for (const { inputs } of procedureDefinitions(router)) for (const input of inputs) forEachSchema(input, pin);
}
