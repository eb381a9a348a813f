// The starter exercise library (docs/starter-library.md): one call adds the curated exercises the
// coach lacks, never a duplicate, only into the caller's own library.
import { describe, expect, it } from 'vitest';
import { BUILT_IN_CATEGORIES } from '#shared/exercise-categories';
import { STARTER_EXERCISES } from '#shared/starter-exercises';
import { callerAs, makeClient, makeCoach, setupTestHooks, startHttp, tokenFor } from '../helpers.ts';

const t = setupTestHooks();

const N = STARTER_EXERCISES.length;

describe('the starter library', () => {
  it('is about 60 exercises with built-in categories, muscle groups and equipment, unique names and no media', () => {
    expect(N).toBeGreaterThanOrEqual(55);
    expect(N).toBeLessThanOrEqual(70);
    expect(new Set(STARTER_EXERCISES.map((e) => e.name.toLowerCase())).size).toBe(N);
    for (const e of STARTER_EXERCISES) {
      expect(BUILT_IN_CATEGORIES as readonly string[]).toContain(e.category);
      expect(e.muscleGroups.length).toBeGreaterThan(0);
      expect(e.equipment.length).toBeGreaterThan(0);
      expect(e.description.length).toBeGreaterThan(20);
    }
    // Every built-in category has some.
    for (const c of BUILT_IN_CATEGORIES) expect(STARTER_EXERCISES.some((e) => e.category === c)).toBe(true);
  });

  it('adds every exercise once; a second click adds nothing; what the coach has already is left alone', async () => {
    const coach = await makeCoach(t.db);
    const api = callerAs(t.deps, coach);
    const own = await t.db.exercise.create({ data: { coachId: coach.id, name: ' back squat', category: 'Mine', description: 'My cues' } });
    const first = await api.coach.exercises.addStarterLibrary();
    expect(first).toEqual({ added: N - 1, alreadyThere: 1, message: `Added ${N - 1} starter exercises; kept the 1 you already had.` });
    const list = await api.coach.exercises.list();
    expect(list).toHaveLength(N);
    expect(list.find((e) => e.id === own.id)).toMatchObject({ category: 'Mine', description: 'My cues' });
    expect(list.find((e) => e.name === 'Romanian Deadlift')).toMatchObject({
      category: 'Hip dominant',
      muscleGroups: ['Hamstrings', 'Glutes'],
      equipment: ['Barbell', 'Dumbbell'],
      videoUrl: null,
      imageUrl: null,
    });
    const second = await api.coach.exercises.addStarterLibrary();
    expect(second).toEqual({ added: 0, alreadyThere: N, message: 'Every starter exercise is already in your library: nothing was added.' });
    expect(await t.db.exercise.count({ where: { coachId: coach.id } })).toBe(N);
  });

  it('two clicks at once add it once; another coach is untouched', async () => {
    const coach = await makeCoach(t.db);
    const other = await makeCoach(t.db);
    await t.db.exercise.create({ data: { coachId: other.id, name: 'Pull-Up' } });
    const api = callerAs(t.deps, coach);
    const both = await Promise.all([api.coach.exercises.addStarterLibrary(), api.coach.exercises.addStarterLibrary()]);
    expect(both.map((r) => r.added).toSorted((a, b) => a - b)).toEqual([0, N]);
    expect(await t.db.exercise.count({ where: { coachId: coach.id } })).toBe(N);
    expect(await t.db.exercise.count({ where: { coachId: other.id } })).toBe(1);
  });

  it('REST: POST /api/exercises/starter-library; bad bodies are a 400; a client gets 403', async () => {
    const coach = await makeCoach(t.db);
    const { client } = await makeClient(t.db, coach.id, { firstName: 'Alex' });
    const http = await startHttp(t.deps);
    try {
      const token = await tokenFor(t.deps, coach);
      const bad = await http.api('POST', '/exercises/starter-library', { token, body: { coachId: 'someone-else' } });
      expect(bad.status).toBe(400);
      expect(typeof bad.body.error).toBe('string');
      expect(await t.db.exercise.count({ where: { coachId: coach.id } })).toBe(0);
      const ok = await http.api('POST', '/exercises/starter-library', { token });
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ added: N, alreadyThere: 0 });
      const user = await t.db.user.findFirstOrThrow({
        where: { clientProfile: { id: client.id } },
        select: { id: true, email: true, role: true, firstName: true, lastName: true, phoneNumber: true, bio: true, qualifications: true, timeZone: true, loadUnit: true, locale: true },
      });
      expect((await http.api('POST', '/exercises/starter-library', { token: await tokenFor(t.deps, user) })).status).toBe(403);
      expect((await http.api('POST', '/exercises/starter-library', {})).status).toBe(401);
    } finally {
      await http.close();
    }
  });
});
