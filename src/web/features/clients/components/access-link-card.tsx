// The client's personal access link (docs/product.md §2, §7): generated automatically when none exists,
// copyable, and regenerable (which revokes the old link), optionally with an expiry
// (docs/decisions/0004-access-links.md). "Send link by e-mail" queues it to the client's address
// (docs/jobs.md).
import { dateFormat } from '#web/i18n/format.ts';
import { useQueryClient, useQuery, useMutation } from '@tanstack/react-query';
import { Button, Card, Heading, HStack, Stack, Text, NativeSelect } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { RefreshIcon } from '#web/components/icons.tsx';
import { CopyIcon } from '#web/components/later-icons.tsx';
import { ReadOnlyLink } from '#web/components/read-only-link.tsx';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { useTRPC } from '#web/lib/trpc.ts';
import { useNow } from '#web/lib/use-now.ts';
import { useClientTexts } from '../texts.ts';
import { useSendAccessLink } from '../hooks/use-clients.ts';

const EXPIRY_DAYS = [7, 30, 90, 365];
const dateOf = dateFormat({ year: 'numeric', month: 'short', day: 'numeric' });

export function AccessLinkCard({ clientId, email }: { clientId: string; email: string | null }) {
  const T = useClientTexts();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const now = useNow();
  const link = useQuery(trpc.coach.clients.accessToken.queryOptions({ id: clientId }));
  const [confirm, setConfirm] = useState(false);
  const [expiry, setExpiry] = useState('');
  const generate = useMutation(
    trpc.coach.clients.generateAccessToken.mutationOptions({
      onSuccess: (data) => {
        queryClient.setQueryData(trpc.coach.clients.accessToken.queryKey({ id: clientId }), data);
        toast.success(T.linkGenerated);
      },
      onError: (err) => toast.error(T.linkFailed, errorMessage(err, T.linkFailed)),
    }),
  );
  const send = useSendAccessLink();
  const autoTried = useRef(false);
  // docs/product.md §7: the POST is made automatically when no link exists yet (once per visit). A link
  // that exists but cannot be shown (createdAt set, token null) is left working.
  useEffect(() => {
    if (link.data && link.data.createdAt === null && !autoTried.current) {
      autoTried.current = true;
      generate.mutate({ id: clientId });
    }
  }, [link.data, clientId, generate]);

  const url = link.data?.accessUrl ?? '';
  const unshowable = !!link.data && link.data.createdAt !== null && link.data.token === null;
  const expiresAt = link.data?.expiresAt ? new Date(link.data.expiresAt) : null;
  const expired = expiresAt !== null && expiresAt.getTime() <= now.getTime();
  const regenerate = () => generate.mutateAsync({ id: clientId, ...(expiry ? { expiresInDays: Number(expiry) } : {}) });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(T.linkCopied);
    } catch {
      toast.error('Copy failed', 'Select the link and copy it by hand.');
    }
  };

  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading size="md">{T.accessTitle}</Heading>
        <Text color="fg.muted" fontSize="sm">
          {T.accessHelp}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {link.isError ? (
            <ErrorState size="sm" title={T.linkFailed} onRetry={() => void link.refetch()} retrying={link.isFetching} />
          ) : unshowable ? (
            <Text color="fg.muted" fontSize="sm" role="status">
              {T.linkUnshowable}
            </Text>
          ) : !url ? (
            <Text color="fg.muted" fontSize="sm" role="status">
              {link.isPending ? T.linkLoading : T.generating}
            </Text>
          ) : (
            <ReadOnlyLink value={url} label={T.accessTitle} testId="access-link" />
          )}
          {expiresAt && (
            <Text color={expired ? 'fg.error' : 'fg.muted'} fontSize="sm" data-testid="access-link-expiry">
              {expired ? T.linkExpired(dateOf(expiresAt)) : T.linkExpires(dateOf(expiresAt))}
            </Text>
          )}
          <HStack gap="2" flexWrap="wrap">
            <Button size="sm" colorPalette="brand" onClick={() => void copy()} disabled={!url}>
              <CopyIcon /> {T.copy}
            </Button>
            <Button size="sm" variant="outline" onClick={() => send.mutate({ id: clientId })} loading={send.isPending} disabled={!email || link.isPending} data-testid="send-link-email">
              {T.sendLink}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setConfirm(true)} loading={generate.isPending} disabled={link.isPending}>
              <RefreshIcon /> {T.generateLink}
            </Button>
            <NativeSelect.Root size="sm" width="auto">
              <NativeSelect.Field value={expiry} onChange={(e) => setExpiry(e.target.value)} aria-label={T.linkExpiry}>
                <option value="">
                  {T.linkExpiry}: {T.linkExpiryNever}
                </option>
                {EXPIRY_DAYS.map((d) => (
                  <option key={d} value={String(d)}>
                    {T.linkExpiry}: {T.linkExpiryDays(d)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </HStack>
          {!email && (
            <Text color="fg.muted" fontSize="sm">
              {T.sendLinkNoEmail}
            </Text>
          )}
        </Stack>
      </Card.Body>
      <ConfirmDialog open={confirm} onOpenChange={setConfirm} title={T.generateLink} description={T.regenerateWarning} confirmLabel={T.generateLink} destructive={false} onConfirm={regenerate} />
    </Card.Root>
  );
}
