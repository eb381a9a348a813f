// The client app's table of contents: one sub-router per capability.
import { router } from '#server/trpc/init';
import { clientBrandingRouter } from './branding.ts';
import { clientBodyMetricsRouter } from './body-metrics.ts';
import { fitnessTestsRouter } from './fitness-tests.ts';
import { clientReminderRouter } from './reminder.ts';
import { clientMessagesRouter } from './messages.ts';
import { progressRouter } from './progress.ts';
import { workoutsRouter } from './workouts.ts';
import { clientHabitsRouter } from './habits.ts';
import { clientProgressPhotosRouter } from './progress-photos.ts';
import { clientCheckInsRouter } from './check-ins.ts';
import { clientCalendarFeedRouter } from './calendar-feed.ts';

export const clientRouter = router({
  branding: clientBrandingRouter,
  fitnessTests: fitnessTestsRouter,
  reminder: clientReminderRouter,
  messages: clientMessagesRouter,
  workouts: workoutsRouter,
  progress: progressRouter,
  bodyMetrics: clientBodyMetricsRouter,
  habits: clientHabitsRouter,
  progressPhotos: clientProgressPhotosRouter,
  checkIns: clientCheckInsRouter,
  calendarFeed: clientCalendarFeedRouter,
});
