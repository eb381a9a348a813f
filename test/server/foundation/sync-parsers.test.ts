// parseSynchronously (src/server/trpc/sync-parsers.ts): procedures keep tRPC's validation
// behaviour — bad input is BAD_REQUEST with zod's issues, output that breaks its schema is
// "Output validation failed", input objects merge across .input() calls, and a schema with an
// async refinement still works — while zod parses synchronously.
/* oxlint-disable no-underscore-dangle -- tRPC keeps procedure definitions under `_def` */
import { initTRPC, TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appRouter } from '#server/trpc/router';
import { parseSynchronously } from '#server/trpc/sync-parsers';

const t = initTRPC.create();
const router = t.router({
  echo: t.procedure
    .input(z.object({ n: z.number().int() }))
    .output(z.object({ twice: z.number() }))
    .query(({ input }) => ({ twice: input.n * 2, extra: 'stripped' })),
  merged: t.procedure
    .input(z.object({ a: z.string() }))
    .input(z.object({ b: z.string() }))
    .query(({ input }) => input),
  broken: t.procedure.output(z.object({ ok: z.literal(true) })).query(() => ({ ok: false }) as unknown as { ok: true }),
  slow: t.procedure.input(z.string().refine(async (s) => s.length > 2, 'too short')).query(({ input }) => input.toUpperCase()),
});
parseSynchronously(router);
parseSynchronously(router); // idempotent
const caller = router.createCaller({});

describe('synchronous zod parsing of procedure inputs and outputs', () => {
  it('swaps every zod validator middleware', () => {
    const procedures = router._def.procedures as unknown as Record<string, { _def: { middlewares: { _type?: string; _syncParse?: true }[] } }>;
    const validators = Object.values(procedures).flatMap((p) => p._def.middlewares.filter((m) => m._type === 'input' || m._type === 'output'));
    expect(validators).toHaveLength(6);
    expect(validators.every((m) => m._syncParse)).toBe(true);
  });

  it('parses input, strips unknown output keys, and merges chained inputs', async () => {
    expect(await caller.echo({ n: 4 })).toEqual({ twice: 8 });
    expect(await caller.merged({ a: 'x', b: 'y' })).toEqual({ a: 'x', b: 'y' });
  });

  it('answers bad input with BAD_REQUEST carrying the zod error, and broken output with INTERNAL_SERVER_ERROR', async () => {
    const bad = await caller.echo({ n: 1.5 }).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(TRPCError);
    expect((bad as TRPCError).code).toBe('BAD_REQUEST');
    expect((bad as TRPCError).cause).toBeInstanceOf(z.ZodError);
    const broken = await caller.broken().catch((e: unknown) => e);
    expect([(broken as TRPCError).code, (broken as TRPCError).message]).toEqual(['INTERNAL_SERVER_ERROR', 'Output validation failed']);
  });

  it('falls back to the asynchronous parse for a schema with an async refinement', async () => {
    expect(await caller.slow('abc')).toBe('ABC');
    const short = await caller.slow('ab').catch((e: unknown) => e);
    expect((short as TRPCError).code).toBe('BAD_REQUEST');
  });

  it("leaves none of the app's validators on the asynchronous parse", () => {
    parseSynchronously(appRouter);
    const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { middlewares: { _type?: string; _syncParse?: true }[] } }>;
    const left = Object.entries(procedures).flatMap(([path, p]) => p._def.middlewares.filter((m) => (m._type === 'input' || m._type === 'output') && !m._syncParse).map(() => path));
    expect(Object.keys(procedures).length).toBeGreaterThan(80);
    expect(left).toEqual([]);
  });
});
