// Fitness tests: the list, logging a test or a retest, and deleting a root test.
import { toast } from '../../../components/toaster.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { trpc, type RouterOutputs } from '../../../lib/trpc.ts';
import { T } from '../texts.ts';

export type FitnessTest = RouterOutputs['clientApp']['fitnessTests']['list'][number];

export const useFitnessTests = () => trpc.clientApp.fitnessTests.list.useQuery();

function useInvalidateTests() {
  const utils = trpc.useUtils();
  return () => utils.clientApp.fitnessTests.list.invalidate();
}

export function useLogTest() {
  const invalidate = useInvalidateTests();
  return trpc.clientApp.fitnessTests.create.useMutation({
    onSuccess: (_data, input) => toast.success(input.previousTestId ? T.retestCompleted : T.testLogged),
    onError: (err, input) => toast.error(errorMessage(err, input.previousTestId ? T.retestFailed : T.logFailed)),
    onSettled: () => invalidate(),
  });
}

export function useDeleteTest() {
  const invalidate = useInvalidateTests();
  return trpc.clientApp.fitnessTests.delete.useMutation({
    onSuccess: () => toast.success(T.testDeleted),
    onError: () => toast.error(T.deleteFailed),
    onSettled: () => invalidate(),
  });
}
