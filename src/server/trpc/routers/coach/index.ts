// The coach area's table of contents: one sub-router per capability.
import { router } from '#server/trpc/init';
import { dataTransferRouter } from './data-transfer.ts';
import { brandingRouter } from './branding.ts';
import { coachBodyMetricsRouter } from './body-metrics.ts';
import { assignmentsRouter } from './assignments.ts';
import { clientNotesRouter } from './client-notes.ts';
import { calendarRouter } from './calendar.ts';
import { clientsRouter } from './clients.ts';
import { clientProgressRouter } from './client-progress.ts';
import { dashboardRouter } from './dashboard.ts';
import { notificationsRouter } from './notifications.ts';
import { coachMessagesRouter } from './messages.ts';
import { categoriesRouter } from './categories.ts';
import { exercisesRouter } from './exercises.ts';
import { planExercisesRouter } from './plan-exercises.ts';
import { plansRouter } from './plans.ts';
import { profileRouter } from './profile.ts';
import { programPlansRouter } from './program-plans.ts';
import { programsRouter } from './programs.ts';
import { coachHabitsRouter } from './habits.ts';
import { coachProgressPhotosRouter } from './progress-photos.ts';
import { coachCheckInsRouter } from './check-ins.ts';
import { clientLogRouter } from './client-log.ts';
import { triageRouter } from './triage.ts';
import { apiKeysRouter, webhooksRouter } from './integrations.ts';
import { calendarFeedsRouter } from './calendar-feeds.ts';

export const coachRouter = router({
  dataTransfer: dataTransferRouter,
  branding: brandingRouter,
  notifications: notificationsRouter,
  dashboard: dashboardRouter,
  profile: profileRouter,
  clients: clientsRouter,
  clientProgress: clientProgressRouter,
  clientNotes: clientNotesRouter,
  calendar: calendarRouter,
  messages: coachMessagesRouter,
  assignments: assignmentsRouter,
  exercises: exercisesRouter,
  categories: categoriesRouter,
  plans: plansRouter,
  planExercises: planExercisesRouter,
  programs: programsRouter,
  programPlans: programPlansRouter,
  bodyMetrics: coachBodyMetricsRouter,
  habits: coachHabitsRouter,
  progressPhotos: coachProgressPhotosRouter,
  checkIns: coachCheckInsRouter,
  clientLog: clientLogRouter,
  triage: triageRouter,
  apiKeys: apiKeysRouter,
  webhooks: webhooksRouter,
  calendarFeeds: calendarFeedsRouter,
});
