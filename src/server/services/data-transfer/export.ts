// GET /api/export-data (docs/product.md §3, §7): everything a coach owns, in the five sections of the
// export file. Secrets never leave: no password hash, sign-in sessions, reset or access tokens,
// and no storage keys of photos. A fixed number of queries.
import { EXPORT_FORMAT_VERSION, type ExportData } from '#shared/schemas/data-transfer';
import { assignmentProgressOf, FINISHED_STATUSES, type SessionStatus } from '#shared/stats';
import type { Db } from '#server/db/client';
import { notFound } from '#server/errors';
import { storedAnswers, storedMetrics, storedMetricValues, storedQuestions } from '../check-ins/check-ins.ts';

const iso = (d: Date) => d.toISOString();
/** A calendar date (a `date` column), YYYY-MM-DD. */
const day = (d: Date) => d.toISOString().slice(0, 10);
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);
const cols = (j: unknown) => (j && typeof j === 'object' ? (j as Record<string, string | null>) : {});

/**
 * The progress figures of docs/product.md ("Progress and adherence") for one assignment, from the
 * statuses its exported sessions hold: information for whoever reads the file; an import ignores it
 * and the app computes it again from the sessions.
 */
function assignmentProgressSummary(sessions: readonly { status: SessionStatus }[]) {
  const count = (status: SessionStatus) => sessions.filter((s) => s.status === status).length;
  const finished = sessions.filter((s) => FINISHED_STATUSES.includes(s.status)).length;
  return { sessions: sessions.length, finished, completed: count('COMPLETED'), skipped: count('SKIPPED'), missed: count('MISSED'), percent: assignmentProgressOf(finished, sessions.length) };
}

