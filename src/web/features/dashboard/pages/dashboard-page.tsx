// The coach dashboard (docs/product.md §2): four stat cards, Recent Activity (up to 4 unread notifications)
// and Client Progress. On load it runs the missed-workout check once.
import { Box, Grid, SimpleGrid } from '@chakra-ui/react';
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { dashboardStats } from '#shared/dashboard-stats';
import { ErrorState } from '#web/components/error-state.tsx';
import { AlertCircleIcon, CheckCircleIcon, TrendingUpIcon, UsersIcon } from '#web/components/icons.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { ClientProgressCard } from '../components/client-progress-card.tsx';
import { RecentActivityCard } from '../components/recent-activity-card.tsx';
import { StatCard } from '../components/stat-card.tsx';
import { useDashboard } from '../hooks/use-dashboard.ts';
import { useMinuteNow } from '#web/lib/use-now.ts';
import { useDashboardTexts } from '../texts.ts';

// Imported, with the triage area's module, only when shown (below): nothing of it is in this chunk.
const NeedsAttentionPanel = lazy(() => import('#web/features/triage/index.ts').then((m) => ({ default: m.NeedsAttentionPanel })));
/** Quiet time after the dashboard's reads before the panel's code is fetched (as lib/after-first-screen.ts waits). */
const ATTENTION_AFTER_MS = 1500;

export default function DashboardPage() {
  const T = useDashboardTexts();
  const { progress, counts, notifications, unread } = useDashboard();
  const stats = dashboardStats(progress.data ?? [], counts.data ?? { thisWeekCompleted: 0, missedWorkouts: 0 });
  const now = useMinuteNow();
  // The Needs attention panel's code (about 3 KB gzipped) comes once the dashboard's own reads are in
  // (after the dashboard's reads, as lib/after-first-screen.ts does for the client app's tab screens), its space held meanwhile, so the
  // first screen's JavaScript stays within its budget (test/e2e/bundle-budget.test.ts).
  const [showAttention, setShowAttention] = useState(false);
  const readsIn = !progress.isPending && !counts.isPending && !notifications.isPending;
  useEffect(() => {
    if (!readsIn) return;
    const timer = window.setTimeout(() => setShowAttention(true), ATTENTION_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [readsIn]);
  // Each part is drawn in a deferred render when its answer first arrives, which React splits into
  // short slices, instead of one long task per answer (docs/performance.md, "Web delivery").
  const progressLoading = !useDeferredValue(!progress.isPending);
  const countsLoading = !useDeferredValue(!counts.isPending);
  const notificationsLoading = !useDeferredValue(!notifications.isPending);
  // Figures that could not be read are not zeros: the cards give way to the failure and a retry.
  const progressFailed = progress.isError && !progress.data;
  const countsFailed = counts.isError && !counts.data;
  const retryStats = () => {
    if (progressFailed) void progress.refetch();
    if (countsFailed) void counts.refetch();
  };

  return (
    <>
      <PageHeader title={T.title} description={T.description} />
      {/* Who needs the coach leads the screen (docs/triage.md); its own chunk, so the dashboard's does not grow. */}
      {showAttention ? (
        <Suspense fallback={<Box minH="32" mb={{ base: '4', md: '6' }} />}>
          <NeedsAttentionPanel />
        </Suspense>
      ) : (
        <Box minH="32" mb={{ base: '4', md: '6' }} />
      )}
      {progressFailed || countsFailed ? (
        <Box mb={{ base: '4', md: '6' }}>
          <ErrorState title={T.loadFailed} description={T.loadFailedHint} onRetry={retryStats} retrying={progress.isFetching || counts.isFetching} size="sm" />
        </Box>
      ) : (
        <SimpleGrid columns={{ base: 2, lg: 4 }} gap={{ base: '3', md: '4' }} mb={{ base: '4', md: '6' }}>
          <StatCard label={T.activeClients} value={stats.activeClients} hint={T.activeClientsHint} icon={<UsersIcon boxSize="5" />} palette="blue" loading={progressLoading} />
          <StatCard label={T.thisWeekCompleted} value={stats.thisWeekCompleted} hint={T.thisWeekHint} icon={<CheckCircleIcon boxSize="5" />} palette="green" loading={countsLoading} />
          <StatCard label={T.missedWorkouts} value={stats.missedWorkouts} hint={T.missedHint} icon={<AlertCircleIcon boxSize="5" />} palette="red" loading={countsLoading} />
          <StatCard label={T.avgCompletionRate} value={`${stats.avgCompletionRate}%`} hint={T.avgHint} icon={<TrendingUpIcon boxSize="5" />} palette="purple" loading={progressLoading} />
        </SimpleGrid>
      )}
      <Grid templateColumns={{ base: '1fr', lg: '2fr 3fr' }} gap={{ base: '4', md: '6' }} alignItems="start">
        <RecentActivityCard items={unread} loading={notificationsLoading} error={notifications.isError} onRetry={() => void notifications.refetch()} now={now} />
        <ClientProgressCard items={progress.data} loading={progressLoading} error={progress.isError} onRetry={() => void progress.refetch()} now={now} />
      </Grid>
    </>
  );
}
