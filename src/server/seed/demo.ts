// Demo data for a first start on an empty embedded database (docs/design.md §4): a coach with two
// clients, a few exercises, two plans, a program and an assignment.
import type { Db } from '../db/client.ts';
import { newToken } from '../lib/tokens.ts';
import { utcMidnight, defaultProgramEndDate } from '#shared/schemas/assignments';
import { createAssignmentIn } from '../services/assignments/create.ts';
import { accessLinkRow } from '../services/clients/access.ts';
import { hashPassword } from '../services/auth/passwords.ts';

export const DEMO_COACH_EMAIL = 'coach@spotter.demo';

export interface DemoSeedResult {
  email: string;
  password: string;
  clientAccessToken: string;
  coachId: string;
  clientIds: string[];
}

export const DEFAULT_COLUMNS = { col1: 'Sets', col2: 'Reps', col3: 'Weight', col4: 'Rest', col5: 'RPE', col6: 'Notes' };

export async function isEmpty(db: Db): Promise<boolean> {
  return (await db.user.count()) === 0;
}

/** Seeds in one transaction, so a failure leaves the database empty for the next start. */
export async function seedDemo(db: Db, now: Date, appSecret: string): Promise<DemoSeedResult> {
  const password = newToken().slice(0, 12);
  const passwordHash = await hashPassword(password);
  return db.$transaction((tx) => seedInto(tx as unknown as Db, passwordHash, password, now, appSecret), { timeout: 30_000 });
}

async function seedInto(db: Db, passwordHash: string, password: string, now: Date, appSecret: string): Promise<DemoSeedResult> {
  const coach = await db.user.create({
    data: {
      email: DEMO_COACH_EMAIL,
      passwordHash,
      role: 'COACH',
      firstName: 'Casey',
      lastName: 'Coach',
      bio: 'Strength coach. This is a demo account.',
    },
  });
  const mk = (firstName: string, lastName: string, email: string, displayOrder: number) =>
    db.client.create({
      data: {
        coach: { connect: { id: coach.id } },
        firstName,
        lastName,
        email,
        displayOrder,
        user: { create: { role: 'CLIENT' as const, firstName, lastName } },
      },
    });
  const alex = await mk('Alex', 'Rivera', 'alex@example.com', 0);
  const sam = await mk('Sam', 'Lee', 'sam@example.com', 1);
  const token = newToken();
  await db.clientAccessToken.create({ data: { clientId: alex.id, ...accessLinkRow(appSecret, token) } });

  const ex = async (name: string, category: string, extra: { videoUrl?: string; equipment?: string[]; muscleGroups?: string[] } = {}) =>
    db.exercise.create({ data: { coachId: coach.id, name, category, equipment: extra.equipment ?? [], muscleGroups: extra.muscleGroups ?? [], videoUrl: extra.videoUrl } });
  const squat = await ex('Back Squat', 'Knee dominant', { equipment: ['Barbell', 'Rack'], muscleGroups: ['Quads', 'Glutes'], videoUrl: 'https://www.youtube.com/embed/ultWZbUMPL8' });
  const rdl = await ex('Romanian Deadlift', 'Hip dominant', { equipment: ['Barbell'], muscleGroups: ['Hamstrings', 'Glutes'] });
  const bench = await ex('Bench Press', 'Horizontal pushing', { equipment: ['Barbell', 'Bench'], muscleGroups: ['Chest', 'Triceps'] });
  const row = await ex('Dumbbell Row', 'Horizontal pulling', { equipment: ['Dumbbell'], muscleGroups: ['Back', 'Biceps'] });
  const run = await ex('Easy Run', 'Cardio');

  const lower = await db.plan.create({
    data: {
      coachId: coach.id,
      name: 'Lower Body Strength',
      description: 'Squat and hinge focus',
      instructions: 'Warm up for 10 minutes. Rest fully between heavy sets.',
      columnConfig: DEFAULT_COLUMNS,
      exercises: {
        create: [
          { exerciseId: squat.id, orderIndex: 0, columnData: { col1: '4', col2: '6', col3: '80 kg', col4: '2 min', col5: '8', col6: 'Brace hard, depth below parallel' } },
          { exerciseId: rdl.id, orderIndex: 1, columnData: { col1: '3', col2: '10', col3: '60 kg', col4: '90 s', col5: '7', col6: '' } },
        ],
      },
    },
  });
  const upper = await db.plan.create({
    data: {
      coachId: coach.id,
      name: 'Upper Body Superset',
      instructions: 'Pair the press and the row back to back.',
      columnConfig: DEFAULT_COLUMNS,
      exercises: {
        create: [
          { exerciseId: bench.id, orderIndex: 0, groupId: 'g-demo-1', groupName: 'Superset A', columnData: { col1: '3', col2: '8', col3: '60 kg', col4: '', col5: '', col6: '' } },
          { exerciseId: row.id, orderIndex: 1, groupId: 'g-demo-1', groupName: 'Superset A', columnData: { col1: '3', col2: '10', col3: '22 kg', col4: '90 s', col5: '', col6: 'Keep the back flat' } },
          { exerciseId: run.id, orderIndex: 2, columnData: { col1: '1', col2: '20 min', col3: '', col4: '', col5: '', col6: '' } },
        ],
      },
    },
  });
  const program = await db.program.create({
    data: {
      coachId: coach.id,
      name: 'Two-Week Kickstart',
      description: 'Alternating lower and upper days with rest days between.',
      duration: 2,
      mealsPerDay: 3,
      displayOrder: 0,
      plans: {
        create: [
          { planId: lower.id, week: 0, dayOfWeek: 0, orderIndex: 0 },
          { planId: null, week: 0, dayOfWeek: 1, orderIndex: 1 },
          { planId: upper.id, week: 0, dayOfWeek: 2, orderIndex: 2 },
          { planId: lower.id, week: 1, dayOfWeek: 0, orderIndex: 3 },
          { planId: null, week: 1, dayOfWeek: 1, orderIndex: 4 },
          { planId: upper.id, week: 1, dayOfWeek: 2, orderIndex: 5 },
        ],
      },
    },
  });
  await db.branding.create({ data: { coachId: coach.id, businessName: 'Spotter', tagline: 'Train with purpose' } });
  // Alex follows the program from today, so the client app has a workout to show at once.
  await createAssignmentIn(db, coach.id, { clientId: alex.id, contentType: 'PROGRAM', contentId: program.id, startDate: utcMidnight(now), endDate: defaultProgramEndDate(now, [{ week: 1 }]) });
  return { email: DEMO_COACH_EMAIL, password, clientAccessToken: token, coachId: coach.id, clientIds: [alex.id, sam.id] };
}