export async function exportData(db: Db, coachId: string, now: Date): Promise<ExportData> {
  const [coach, exercises, plans, programs, clients, metricDefinitions, checkInTemplates] = await Promise.all([
    db.user.findUnique({
      where: { id: coachId },
      select: {
        firstName: true,
        lastName: true,
        email: true,
        categories: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], select: { name: true, createdAt: true } },
        branding: { select: { businessName: true, tagline: true, about: true, primaryColor: true, logoPath: true } },
        triageRule: {
          select: { inactiveEnabled: true, inactiveDays: true, lowAdherenceEnabled: true, adherenceBelowPct: true, missedSinceMessageEnabled: true, unreviewedCheckInEnabled: true },
        },
      },
    }),
    db.exercise.findMany({
      where: { coachId },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: { id: true, name: true, category: true, description: true, instructions: true, equipment: true, muscleGroups: true, videoUrl: true, imageUrl: true },
    }),
    db.plan.findMany({
      where: { coachId },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: {
        id: true,
        name: true,
        description: true,
        notes: true,
        instructions: true,
        category: true,
        difficulty: true,
        estimatedDuration: true,
        columnConfig: true,
        exercises: {
          orderBy: { orderIndex: 'asc' },
          select: { id: true, exerciseId: true, orderIndex: true, columnData: true, notes: true, groupId: true, groupName: true },
        },
      },
    }),
    db.program.findMany({
      where: { coachId },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: {
        id: true,
        name: true,
        description: true,
        notes: true,
        category: true,
        difficulty: true,
        duration: true,
        mealsPerDay: true,
        displayOrder: true,
        plans: { orderBy: { orderIndex: 'asc' }, select: { id: true, planId: true, week: true, dayOfWeek: true, orderIndex: true } },
      },
    }),
    db.client.findMany({
      where: { coachId },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: {
        id: true,
        firstName: true,
        lastName: true,
        email: true,
        phoneNumber: true,
        archived: true,
        displayOrder: true,
        tags: true,
        user: { select: { loadUnit: true, lengthUnit: true, locale: true } },
        notes: { orderBy: { createdAt: 'asc' }, select: { content: true, createdAt: true } },
        assignments: {
          orderBy: { startDate: 'asc' },
          select: { id: true, contentType: true, contentId: true, contentName: true, status: true, startDate: true, endDate: true, notes: true },
        },
        workoutSessions: {
          orderBy: { scheduledFor: 'asc' },
          select: {
            id: true,
            assignmentId: true,
            planId: true,
            name: true,
            planName: true,
            scheduledFor: true,
            startedAt: true,
            completedAt: true,
            status: true,
            instructions: true,
            columnConfig: true,
            duration: true,
            clientFeedback: true,
            rating: true,
            coachReply: true,
            coachRepliedAt: true,
            exercises: {
              orderBy: { orderIndex: 'asc' },
              select: {
                exerciseId: true,
                name: true,
                orderIndex: true,
                groupId: true,
                groupName: true,
                completed: true,
                videoUrl: true,
                notes: true,
                instructions: true,
                columnData: true,
                result: { select: { result: true, notes: true, completed: true, fromSets: true } },
                sets: { orderBy: { position: 'asc' }, select: { reps: true, load: true, loadUnit: true, rpe: true, done: true, completedAt: true } },
              },
            },
          },
        },
        foodEntries: { orderBy: { loggedAt: 'asc' }, select: { description: true, loggedAt: true } },
        fitnessTests: { orderBy: { testedAt: 'asc' }, select: { id: true, testName: true, result: true, unit: true, notes: true, testedAt: true, previousTestId: true } },
        messages: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], select: { sender: true, content: true, createdAt: true, readAt: true, sessionId: true, workoutName: true, checkInId: true } },
        bodyMetricEntries: { orderBy: [{ key: 'asc' }, { day: 'asc' }], select: { key: true, day: true, value: true } },
        habits: {
          orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
          select: { name: true, target: true, frequency: true, timesPerWeek: true, startsOn: true, endedOn: true, createdAt: true, ticks: { orderBy: { date: 'asc' }, select: { date: true } } },
        },
        progressPhotos: { orderBy: [{ takenOn: 'asc' }, { id: 'asc' }], select: { takenOn: true, pose: true, objectKey: true } },
        checkInSchedules: {
          orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
          select: { id: true, templateId: true, weekday: true, everyWeeks: true, firstDue: true, activeFrom: true, status: true, remindedFor: true },
        },
        checkInSubmissions: {
          orderBy: [{ dueDate: 'asc' }, { submittedAt: 'asc' }, { id: 'asc' }],
          select: {
            id: true,
            scheduleId: true,
            dueDate: true,
            templateName: true,
            questions: true,
            metrics: true,
            askPhotos: true,
            answers: true,
            metricValues: true,
            submittedAt: true,
            reviewedAt: true,
            coachReply: true,
            coachRepliedAt: true,
          },
        },
      },
    }),
    db.bodyMetricDefinition.findMany({ where: { coachId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], select: { id: true, name: true, unit: true, clientId: true } }),
    db.checkInTemplate.findMany({ where: { coachId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], select: { id: true, name: true, questions: true, metrics: true, askPhotos: true } }),
  ]);
  if (!coach) throw notFound('Coach');

  const templates = checkInTemplates.map((t) => ({ ...t, questions: storedQuestions(t.questions) }));
  return {
    exercises,
    plansWithExercises: plans.map((p) => ({ ...p, columnConfig: cols(p.columnConfig), exercises: p.exercises.map((e) => ({ ...e, columnData: cols(e.columnData) })) })),
    programsWithPlans: programs,
    clientsWithData: clients.map(
      ({ user, notes, assignments, workoutSessions, foodEntries, fitnessTests, messages, bodyMetricEntries, habits, progressPhotos, checkInSchedules, checkInSubmissions, ...c }) => ({
        ...c,
        loadUnit: user.loadUnit,
        lengthUnit: user.lengthUnit,
        locale: user.locale,
        bodyMetricDefinitions: metricDefinitions.filter((d) => d.clientId === c.id || d.clientId === null).map(({ clientId, ...d }) => ({ ...d, forAllClients: clientId === null })),
        bodyMetrics: bodyMetricEntries.map((e) => ({ metric: e.key, date: e.day.toISOString().slice(0, 10), value: e.value })),
        habits: habits.map((h) => ({
          ...h,
          startsOn: h.startsOn.toISOString().slice(0, 10),
          endedOn: h.endedOn ? h.endedOn.toISOString().slice(0, 10) : null,
          createdAt: iso(h.createdAt),
          ticks: h.ticks.map((t) => t.date.toISOString().slice(0, 10)),
        })),
        progressPhotos: progressPhotos.map((p) => ({ takenOn: p.takenOn.toISOString().slice(0, 10), pose: p.pose, objectPath: p.objectKey ? `/objects/${p.objectKey}` : null })),
        notes: notes.map((n) => ({ content: n.content, createdAt: iso(n.createdAt) })),
        assignments: assignments.map((a) => ({
          ...a,
          startDate: iso(a.startDate),
          endDate: isoOrNull(a.endDate),
          progress: assignmentProgressSummary(workoutSessions.filter((s) => s.assignmentId === a.id)),
        })),
        workoutHistory: workoutSessions.map((s) => ({
          ...s,
          scheduledFor: iso(s.scheduledFor),
          startedAt: isoOrNull(s.startedAt),
          completedAt: isoOrNull(s.completedAt),
          coachRepliedAt: isoOrNull(s.coachRepliedAt),
          columnConfig: cols(s.columnConfig),
          exercises: s.exercises.map((e) => ({
            ...e,
            columnData: cols(e.columnData),
            sets: e.sets.map((x) => ({ ...x, load: x.load === null ? null : Number(x.load), rpe: x.rpe === null ? null : Number(x.rpe), completedAt: isoOrNull(x.completedAt) })),
          })),
        })),
        mealTracking: foodEntries.map((f) => ({ description: f.description, loggedAt: iso(f.loggedAt) })),
        fitnessTests: fitnessTests.map((f) => ({ ...f, testedAt: iso(f.testedAt) })),
        messages: messages.map(({ sessionId, ...m }) => ({ ...m, createdAt: iso(m.createdAt), readAt: isoOrNull(m.readAt), workoutId: sessionId })),
        checkInTemplates: templates,
        checkInSchedules: checkInSchedules.map((s) => ({ ...s, firstDue: day(s.firstDue), activeFrom: day(s.activeFrom), remindedFor: s.remindedFor ? day(s.remindedFor) : null })),
        checkIns: checkInSubmissions.map((k) => ({
          ...k,
          dueDate: day(k.dueDate),
          questions: storedQuestions(k.questions),
          metrics: storedMetrics(k.metrics),
          answers: storedAnswers(k.answers),
          metricValues: storedMetricValues(k.metricValues),
          submittedAt: iso(k.submittedAt),
          reviewedAt: isoOrNull(k.reviewedAt),
          coachRepliedAt: isoOrNull(k.coachRepliedAt),
        })),
      }),
    ),

    exportedBy: {
      firstName: coach.firstName,
      lastName: coach.lastName,
      email: coach.email,
      exportedAt: iso(now),
      formatVersion: EXPORT_FORMAT_VERSION,
      customCategories: coach.categories.map((c) => ({ name: c.name, createdAt: iso(c.createdAt) })),
      // The logo as a reference, like meal and progress photos: the bytes stay in storage.
      branding: coach.branding ? { ...coach.branding, logoPath: coach.branding.logoPath ? `/objects/${coach.branding.logoPath}` : null } : null,
      // docs/triage.md; null while the coach keeps the defaults.
      triageRule: coach.triageRule,
    },
  };
}
