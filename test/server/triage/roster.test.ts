// The triage roster (docs/triage.md): the "needs attention" rule in each client's own zone at
// their local midnight, adherence figures against the sessions behind them, filters, sorting,
// the coach's rule, tags, tenancy and bad input.
import { beforeEach, describe, expect, it } from 'vitest';
import { makeAssignment, makeSession } from '../factories.ts';
import { callerAs, makeClient, makeCoach, setupHttpTestHooks, TEST_NOW, tokenFor } from '../helpers.ts';
import { adherenceOf } from '#shared/stats';

const { t, http } = setupHttpTestHooks();

beforeEach(() => t.deps.clock.set(TEST_NOW));

async function coachWith(names: { firstName: string; timeZone?: string; createdAt?: string }[]) {
  const coach = await makeCoach(t.db);
  const clients = [];
  for (const n of names) {
    const { client, user } = await makeClient(t.db, coach.id, { firstName: n.firstName, lastName: 'Test' });
    if (n.timeZone) await t.db.user.update({ where: { id: user.id }, data: { timeZone: n.timeZone } });
    await t.db.client.update({ where: { id: client.id }, data: { createdAt: new Date(n.createdAt ?? '2026-01-01T00:00:00Z') } });
    clients.push(client);
  }
  return { coach, clients, caller: callerAs(t.deps, coach) };
}

const rowOf = <R extends { id: string }>(page: { items: R[] }, id: string): R | undefined => page.items.find((r) => r.id === id);

describe('the rule at the edges of the client’s local day', () => {
  it('no activity in 4 days flips at the client’s own midnight: Honolulu and Tokyo', async () => {
    const { coach, clients, caller } = await coachWith([
      { firstName: 'Hana', timeZone: 'Pacific/Honolulu' },
      { firstName: 'Kenji', timeZone: 'Asia/Tokyo' },
    ]);
    const [hana, kenji] = clients as [(typeof clients)[0], (typeof clients)[0]];
    for (const c of [hana, kenji]) await makeAssignment(t.db, { coachId: coach.id, clientId: c.id, startDate: '2026-03-01T00:00:00Z' });
    // Hana's last workout: Saturday 7 March, 23:50 in Honolulu (Sunday 09:50 UTC).
    await makeSession(t.db, { coachId: coach.id, clientId: hana.id, scheduledFor: '2026-03-07T00:00:00Z', status: 'COMPLETED', completedAt: '2026-03-08T09:50:00Z' });
    // Kenji's: Saturday 7 March, 00:10 in Tokyo (Friday 15:10 UTC).
    await makeSession(t.db, { coachId: coach.id, clientId: kenji.id, scheduledFor: '2026-03-07T00:00:00Z', status: 'COMPLETED', completedAt: '2026-03-06T15:10:00Z' });

    // Tuesday 10 March 23:59 in Tokyo: 3 local days since Saturday.
    t.deps.clock.set('2026-03-10T14:59:00Z');
    let page = await caller.coach.triage.roster({});
    expect(rowOf(page, kenji.id)).toMatchObject({ daysSinceActivity: 3, reasons: [], status: 'on_track' });
    // Two minutes later it is Wednesday there: 4 days, needs attention. Still the 10th in UTC.
    t.deps.clock.set('2026-03-10T15:01:00Z');
    page = await caller.coach.triage.roster({});
    expect(rowOf(page, kenji.id)).toMatchObject({ daysSinceActivity: 4, reasons: ['NO_ACTIVITY'], status: 'needs_attention' });

    // Tuesday 10 March 23:59 in Honolulu (Wednesday 09:59 UTC): 3 local days since Saturday.
    t.deps.clock.set('2026-03-11T09:59:00Z');
    page = await caller.coach.triage.roster({});
    expect(rowOf(page, hana.id)).toMatchObject({ daysSinceActivity: 3, reasons: [], status: 'on_track' });
    // Midnight in Honolulu: Wednesday, 4 days (in UTC it would still be 3: 8th → 11th).
    t.deps.clock.set('2026-03-11T10:01:00Z');
    page = await caller.coach.triage.roster({});
    expect(rowOf(page, hana.id)).toMatchObject({ daysSinceActivity: 4, reasons: ['NO_ACTIVITY'], status: 'needs_attention' });
  });

  it('a workout becomes due, and 7-day adherence drops under 60 %, at the client’s midnight', async () => {
    const { coach, clients, caller } = await coachWith([{ firstName: 'Kenji', timeZone: 'Asia/Tokyo' }]);
    const kenji = clients[0]!;
    const a = await makeAssignment(t.db, { coachId: coach.id, clientId: kenji.id, startDate: '2026-03-01T00:00:00Z' });
    const s = (day: string, status: 'COMPLETED' | 'MISSED' | 'SCHEDULED', completedAt?: string) =>
      makeSession(t.db, { coachId: coach.id, clientId: kenji.id, assignmentId: a.id, scheduledFor: `2026-03-${day}T00:00:00Z`, status, completedAt: completedAt ?? null });
    await s('07', 'COMPLETED', '2026-03-07T01:00:00Z');
    await s('08', 'COMPLETED', '2026-03-10T14:00:00Z');
    await s('09', 'MISSED');
    await s('10', 'SCHEDULED');
    // A message from the coach after the missed one: it was talked about.
    await t.db.message.create({ data: { coachId: coach.id, clientId: kenji.id, sender: 'COACH', content: '<p>Missed you</p>', createdAt: new Date('2026-03-10T01:00:00Z') } });

    t.deps.clock.set('2026-03-10T14:59:00Z');
    let row = rowOf(await caller.coach.triage.roster({}), kenji.id)!;
    expect(row).toMatchObject({ due7: 3, completed7: 2, adherence7: 67, reasons: [], status: 'on_track', program: 'Strength Block' });

    t.deps.clock.set('2026-03-10T15:01:00Z');
    row = rowOf(await caller.coach.triage.roster({}), kenji.id)!;
    expect(row).toMatchObject({ due7: 4, completed7: 2, adherence7: 50, reasons: ['LOW_ADHERENCE'], status: 'needs_attention' });
  });
});

