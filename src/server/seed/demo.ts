// Demo data for a first start on an empty embedded database (docs/design.md §4): a coach with two
// clients, a few exercises, two plans, a program and an assignment.
import type { Db } from '../db/client.ts';
import { newToken } from '../lib/tokens.ts';
import { utcMidnight, defaultProgramEndDate } from '#shared/schemas/assignments';
import { createAssignmentIn } from '../services/assignments/create.ts';
import { DEFAULT_ROW_CAPS } from '../lib/row-caps.ts';
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

/**
 * Seeds in one transaction, so a failure leaves the database empty for the next start. `email`
 * is the demo coach's: the end-to-end tests seed one demo coach per test file on a shared server.
 */
export async function seedDemo(db: Db, now: Date, appSecret: string, email = DEMO_COACH_EMAIL): Promise<DemoSeedResult> {
  const password = newToken().slice(0, 12);
  const passwordHash = await hashPassword(password);
  return db.$transaction((tx) => seedInto(tx as unknown as Db, email, passwordHash, password, now, appSecret), { timeout: 30_000 });
}

async function seedInto(db: Db, coachEmail: string, passwordHash: string, password: string, now: Date, appSecret: string): Promise<DemoSeedResult> {
  const coach = await db.user.create({
    data: {
      email: coachEmail,
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
  await createAssignmentIn(
    db,
    coach.id,
    { clientId: alex.id, contentType: 'PROGRAM', contentId: program.id, startDate: utcMidnight(now), endDate: defaultProgramEndDate(now, [{ week: 1 }]) },
    DEFAULT_ROW_CAPS,
  );
  await seedBodyMetrics(db, coach.id, alex.id, now);
  await seedHabits(db, coach.id, [alex.id, sam.id], now);
  await seedCheckIns(db, coach.id, [alex.id, sam.id], now);
  return { email: coachEmail, password, clientAccessToken: token, coachId: coach.id, clientIds: [alex.id, sam.id] };
}

/** Eight weeks of Alex's weekly weigh-ins and waist, and a custom metric (docs/body-metrics.md). */
async function seedBodyMetrics(db: Db, coachId: string, clientId: string, now: Date) {
  const steps = await db.bodyMetricDefinition.create({ data: { coachId, name: 'Steps', unit: 'steps' }, select: { id: true } });
  const today = utcMidnight(now).getTime();
  const day = (weeksAgo: number) => new Date(today - weeksAgo * 7 * 86_400_000);
  const weeks = [7, 6, 5, 4, 3, 2, 1, 0];
  await db.bodyMetricEntry.createMany({
    data: [
      ...weeks.map((w, i) => ({ clientId, key: 'weight', day: day(w), value: [84.2, 83.9, 83.6, 83.8, 83.1, 82.7, 82.5, 82.1][i]! })),
      ...weeks.filter((w) => w % 2 === 1).map((w, i) => ({ clientId, key: 'waist', day: day(w), value: [91, 90.2, 89.5, 89][i]! })),
      ...weeks.map((w, i) => ({ clientId, key: steps.id, definitionId: steps.id, day: day(w), value: [6200, 7400, 8100, 7900, 9300, 8800, 10400, 9700][i]! })),
    ],
  });
}

/**
 * Two habits each for the demo clients, started three weeks ago, with most days ticked and a
 * running streak, so streaks and adherence show at once (docs/habits.md).
 */
async function seedHabits(db: Db, coachId: string, clientIds: string[], now: Date) {
  const today = utcMidnight(now).getTime();
  const day = (ago: number) => new Date(today - ago * 86_400_000);
  for (const clientId of clientIds) {
    const walk = await db.habit.create({ data: { clientId, coachId, name: 'Walk', target: '10,000 steps', startsOn: day(21) }, select: { id: true } });
    const water = await db.habit.create({ data: { clientId, coachId, name: 'Drink water', target: '3 L water', frequency: 'WEEKLY', timesPerWeek: 5, startsOn: day(21) }, select: { id: true } });
    // Every day but a few misses, the last one a week ago (a 6-day streak before today).
    const missed = new Set([15, 11, 7]);
    await db.habitTick.createMany({
      data: [
        ...Array.from({ length: 21 }, (_, i) => i + 1)
          .filter((ago) => !missed.has(ago))
          .map((ago) => ({ habitId: walk.id, date: day(ago) })),
        ...Array.from({ length: 21 }, (_, i) => i + 1)
          .filter((ago) => ago % 3 !== 0)
          .map((ago) => ({ habitId: water.id, date: day(ago) })),
      ],
    });
  }
}

/**
 * A weekly check-in (docs/check-ins.md) due today for both demo clients, and the three before it
 * sent by Alex (the first reviewed with a reply), the last one by Sam, so the coach's queue and
 * the deltas have something to show.
 */
async function seedCheckIns(db: Db, coachId: string, clientIds: string[], now: Date) {
  const today = utcMidnight(now).getTime();
  const day = (weeksAgo: number) => new Date(today - weeksAgo * 7 * 86_400_000);
  const questions = [
    { id: 'energy', type: 'SCALE_1_10', text: 'How was your energy this week?', required: true },
    { id: 'sleep', type: 'NUMBER', text: 'Average hours of sleep', required: false },
    { id: 'win', type: 'SHORT_TEXT', text: 'Your win of the week', required: false },
    { id: 'plan', type: 'YES_NO', text: 'Did you follow the meal plan?', required: false },
    { id: 'notes', type: 'LONG_TEXT', text: 'Anything your coach should know?', required: false },
  ];
  const metrics = [{ metric: 'weight', name: 'Weight', kind: 'mass', unit: 'kg' }];
  const template = await db.checkInTemplate.create({ data: { coachId, name: 'Weekly check-in', questions, metrics: ['weight'] }, select: { id: true } });
  const weekday = ((day(0).getUTCDay() + 6) % 7) + 1;
  const schedules = await Promise.all(
    clientIds.map((clientId) => db.checkInSchedule.create({ data: { coachId, clientId, templateId: template.id, weekday, firstDue: day(4), activeFrom: day(4) }, select: { id: true } })),
  );
  const sent = [
    { client: 0, weeksAgo: 3, energy: 6, sleep: 6.5, win: 'Three workouts done', weight: 83.1, reply: 'Solid start, keep the sleep coming.' },
    { client: 0, weeksAgo: 2, energy: 7, sleep: 7, win: 'New squat record', weight: 82.7, reply: null },
    { client: 0, weeksAgo: 1, energy: 8, sleep: 7.5, win: 'Cooked every dinner', weight: 82.5, reply: null },
    { client: 1, weeksAgo: 1, energy: 5, sleep: 6, win: 'Walked every day', weight: 71.4, reply: null },
  ];
  for (const s of sent) {
    const submittedAt = new Date(day(s.weeksAgo).getTime() + 18 * 3_600_000);
    const repliedAt = new Date(submittedAt.getTime() + 3 * 3_600_000);
    const row = await db.checkInSubmission.create({
      data: {
        coachId,
        clientId: clientIds[s.client]!,
        scheduleId: schedules[s.client]!.id,
        dueDate: day(s.weeksAgo),
        templateName: 'Weekly check-in',
        questions,
        metrics,
        answers: [
          { questionId: 'energy', value: s.energy },
          { questionId: 'sleep', value: s.sleep },
          { questionId: 'win', value: s.win },
          { questionId: 'plan', value: s.energy > 6 },
        ],
        metricValues: [{ metric: 'weight', value: s.weight }],
        submittedAt,
        ...(s.reply ? { reviewedAt: repliedAt, coachReply: `<p>${s.reply}</p>`, coachRepliedAt: repliedAt } : {}),
      },
      select: { id: true },
    });
    if (s.reply) await db.message.create({ data: { coachId, clientId: clientIds[s.client]!, sender: 'COACH', content: `<p>${s.reply}</p>`, checkInId: row.id, createdAt: repliedAt } });
  }
}
