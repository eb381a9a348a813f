// Fitness tests: the list, logging a test or a retest, and deleting a root test.
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { trpc, type RouterOutputs } from '#web/lib/trpc.ts';
import { T } from '../texts.ts';

export type FitnessTest = RouterOutputs['clientApp']['fitnessTests']['list'][number];

export const useFitnessTests = () => trpc.clientApp.fitnessTests.list.useQuery();

/**
 * The list changes at once (docs/offline.md: a change queued offline shows as made) and goes
 * back if the server refuses. A change only queued (no answer yet) does not re-read the list,
 * which would drop it until the queue is sent.
 */
function useOptimisticTests() {
  const utils = trpc.useUtils();
  const list = utils.clientApp.fitnessTests.list;
  return {
    async apply(change: (rows: FitnessTest[]) => FitnessTest[]) {
      await list.cancel();
      const previous = list.getData();
      list.setData(undefined, (rows) => (rows ? change(rows) : rows));
      return { previous };
    },
    rollback(ctx: { previous: FitnessTest[] | undefined } | undefined) {
      if (ctx) list.setData(undefined, ctx.previous);
    },
    replace(id: string, row: FitnessTest) {
      list.setData(undefined, (rows) => rows?.map((r) => (r.id === id ? row : r)));
    },
    settle(data: unknown, error: unknown) {
      if (data !== undefined || error) void list.invalidate();
    },
  };
}

export function useLogTest() {
  const tests = useOptimisticTests();
  return trpc.clientApp.fitnessTests.create.useMutation({
    onMutate: async (input) => {
      const pendingId = `pending-${crypto.randomUUID()}`;
      const ctx = await tests.apply((rows) => [
        ...rows,
        {
          id: pendingId,
          // A retest carries its root test's name.
          testName: input.testName ?? rows.find((r) => r.id === input.previousTestId)?.testName ?? '',
          result: input.result,
          unit: input.unit ?? null,
          notes: input.notes ?? null,
          testedAt: new Date(),
          previousTestId: input.previousTestId ?? null,
        },
      ]);
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
  });
}

export function useDeleteTest() {
  const tests = useOptimisticTests();
  return trpc.clientApp.fitnessTests.delete.useMutation({
    // A root test takes its retests with it.
    onMutate: ({ id }) => tests.apply((rows) => rows.filter((r) => r.id !== id && r.previousTestId !== id)),
    onSuccess: () => toast.success(T.testDeleted),
    onError: (_err, _input, ctx) => {
      tests.rollback(ctx);
      toast.error(T.deleteFailed);
    },
    onSettled: (data, error) => tests.settle(data, error),
  });
}
