// runMiddlewareChains (src/server/trpc/middleware-chain.ts): a procedure answers exactly as under
// tRPC's own middleware runner — context additions reach later middlewares and the resolver,
// `next({ input })` replaces the input, a throw anywhere is the caller's TRPCError with its code
// and message, a middleware sees the result or error of the rest — and each middleware runs once.
// Every scenario runs on two copies of the same router, one with the chain runner, one without.
/* oxlint-disable no-underscore-dangle -- tRPC keeps procedure definitions under `_def` */
import { initTRPC, TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApp } from '#server/app';
import type { Db } from '#server/db/client';
import { runMiddlewareChains } from '#server/trpc/middleware-chain';
import { appRouter } from '#server/trpc/router';
import { createTestDeps } from '../helpers.ts';

interface Ctx {
  base: string;
  calls: string[];
}

function buildRouter() {
  const t = initTRPC.context<Ctx>().create();
  const seen = t.middleware(async ({ ctx, path, type, next }) => {
    ctx.calls.push(`seen ${type} ${path}`);
    const result = await next();
    ctx.calls.push(`after ${result.ok ? 'ok' : `error ${result.error.code}`}`);
    return result;
  });
  const addUser = t.middleware(({ ctx, next }) => {
    ctx.calls.push('addUser');
    return next({ ctx: { user: `user of ${ctx.base}` } });
  });
  const addRole = t.middleware(({ ctx, next }) => {
    ctx.calls.push(`addRole for ${(ctx as Ctx & { user?: string }).user}`);
    return next({ ctx: { role: 'COACH' as const } });
  });
  const refuse = t.middleware(() => {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Only coaches can do that.' });
  });
  const double = t.middleware(async ({ input, next }) => next({ input: { n: (input as { n: number }).n * 2 } }));
  const base = t.procedure.use(seen).use(addUser).use(addRole);
  return t.router({
    whoami: base.query(({ ctx }) => ({ base: ctx.base, user: ctx.user, role: ctx.role })),
    doubled: base
      .input(z.object({ n: z.number() }))
      .use(double)
      .query(({ input }) => input.n),
    refused: base.use(refuse).query(() => 'never'),
    failing: base.mutation(() => {
      throw new Error('database is down');
    }),
    invalid: base.input(z.object({ n: z.number() })).query(({ input }) => input.n),
  });
}

const chained = buildRouter();
runMiddlewareChains(chained);
runMiddlewareChains(chained); // idempotent
const plain = buildRouter();

async function outcome(router: ReturnType<typeof buildRouter>, call: (c: ReturnType<ReturnType<typeof buildRouter>['createCaller']>) => Promise<unknown>) {
  const ctx: Ctx = { base: 'request', calls: [] };
  try {
    return { value: await call(router.createCaller(ctx)), calls: ctx.calls };
  } catch (err) {
    const e = err as TRPCError;
    return { error: { name: e.name, code: e.code, message: e.message, cause: e.cause?.message }, calls: ctx.calls };
  }
}

describe('the middleware chain runner', () => {
  const scenarios: Record<string, (c: ReturnType<ReturnType<typeof buildRouter>['createCaller']>) => Promise<unknown>> = {
    'context added by two middlewares': (c) => c.whoami(),
    'input replaced by a middleware': (c) => c.doubled({ n: 21 }),
    'a middleware that refuses': (c) => c.refused(),
    'a resolver that throws': (c) => c.failing(),
    'input that fails validation': (c) => c.invalid({ n: 'x' as unknown as number }),
  };

  for (const [name, call] of Object.entries(scenarios)) {
    it(`answers as tRPC's own runner does: ${name}`, async () => {
      const withChain = await outcome(chained, call);
      expect(withChain).toEqual(await outcome(plain, call));
    });
  }

  it('gives the values a user of these procedures would see', async () => {
    expect(await outcome(chained, scenarios['context added by two middlewares']!)).toEqual({
      value: { base: 'request', user: 'user of request', role: 'COACH' },
      calls: ['seen query whoami', 'addUser', 'addRole for user of request', 'after ok'],
    });
    expect((await outcome(chained, scenarios['input replaced by a middleware']!)).value).toBe(42);
    expect(await outcome(chained, scenarios['a middleware that refuses']!)).toMatchObject({
      error: { code: 'FORBIDDEN', message: 'Only coaches can do that.' },
      calls: ['seen query refused', 'addUser', 'addRole for user of request', 'after error FORBIDDEN'],
    });
    expect(await outcome(chained, scenarios['a resolver that throws']!)).toMatchObject({ error: { code: 'INTERNAL_SERVER_ERROR', message: 'database is down' } });
    expect(await outcome(chained, scenarios['input that fails validation']!)).toMatchObject({ error: { code: 'BAD_REQUEST' } });
  });

  it('runs first in every procedure of the app once the app is built, and only once', () => {
    // Building the app touches no database; its procedures are the shared appRouter's.
    const deps = createTestDeps({} as Db);
    createApp(deps);
    createApp(deps);
    const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { middlewares: { _chain?: true }[] } }>;
    const firsts = Object.values(procedures).map((p) => p._def.middlewares.filter((m) => m._chain).length === 1 && p._def.middlewares[0]!._chain === true);
    expect(firsts.length).toBeGreaterThan(100);
    expect(firsts.every(Boolean)).toBe(true);
  });
});
