// On every coach screen while the account's deletion is scheduled (ADR 0035): when it will
// happen and a button that cancels it. Signing in during the grace period lands here.
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { useTRPC } from '#web/lib/trpc.ts';

export const DELETION_TEXTS = {
  scheduled: (date: string) => `Your account is scheduled for deletion on ${date}.`,
  detail: 'Then your clients, plans, programs, messages and photos are deleted for good, and your clients’ links stop working.',
  cancel: 'Cancel deletion',
  cancelled: 'Deletion cancelled: your account stays.',
  cancelFailed: 'Could not cancel the deletion',
};

export const formatDeletionDate = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'long', timeStyle: 'short' });

export function DeletionBanner() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const deletion = useQuery(trpc.coach.profile.accountDeletion.queryOptions(undefined, { staleTime: 60_000 }));
  const cancel = useMutation(
    trpc.coach.profile.cancelDeletion.mutationOptions({
      onSuccess: (data) => {
        queryClient.setQueryData(trpc.coach.profile.accountDeletion.queryKey(), data);
        toast.success(DELETION_TEXTS.cancelled);
      },
      onError: (err) => toast.error(DELETION_TEXTS.cancelFailed, errorMessage(err, DELETION_TEXTS.cancelFailed)),
    }),
  );
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
