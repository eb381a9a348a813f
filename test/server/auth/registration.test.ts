// REGISTRATION=closed (issue 35): an owner closes sign-up. The sign-up API answers 403 with a
// sentence that says so and creates nothing; the sign-up screen asks GET /auth/registration first.
import { describe, expect, it } from 'vitest';
import { MSG_REGISTRATION_CLOSED } from '#shared/schemas/auth';
import { setupHttpTestHooks } from '../helpers.ts';

const { t, http } = setupHttpTestHooks();
const body = (email: string) => ({ email, password: 'password-123', role: 'COACH', firstName: 'Rae', lastName: 'Rest' });

describe('sign-up open (the default)', () => {
  it('GET /auth/registration answers open, and a coach can sign up', async () => {
    expect(await http.api('GET', '/auth/registration')).toMatchObject({ status: 200, body: { open: true } });
    expect((await http.api('POST', '/auth/register', { body: body('open@example.com') })).status).toBe(200);
  });
});

describe('sign-up closed', () => {
  it('GET /auth/registration answers closed; POST /auth/register answers 403 with the reason and creates no account', async () => {
    t.deps.registration = 'closed';
    try {
      expect(await http.api('GET', '/auth/registration')).toMatchObject({ status: 200, body: { open: false } });
      for (const role of ['COACH', 'CLIENT']) {
        const res = await http.api('POST', '/auth/register', { body: { ...body('closed@example.com'), role } });
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ error: MSG_REGISTRATION_CLOSED });
      }
      expect(await t.db.user.count({ where: { email: 'closed@example.com' } })).toBe(0);
      // Existing accounts still sign in.
      expect((await http.api('POST', '/auth/login', { body: { email: 'open@example.com', password: 'password-123' } })).status).toBe(200);
    } finally {
      t.deps.registration = 'open';
    }
  });
});
