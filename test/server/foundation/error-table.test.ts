// One error table (src/server/errors.ts): each DomainError kind answers the same status over tRPC,
// REST and the byte routes, with the same words.
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { TRPCError } from '@trpc/server';
import { TRPC_ERROR_CODE_HTTP_STATUS } from 'trpc-to-openapi';
import { describe, expect, it } from 'vitest';
import { DomainError, ERROR_TEXTS, ERRORS, httpAnswerOf, toTRPCError, type DomainErrorKind } from '#server/errors';
import { makeClient, makeCoach, setupHttpTestHooks, tokenFor } from '../helpers.ts';

describe('the table', () => {
  it('gives every kind a status that tRPC and the REST bridge both answer', () => {
    for (const [kind, row] of Object.entries(ERRORS) as [DomainErrorKind, (typeof ERRORS)[DomainErrorKind]][]) {
      const mapped = toTRPCError(new DomainError(kind, 'x')) as TRPCError;
      expect(mapped.code, kind).toBe(row.trpc);
      expect(getHTTPStatusCodeFromError(mapped), `${kind} over /trpc`).toBe(row.status);
      expect(TRPC_ERROR_CODE_HTTP_STATUS[row.trpc], `${kind} over /api`).toBe(row.status);
      expect(httpAnswerOf(new DomainError(kind, 'x')), `${kind} on a byte route`).toMatchObject({ status: row.status, error: 'x' });
    }
  });

  it('maps known database failures and hides anything else behind the 500 sentence', () => {
    expect(httpAnswerOf(Object.assign(new Error('gone'), { code: 'P2025' })).status).toBe(404);
    expect(httpAnswerOf(Object.assign(new Error('dup'), { code: 'P2002' })).status).toBe(409);
    expect(httpAnswerOf(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })).status).toBe(503);
    expect(httpAnswerOf(new Error('SELECT * FROM secrets failed'))).toEqual({ status: 500, error: ERROR_TEXTS.internal });
    expect(httpAnswerOf(new DomainError('TOO_MANY_REQUESTS', 'slow down', 42)).retryAfterSeconds).toBe(42);
  });
});

describe('a byte route and a procedure answer alike', () => {
  const { t, http } = setupHttpTestHooks();

  it('without a token, and with the wrong role', async () => {
    const coach = await makeCoach(t.db);
    const { user } = await makeClient(t.db, coach.id);
    const clientToken = await tokenFor(t.deps, user);
    const logo = (token?: string) =>
      fetch(`${http.url}/api/branding/logo`, { method: 'PUT', headers: { 'content-type': 'image/png', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: 'x' });

    const anonymous = await logo();
    const anonymousProcedure = await http.api('GET', '/branding');
    expect([anonymous.status, await anonymous.json()]).toEqual([401, { error: ERROR_TEXTS.signIn }]);
    expect([anonymousProcedure.status, anonymousProcedure.body]).toEqual([401, { error: ERROR_TEXTS.signIn }]);

    const wrongRole = await logo(clientToken);
    const wrongRoleProcedure = await http.api('GET', '/branding', { token: clientToken });
    expect([wrongRole.status, await wrongRole.json()]).toEqual([403, { error: ERROR_TEXTS.coachesOnly }]);
    expect([wrongRoleProcedure.status, wrongRoleProcedure.body]).toEqual([403, { error: ERROR_TEXTS.coachesOnly }]);
  });
});
