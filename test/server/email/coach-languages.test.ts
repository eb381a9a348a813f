// The coach's e-mails in the coach's language (docs/translations.md): the digest follows the
// coach's own locale, and an invitation (whose recipient has no account, so no language yet)
// the inviting coach's. English until a coach picks one.
import { beforeEach, describe, expect, it } from 'vitest';
import { sendCoachDigests } from '#server/services/email/digests';
import { inviteCoach } from '#server/services/auth/invites';
import { makeSession } from '../factories.ts';
import { callerAs, makeClient, makeCoach, setupTestHooks } from '../helpers.ts';

const t = setupTestHooks({ now: '2026-03-10T00:00:00.000Z' });
beforeEach(() => {
  t.deps.mailer.sent.length = 0;
  t.deps.registration = 'open';
});

/** A coach in London with the daily digest on, one client who completed a workout the day before. */
async function coachWithADay(email: string, locale: 'en' | 'es' | 'de' | null) {
  const coach = await makeCoach(t.db, { email });
  await t.db.user.update({ where: { id: coach.id }, data: { timeZone: 'Europe/London', locale } });
  await callerAs(t.deps, coach).coach.profile.setDigest({ digest: 'DAILY' });
  const { client } = await makeClient(t.db, coach.id, { firstName: 'Robin', lastName: 'Reed' });
  await makeSession(t.db, { coachId: coach.id, clientId: client.id, planName: 'Push Day', scheduledFor: '2026-03-09T00:00:00.000Z', status: 'COMPLETED', completedAt: '2026-03-09T18:00:00.000Z' });
  return coach;
}

describe('the coach digest', () => {
  it('is written in the coach’s language: Spanish, German, and English for a coach with none', async () => {
    await coachWithADay('es@example.com', 'es');
    await coachWithADay('de@example.com', 'de');
    await coachWithADay('none@example.com', null);
    // 07:00 in London on Tuesday 10 March 2026 (UTC+0 until the 29th).
    t.deps.clock.set('2026-03-10T07:02:00.000Z');
    expect(await sendCoachDigests(t.deps)).toBe(3);
    const to = (address: string) => t.deps.mailer.sent.find((m) => m.to === address)!;

    expect(to('es@example.com').subject).toBe('Tu resumen diario de Spotter');
    expect(to('es@example.com').html).toContain('<h2 style="margin:24px 0 8px;font-size:16px">Entrenamientos completados</h2>');
    expect(to('es@example.com').html).toContain('>Cumplimiento</h2>');
    expect(to('es@example.com').html).toContain('<html lang="es">');
    expect(to('es@example.com').html).toContain('>Darse de baja</a>');
    expect(to('es@example.com').text).toContain('1 de 1 entrenamientos previstos completados (100 %)');

    expect(to('de@example.com').subject).toBe('Deine tägliche Spotter-Zusammenfassung');
    expect(to('de@example.com').html).toContain('>Erledigte Trainings</h2>');
    expect(to('de@example.com').text).toContain('Abmelden: http://');
    expect(to('de@example.com').text).toContain('1 von 1 fälligen Trainings erledigt (100 %)');

    expect(to('none@example.com').subject).toBe('Your daily Spotter digest');
    expect(to('none@example.com').text).toContain('1 of 1 due workouts completed (100%)');
  });
});

describe('an invitation', () => {
  it('is written in the inviting coach’s language', async () => {
    t.deps.registration = 'invite';
    const de = await makeCoach(t.db, { firstName: 'Greta' });
    await t.db.user.update({ where: { id: de.id }, data: { locale: 'de', lastName: 'Graf' } });
    const es = await makeCoach(t.db, { firstName: 'Sofía' });
    await t.db.user.update({ where: { id: es.id }, data: { locale: 'es', lastName: 'Soto' } });
    const en = await makeCoach(t.db, { firstName: 'Ada' });

    await inviteCoach(t.deps, de.id, 'guest-de@example.com');
    await inviteCoach(t.deps, es.id, 'guest-es@example.com');
    await inviteCoach(t.deps, en.id, 'guest-en@example.com');
    const to = (address: string) => t.deps.mailer.sent.find((m) => m.to === address)!;

    expect(to('guest-de@example.com').subject).toBe('Du bist eingeladen, auf Spotter zu coachen');
    expect(to('guest-de@example.com').text).toContain('Greta Graf lädt dich ein');
    expect(to('guest-de@example.com').html).toContain('<html lang="de">');
    expect(to('guest-es@example.com').subject).toBe('Te invitan a entrenar en Spotter');
    expect(to('guest-es@example.com').text).toContain('Sofía Soto te invita');
    expect(to('guest-en@example.com').subject).toBe('You are invited to coach on Spotter');
  });
});
