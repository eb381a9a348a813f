// "View as client" (docs/decisions/0005-coach-preview.md): opens the client's app read-only in this
// tab with a 30-minute preview token, beside the coach's own session.
import { Button } from '@chakra-ui/react';
import { useQueryClient, useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { EyeIcon } from '#web/components/icons.tsx';
import { toast } from '#web/components/toaster.tsx';
import { storePreviewToken } from '#web/lib/auth/token-store.ts';
import { errorMessage } from '#web/lib/errors.ts';
import { useTRPC } from '#web/lib/trpc.ts';
import { useClientTexts } from '../texts.ts';

export function ViewAsClientButton({ clientId }: { clientId: string }) {
  const T = useClientTexts();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const preview = useMutation(
    trpc.coach.clients.preview.mutationOptions({
      onSuccess: ({ token }) => {
        // Nothing the coach's screens (or an earlier preview) cached may show in this one.
        queryClient.clear();
        storePreviewToken(token);
        navigate('/app/today');
      },
      onError: (err) => toast.error(T.previewFailed, errorMessage(err, T.previewTryAgain)),
    }),
  );
  return (
    <Button variant="outline" loading={preview.isPending} onClick={() => preview.mutate({ id: clientId })}>
      <EyeIcon /> {T.viewAsClient}
    </Button>
  );
}
