// trpc-to-openapi switches on zod coercion for every number, boolean and date field of a
// procedure's input on the first REST call that reaches it (meant for query strings), and mutates
// the shared schema, so /trpc is affected too. On a JSON body that turned `"completed": "false"`
// into true, `"week": null` into 0 and `"rating": true` into 1. Inputs arrive typed (JSON, or
// superjson over /trpc), so every field keeps the coercion it was declared with.
// zod and tRPC keep schema and procedure definitions under `_zod` and `_def`.
/* oxlint-disable no-underscore-dangle */
import type { AnyRouter } from '@trpc/server';

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
  const procedures = router._def.procedures as Record<string, { _def?: { inputs?: unknown[] } }>;
  for (const procedure of Object.values(procedures)) {
    for (const input of procedure._def?.inputs ?? []) forEachSchema(input, pin);
  }
}