describe('figures', () => {
  it('7- and 30-day adherence are completed ÷ due of the sessions behind them; missed and skipped count as not done', async () => {
    const { coach, clients, caller } = await coachWith([{ firstName: 'Uma' }]);
    const uma = clients[0]!;
    const a = await makeAssignment(t.db, { coachId: coach.id, clientId: uma.id, startDate: '2026-02-01T00:00:00Z' });
    // TEST_NOW is Wednesday 11 March 10:00 UTC: the 7-day window is 4–10 March, the 30-day 9 Feb–10 March.
    const statuses = ['COMPLETED', 'MISSED', 'SKIPPED', 'COMPLETED', 'SCHEDULED'] as const;
    const sessions: { day: Date; status: (typeof statuses)[number] }[] = [];
    for (let ago = 0; ago <= 40; ago += 2) {
      const day = new Date(Date.UTC(2026, 2, 11 - ago));
      const status = ago === 0 ? 'SCHEDULED' : statuses[(ago / 2) % statuses.length]!;
      sessions.push({ day, status });
      await makeSession(t.db, { coachId: coach.id, clientId: uma.id, assignmentId: a.id, scheduledFor: day.toISOString(), status, completedAt: status === 'COMPLETED' ? day.toISOString() : null });
    }
    const today = Date.UTC(2026, 2, 11);
    const within = (days: number) => sessions.filter((x) => x.day.getTime() < today && x.day.getTime() >= today - days * 86_400_000);
    const done = (list: typeof sessions) => list.filter((x) => x.status === 'COMPLETED').length;
    const row = rowOf(await caller.coach.triage.roster({}), uma.id)!;
    expect({ due7: row.due7, completed7: row.completed7, due30: row.due30, completed30: row.completed30 }).toEqual({
      due7: within(7).length,
      completed7: done(within(7)),
      due30: within(30).length,
      completed30: done(within(30)),
    });
    expect(row.adherence7).toBe(adherenceOf(done(within(7)), within(7).length));
    expect(row.adherence30).toBe(adherenceOf(done(within(30)), within(30).length));
    expect(row.due7).toBe(3);
    expect(row.lastWorkoutAt?.toISOString()).toBe('2026-03-05T00:00:00.000Z');
  });

  it('last activity of any kind, unread messages and check-ins', async () => {
    const { coach, clients, caller } = await coachWith([{ firstName: 'Ola' }, { firstName: 'Pia' }]);
    const [ola, pia] = clients as [(typeof clients)[0], (typeof clients)[0]];
    await makeSession(t.db, { coachId: coach.id, clientId: ola.id, scheduledFor: '2026-03-02T00:00:00Z', status: 'COMPLETED', completedAt: '2026-03-02T08:00:00Z' });
    await t.db.foodEntry.create({ data: { clientId: ola.id, description: 'Oats', loggedAt: new Date('2026-03-09T07:00:00Z') } });
    await t.db.message.createMany({
      data: [
        { coachId: coach.id, clientId: pia.id, sender: 'CLIENT', content: '<p>Hi</p>', createdAt: new Date('2026-03-10T12:00:00Z') },
        { coachId: coach.id, clientId: pia.id, sender: 'CLIENT', content: '<p>Still there?</p>', createdAt: new Date('2026-03-10T13:00:00Z') },
      ],
    });
    await t.db.checkInSubmission.create({
      data: {
        coachId: coach.id,
        clientId: pia.id,
        dueDate: new Date('2026-03-09T00:00:00Z'),
        templateName: 'Weekly',
        questions: [],
        metrics: [],
        answers: [],
        metricValues: [],
        submittedAt: new Date('2026-03-09T18:00:00Z'),
      },
    });
    const page = await caller.coach.triage.roster({});
    expect(rowOf(page, ola.id)).toMatchObject({
      lastWorkoutAt: new Date('2026-03-02T08:00:00Z'),
      lastActivityAt: new Date('2026-03-09T07:00:00Z'),
      unreadMessages: 0,
      checkIn: null,
      status: 'no_program',
    });
    expect(rowOf(page, pia.id)).toMatchObject({
      lastWorkoutAt: null,
      lastActivityAt: new Date('2026-03-10T13:00:00Z'),
      unreadMessages: 2,
      unreviewedCheckIns: 1,
      checkIn: 'UNREVIEWED',
      reasons: ['UNREVIEWED_CHECK_IN'],
      status: 'needs_attention',
    });
  });

  it('a workout missed since the coach’s last message', async () => {
    const { coach, clients, caller } = await coachWith([{ firstName: 'Max' }]);
    const max = clients[0]!;
    await makeAssignment(t.db, { coachId: coach.id, clientId: max.id, startDate: '2026-03-01T00:00:00Z' });
    await makeSession(t.db, { coachId: coach.id, clientId: max.id, scheduledFor: '2026-03-03T00:00:00Z', status: 'MISSED' });
    await makeSession(t.db, { coachId: coach.id, clientId: max.id, scheduledFor: '2026-03-09T00:00:00Z', status: 'COMPLETED', completedAt: '2026-03-09T08:00:00Z' });
    await makeSession(t.db, { coachId: coach.id, clientId: max.id, scheduledFor: '2026-03-10T00:00:00Z', status: 'COMPLETED', completedAt: '2026-03-10T08:00:00Z' });
    // No message yet: the missed workout of the 3rd counts.
    let row = rowOf(await caller.coach.triage.roster({}), max.id)!;
    expect(row).toMatchObject({ missedSinceCoachMessage: 1, reasons: ['MISSED_SINCE_MESSAGE'] });
    // The coach wrote on the 5th: nothing missed since.
    await t.db.message.create({ data: { coachId: coach.id, clientId: max.id, sender: 'COACH', content: '<p>All good?</p>', createdAt: new Date('2026-03-05T09:00:00Z') } });
    row = rowOf(await caller.coach.triage.roster({}), max.id)!;
    expect(row).toMatchObject({ missedSinceCoachMessage: 0, reasons: [], status: 'on_track' });
  });
});

