// Test data for client workouts: sessions made directly (a snapshot as an assignment would make).
import type { Db } from '#server/db/client';
import { DEFAULT_COLUMN_CONFIG } from '#shared/schemas/workouts';

export interface ExerciseSpec {
  name: string;
  /** The library exercise (for "last time"). */
  exerciseId?: string | null;
  orderIndex?: number;
  groupId?: string | null;
  groupName?: string | null;
  completed?: boolean;
  videoUrl?: string | null;
  notes?: string | null;
  columnData?: Partial<Record<'col1' | 'col2' | 'col3' | 'col4' | 'col5' | 'col6', string>>;
}

export interface SessionSpec {
  coachId: string;
  clientId: string;
  scheduledFor: string | Date;
  name?: string;
  status?: 'SCHEDULED' | 'IN_PROGRESS' | 'COMPLETED' | 'SKIPPED' | 'MISSED';
  startedAt?: string | Date | null;
  completedAt?: string | Date | null;
  assignmentId?: string | null;
  instructions?: string | null;
  columnConfig?: Record<string, string>;
  exercises?: ExerciseSpec[];
}

const cols = (c: ExerciseSpec['columnData'] = {}) => ({ col1: '', col2: '', col3: '', col4: '', col5: '', col6: '', ...c });

export async function makeSession(db: Db, s: SessionSpec) {
  const name = s.name ?? 'Lower Body Strength';
  return db.workoutSession.create({
    data: {
      coachId: s.coachId,
      clientId: s.clientId,
      assignmentId: s.assignmentId ?? null,
      name,
      planName: name,
      scheduledFor: new Date(s.scheduledFor),
      status: s.status ?? 'SCHEDULED',
      startedAt: s.startedAt ? new Date(s.startedAt) : null,
      completedAt: s.completedAt ? new Date(s.completedAt) : null,
      instructions: s.instructions ?? null,
      columnConfig: s.columnConfig ?? DEFAULT_COLUMN_CONFIG,
      exercises: {
        create: (s.exercises ?? [{ name: 'Back Squat', columnData: { col1: '4', col2: '6' } }, { name: 'Romanian Deadlift' }]).map((e, i) => ({
          name: e.name,
          exerciseId: e.exerciseId ?? null,
          orderIndex: e.orderIndex ?? i,
          groupId: e.groupId ?? null,
          groupName: e.groupName ?? null,
          completed: e.completed ?? false,
          videoUrl: e.videoUrl ?? null,
          notes: e.notes ?? null,
          columnData: cols(e.columnData),
        })),
      },
    },
    include: { exercises: { orderBy: { orderIndex: 'asc' } } },
  });
}
