// Webhook endpoints (docs/api.md, "Webhooks"): add one (URL, events), its signing secret shown
// once, turn it on or off, send a test event, read its last 50 deliveries, replace its secret or
// delete it after a confirmation.
import { Badge, Box, Button, Checkbox, Field, HStack, Input, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { WEBHOOK_EVENTS, ZCreateWebhookInput, type WebhookEndpoint, type WebhookEventType } from '#shared/schemas/integrations';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { FormDialog } from '#web/components/form-dialog.tsx';
import { PlusIcon, SendIcon } from '#web/components/icons.tsx';
import { InlineLoading } from '#web/components/inline-loading.tsx';
import { SectionCard } from '#web/components/section-card.tsx';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { fieldErrors } from '#web/lib/form-errors.ts';
import { useNow } from '#web/lib/use-now.ts';
import { useTRPC } from '#web/lib/trpc.ts';
import { useRelativeTime } from '#web/i18n/relative-time-texts.ts';
import { ShownOnceDialog } from './shown-once-dialog.tsx';
import { integrationMessages, serverText, useIntegrationTexts } from '../texts.ts';

type Confirm = { kind: 'delete' | 'rotate'; endpoint: WebhookEndpoint } | null;

/** The failure toast of every change, in the language the coach reads now. */
const failed = (err: unknown) => {
  const t = integrationMessages.get();
  toast.error(t.saveFailed, serverText(t, errorMessage(err, t.saveFailed)));
};

export function WebhooksCard() {
  const trpc = useTRPC();
  const T = useIntegrationTexts();
  const queryClient = useQueryClient();
  const hooks = useQuery(trpc.coach.webhooks.list.queryOptions());
  const [adding, setAdding] = useState(false);
  const [form, setForm] = useState<{ url: string; description: string; events: WebhookEventType[] }>({ url: '', description: '', events: ['workout.completed'] });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [shown, setShown] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);

  const invalidate = () => queryClient.invalidateQueries(trpc.coach.webhooks.pathFilter());
  const create = useMutation(
    trpc.coach.webhooks.create.mutationOptions({
      onSuccess: (created) => {
        setAdding(false);
        setForm({ url: '', description: '', events: ['workout.completed'] });
        setShown(created.secret);
        void invalidate();
      },
      onError: failed,
    }),
  );
  const remove = useMutation(trpc.coach.webhooks.delete.mutationOptions({ onSuccess: () => (toast.success(T.removed), void invalidate()), onError: failed }));
  const rotate = useMutation(trpc.coach.webhooks.rotateSecret.mutationOptions({ onSuccess: (r) => setShown(r.secret), onError: failed }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = { url: form.url.trim(), events: form.events, description: form.description };
    const problems = fieldErrors(ZCreateWebhookInput, input);
    setErrors(problems);
    if (Object.keys(problems).length === 0) create.mutate(input);
  };
  const toggle = (event: WebhookEventType, on: boolean) => setForm((f) => ({ ...f, events: on ? [...f.events, event] : f.events.filter((e) => e !== event) }));

  const addButton = (
    <Button colorPalette="brand" size="sm" onClick={() => setAdding(true)}>
      <PlusIcon /> {T.newHook}
    </Button>
  );

  return (
    <SectionCard title={T.hooksTitle} description={T.hooksDescription} testId="webhooks">
      <Stack gap="4">
        {hooks.isPending ? (
          <InlineLoading label={T.loading} />
        ) : hooks.isError ? (
          <ErrorState title={T.loadFailed} onRetry={() => void hooks.refetch()} retrying={hooks.isFetching} size="sm" />
        ) : hooks.data.length === 0 ? (
          <EmptyState title={T.noHooks} description={T.noHooksHint} icon={<SendIcon />} action={addButton} size="sm" />
        ) : (
          <>
            <HStack justify="flex-end">{addButton}</HStack>
            {hooks.data.map((h) => (
              <EndpointRow key={h.id} endpoint={h} onDelete={() => setConfirm({ kind: 'delete', endpoint: h })} onRotate={() => setConfirm({ kind: 'rotate', endpoint: h })} />
            ))}
          </>
        )}
      </Stack>

      <FormDialog open={adding} onOpenChange={setAdding} title={T.newHook} onSubmit={submit} submitLabel={T.save} cancelLabel={T.cancel} pending={create.isPending}>
        <Stack gap="4">
          <Field.Root invalid={!!errors.url} required>
            <Field.Label>{T.hookUrl}</Field.Label>
            <Input type="url" inputMode="url" value={form.url} placeholder={T.hookUrlPlaceholder} onChange={(e) => setForm((f) => ({ ...f, url: e.target.value }))} autoFocus />
            <Field.ErrorText>{errors.url}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.description}>
            <Field.Label>{T.hookDescription}</Field.Label>
            <Input value={form.description} onChange={(e) => setForm((f) => ({ ...f, description: e.target.value }))} maxLength={200} />
            <Field.ErrorText>{errors.description}</Field.ErrorText>
          </Field.Root>
          <Box role="group" aria-labelledby="webhook-events">
            <Text id="webhook-events" fontSize="sm" fontWeight="medium" mb="2">
              {T.hookEvents}
            </Text>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
              {WEBHOOK_EVENTS.map((event) => (
                <Checkbox.Root key={event} checked={form.events.includes(event)} onCheckedChange={(d) => toggle(event, d.checked === true)}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{T.eventLabels[event]}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </SimpleGrid>
            {errors.events ? (
              <Text color="fg.error" fontSize="sm" mt="1" role="alert">
                {errors.events}
              </Text>
            ) : null}
          </Box>
        </Stack>
      </FormDialog>

      <ShownOnceDialog secret={shown} hint={T.shownOnceSecret} label={T.secretLabel} onClose={() => setShown(null)} />
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => (open ? undefined : setConfirm(null))}
        title={confirm?.kind === 'rotate' ? T.rotateTitle : T.removeTitle}
        description={confirm ? (confirm.kind === 'rotate' ? T.rotateBody : T.removeBody(confirm.endpoint.url)) : undefined}
        confirmLabel={confirm?.kind === 'rotate' ? T.rotateConfirm : T.remove}
        onConfirm={() => (confirm ? (confirm.kind === 'rotate' ? rotate.mutateAsync({ id: confirm.endpoint.id }) : remove.mutateAsync({ id: confirm.endpoint.id })) : undefined)}
      />
    </SectionCard>
  );
}

function EndpointRow({ endpoint, onDelete, onRotate }: { endpoint: WebhookEndpoint; onDelete: () => void; onRotate: () => void }) {
  const trpc = useTRPC();
  const T = useIntegrationTexts();
  const queryClient = useQueryClient();
  const [showLog, setShowLog] = useState(false);
  const invalidate = () => queryClient.invalidateQueries(trpc.coach.webhooks.pathFilter());
  const test = useMutation(
    trpc.coach.webhooks.test.mutationOptions({
      onSuccess: ({ attempt }) => {
        if (attempt.ok) toast.success(T.testOk, `HTTP ${attempt.status}`);
        else toast.error(T.testFailed, attempt.error ? T.serverText(attempt.error) : `HTTP ${attempt.status}`);
        setShowLog(true);
        void invalidate();
      },
      onError: failed,
    }),
  );
  const update = useMutation(trpc.coach.webhooks.update.mutationOptions({ onSuccess: () => void invalidate(), onError: failed }));

  return (
    <Box borderWidth="1px" rounded="md" p="4" data-testid="webhook-endpoint">
      <Stack gap="3">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Box minW="0" flex="1">
            <Text fontFamily="mono" fontSize="sm" wordBreak="break-all">
              {endpoint.url}
            </Text>
            {endpoint.description ? (
              <Text fontSize="sm" color="fg.muted">
                {endpoint.description}
              </Text>
            ) : null}
          </Box>
          <Badge colorPalette={endpoint.enabled ? 'green' : 'red'}>{endpoint.enabled ? T.enabled : T.disabled}</Badge>
        </HStack>
        {!endpoint.enabled && endpoint.disabledReason ? (
          <Text fontSize="sm" color="fg.error">
            {T.serverText(endpoint.disabledReason)}
          </Text>
        ) : null}
        <Wrap gap="1">
          {endpoint.events.map((e) => (
            <Badge key={e} variant="outline">
              {T.eventLabels[e]}
            </Badge>
          ))}
        </Wrap>
        <Wrap gap="2">
          <Button size="xs" variant="outline" onClick={() => test.mutate({ id: endpoint.id })} loading={test.isPending}>
            <SendIcon /> {T.sendTest}
          </Button>
          <Button size="xs" variant="outline" onClick={() => setShowLog((v) => !v)} aria-expanded={showLog}>
            {showLog ? T.hideLog : T.log}
          </Button>
          <Button size="xs" variant="outline" onClick={() => update.mutate({ id: endpoint.id, enabled: !endpoint.enabled })} loading={update.isPending}>
            {endpoint.enabled ? T.turnOff : T.turnOn}
          </Button>
          <Button size="xs" variant="outline" onClick={onRotate}>
            {T.rotate}
          </Button>
          <Button size="xs" variant="outline" colorPalette="red" onClick={onDelete}>
            {T.remove}
          </Button>
        </Wrap>
        {showLog ? <DeliveryLog id={endpoint.id} /> : null}
      </Stack>
    </Box>
  );
}

function DeliveryLog({ id }: { id: string }) {
  const trpc = useTRPC();
  const T = useIntegrationTexts();
  const relativeTime = useRelativeTime();
  const now = useNow();
  const attempts = useQuery(trpc.coach.webhooks.attempts.queryOptions({ id }));
  if (attempts.isPending) return <InlineLoading label={T.loading} />;
  if (attempts.isError) return <ErrorState title={T.loadFailed} onRetry={() => void attempts.refetch()} retrying={attempts.isFetching} size="sm" />;
  if (attempts.data.length === 0) return <Text color="fg.muted">{T.noAttempts}</Text>;
  return (
    <Stack as="ul" listStyleType="none" gap="0" borderWidth="1px" rounded="md" maxH="80" overflowY="auto" aria-label={T.log} tabIndex={0}>
      {attempts.data.map((a) => (
        <HStack as="li" key={a.id} justify="space-between" align="flex-start" gap="3" px="3" py="2" borderBottomWidth="1px" _last={{ borderBottomWidth: '0' }}>
          <Box minW="0">
            <Text fontFamily="mono" fontSize="xs">
              {a.eventType}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {relativeTime(a.createdAt, now)} · {T.attemptOf(a.attempt)} · {a.durationMs} ms
            </Text>
            {a.error ? (
              <Text fontSize="xs" color="fg.muted">
                {T.serverText(a.error)}
              </Text>
            ) : null}
          </Box>
          <Badge colorPalette={a.ok ? 'green' : 'red'} flexShrink={0}>
            {a.status ?? T.noAnswer}
          </Badge>
        </HStack>
      ))}
    </Stack>
  );
}
