// Calendar feeds (docs/calendar-and-csv.md): a private iCal URL per coach and per client, parsed
// here with ical.js as a calendar app would (RFC 5545), each timed session in its client's zone;
// revoking or regenerating closes the old URL; another tenant's client is a 404.
import ICAL from 'ical.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeSession } from '../factories.ts';
import { callerAs, makeClient, makeCoach, setupHttpTestHooks, TEST_NOW, tokenFor } from '../helpers.ts';
import { redactCredentials } from '#server/lib/logger';

const { t, http } = setupHttpTestHooks();

beforeEach(() => t.deps.clock.set(TEST_NOW));

/** GET a feed URL (made for http://spotter.test) from the test server. */
async function fetchFeed(url: string, headers: Record<string, string> = {}) {
  const path = new URL(url).pathname;
  const res = await fetch(`${http.url}${path}`, { headers });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

interface ParsedEvent {
  uid: string;
  summary: string;
  start: ICAL.Time;
  end: ICAL.Time;
  status: string | null;
}

/** The feed as a calendar app reads it: every VTIMEZONE registered, every VEVENT. */
function parseFeed(text: string): { events: ParsedEvent[]; zones: string[]; calendar: ICAL.Component } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones: string[] = [];
  for (const vtz of calendar.getAllSubcomponents('vtimezone')) {
    const zone = new ICAL.Timezone(vtz);
    ICAL.TimezoneService.register(zone, zone.tzid);
    zones.push(zone.tzid);
  }
  const events = calendar.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    return { uid: e.uid, summary: e.summary, start: e.startDate, end: e.endDate, status: (v.getFirstPropertyValue('status') as string | null) ?? null };
  });
  return { events, zones, calendar };
}

async function coachWithClients() {
  const coach = await makeCoach(t.db);
  const hana = await makeClient(t.db, coach.id, { firstName: 'Hana', lastName: 'Kai' });
  const kenji = await makeClient(t.db, coach.id, { firstName: 'Kenji', lastName: 'Sato' });
  await t.db.user.update({ where: { id: hana.user.id }, data: { timeZone: 'Pacific/Honolulu' } });
  await t.db.user.update({ where: { id: kenji.user.id }, data: { timeZone: 'Asia/Tokyo' } });
  // Both trained at 07:00–08:00 their own time: Tuesday 10 March in Honolulu, in Tokyo.
  const hanaDone = await makeSession(t.db, {
    coachId: coach.id,
    clientId: hana.client.id,
    scheduledFor: '2026-03-10T00:00:00Z',
    status: 'COMPLETED',
    startedAt: '2026-03-10T17:00:00Z',
    completedAt: '2026-03-10T18:00:00Z',
    planName: 'Leg day',
  });
  const kenjiDone = await makeSession(t.db, {
    coachId: coach.id,
    clientId: kenji.client.id,
    scheduledFor: '2026-03-10T00:00:00Z',
    status: 'COMPLETED',
    startedAt: '2026-03-09T22:00:00Z',
    completedAt: '2026-03-09T23:00:00Z',
    planName: 'Push day',
  });
  // Not done yet: a calendar day, Friday 13 March.
  const kenjiNext = await makeSession(t.db, { coachId: coach.id, clientId: kenji.client.id, scheduledFor: '2026-03-13T00:00:00Z', planName: 'Pull day' });
  const skipped = await makeSession(t.db, { coachId: coach.id, clientId: hana.client.id, scheduledFor: '2026-03-09T00:00:00Z', status: 'SKIPPED', planName: 'Cardio' });
  return { coach, hana, kenji, sessions: { hanaDone, kenjiDone, kenjiNext, skipped }, token: await tokenFor(t.deps, coach) };
}

