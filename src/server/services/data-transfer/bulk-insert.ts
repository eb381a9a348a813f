// Set-based inserts for big imports (docs/data-transfer.md): one INSERT … SELECT FROM
// jsonb_to_recordset($1) per table and chunk, with the rows as one JSON parameter. Prisma's
// createMany sends every value as its own bind parameter and took about 2.7 ms a row here
// (5,000 exercises: 18 s); this takes a few hundred milliseconds for the same rows.
// Table and column names come from the constants below, never from the caller's data; the data
// travels only as the JSON parameter.
import type { Db, Prisma } from '#server/db/client';

type Tx = Db | Prisma.TransactionClient;

/** Column → its SQL type in jsonb_to_recordset (a PostgreSQL enum type by its quoted name). */
export type Columns = Record<string, string>;

/** The columns written per table; createdAt comes from its database default, updatedAt is now(). */
export const TABLES = {
  Exercise: {
    cols: { id: 'text', coachId: 'text', name: 'text', category: 'text', description: 'text', instructions: 'text', equipment: 'text[]', muscleGroups: 'text[]', videoUrl: 'text', imageUrl: 'text' },
    updatedAt: true,
  },
  Plan: {
    cols: {
      id: 'text',
      coachId: 'text',
      name: 'text',
      description: 'text',
      notes: 'text',
      instructions: 'text',
      category: 'text',
      difficulty: 'text',
      estimatedDuration: 'int',
      columnConfig: 'jsonb',
    },
    updatedAt: true,
  },
  PlanExercise: {
    cols: { id: 'text', planId: 'text', exerciseId: 'text', orderIndex: 'int', columnData: 'jsonb', notes: 'text', groupId: 'text', groupName: 'text' },
    updatedAt: false,
  },
  Program: {
    cols: { id: 'text', coachId: 'text', name: 'text', description: 'text', notes: 'text', category: 'text', difficulty: 'text', duration: 'int', mealsPerDay: 'int', displayOrder: 'int' },
    updatedAt: true,
  },
  ProgramPlan: { cols: { id: 'text', programId: 'text', planId: 'text', week: 'int', dayOfWeek: 'int', orderIndex: 'int' }, updatedAt: false },
  User: { cols: { id: 'text', role: '"Role"', firstName: 'text', lastName: 'text', loadUnit: '"LoadUnit"', lengthUnit: '"LengthUnit"', locale: '"Locale"' }, updatedAt: true },
  Client: {
    cols: { id: 'text', coachId: 'text', userId: 'text', firstName: 'text', lastName: 'text', email: 'text', phoneNumber: 'text', archived: 'boolean', displayOrder: 'int', tags: 'text[]' },
    updatedAt: true,
  },
  ClientNote: { cols: { id: 'text', clientId: 'text', coachId: 'text', content: 'text', createdAt: 'timestamp(3)' }, updatedAt: false },
  Assignment: {
    cols: {
      id: 'text',
      coachId: 'text',
      clientId: 'text',
      contentType: '"ContentType"',
      contentId: 'text',
      contentName: 'text',
      status: '"AssignmentStatus"',
      startDate: 'timestamp(3)',
      endDate: 'timestamp(3)',
      notes: 'text',
      dueNotifiedAt: 'timestamp(3)',
    },
    updatedAt: true,
  },
  WorkoutSession: {
    cols: {
      id: 'text',
      coachId: 'text',
      clientId: 'text',
      assignmentId: 'text',
      planId: 'text',
      name: 'text',
      planName: 'text',
      scheduledFor: 'timestamp(3)',
      startedAt: 'timestamp(3)',
      completedAt: 'timestamp(3)',
      status: '"SessionStatus"',
      instructions: 'text',
      columnConfig: 'jsonb',
      duration: 'int',
      clientFeedback: 'text',
      rating: 'int',
      coachReply: 'text',
      coachRepliedAt: 'timestamp(3)',
    },
    updatedAt: true,
  },
  SessionExercise: {
    cols: {
      id: 'text',
      sessionId: 'text',
      exerciseId: 'text',
      name: 'text',
      orderIndex: 'int',
      groupId: 'text',
      groupName: 'text',
      completed: 'boolean',
      videoUrl: 'text',
      notes: 'text',
      instructions: 'text',
      columnData: 'jsonb',
    },
    updatedAt: false,
  },
  ExerciseResult: {
    cols: { id: 'text', sessionId: 'text', sessionExerciseId: 'text', exerciseName: 'text', result: 'text', notes: 'text', completed: 'boolean', fromSets: 'boolean' },
    updatedAt: true,
  },
  SessionExerciseSet: {
    cols: {
      id: 'text',
      sessionExerciseId: 'text',
      sessionId: 'text',
      clientId: 'text',
      exerciseId: 'text',
      position: 'int',
      reps: 'int',
      load: 'numeric(7,2)',
      loadUnit: '"LoadUnit"',
      rpe: 'numeric(3,1)',
      done: 'boolean',
      completedAt: 'timestamp(3)',
    },
    updatedAt: true,
  },
  FoodEntry: { cols: { id: 'text', clientId: 'text', description: 'text', loggedAt: 'timestamp(3)' }, updatedAt: false },
  Message: {
    cols: {
      id: 'text',
      coachId: 'text',
      clientId: 'text',
      sender: '"MessageSender"',
      content: 'text',
      sessionId: 'text',
      workoutName: 'text',
      readAt: 'timestamp(3)',
      createdAt: 'timestamp(3)',
      checkInId: 'text',
    },
    updatedAt: false,
  },
  FitnessTest: {
    cols: { id: 'text', clientId: 'text', testName: 'text', result: 'text', unit: 'text', notes: 'text', testedAt: 'timestamp(3)', previousTestId: 'text' },
    updatedAt: false,
  },
  BodyMetricDefinition: { cols: { id: 'text', coachId: 'text', clientId: 'text', name: 'text', unit: 'text' }, updatedAt: false },
  BodyMetricEntry: { cols: { id: 'text', clientId: 'text', key: 'text', definitionId: 'text', day: 'date', value: 'float8' }, updatedAt: true },
  Habit: {
    cols: {
      id: 'text',
      clientId: 'text',
      coachId: 'text',
      name: 'text',
      target: 'text',
      frequency: '"HabitFrequency"',
      timesPerWeek: 'int',
      startsOn: 'date',
      endedOn: 'date',
      createdAt: 'timestamp(3)',
    },
    updatedAt: false,
  },
  HabitTick: { cols: { id: 'text', habitId: 'text', date: 'date' }, updatedAt: false },
  ProgressPhoto: { cols: { id: 'text', clientId: 'text', takenOn: 'date', pose: '"ProgressPose"', objectKey: 'text' }, updatedAt: false },
  CheckInTemplate: { cols: { id: 'text', coachId: 'text', name: 'text', questions: 'jsonb', metrics: 'text[]', askPhotos: 'boolean' }, updatedAt: true },
  CheckInSchedule: {
    cols: {
      id: 'text',
      coachId: 'text',
      clientId: 'text',
      templateId: 'text',
      weekday: 'int',
      everyWeeks: 'int',
      firstDue: 'date',
      activeFrom: 'date',
      status: '"CheckInScheduleStatus"',
      remindedFor: 'date',
    },
    updatedAt: true,
  },
  CheckInSubmission: {
    cols: {
      id: 'text',
      coachId: 'text',
      clientId: 'text',
      scheduleId: 'text',
      dueDate: 'date',
      templateName: 'text',
      questions: 'jsonb',
      metrics: 'jsonb',
      askPhotos: 'boolean',
      answers: 'jsonb',
      metricValues: 'jsonb',
      submittedAt: 'timestamp(3)',
      reviewedAt: 'timestamp(3)',
      coachReply: 'text',
      coachRepliedAt: 'timestamp(3)',
    },
    updatedAt: false,
  },
} as const satisfies Record<string, { cols: Columns; updatedAt: boolean }>;
export type Table = keyof typeof TABLES;

