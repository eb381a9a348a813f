// Clients, notes and access links through the tRPC router (docs/product.md §7 Clients, docs/design.md §3).
import { describe, expect, it } from 'vitest';
import { resolveBearer } from '#server/services/auth/sessions';
import { callerAs, makeClient, makeCoach, setupTestHooks } from '../helpers.ts';
import { failure } from './failure.ts';

const t = setupTestHooks();

describe('client roster', () => {
  it('creates a client with a trimmed first name and a CLIENT user to sign in as', async () => {
    const coach = await makeCoach(t.db);
    const c = callerAs(t.deps, coach);
    const created = await c.coach.clients.create({ firstName: '  Jordan  ' });
    expect(created).toMatchObject({ firstName: 'Jordan', lastName: '', email: null, archived: false, displayOrder: null });
    const row = await t.db.client.findUniqueOrThrow({ where: { id: created.id }, select: { coachId: true, user: { select: { role: true, firstName: true } } } });
    expect(row).toEqual({ coachId: coach.id, user: { role: 'CLIENT', firstName: 'Jordan' } });
  });

  it('refuses a blank first name and writes nothing', async () => {
    const coach = await makeCoach(t.db);
    const c = callerAs(t.deps, coach);
    expect(await failure(c.coach.clients.create({ firstName: '   ' }))).toEqual({ code: 'BAD_REQUEST', message: 'First name is required' });
    expect(await t.db.client.count({ where: { coachId: coach.id } })).toBe(0);
  });

  it('lists by displayOrder with unordered clients last, archived only on request', async () => {
    const coach = await makeCoach(t.db);
    const c = callerAs(t.deps, coach);
    const a = await c.coach.clients.create({ firstName: 'Unordered' });
    const b = await c.coach.clients.create({ firstName: 'Second' });
    const d = await c.coach.clients.create({ firstName: 'First' });
    const e = await c.coach.clients.create({ firstName: 'Archived' });
    await c.coach.clients.reorder({
      clientOrders: [
        { clientId: d.id, displayOrder: 0 },
        { clientId: b.id, displayOrder: 1 },
      ],
    });
    await c.coach.clients.archive({ id: e.id });
    expect((await c.coach.clients.list({})).map((x) => x.firstName)).toEqual(['First', 'Second', 'Unordered']);
    const all = await c.coach.clients.list({ includeArchived: true });
    expect(all.map((x) => [x.firstName, x.archived])).toEqual([
      ['First', false],
      ['Second', false],
      ['Unordered', false],
      ['Archived', true],
    ]);
    await c.coach.clients.unarchive({ id: e.id });
    expect((await c.coach.clients.list({})).map((x) => x.id)).toContain(e.id);
    void a;
  });

  it('updates personal details (blank optional fields become empty) and validates the e-mail', async () => {
    const coach = await makeCoach(t.db);
    const c = callerAs(t.deps, coach);
    const cl = await c.coach.clients.create({ firstName: 'Pat' });
    const up = await c.coach.clients.updateProfile({ id: cl.id, firstName: 'Patricia', lastName: 'Lo', email: 'PAT@Example.com', phoneNumber: ' +44 7700 900123 ' });
    expect(up).toMatchObject({ firstName: 'Patricia', lastName: 'Lo', email: 'pat@example.com', phoneNumber: '+44 7700 900123' });
    const cleared = await c.coach.clients.updateProfile({ id: cl.id, firstName: 'Patricia', lastName: '', email: '', phoneNumber: '  ' });
    expect(cleared).toMatchObject({ lastName: '', email: null, phoneNumber: null });
    expect(await failure(c.coach.clients.updateProfile({ id: cl.id, firstName: '', lastName: 'x' }))).toEqual({ code: 'BAD_REQUEST', message: 'First name is required' });
    expect(await failure(c.coach.clients.updateProfile({ id: cl.id, firstName: 'P', email: 'not-an-email' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Please enter a valid email address',
    });
    expect((await c.coach.clients.get({ id: cl.id })).firstName).toBe('Patricia');
  });

  it('deletes a client with everything of theirs, including their sign-in user', async () => {
    const coach = await makeCoach(t.db);
    const c = callerAs(t.deps, coach);
    const cl = await c.coach.clients.create({ firstName: 'Gone' });
    await c.coach.clientNotes.create({ id: cl.id, content: 'hello' });
    const link = await c.coach.clients.generateAccessToken({ id: cl.id });
    const userId = (await t.db.client.findUniqueOrThrow({ where: { id: cl.id } })).userId;
    expect(await c.coach.clients.delete({ id: cl.id })).toEqual({ ok: true });
    await expect(c.coach.clients.get({ id: cl.id })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Client not found' });
    expect(await t.db.user.findUnique({ where: { id: userId } })).toBeNull();
    expect(await t.db.clientNote.count({ where: { clientId: cl.id } })).toBe(0);
    expect(await resolveBearer(t.db, link.token!, t.deps.clock.now())).toBeNull();
  });

  it('refuses a reorder with duplicates or a foreign id and changes nothing', async () => {
    const coach = await makeCoach(t.db);
    const other = await makeCoach(t.db);
    const c = callerAs(t.deps, coach);
    const mine = await c.coach.clients.create({ firstName: 'Mine' });
    const theirs = await makeClient(t.db, other.id);
    await expect(
      c.coach.clients.reorder({
        clientOrders: [
          { clientId: mine.id, displayOrder: 3 },
          { clientId: theirs.client.id, displayOrder: 0 },
        ],
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(
      await failure(
        c.coach.clients.reorder({
          clientOrders: [
            { clientId: mine.id, displayOrder: 3 },
            { clientId: mine.id, displayOrder: 0 },
          ],
        }),
      ),
    ).toEqual({ code: 'BAD_REQUEST', message: 'Each client may appear only once' });
    expect((await t.db.client.findUniqueOrThrow({ where: { id: mine.id } })).displayOrder).toBeNull();
    expect((await t.db.client.findUniqueOrThrow({ where: { id: theirs.client.id } })).displayOrder).toBeNull();
  });
});

describe('notes', () => {
  it('keeps only the allowed tags without attributes, and turns plain text into paragraphs', async () => {
    const coach = await makeCoach(t.db);
    const c = callerAs(t.deps, coach);
    const cl = await c.coach.clients.create({ firstName: 'Noted' });
    const rich = await c.coach.clientNotes.create({
      id: cl.id,
      content:
        '<p style="color:red" onclick="x()">Knee <strong>pain</strong> <a href="javascript:alert(1)">link</a><script>alert(1)</script><img src=x onerror=alert(1)></p><ul><li class="a">one</li></ul>',
    });
    expect(rich.content).toBe('<p>Knee <strong>pain</strong> link</p><ul><li>one</li></ul>');
    t.deps.clock.advance(60_000);
    const plain = await c.coach.clientNotes.create({ id: cl.id, content: 'line one\n\nline 2 < 3 & more' });
    expect(plain.content).toBe('<p>line one</p><p>line 2 &lt; 3 &amp; more</p>');
    const listed = await c.coach.clientNotes.list({ id: cl.id });
    // Newest first.
    expect(listed.map((n) => n.id)).toEqual([plain.id, rich.id]);
  });

  it('refuses a note that is blank once sanitised', async () => {
    const coach = await makeCoach(t.db);
    const c = callerAs(t.deps, coach);
    const cl = await c.coach.clients.create({ firstName: 'Blank' });
    for (const content of ['', '   ', '<p> </p><br>', '<script>alert(1)</script>', '<img src=x>']) {
      expect(await failure(c.coach.clientNotes.create({ id: cl.id, content }))).toEqual({ code: 'BAD_REQUEST', message: 'Note content is required' });
    }
    expect(await t.db.clientNote.count({ where: { clientId: cl.id } })).toBe(0);
  });

  it('deletes a note', async () => {
    const coach = await makeCoach(t.db);
    const c = callerAs(t.deps, coach);
    const cl = await c.coach.clients.create({ firstName: 'Del' });
    const n = await c.coach.clientNotes.create({ id: cl.id, content: 'x' });
    await c.coach.clientNotes.delete({ id: n.id });
    expect(await c.coach.clientNotes.list({ id: cl.id })).toEqual([]);
    await expect(c.coach.clientNotes.delete({ id: n.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('access link', () => {
  it('is empty until generated; the link signs in as the client; regenerating revokes the old one', async () => {
    const coach = await makeCoach(t.db);
    const c = callerAs(t.deps, coach);
    const cl = await c.coach.clients.create({ firstName: 'Linked' });
    expect(await c.coach.clients.accessToken({ id: cl.id })).toEqual({ token: null, accessUrl: null, createdAt: null, expiresAt: null });

    const first = await c.coach.clients.generateAccessToken({ id: cl.id });
    expect(first.accessUrl).toBe(`http://spotter.test/app/today?token=${first.token}`);
    expect(first.token!.length).toBeGreaterThanOrEqual(43);
    expect(await c.coach.clients.accessToken({ id: cl.id })).toMatchObject({ token: first.token, accessUrl: first.accessUrl });
    const signedIn = asSignedIn(await resolveBearer(t.db, first.token!, t.deps.clock.now()));
    expect(signedIn?.user).toMatchObject({ role: 'CLIENT', firstName: 'Linked' });
    const asClient = callerAs(t.deps, signedIn!.user);
    await expect(asClient.coach.clients.list({})).rejects.toMatchObject({ code: 'FORBIDDEN' });

    const second = await c.coach.clients.generateAccessToken({ id: cl.id });
    expect(second.token).not.toBe(first.token);
    expect(await resolveBearer(t.db, first.token!, t.deps.clock.now())).toBeNull();
    expect(asSignedIn(await resolveBearer(t.db, second.token!, t.deps.clock.now()))?.user.id).toBe(signedIn!.user.id);
  });
});

const asSignedIn = (found: Awaited<ReturnType<typeof resolveBearer>>) => (found && 'user' in found ? found : null);
