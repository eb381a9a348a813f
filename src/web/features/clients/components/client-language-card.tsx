// The client's language (docs/translations.md): the coach sets the default their app and e-mails
// use; the client's browser picks one on a first visit when none is set, and the client can change
// it on their Dashboard.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { ErrorState } from '#web/components/error-state.tsx';
import { LanguageSelect } from '#web/components/language-select.tsx';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { useTRPC } from '#web/lib/trpc.ts';
import { LOCALE_NAMES } from '#shared/locale';
import { useClientLanguageTexts } from '../texts.ts';

export function ClientLanguageCard({ clientId }: { clientId: string }) {
  const TEXT = useClientLanguageTexts();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const current = useQuery(trpc.coach.clients.locale.queryOptions({ id: clientId }));
  const save = useMutation(
    trpc.coach.clients.setLocale.mutationOptions({
      onSuccess: (data) => {
        queryClient.setQueryData(trpc.coach.clients.locale.queryKey({ id: clientId }), data);
        toast.success(TEXT.saved);
      },
      onError: (err) => toast.error(TEXT.failed, errorMessage(err, TEXT.failed)),
    }),
  );
  const locale = current.data?.locale ?? null;

  return (
    <Card.Root variant="outline" data-testid="client-language-card">
      <Card.Header>
        <Heading size="md">{TEXT.title}</Heading>
        <Text color="fg.muted" fontSize="sm">
          {TEXT.help}
        </Text>
      </Card.Header>
      <Card.Body>
        {current.isError ? (
          <ErrorState title={TEXT.loadFailed} onRetry={() => void current.refetch()} />
        ) : (
          <Stack gap="3">
            <Text data-testid="client-language-current">{locale ? LOCALE_NAMES[locale] : TEXT.unset}</Text>
            <LanguageSelect label={TEXT.label} value={locale ?? 'en'} disabled={current.isPending || save.isPending} onChange={(next) => save.mutate({ id: clientId, locale: next })} />
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
