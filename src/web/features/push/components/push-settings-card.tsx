// Push notifications (docs/push.md), in the client's settings (History) and the coach's Profile:
// a "Notify me on this device" checkbox that asks for the browser's permission only when it is
// turned on (never on load), the iOS install-first rule when it applies, the events, "show message
// text", quiet hours in the user's zone, and the devices that receive them.
import { Box, Button, Card, Checkbox, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { PushEvent, PushSettings, PushState } from '#shared/schemas/push';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { toast } from '#web/components/toaster.tsx';
import { dateFormat } from '#web/i18n/format.ts';
import { errorMessage } from '#web/lib/errors.ts';
import { useTRPC } from '#web/lib/trpc.ts';
import { currentSubscription, pushSupport } from '../lib/browser-push.ts';
import { turnOnPush } from '../lib/turn-on.ts';
import { usePushTexts } from '../texts.ts';

const sentAt = dateFormat({ dateStyle: 'medium', timeStyle: 'short' });

const toTime = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const toMinutes = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return Number.isFinite(h) && Number.isFinite(m) ? h! * 60 + m! : null;
};

export default function PushSettingsCard() {
  const T = usePushTexts();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const state = useQuery(trpc.push.state.queryOptions());
  const [support] = useState(pushSupport);
  const [permission, setPermission] = useState<NotificationPermission>(() => (typeof Notification === 'undefined' ? 'denied' : Notification.permission));
  const [browserSub, setBrowserSub] = useState<PushSubscription | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const subscribe = useMutation(trpc.push.subscribe.mutationOptions());
  const remove = useMutation(trpc.push.remove.mutationOptions());
  const refresh = () => queryClient.invalidateQueries(trpc.push.state.queryFilter());

  useEffect(() => {
    let live = true;
    void currentSubscription()
      .then((s) => live && setBrowserSub(s))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const on = permission === 'granted' && browserSub !== null;

  async function turnOn() {
    if (!state.data) return;
    setProblem(null);
    setBusy(true);
    try {
      // Asked here, in answer to the user's own tap: browsers refuse a prompt on load.
      const outcome = await turnOnPush(state.data.publicKey, (input) => subscribe.mutateAsync(input));
      setPermission(outcome.permission);
      if (outcome.problem !== undefined) {
        setProblem(outcome.problem);
        return;
      }
      setBrowserSub(outcome.subscription);
      toast.success(T.turnedOn);
      await refresh();
    } catch (err) {
      toast.error(T.failed, errorMessage(err, T.failed));
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    const sub = browserSub;
    if (!sub) return;
    setBusy(true);
    try {
      const json = sub.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
      // The server knows the device by its endpoint: this names it (and refreshes its keys), then it is removed.
      const device = await subscribe.mutateAsync({ endpoint: json.endpoint, keys: json.keys });
      await remove.mutateAsync({ id: device.id });
      await sub.unsubscribe().catch(() => false);
      setBrowserSub(null);
      toast.success(T.turnedOff);
      await refresh();
    } catch (err) {
      toast.error(T.failed, errorMessage(err, T.failed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card.Root variant="outline" data-testid="push-settings">
      <Card.Header>
        <Heading size="md">{T.title}</Heading>
        <Text color="fg.muted" fontSize="sm">
          {T.hint}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          {support === 'supported' ? (
            <Stack gap="2">
              <Checkbox.Root checked={on} disabled={busy || !state.data} onCheckedChange={(e) => void (e.checked === true ? turnOn() : turnOff())} colorPalette="brand" data-testid="push-switch">
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{T.notifyMe}</Checkbox.Label>
              </Checkbox.Root>
              {problem ? (
                <Text color="fg.error" fontSize="sm" role="alert" data-testid="push-problem">
                  {problem}
                </Text>
              ) : permission === 'denied' ? (
                <Text color="fg.warning" fontSize="sm">
                  {T.denied}
                </Text>
              ) : null}
            </Stack>
          ) : (
            <Text color="fg.muted" fontSize="sm" data-testid="push-unsupported">
              {support === 'ios-install-first' ? T.iosInstall : T.unsupported}
            </Text>
          )}
          {state.isError ? (
            <ErrorState size="sm" title={T.loadFailed} onRetry={() => void state.refetch()} retrying={state.isFetching} />
          ) : state.data ? (
            <>
              <SettingsForm key={JSON.stringify(state.data.settings)} state={state.data} />
              <Devices state={state.data} onRemoved={refresh} />
            </>
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function SettingsForm({ state }: { state: PushState }) {
  const T = usePushTexts();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<PushSettings>(state.settings);
  const [from, setFrom] = useState(toTime(state.settings.quietStart));
  const [to, setTo] = useState(toTime(state.settings.quietEnd));
  const save = useMutation(
    trpc.push.saveSettings.mutationOptions({
      onSuccess: (settings) => {
        queryClient.setQueryData(trpc.push.state.queryKey(), (old) => (old ? { ...old, settings } : old));
        toast.success(T.saved);
      },
      onError: (err) => toast.error(T.saveFailed, errorMessage(err, T.saveFailed)),
    }),
  );
  const quietStart = toMinutes(from);
  const quietEnd = toMinutes(to);
  const next = quietStart === null || quietEnd === null ? null : { ...draft, quietStart, quietEnd };
  const changed = next !== null && JSON.stringify(next) !== JSON.stringify(state.settings);
  const toggle = (e: PushEvent, checked: boolean) => setDraft((d) => ({ ...d, disabled: checked ? d.disabled.filter((x) => x !== e) : [...d.disabled, e] }));
  const coach = state.events.includes('CLIENT_MESSAGE');

  return (
    <Stack gap="4" as="form" onSubmit={(e) => (e.preventDefault(), next && save.mutate(next))}>
      <Stack gap="2" as="fieldset">
        <Text as="legend" fontWeight="medium" fontSize="sm" mb="1">
          {T.events}
        </Text>
        {state.events.map((e) => (
          <Checkbox.Root key={e} size="sm" checked={!draft.disabled.includes(e)} onCheckedChange={(x) => toggle(e, x.checked === true)} colorPalette="brand">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{T.eventLabels[e]}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
      <Stack gap="1">
        <Checkbox.Root size="sm" checked={draft.fullText} onCheckedChange={(x) => setDraft((d) => ({ ...d, fullText: x.checked === true }))} colorPalette="brand">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{T.fullText}</Checkbox.Label>
        </Checkbox.Root>
        <Text color="fg.muted" fontSize="xs" ps="7">
          {coach ? T.fullTextHintCoach : T.fullTextHint}
        </Text>
      </Stack>
      <Stack gap="2" as="fieldset">
        <Text as="legend" fontWeight="medium" fontSize="sm" mb="1">
          {T.quiet}
        </Text>
        <Text color="fg.muted" fontSize="xs">
          {T.quietHint(state.timeZone)}
        </Text>
        <HStack gap="3" align="end" flexWrap="wrap">
          <Field.Root w="9rem">
            <Field.Label>{T.quietFrom}</Field.Label>
            <Input type="time" value={from} onChange={(e) => setFrom(e.currentTarget.value)} required />
          </Field.Root>
          <Field.Root w="9rem">
            <Field.Label>{T.quietTo}</Field.Label>
            <Input type="time" value={to} onChange={(e) => setTo(e.currentTarget.value)} required />
          </Field.Root>
          <Button type="submit" colorPalette="brand" loading={save.isPending} disabled={!changed}>
            {T.save}
          </Button>
        </HStack>
      </Stack>
    </Stack>
  );
}

function Devices({ state, onRemoved }: { state: PushState; onRemoved: () => unknown }) {
  const T = usePushTexts();
  const trpc = useTRPC();
  const [confirm, setConfirm] = useState<{ id: string; label: string } | null>(null);
  const remove = useMutation(
    trpc.push.remove.mutationOptions({
      onSuccess: async () => {
        setConfirm(null);
        toast.success(T.removed);
        await onRemoved();
      },
      onError: (err) => toast.error(T.removeFailed, errorMessage(err, T.removeFailed)),
    }),
  );
  return (
    <Stack gap="2">
      <Text fontWeight="medium" fontSize="sm">
        {T.devices}
      </Text>
      {state.devices.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {T.noDevices}
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {state.devices.map((d) => (
            <HStack as="li" key={d.id} justify="space-between" borderWidth="1px" borderRadius="md" px="3" py="2" data-testid="push-device">
              <Box minW="0">
                <Text fontSize="sm" truncate>
                  {d.label}
                </Text>
                <Text color="fg.muted" fontSize="xs">
                  {d.lastSentAt ? T.lastSent(sentAt(d.lastSentAt)) : T.neverSent}
                </Text>
              </Box>
              <Button size="sm" variant="outline" onClick={() => setConfirm({ id: d.id, label: d.label })} aria-label={`${T.remove} ${d.label}`}>
                {T.remove}
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={T.removeTitle}
        description={confirm ? T.removeBody(confirm.label) : undefined}
        confirmLabel={T.remove}
        onConfirm={() => confirm && remove.mutate({ id: confirm.id })}
        pending={remove.isPending}
      />
    </Stack>
  );
}
