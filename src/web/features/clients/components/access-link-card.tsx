// The client's personal access link (SPEC §2, §7): generated automatically when none exists,
// copyable, and regenerable (which revokes the old link).
import { Button, Card, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { CopyIcon, RefreshIcon } from '../../../components/icons.tsx';
import { toast } from '../../../components/toaster.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { trpc } from '../../../lib/trpc.ts';
import { T } from '../texts.ts';

export function AccessLinkCard({ clientId }: { clientId: string }) {
  const utils = trpc.useUtils();
  const link = trpc.coach.clients.accessToken.useQuery({ id: clientId });
  const [confirm, setConfirm] = useState(false);
  const generate = trpc.coach.clients.generateAccessToken.useMutation({
    onSuccess: (data) => {
      utils.coach.clients.accessToken.setData({ id: clientId }, data);
      toast.success(T.linkGenerated);
    },
    onError: (err) => toast.error(T.linkFailed, errorMessage(err, T.linkFailed)),
  });
  const autoTried = useRef(false);
  // SPEC §7: the POST is made automatically when no link exists yet (once per visit).
  useEffect(() => {
    if (link.data && link.data.token === null && !autoTried.current) {
      autoTried.current = true;
      generate.mutate({ id: clientId });
    }
  }, [link.data, clientId, generate]);

  const url = link.data?.accessUrl ?? '';
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
          ) : !url ? (
            <Text color="fg.muted" fontSize="sm" role="status">
              {link.isPending ? T.linkLoading : T.generating}
            </Text>
          ) : (
            <Input value={url} readOnly aria-label={T.accessTitle} onFocus={(e) => e.target.select()} fontFamily="mono" fontSize="xs" data-testid="access-link" />
          )}
          <HStack gap="2" flexWrap="wrap">
            <Button size="sm" colorPalette="brand" onClick={() => void copy()} disabled={!url}>
              <CopyIcon /> {T.copy}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setConfirm(true)} loading={generate.isPending} disabled={link.isPending}>
              <RefreshIcon /> {T.generateLink}
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={T.generateLink}
        description={T.regenerateWarning}
        confirmLabel={T.generateLink}
        destructive={false}
        onConfirm={() => generate.mutateAsync({ id: clientId })}
      />
    </Card.Root>
  );
}