describe('filters, sorting, paging', () => {
  it('filters by status, tag and name; counts per status; sorts by a column, nulls last', async () => {
    const { coach, clients, caller } = await coachWith([{ firstName: 'Ann' }, { firstName: 'Bob' }, { firstName: 'Cleo' }, { firstName: 'Dan' }]);
    const [ann, bob, cleo, dan] = clients as [(typeof clients)[0], (typeof clients)[0], (typeof clients)[0], (typeof clients)[0]];
    for (const c of [ann, bob]) await makeAssignment(t.db, { coachId: coach.id, clientId: c.id, startDate: '2026-03-01T00:00:00Z' });
    // Ann: all done this week; Bob: nothing done (needs attention).
    await makeSession(t.db, { coachId: coach.id, clientId: ann.id, scheduledFor: '2026-03-10T00:00:00Z', status: 'COMPLETED', completedAt: '2026-03-10T08:00:00Z' });
    await makeSession(t.db, { coachId: coach.id, clientId: bob.id, scheduledFor: '2026-03-10T00:00:00Z', status: 'SCHEDULED' });
    await t.db.client.update({ where: { id: dan.id }, data: { archived: true } });
    await caller.coach.triage.setTags({ id: ann.id, tags: [' online ', 'Competition prep', 'ONLINE'] });
    await caller.coach.triage.setTags({ id: bob.id, tags: ['in-person'] });

    const all = await caller.coach.triage.roster({});
    expect(all.counts).toEqual({ needs_attention: 2, on_track: 1, no_program: 0, archived: 1 });
    // Default order: needs attention first (Bob: no activity and low adherence; Cleo: no activity), then the rest.
    expect(all.items.map((r) => r.firstName)).toEqual(['Bob', 'Cleo', 'Ann']);
    expect(all.tags).toEqual(['Competition prep', 'in-person', 'online']);
    expect(rowOf(all, ann.id)?.tags).toEqual(['online', 'Competition prep']);

    expect((await caller.coach.triage.roster({ status: 'archived' })).items.map((r) => r.id)).toEqual([dan.id]);
    expect((await caller.coach.triage.roster({ status: 'on_track' })).items.map((r) => r.id)).toEqual([ann.id]);
    expect((await caller.coach.triage.roster({ tag: 'Online' })).items.map((r) => r.id)).toEqual([ann.id]);
    expect((await caller.coach.triage.roster({ search: 'cle' })).items.map((r) => r.id)).toEqual([cleo.id]);
    expect((await caller.coach.triage.roster({ search: '%' })).items).toEqual([]);

    const byAdherence = await caller.coach.triage.roster({ sort: 'adherence7', order: 'desc' });
    expect(byAdherence.items.map((r) => r.firstName)).toEqual(['Ann', 'Bob', 'Cleo']);
    const byAdherenceAsc = await caller.coach.triage.roster({ sort: 'adherence7', order: 'asc' });
    expect(byAdherenceAsc.items.map((r) => r.firstName)).toEqual(['Bob', 'Ann', 'Cleo']);

    const paged = await caller.coach.triage.roster({ sort: 'name', pageSize: 2, page: 2 });
    expect({ names: paged.items.map((r) => r.firstName), total: paged.total }).toEqual({ names: ['Cleo'], total: 3 });
  });
});