describe('the coach’s feed', () => {
  it('is valid iCalendar and shows each timed session at its client’s local time, in its client’s zone', async () => {
    const { token, sessions } = await coachWithClients();
    expect((await http.api('GET', '/calendar-feed', { token })).body).toEqual({ active: false, createdAt: null });
    const made = await http.api('POST', '/calendar-feed', { token });
    expect(made.status).toBe(200);
    const { url, webcalUrl } = made.body as { url: string; webcalUrl: string };
    expect(url).toMatch(/^http:\/\/spotter\.test\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(webcalUrl).toBe(url.replace('http:', 'webcal:'));
    expect((await http.api('GET', '/calendar-feed', { token })).body).toEqual({ active: true, createdAt: TEST_NOW });

    const res = await fetchFeed(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    // RFC 5545 §3.1: CRLF line breaks, lines of at most 75 octets.
    expect(res.text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(res.text.replace(/\r\n/g, '')).not.toContain('\n');

    const { events, zones, calendar } = parseFeed(res.text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
    expect(zones.toSorted()).toEqual(['Asia/Tokyo', 'Pacific/Honolulu']);
    for (const v of calendar.getAllSubcomponents('vevent')) {
      for (const prop of ['uid', 'dtstamp', 'dtstart']) expect(v.hasProperty(prop), prop).toBe(true);
    }
    const byUid = new Map(events.map((e) => [e.uid, e]));

    const hana = byUid.get(`${sessions.hanaDone.id}@spotter`)!;
    expect(hana.summary).toBe('Hana Kai: Leg day (completed)');
    expect(hana.start.zone?.tzid).toBe('Pacific/Honolulu');
    expect([hana.start.year, hana.start.month, hana.start.day, hana.start.hour, hana.start.minute]).toEqual([2026, 3, 10, 7, 0]);
    expect(hana.start.toJSDate().toISOString()).toBe('2026-03-10T17:00:00.000Z');
    expect(hana.end.toJSDate().toISOString()).toBe('2026-03-10T18:00:00.000Z');

    const kenji = byUid.get(`${sessions.kenjiDone.id}@spotter`)!;
    expect(kenji.start.zone?.tzid).toBe('Asia/Tokyo');
    expect([kenji.start.year, kenji.start.month, kenji.start.day, kenji.start.hour, kenji.start.minute]).toEqual([2026, 3, 10, 7, 0]);
    expect(kenji.start.toJSDate().toISOString()).toBe('2026-03-09T22:00:00.000Z');

    // A session not done yet is its calendar day, whatever the zone.
    const next = byUid.get(`${sessions.kenjiNext.id}@spotter`)!;
    expect(next.start.isDate).toBe(true);
    expect(next.start.toString()).toBe('2026-03-13');
    expect(next.summary).toBe('Kenji Sato: Pull day');
    expect(byUid.get(`${sessions.skipped.id}@spotter`)!.status).toBe('CANCELLED');
  });

  it('shows a change on the next fetch, and answers 304 to an unchanged feed', async () => {
    const { token, coach, hana } = await coachWithClients();
    const { url } = (await http.api('POST', '/calendar-feed', { token })).body as { url: string };
    const first = await fetchFeed(url);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect((await fetchFeed(url, { 'if-none-match': etag })).status).toBe(304);

    const added = await makeSession(t.db, { coachId: coach.id, clientId: hana.client.id, scheduledFor: '2026-03-20T00:00:00Z', planName: 'New plan' });
    const second = await fetchFeed(url, { 'if-none-match': etag });
    expect(second.status).toBe(200);
    expect(parseFeed(second.text).events.map((e) => e.uid)).toContain(`${added.id}@spotter`);
  });

  it('leaves out an archived client’s sessions', async () => {
    const { token, hana, sessions } = await coachWithClients();
    await t.db.client.update({ where: { id: hana.client.id }, data: { archived: true } });
    const { url } = (await http.api('POST', '/calendar-feed', { token })).body as { url: string };
    const uids = parseFeed((await fetchFeed(url)).text).events.map((e) => e.uid);
    expect(uids).not.toContain(`${sessions.hanaDone.id}@spotter`);
    expect(uids).toContain(`${sessions.kenjiDone.id}@spotter`);
  });
});

describe('revoking and regenerating', () => {
  it('a regenerated URL replaces the old one, which answers 404; a revoked one answers 404', async () => {
    const { token } = await coachWithClients();
    const old = ((await http.api('POST', '/calendar-feed', { token })).body as { url: string }).url;
    expect((await fetchFeed(old)).status).toBe(200);
    const fresh = ((await http.api('POST', '/calendar-feed', { token })).body as { url: string }).url;
    expect(fresh).not.toBe(old);
    const gone = await fetchFeed(old);
    expect(gone.status).toBe(404);
    expect(JSON.parse(gone.text)).toEqual({ error: 'Calendar feed not found' });
    expect((await fetchFeed(fresh)).status).toBe(200);

    expect((await http.api('DELETE', '/calendar-feed', { token })).body).toEqual({ active: false, createdAt: null });
    expect((await fetchFeed(fresh)).status).toBe(404);
    expect((await http.api('GET', '/calendar-feed', { token })).body).toEqual({ active: false, createdAt: null });
  });

  it('only the hash of the token is stored', async () => {
    const { token, coach } = await coachWithClients();
    const { url } = (await http.api('POST', '/calendar-feed', { token })).body as { url: string };
    const secret = url.split('/').at(-1)!.replace('.ics', '');
    const row = await t.db.calendarFeed.findUniqueOrThrow({ where: { owner: `coach:${coach.id}` } });
    expect(row.tokenHash).not.toContain(secret);
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a made-up or malformed token answers 404', async () => {
    for (const path of ['/api/calendar-feeds/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics', '/api/calendar-feeds/short.ics', '/api/calendar-feeds/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']) {
      const res = await fetch(`${http.url}${path}`);
      expect(res.status, path).toBe(404);
    }
  });

  it('the token never reaches the request log', () => {
    expect(redactCredentials('GET /api/calendar-feeds/3q2-7wMZ9oXn1u3B0cJvYw8mE4kT6rA5sP2dLfGhJ0Q.ics')).toBe('GET /api/calendar-feeds/[redacted]');
  });
});

describe('a client’s feed', () => {
  it('lists only that client’s sessions; the coach and the client manage the same feed', async () => {
    const { token, kenji, sessions, coach } = await coachWithClients();
    const kenjiCaller = callerAs(t.deps, kenji.user);
    expect(await kenjiCaller.clientApp.calendarFeed.get()).toEqual({ active: false, createdAt: null });
    const mine = await kenjiCaller.clientApp.calendarFeed.regenerate();
    const { events } = parseFeed((await fetchFeed(mine.url)).text);
    expect(events.map((e) => e.uid).toSorted()).toEqual([`${sessions.kenjiDone.id}@spotter`, `${sessions.kenjiNext.id}@spotter`].toSorted());
    // Without the client's name in their own calendar.
    expect(events.find((e) => e.uid === `${sessions.kenjiNext.id}@spotter`)!.summary).toBe('Pull day');
    // The coach sees the client's feed is on, and regenerating it closes the client's URL.
    expect((await http.api('GET', `/clients/${kenji.client.id}/calendar-feed`, { token })).body).toMatchObject({ active: true });
    const coachMade = (await http.api('POST', `/clients/${kenji.client.id}/calendar-feed`, { token })).body as { url: string };
    expect((await fetchFeed(mine.url)).status).toBe(404);
    expect((await fetchFeed(coachMade.url)).status).toBe(200);
    // The coach's own feed is a separate URL.
    expect((await http.api('GET', '/calendar-feed', { token })).body).toEqual({ active: false, createdAt: null });
    // Archiving the client closes their feed.
    await t.db.client.update({ where: { id: kenji.client.id }, data: { archived: true } });
    expect((await fetchFeed(coachMade.url)).status).toBe(404);
    expect(coach.id).toBeTruthy();
  });

  it('another coach’s client answers 404 and nothing changes', async () => {
    const { kenji, token } = await coachWithClients();
    const made = (await http.api('POST', `/clients/${kenji.client.id}/calendar-feed`, { token })).body as { url: string };
    const other = await makeCoach(t.db);
    const otherToken = await tokenFor(t.deps, other);
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await http.api(method, `/clients/${kenji.client.id}/calendar-feed`, { token: otherToken });
      expect(res.status, method).toBe(404);
      expect(res.body).toEqual({ error: 'Client not found' });
    }
    expect((await fetchFeed(made.url)).status).toBe(200);
  });
});
