// Fitness tests: the list, logging a test or a retest, and deleting a root test.
import { useInfiniteQuery, useQueryClient, useMutation } from '@tanstack/react-query';
import type { TRPCInfiniteData } from '@trpc/tanstack-react-query';
import { useEffect } from 'react';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { useTRPC, type RouterInputs, type RouterOutputs } from '#web/lib/trpc.ts';
import { useFitnessTexts } from '../texts.ts';

export type FitnessTest = RouterOutputs['clientApp']['fitnessTests']['page']['items'][number];

/** The pages of the list (docs/query-performance.md "Lists that can grow"); one input, one cache entry. */
const PAGES = {} as const;

/**
 * Every test of the client, read a page (1,000 tests) at a time. The screen groups retests under
 * their root and draws each chain's trend, so it needs the whole list: the next page is asked for
 * as soon as one arrives. A real client has one page; the cap (10,000) bounds the rest. The pages
 * are saved for offline use like every client-app read (docs/offline.md).
 */
export function useFitnessTests() {
  const trpc = useTRPC();
  const query = useInfiniteQuery(trpc.clientApp.fitnessTests.page.infiniteQueryOptions(PAGES, { getNextPageParam: (last) => last.nextCursor }));
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  const data = query.data?.pages.flatMap((page) => page.items);
  return { ...query, data };
}

type Pages = { pages: { items: FitnessTest[]; nextCursor: string | null }[]; pageParams: unknown[] };

/**
 * The list changes at once (docs/offline.md: a change queued offline shows as made) and goes
 * back if the server refuses. A change only queued (no answer yet) does not re-read the list,
 * which would drop it until the queue is sent. A new test goes at the end of the last loaded
 * page (the list is oldest first); a removal is made on every page.
 */
function useOptimisticTests() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = trpc.clientApp.fitnessTests.page;
  const onPages = (change: (pages: Pages['pages']) => Pages['pages']) => queryClient.setQueryData(list.infiniteQueryKey(PAGES), (data) => (data ? { ...data, pages: change(data.pages) } : data));
  return {
    all: () => queryClient.getQueryData(list.infiniteQueryKey(PAGES))?.pages.flatMap((page) => page.items) ?? [],
    async apply(change: { add?: FitnessTest; remove?: (row: FitnessTest) => boolean }) {
      await queryClient.cancelQueries(list.pathFilter());
      const previous = queryClient.getQueryData(list.infiniteQueryKey(PAGES));
      onPages((pages) =>
        pages.map((page, i) => {
          let items = change.remove ? page.items.filter((r) => !change.remove!(r)) : page.items;
          if (change.add && i === pages.length - 1) items = [...items, change.add];
          return { ...page, items };
        }),
      );
      return { previous };
    },
    rollback(ctx: { previous: TRPCInfiniteData<RouterInputs['clientApp']['fitnessTests']['page'], RouterOutputs['clientApp']['fitnessTests']['page']> | undefined } | undefined) {
      if (ctx) queryClient.setQueryData(list.infiniteQueryKey(PAGES), ctx.previous);
    },
    replace(id: string, row: FitnessTest) {
      onPages((pages) => pages.map((page) => ({ ...page, items: page.items.map((r) => (r.id === id ? row : r)) })));
    },
    settle(data: unknown, error: unknown) {
      if (data !== undefined || error) void queryClient.invalidateQueries(list.pathFilter());
    },
  };
}

export function useLogTest() {
  const T = useFitnessTexts();
  const trpc = useTRPC();
  const tests = useOptimisticTests();
  return useMutation(
    trpc.clientApp.fitnessTests.create.mutationOptions({
      onMutate: async (input) => {
        const pendingId = `pending-${crypto.randomUUID()}`;
        const ctx = await tests.apply({
          add: {
            id: pendingId,
            // A retest carries its root test's name.
            testName: input.testName ?? tests.all().find((r) => r.id === input.previousTestId)?.testName ?? '',
            result: input.result,
            unit: input.unit ?? null,
            notes: input.notes ?? null,
            testedAt: new Date(),
            previousTestId: input.previousTestId ?? null,
          },
        });
        return { ...ctx, pendingId };
      },
      onSuccess: (data, input, ctx) => {
        // The server's row takes the placeholder's place at once: a retest of it needs its real id.
        if (data) tests.replace(ctx.pendingId, data);
        toast.success(input.previousTestId ? T.retestCompleted : T.testLogged);
      },
      onError: (err, input, ctx) => {
        tests.rollback(ctx);
        toast.error(errorMessage(err, input.previousTestId ? T.retestFailed : T.logFailed));
      },
      onSettled: (data, error) => tests.settle(data, error),
    }),
  );
}

export function useDeleteTest() {
  const T = useFitnessTexts();
  const trpc = useTRPC();
  const tests = useOptimisticTests();
  return useMutation(
    trpc.clientApp.fitnessTests.delete.mutationOptions({
      // A root test takes its retests with it.
      onMutate: ({ id }) => tests.apply({ remove: (r) => r.id === id || r.previousTestId === id }),
      onSuccess: () => toast.success(T.testDeleted),
      onError: (_err, _input, ctx) => {
        tests.rollback(ctx);
        toast.error(T.deleteFailed);
      },
      onSettled: (data, error) => tests.settle(data, error),
    }),
  );
}
