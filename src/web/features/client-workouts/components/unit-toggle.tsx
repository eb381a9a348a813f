// The client's kg/lb setting (issue 15, docs/sets.md), in the client app's header: one tap
// switches, the set rows show loads in the new unit at once, the choice is saved for the user
// (queued like the other writes when offline).
import { Button } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#web/components/toaster.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { errorMessage } from '#web/lib/errors.ts';
import { trpcKey, useTrpcClient } from '#web/lib/trpc-query.ts';
import { useWorkoutTexts } from '../texts.ts';

/** As src/shared/sets.ts's unitLabel, without bringing that module into every first screen. */
const unitLabel = (unit: 'KG' | 'LB') => (unit === 'LB' ? 'lb' : 'kg');

export function UnitToggle() {
  const T = useWorkoutTexts();
  const qc = useQueryClient();
  const { user, setUser } = useAuth();
  const client = useTrpcClient();
  const save = useMutation({ mutationKey: trpcKey('auth.setLoadUnit', undefined, 'any'), mutationFn: (input: { loadUnit: 'KG' | 'LB' }) => client.auth.setLoadUnit.mutate(input) });
  if (!user) return null;
  const unit = user.loadUnit;
  const other = unit === 'KG' ? 'LB' : 'KG';
  const toggle = () => {
    const before = user;
    setUser({ ...user, loadUnit: other });
    save.mutate(
      { loadUnit: other },
      {
        // "Last time" is summarised by the server in the user's unit: read it again. Every query,
        // not only tRPC's (trpc.pathFilter() would skip the session read).
        onSuccess: () => void qc.invalidateQueries(),
        onError: (err) => {
          setUser(before);
          toast.error(T.units.failed, errorMessage(err, T.toasts.updateFailed));
        },
      },
    );
  };
  return (
    <Button variant="ghost" size="sm" minH="11" minW="11" px="2" onClick={toggle} aria-label={T.units.toggle(unitLabel(unit), unitLabel(other))} data-testid="unit-toggle">
      {unitLabel(unit)}
    </Button>
  );
}