/** A value for a column: dates as Date (written as UTC), JSON columns as objects. */
type Row<T extends Table> = { [K in keyof (typeof TABLES)[T]['cols']]: unknown };

/** Rows per statement: keeps one JSON parameter to a few megabytes. */
export const INSERT_CHUNK = 5000;

const q = (name: string) => `"${name}"`;

export async function insertRows<T extends Table>(tx: Tx, table: T, rows: Row<T>[]): Promise<void> {
  const { cols, updatedAt } = TABLES[table];
  const names = Object.keys(cols);
  const target = [...names, ...(updatedAt ? ['updatedAt'] : [])].map(q).join(', ');
  const select = [...names.map((n) => `r.${q(n)}`), ...(updatedAt ? ['now()'] : [])].join(', ');
  const shape = Object.entries(cols as Columns)
    .map(([n, type]) => `${q(n)} ${type}`)
    .join(', ');
  const sql = `INSERT INTO ${q(table)} (${target}) SELECT ${select} FROM jsonb_to_recordset($1::jsonb) AS r(${shape})`;
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    // Date.toJSON is UTC with a Z, which a timestamp column (without zone, holding UTC) reads as is.
    await tx.$executeRawUnsafe(sql, JSON.stringify(rows.slice(i, i + INSERT_CHUNK)));
  }
}