describe('the coach’s rule', () => {
  it('answers the defaults until saved; each part can be turned off', async () => {
    const { coach, clients, caller } = await coachWith([{ firstName: 'Ida' }]);
    expect(await caller.coach.triage.getRule()).toEqual({
      inactiveEnabled: true,
      inactiveDays: 4,
      lowAdherenceEnabled: true,
      adherenceBelowPct: 60,
      missedSinceMessageEnabled: true,
      unreviewedCheckInEnabled: true,
      isDefault: true,
    });
    expect(rowOf(await caller.coach.triage.roster({}), clients[0]!.id)?.reasons).toEqual(['NO_ACTIVITY']);
    const saved = await caller.coach.triage.setRule({
      inactiveEnabled: false,
      inactiveDays: 10,
      lowAdherenceEnabled: true,
      adherenceBelowPct: 50,
      missedSinceMessageEnabled: true,
      unreviewedCheckInEnabled: true,
    });
    expect(saved).toMatchObject({ inactiveEnabled: false, inactiveDays: 10, isDefault: false });
    expect(rowOf(await caller.coach.triage.roster({}), clients[0]!.id)).toMatchObject({ reasons: [], status: 'no_program' });
    // Another coach still has the defaults.
    const other = await makeCoach(t.db);
    expect((await callerAs(t.deps, other).coach.triage.getRule()).isDefault).toBe(true);
    expect(coach.id).not.toBe(other.id);
  });
});

