// The one module that reads tRPC's and zod's private definitions (src/server/trpc/definitions.ts,
// docs/decisions/0019). These tests fail on an upgrade of @trpc/server, trpc-to-openapi or zod
// that moves what it reads, so the upgrade is looked at rather than silently breaking the
// OpenAPI document or bringing back the coercion of typed JSON fields.
import { readFileSync } from 'node:fs';
import { initTRPC } from '@trpc/server';
import { coerceSchema } from 'trpc-to-openapi';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { keepDeclaredInputCoercion, procedureDefinitions, WRITTEN_AGAINST } from '#server/trpc/definitions';
import { appRouter } from '#server/trpc/router';

const json = (path: string) => JSON.parse(readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8')) as { version: string; dependencies: Record<string, string> };
const installed = (pkg: string) => json(`node_modules/${pkg}/package.json`).version;
const declared = json('package.json').dependencies;

function smallRouter() {
  const t = initTRPC.meta<{ access?: string }>().create();
  const input = z.object({ n: z.number(), done: z.boolean(), nested: z.object({ when: z.date() }).optional(), loose: z.coerce.number().optional() });
  const router = t.router({
    save: t.procedure
      .meta({ access: 'coach' })
      .input(input)
      .mutation(({ input: i }) => i),
  });
  return { router, input };
}

describe('the private definitions the app relies on', () => {
  it('are read from the installed versions they were written against, pinned exactly', () => {
    for (const [pkg, version] of Object.entries(WRITTEN_AGAINST)) {
      expect({ pkg, installed: installed(pkg), declared: declared[pkg] }).toEqual({ pkg, installed: version, declared: version });
    }
  });

  it('list every procedure of the app with its kind, meta and schemas', () => {
    const defs = procedureDefinitions(appRouter);
    expect(defs.length).toBeGreaterThan(100);
    const login = defs.find((d) => d.meta?.openapi?.path === '/auth/login');
    expect(login).toMatchObject({ type: 'mutation', meta: { openapi: { method: 'POST' } } });
    expect(login!.inputs.length).toBe(1);
    expect(defs.find((d) => d.meta?.openapi?.path === '/clients' && d.type === 'query')?.meta?.access).toBe('coach');
    const { router } = smallRouter();
    expect(procedureDefinitions(router)).toEqual([expect.objectContaining({ type: 'mutation', meta: { access: 'coach' } })]);
  });

  it('trpc-to-openapi still switches coercion on, and a pinned schema keeps what it declared', () => {
    const sent = { n: '5', done: 'false', nested: { when: '2026-01-01' }, loose: '3' };
    // Unpinned, the library's own coercion reads "false" as true: the bug the pin exists for.
    const bare = smallRouter().input;
    coerceSchema(bare);
    expect(bare.parse(sent)).toMatchObject({ n: 5, done: true });

    const { router, input } = smallRouter();
    keepDeclaredInputCoercion(router);
    coerceSchema(input);
    const result = input.safeParse(sent);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.')).toSorted()).toEqual(['done', 'n', 'nested.when']);
    // A field declared with coercion keeps it.
    expect(input.parse({ n: 1, done: false, loose: '3' }).loose).toBe(3);
  });
});
