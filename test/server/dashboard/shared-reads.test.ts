// Identical dashboard reads that arrive together share one run (src/server/db/shared-reads.ts,
// docs/decisions/0015-shared-reads.md): a burst of the same coach's read costs the database one
// read, each coach still sees only their own clients, and no request that arrives after a write
// of this process receives an answer read before it.
import { describe, expect, it } from 'vitest';
import { shareRead } from '#server/db/shared-reads';
import { createSession } from '#server/services/auth/sessions';
import { clientProgress } from '#server/services/dashboard/feeds';
import { clientRoster } from '#server/services/triage/roster';
import type { RosterInput } from '#shared/schemas/triage';
import { countingTestHooks } from '../counting-server.ts';
import { makeClient, makeCoach } from '../helpers.ts';

const { t, srv, statementsSent } = countingTestHooks();

const get = (path: string, token: string) => fetch(srv.base + path, { headers: { authorization: `Bearer ${token}` } }).then(async (r) => ({ status: r.status, body: await r.text() }));

/** Requests finished so far, once the server has logged every one of `n` more. */
async function statementsOf(n: number, send: () => Promise<unknown>): Promise<number[]> {
  const from = srv.finished.length;
  await send();
  for (let i = 0; srv.finished.length < from + n && i < 100; i += 1) await new Promise((r) => setTimeout(r, 10));
  return srv.finished.slice(from);
}

async function coachWithClients(names: string[]) {
  const coach = await makeCoach(t.db);
  const token = await createSession(t.db, coach.id, t.deps.clock.now());
  for (const firstName of names) await makeClient(t.db, coach.id, { firstName });
  return { coach, token };
}

/** A promise and its resolver, to hold a run on its way. */
function held<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('shared dashboard reads', () => {
  it('eight simultaneous client-progress reads of one coach cost one read between them', async () => {
    const { token } = await coachWithClients(['Ana', 'Ben', 'Cy']);
    const [single] = await statementsOf(1, () => get('/client-progress', token));
    const one = await get('/client-progress', token);
    expect(one.status).toBe(200);
    expect(single).toBeGreaterThan(0);

    // Eight open connections first, so the eight reads leave together.
    await Promise.all(Array.from({ length: 8 }, () => get('/auth/me', token)));
    let answers: { status: number; body: string }[] = [];
    const counts = await statementsOf(8, async () => {
      answers = await Promise.all(Array.from({ length: 8 }, () => get('/client-progress', token)));
    });
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    // The same answer for all eight, and the answer a request on its own gets.
    expect(new Set(answers.map((a) => a.body))).toEqual(new Set([one.body]));
    // The token is remembered, so the only statements are the read's: once, not eight times.
    expect(counts).toHaveLength(8);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(single! - 1);
  });

  it('eight roster reads of one coach on their way together, whatever their sort and page, read the figures once', async () => {
    const { coach } = await coachWithClients(['Ana', 'Ben', 'Cy']);
    const now = t.deps.clock.now();
    const from = statementsSent();
    await clientRoster(t.db, coach.id, now, {});
    const single = statementsSent() - from;
    expect(single).toBeGreaterThan(0);

    const inputs: RosterInput[] = [{}, { sort: 'name' }, { sort: 'adherence7', order: 'desc' }, { pageSize: 1 }];
    const before = statementsSent();
    const pages = await Promise.all(Array.from({ length: 8 }, (_, i) => clientRoster(t.db, coach.id, now, inputs[i % inputs.length]!)));
    // The rule, the figures and the tags in use: read once between the eight, not eight times.
    expect(statementsSent() - before).toBe(single);
    // Each still gets its own order and page of the same three clients.
    expect(pages[1]!.items.map((c) => c.firstName)).toEqual(['Ana', 'Ben', 'Cy']);
    expect(pages[3]!.items).toHaveLength(1);
    expect(pages[3]!.total).toBe(3);
    // A different filter is a read of its own (Prisma may batch the two rule lookups into one).
    const searched = statementsSent();
    const [, ana] = await Promise.all([clientRoster(t.db, coach.id, now, {}), clientRoster(t.db, coach.id, now, { search: 'Ana' })]);
    expect(statementsSent() - searched).toBeGreaterThan(single);
    expect(ana.items.map((c) => c.firstName)).toEqual(['Ana']);
  });

  it('two coaches reading at the same moment each get their own clients', async () => {
    const a = await coachWithClients(['Amira', 'Arlo']);
    const b = await coachWithClients(['Bea']);
    const answers = await Promise.all([a, b, a, b, a, b].map(({ token }) => get('/client-progress', token)));
    const names = answers.map((r) => (JSON.parse(r.body) as { name: string }[]).map((c) => c.name.split(' ')[0]).toSorted());
    expect(names).toEqual([['Amira', 'Arlo'], ['Bea'], ['Amira', 'Arlo'], ['Bea'], ['Amira', 'Arlo'], ['Bea']]);
  });

  it('a read on its way is joined until this process writes, and never after', async () => {
    const first = held<string>();
    let runs = 0;
    const run = (p: Promise<string>) => () => {
      runs += 1;
      return p;
    };
    const a = shareRead(t.db, 'k', run(first.promise));
    const joined = shareRead(t.db, 'k', run(Promise.resolve('second')));
    expect(runs).toBe(1);

    // Any write through the app's database client, raw or through Prisma, ends the sharing.
    const coach = await makeCoach(t.db);
    const afterWrite = shareRead(t.db, 'k', run(Promise.resolve('after write')));
    expect(runs).toBe(2);
    first.resolve('first');
    expect(await Promise.all([a, joined, afterWrite])).toEqual(['first', 'first', 'after write']);

    // A run started inside a transaction, after its write, is not joined once it has committed.
    const inside = held<string>();
    let duringTx: Promise<string> | undefined;
    await t.db.$transaction(async (tx) => {
      await tx.user.update({ where: { id: coach.id }, data: { bio: 'changed' } });
      duringTx = shareRead(t.db, 'k2', run(inside.promise));
    });
    const afterCommit = shareRead(t.db, 'k2', run(Promise.resolve('after commit')));
    expect(runs).toBe(4);
    inside.resolve('inside');
    expect(await Promise.all([duringTx, afterCommit])).toEqual(['inside', 'after commit']);
  });

  it('a client archived while a progress read is on its way is gone from the next read', async () => {
    const { coach } = await coachWithClients(['Keep', 'Leave']);
    const leaving = await t.db.client.findFirstOrThrow({ where: { coachId: coach.id, firstName: 'Leave' } });
    const now = t.deps.clock.now();
    const before = clientProgress(t.db, coach.id, now);
    await t.db.client.update({ where: { id: leaving.id }, data: { archived: true } });
    const after = await clientProgress(t.db, coach.id, now);
    expect((await before).length).toBeGreaterThan(0);
    expect(after.map((c) => c.name.split(' ')[0])).toEqual(['Keep']);
  });
});
