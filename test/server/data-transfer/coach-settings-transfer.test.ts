// Custom exercise categories and branding in export and import (docs/data-transfer.md, "Categories
// and branding"; issue 34: they were left out of the file): carried exactly into another account,
// a second import adds nothing, and the importing coach's own branding is kept.
import { describe, expect, it } from 'vitest';
import { callerAs, makeCoach, setupTestHooks } from '../helpers.ts';

const t = setupTestHooks();

async function brandedCoach() {
  const coach = await makeCoach(t.db);
  const api = callerAs(t.deps, coach).coach;
  await api.categories.create({ name: 'Olympic lifts' });
  await api.categories.create({ name: 'Mobility' });
  await api.branding.update({ businessName: 'Iron Forge Coaching', tagline: 'Lift for life', about: 'Strength coaching in Leeds.', primaryColor: '#aa3300' });
  await t.db.branding.update({ where: { coachId: coach.id }, data: { logoPath: 'branding/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG' } });
  return coach;
}

/** What a coach sees of their categories and branding. */
async function settings(coachId: string) {
  const api = callerAs(t.deps, await t.db.user.findUniqueOrThrow({ where: { id: coachId } })).coach;
  const { logoUrl: _logo, ...branding } = await api.branding.get();
  return { categories: (await api.categories.list()).map((c) => c.name), branding };
}

describe('categories and branding in export and import', () => {
  it('exports them and imports them into another account unchanged (the logo as a reference), once', async () => {
    const coach = await brandedCoach();
    const data = await callerAs(t.deps, coach).coach.dataTransfer.export();
    expect(data.exportedBy.customCategories.map((c) => c.name)).toEqual(['Olympic lifts', 'Mobility']);
    expect(data.exportedBy.branding).toEqual({
      businessName: 'Iron Forge Coaching',
      tagline: 'Lift for life',
      about: 'Strength coaching in Leeds.',
      primaryColor: '#AA3300',
      logoPath: '/objects/branding/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
    });

    const target = await makeCoach(t.db);
    const file = JSON.parse(JSON.stringify(data));
    await callerAs(t.deps, target).coach.dataTransfer.import({ data: file });
    expect(await settings(target.id)).toEqual(await settings(coach.id));
    const again = await callerAs(t.deps, target).coach.dataTransfer.export();
    expect(again.exportedBy.customCategories).toEqual(data.exportedBy.customCategories);
    // The logo's bytes are not in the file: the imported branding has none.
    expect(again.exportedBy.branding).toEqual({ ...data.exportedBy.branding, logoPath: null });

    const count = async () => [await t.db.exerciseCategory.count({ where: { coachId: target.id } }), await t.db.branding.count({ where: { coachId: target.id } })];
    await callerAs(t.deps, target).coach.dataTransfer.import({ data: file });
    expect(await count()).toEqual([2, 1]);
  });

  it('keeps the importing coach’s own branding and categories of the same name; leaves out built-in ones', async () => {
    const coach = await brandedCoach();
    const data = await callerAs(t.deps, coach).coach.dataTransfer.export();
    data.exportedBy.customCategories!.push({ name: 'cardio' });
    const target = await makeCoach(t.db);
    const api = callerAs(t.deps, target).coach;
    await api.categories.create({ name: 'MOBILITY' });
    await api.branding.update({ businessName: 'My Own Gym', primaryColor: '#112233' });
    await api.dataTransfer.import({ data });
    const after = await settings(target.id);
    expect(after.categories.toSorted()).toEqual(['MOBILITY', 'Olympic lifts']);
    expect(after.branding).toMatchObject({ businessName: 'My Own Gym', primaryColor: '#112233' });
  });

  it('a file without them (older exports) still imports', async () => {
    const coach = await makeCoach(t.db);
    const data = await callerAs(t.deps, coach).coach.dataTransfer.export();
    const { customCategories: _c, branding: _b, ...exportedBy } = data.exportedBy;
    const target = await makeCoach(t.db);
    await expect(callerAs(t.deps, target).coach.dataTransfer.import({ data: { ...data, exportedBy } })).resolves.toMatchObject({ counts: { exercises: 0 } });
    expect(await settings(target.id)).toMatchObject({ categories: [], branding: { saved: false } });
  });
});
