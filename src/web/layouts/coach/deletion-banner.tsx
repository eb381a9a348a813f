// On every coach screen while the account's deletion is scheduled (ADR 0035): when it will
// happen and a button that cancels it. Signing in during the grace period lands here. Plain
// TanStack Query over the vanilla client, as the layout's other reads (lib/trpc-query.ts): the
// layout is outside the tRPC React context; the keys are the same as the profile card's.
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { trpcKey, useTrpcClient } from '#web/lib/trpc-query.ts';

export const DELETION_TEXTS = {
  scheduled: (date: string) => `Your account is scheduled for deletion on ${date}.`,
  detail: 'Then your clients, plans, programs, messages and photos are deleted for good, and your clients’ links stop working.',
  cancel: 'Cancel deletion',
  cancelled: 'Deletion cancelled: your account stays.',
  cancelFailed: 'Could not cancel the deletion',
};

export const formatDeletionDate = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'long', timeStyle: 'short' });

export function DeletionBanner() {
  const client = useTrpcClient();
  const queryClient = useQueryClient();
  const key = trpcKey('coach.profile.accountDeletion');
  const deletion = useQuery({ queryKey: key, queryFn: () => client.coach.profile.accountDeletion.query(), staleTime: 60_000 });
  const cancel = useMutation({
    mutationFn: () => client.coach.profile.cancelDeletion.mutate(),
    onSuccess: (data) => {
      queryClient.setQueryData(key, data);
      toast.success(DELETION_TEXTS.cancelled);
    },
    onError: (err) => toast.error(DELETION_TEXTS.cancelFailed, errorMessage(err, DELETION_TEXTS.cancelFailed)),
  });
  const scheduledFor = deletion.data?.scheduledFor;
  if (!scheduledFor) return null;
  return (
    <Flex
      role="status"
      data-testid="deletion-banner"
      mb={{ base: '4', md: '6' }}
      p="4"
      gap="3"
      direction={{ base: 'column', sm: 'row' }}
      align={{ base: 'stretch', sm: 'center' }}
      borderWidth="1px"
      borderColor="border.warning"
      bg="bg.warning"
      borderRadius="l3"
    >
      <Box flex="1">
        <Text fontWeight="semibold" color="fg.warning">
          {DELETION_TEXTS.scheduled(formatDeletionDate(scheduledFor))}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {DELETION_TEXTS.detail}
        </Text>
      </Box>
      <Button size="sm" colorPalette="orange" onClick={() => cancel.mutate()} loading={cancel.isPending} flexShrink={0}>
        {DELETION_TEXTS.cancel}
      </Button>
    </Flex>
  );
}
