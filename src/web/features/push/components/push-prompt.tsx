// The offer of push notifications on Today, right after the client completes a workout
// (docs/push.md, "In the apps"): shown only where it can work and was never answered (push
// supported, permission not yet asked, this browser not subscribed, not dismissed before), and it
// runs the Notifications card's own flow on the client's tap. On iOS in a browser tab it explains
// the Home Screen rule instead. A lazy chunk: Today's first screen does not carry it.
import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { trpcKey, useTrpcClient } from '#web/lib/trpc-query.ts';
import { currentSubscription, pushSupport } from '../lib/browser-push.ts';
import { turnOnPush } from '../lib/turn-on.ts';
import { usePromptTexts, usePushTexts } from '../texts.ts';

/** Set once the client says no: the prompt is not offered again in this browser. */
export const PUSH_PROMPT_DISMISSED_KEY = 'push_prompt_dismissed';

const dismissedBefore = () => {
  try {
    return window.localStorage.getItem(PUSH_PROMPT_DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
};

type Offer = 'ask' | 'ios-install-first' | null;

/** What to offer this browser, or null: push cannot work here, or the question was answered. */
async function offerFor(): Promise<Offer> {
  if (dismissedBefore()) return null;
  const support = pushSupport();
  if (support === 'ios-install-first') return support;
  if (support !== 'supported' || Notification.permission !== 'default') return null;
  return (await currentSubscription().catch(() => null)) ? null : 'ask';
}

export default function PushPrompt() {
  const T = usePushTexts();
  const P = usePromptTexts();
  const client = useTrpcClient();
  const queryClient = useQueryClient();
  const [offer, setOffer] = useState<Offer>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void offerFor().then((o) => live && setOffer(o));
    return () => {
      live = false;
    };
  }, []);

  // The server's key, read once the offer shows, so that the tap asks for the permission at once.
  const state = useQuery({ queryKey: trpcKey('push.state'), queryFn: () => client.push.state.query(), enabled: offer === 'ask' });
  const register = useMutation({
    mutationFn: (input: Parameters<typeof client.push.subscribe.mutate>[0]) => client.push.subscribe.mutate(input),
  });

  if (offer === null) return null;

  const dismiss = () => {
    try {
      window.localStorage.setItem(PUSH_PROMPT_DISMISSED_KEY, new Date().toISOString());
    } catch {
      // Storage refused (private mode): the prompt still goes away for now.
    }
    setOffer(null);
  };

  async function turnOn() {
    if (!state.data) return;
    setProblem(null);
    setBusy(true);
    try {
      const outcome = await turnOnPush(state.data.publicKey, (input) => register.mutateAsync(input));
      if (outcome.problem !== undefined) {
        setProblem(outcome.problem);
        return;
      }
      toast.success(P.turnedOn);
      setOffer(null);
      await queryClient.invalidateQueries({ queryKey: trpcKey('push.state', undefined, 'any') });
    } catch (err) {
      toast.error(T.failed, errorMessage(err, T.failed));
    } finally {
      setBusy(false);
    }
  }

  const ios = offer === 'ios-install-first';
  return (
    <Card.Root variant="outline" size="sm" data-testid="push-prompt">
      <Card.Body gap="3">
        <Stack gap="1">
          <Text fontWeight="semibold">{ios ? P.iosTitle : P.title}</Text>
          <Text color="fg.muted" textStyle="sm">
            {ios ? T.iosInstall : P.body}
          </Text>
          {problem ? (
            <Text color="fg.error" textStyle="sm" role="alert">
              {problem}
            </Text>
          ) : null}
        </Stack>
        <HStack gap="3" flexWrap="wrap">
          {ios ? null : (
            <Button colorPalette="brand" size="sm" loading={busy} disabled={!state.data} onClick={() => void turnOn()}>
              {P.turnOn}
            </Button>
          )}
          <Button variant="ghost" size="sm" disabled={busy} onClick={dismiss}>
            {P.dismiss}
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
