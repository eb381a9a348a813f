// /app/tests, labelled Progress (docs/product.md §2): 'Log Performance', root tests with their retests and a
// trend line each, 'Update Performance', delete; beside them the client's exercise progress
// (docs/records.md), body metrics (docs/body-metrics.md) and progress photos (docs/progress-photos.md).
import { Box, Button, SimpleGrid } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { PlusIcon, TrendingUpIcon } from '#web/components/icons.tsx';
import { LoadingState } from '#web/components/loading-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { TestCard } from '../components/test-card.tsx';
import { ClientExerciseProgress } from '#web/features/exercise-progress/index.ts';
import { ClientBodyMetrics } from '#web/features/body-metrics/index.ts';
import { TestFormDialog } from '../components/test-form-dialog.tsx';

// Photos are a separate chunk (docs/progress-photos.md): the page shows first, photos after.
const ClientProgressPhotos = lazy(() => import('#web/features/progress-photos/index.ts').then((m) => ({ default: m.ClientProgressPhotos })));
import { useDeleteTest, useFitnessTests, useLogTest, type FitnessTest } from '../hooks/use-fitness-tests.ts';
import { groupTests, type TestChain } from '../lib/chain.ts';
import { useFitnessTexts } from '../texts.ts';

type Form = { kind: 'new' } | { kind: 'retest'; chain: TestChain<FitnessTest> } | null;

export default function TestsPage() {
  const T = useFitnessTexts();
  const tests = useFitnessTests();
  const log = useLogTest();
  const del = useDeleteTest();
  const [form, setForm] = useState<Form>(null);
  const [deleting, setDeleting] = useState<TestChain<FitnessTest> | null>(null);
  const chains = tests.data ? groupTests(tests.data) : [];

  const logButton = (
    <Button colorPalette="brand" onClick={() => setForm({ kind: 'new' })}>
      <PlusIcon /> {T.logPerformance}
    </Button>
  );

  return (
    <>
      <PageHeader title={T.title} description={T.description} actions={logButton} />
      {/* A chain may continue on a later page: its card waits for the whole list. */}
      {tests.isPending || (tests.hasNextPage && !tests.isError) ? (
        <LoadingState label={T.loading} />
      ) : tests.isError && tests.data === undefined ? (
        <ErrorState title={T.loadFailed} onRetry={() => void tests.refetch()} retrying={tests.isFetching} />
      ) : chains.length === 0 ? (
        <EmptyState title={T.empty} description={T.emptyBody} icon={<TrendingUpIcon />} />
      ) : (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
          {chains.map((chain) => (
            <TestCard key={chain.root.id} chain={chain} onRetest={(c) => setForm({ kind: 'retest', chain: c })} onDelete={setDeleting} />
          ))}
        </SimpleGrid>
      )}

      <Box mt="6">
        <ClientBodyMetrics />
      </Box>

      <Box mt="6">
        <Suspense fallback={null}>
          <ClientProgressPhotos />
        </Suspense>
      </Box>

      <Box mt="6">
        <ClientExerciseProgress />
      </Box>

      <TestFormDialog open={form !== null} chain={form?.kind === 'retest' ? form.chain : null} onClose={() => setForm(null)} onSubmit={(values) => log.mutateAsync(values)} pending={log.isPending} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={T.deleteConfirmTitle}
        description={T.deleteConfirmBody}
        onConfirm={() => (deleting ? del.mutateAsync({ id: deleting.root.id }) : undefined)}
        pending={del.isPending}
      />
    </>
  );
}