describe('REST: tenancy and bad input', () => {
  it('another coach’s client id answers 404 and changes nothing; bad input answers 400', async () => {
    const { coach, clients } = await coachWith([{ firstName: 'Zoe' }]);
    const other = await makeCoach(t.db);
    const otherToken = await tokenFor(t.deps, other);
    const token = await tokenFor(t.deps, coach);
    const id = clients[0]!.id;

    const foreign = await http.api('PUT', `/clients/${id}/tags`, { token: otherToken, body: { tags: ['x'] } });
    expect(foreign.status).toBe(404);
    expect((await t.db.client.findUniqueOrThrow({ where: { id } })).tags).toEqual([]);

    const tooLong = await http.api('PUT', `/clients/${id}/tags`, { token, body: { tags: ['x'.repeat(31)] } });
    expect(tooLong).toMatchObject({ status: 400, body: { error: expect.stringContaining('at most 30 characters') } });
    const tooMany = await http.api('PUT', `/clients/${id}/tags`, { token, body: { tags: Array.from({ length: 11 }, (_, i) => `t${i}`) } });
    expect(tooMany).toMatchObject({ status: 400, body: { error: expect.stringContaining('at most 10 tags') } });
    const blank = await http.api('PUT', `/clients/${id}/tags`, { token, body: { tags: ['   '] } });
    expect(blank.status).toBe(400);
    expect((await t.db.client.findUniqueOrThrow({ where: { id } })).tags).toEqual([]);

    const ok = await http.api('PUT', `/clients/${id}/tags`, { token, body: { tags: ['  online '] } });
    expect(ok).toMatchObject({ status: 200, body: { id, tags: ['online'] } });
    expect((await http.api('GET', '/clients', { token })).body).toEqual([expect.objectContaining({ id, tags: ['online'] })]);

    expect((await http.api('GET', '/client-roster?status=bogus', { token })).status).toBe(400);
    expect((await http.api('GET', '/client-roster?pageSize=0', { token })).status).toBe(400);
    expect((await http.api('GET', '/client-roster?sort=password', { token })).status).toBe(400);
    const badRule = await http.api('PUT', '/triage-rule', {
      token,
      body: { inactiveEnabled: true, inactiveDays: 0, lowAdherenceEnabled: true, adherenceBelowPct: 60, missedSinceMessageEnabled: true, unreviewedCheckInEnabled: true },
    });
    expect(badRule).toMatchObject({ status: 400, body: { error: expect.stringContaining('inactiveDays') } });
    expect((await http.api('GET', '/triage-rule', { token })).body).toMatchObject({ isDefault: true });

    const roster = await http.api('GET', '/client-roster?status=needs_attention&sort=name', { token });
    expect(roster).toMatchObject({ status: 200, body: { total: 1, items: [{ id, tags: ['online'], reasons: ['NO_ACTIVITY'] }] } });
  });
});
