// A user's language (docs/translations.md): each user saves their own, a coach sets a client's
// default, the session carries it, and e-mails go out in the recipient's language.
import { describe, expect, it } from 'vitest';
import { sendWorkoutReminders } from '#server/services/email/reminders';
import { makeSession } from '../factories.ts';
import { callerAs, makeClient, makeCoach, setupTestHooks, startHttp, tokenFor } from '../helpers.ts';

const t = setupTestHooks({ now: '2026-03-11T06:00:00.000Z' });

describe('locale per user', () => {
  it('a user saves their own language over REST; /auth/me carries it; an unknown one is 400', async () => {
    const http = await startHttp(t.deps);
    try {
      const coach = await makeCoach(t.db);
      const { user } = await makeClient(t.db, coach.id);
      const token = await tokenFor(t.deps, user);
      expect((await http.api('GET', '/auth/me', { token })).body.locale).toBeNull();
      const put = await http.api('PUT', '/auth/locale', { token, body: { locale: 'de' } });
      expect(put.status).toBe(200);
      expect(put.body).toEqual({ locale: 'de' });
      expect((await http.api('GET', '/auth/me', { token })).body.locale).toBe('de');
      expect((await http.api('PUT', '/auth/locale', { token, body: { locale: 'fr' } })).status).toBe(400);
      expect((await http.api('GET', '/auth/me', { token })).body.locale).toBe('de');
    } finally {
      await http.close();
    }
  });

  it("a coach sets a client's default; another coach's client answers 404", async () => {
    const coach = await makeCoach(t.db);
    const stranger = await makeCoach(t.db);
    const { client, user } = await makeClient(t.db, coach.id);
    expect(await callerAs(t.deps, coach).coach.clients.locale({ id: client.id })).toEqual({ locale: null });
    expect(await callerAs(t.deps, coach).coach.clients.setLocale({ id: client.id, locale: 'es' })).toEqual({ locale: 'es' });
    expect((await t.db.user.findUniqueOrThrow({ where: { id: user.id }, select: { locale: true } })).locale).toBe('es');
    await expect(callerAs(t.deps, stranger).coach.clients.setLocale({ id: client.id, locale: 'de' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(callerAs(t.deps, stranger).coach.clients.locale({ id: client.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // The client can still change it.
    expect(await callerAs(t.deps, user).auth.setLocale({ locale: 'de' })).toEqual({ locale: 'de' });
  });
});

describe("e-mails in the recipient's language", () => {
  it('the access link goes out in Spanish, German, or English when none is chosen', async () => {
    const coach = await makeCoach(t.db, { firstName: 'Cora' });
    const sentTo = async (email: string, locale: 'es' | 'de' | null) => {
      const { client } = await makeClient(t.db, coach.id, { firstName: 'Kai', email });
      if (locale) await callerAs(t.deps, coach).coach.clients.setLocale({ id: client.id, locale });
      await callerAs(t.deps, coach).coach.clients.emailAccessLink({ id: client.id });
      return t.deps.mailer.sent.find((m) => m.to === email)!;
    };
    const es = await sentTo('es@example.com', 'es');
    expect(es.subject).toBe('Tu enlace personal a Spotter');
    expect(es.text).toContain('Hola, Kai:');
    expect(es.html).toContain('<html lang="es">');
    const de = await sentTo('de@example.com', 'de');
    expect(de.subject).toBe('Dein persönlicher Link zu Spotter');
    expect(de.text).toContain('Cora Coach lädt dich ein');
    const en = await sentTo('en@example.com', null);
    expect(en.subject).toBe('Your personal link to Spotter');
    expect(en.html).toContain('<html lang="en">');
  });

  it('the workout reminder follows the client’s language, its unsubscribe line too', async () => {
    const coach = await makeCoach(t.db);
    const { client, user } = await makeClient(t.db, coach.id, { firstName: 'Lena', email: 'lena@example.com' });
    await t.db.user.update({ where: { id: user.id }, data: { timeZone: 'Europe/Berlin', locale: 'de' } });
    await callerAs(t.deps, coach).coach.clients.setReminder({ id: client.id, hour: 7 });
    await makeSession(t.db, { coachId: coach.id, clientId: client.id, planName: 'Beine A', scheduledFor: '2026-03-11T00:00:00.000Z' });
    await sendWorkoutReminders(t.deps);
    const mail = t.deps.mailer.sent.find((m) => m.to === 'lena@example.com')!;
    expect(mail.subject).toBe('Heute: Beine A');
    expect(mail.text).toContain('Heutiges Training: Beine A.');
    expect(mail.text).toContain('Abmelden: http://spotter.test/');
  });
});
