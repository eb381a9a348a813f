// API keys (docs/api.md, "API keys"): the list with last use, "New API key" (name, access,
// expiry), the key shown once, and revoke after a confirmation.
import { Badge, Box, Button, Field, HStack, Input, NativeSelect, Stack, Text, Wrap } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ZCreateApiKeyInput, type ApiKey, type ApiKeyScope } from '#shared/schemas/integrations';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { FormDialog } from '#web/components/form-dialog.tsx';
import { LockIcon } from '#web/components/later-icons.tsx';
import { PlusIcon } from '#web/components/icons.tsx';
import { InlineLoading } from '#web/components/inline-loading.tsx';
import { SectionCard } from '#web/components/section-card.tsx';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { fieldErrors } from '#web/lib/form-errors.ts';
import { useNow } from '#web/lib/use-now.ts';
import { useTRPC } from '#web/lib/trpc.ts';
import { dateFormat } from '#web/i18n/format.ts';
import { useRelativeTime } from '#web/i18n/relative-time-texts.ts';
import { ShownOnceDialog } from './shown-once-dialog.tsx';
import { useIntegrationTexts } from '../texts.ts';

const dateText = dateFormat({ year: 'numeric', month: 'short', day: 'numeric' });

export function ApiKeysCard() {
  const trpc = useTRPC();
  const T = useIntegrationTexts();
  const relativeTime = useRelativeTime();
  const EXPIRIES = [
    { value: '', label: T.expiryNever },
    { value: '30', label: T.expiry30 },
    { value: '90', label: T.expiry90 },
    { value: '365', label: T.expiry365 },
  ];
  const queryClient = useQueryClient();
  const now = useNow();
  const keys = useQuery(trpc.coach.apiKeys.list.queryOptions());
  const [creating, setCreating] = useState(false);
  const [form, setForm] = useState<{ name: string; scope: ApiKeyScope; days: string }>({ name: '', scope: 'READ', days: '' });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [shown, setShown] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  const invalidate = () => queryClient.invalidateQueries(trpc.coach.apiKeys.pathFilter());
  const create = useMutation(
    trpc.coach.apiKeys.create.mutationOptions({
      onSuccess: (created) => {
        setCreating(false);
        setForm({ name: '', scope: 'READ', days: '' });
        setShown(created.key);
        void invalidate();
      },
      onError: (err) => toast.error(T.saveFailed, errorMessage(err, T.saveFailed)),
    }),
  );
  const revoke = useMutation(
    trpc.coach.apiKeys.revoke.mutationOptions({
      onSuccess: () => {
        toast.success(T.revoked);
        void invalidate();
      },
      onError: (err) => toast.error(T.saveFailed, errorMessage(err, T.saveFailed)),
    }),
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = { name: form.name, scope: form.scope, expiresAt: form.days ? new Date(Date.now() + Number(form.days) * 86_400_000) : null };
    const problems = fieldErrors(ZCreateApiKeyInput, input);
    setErrors(problems);
    if (Object.keys(problems).length === 0) create.mutate(input);
  };

  const newButton = (
    <Button colorPalette="brand" size="sm" onClick={() => setCreating(true)}>
      <PlusIcon /> {T.newKey}
    </Button>
  );

  return (
    <SectionCard title={T.keysTitle} description={T.keysDescription} testId="api-keys">
      <Stack gap="4">
        {keys.isPending ? (
          <InlineLoading label={T.loading} />
        ) : keys.isError ? (
          <ErrorState title={T.loadFailed} onRetry={() => void keys.refetch()} retrying={keys.isFetching} size="sm" />
        ) : keys.data.length === 0 ? (
          <EmptyState title={T.noKeys} description={T.noKeysHint} icon={<LockIcon />} action={newButton} size="sm" />
        ) : (
          <>
            <HStack justify="flex-end">{newButton}</HStack>
            <Stack gap="2" as="ul" listStyleType="none" aria-label={T.keysTitle}>
              {keys.data.map((k) => {
                const expired = k.expiresAt !== null && k.expiresAt <= now;
                return (
                  <Box as="li" key={k.id} borderWidth="1px" rounded="md" p="3">
                    <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
                      <Box minW="0" flex="1">
                        <HStack gap="2" wrap="wrap">
                          <Text fontWeight="medium">{k.name}</Text>
                          <Badge colorPalette={k.scope === 'READ' ? 'gray' : 'orange'}>{k.scope === 'READ' ? T.scopeRead : T.scopeReadWrite}</Badge>
                          {expired ? <Badge colorPalette="red">{T.expired}</Badge> : null}
                        </HStack>
                        <Text fontFamily="mono" fontSize="xs" color="fg.muted">
                          {k.prefix}…
                        </Text>
                        <Wrap columnGap="3" rowGap="0" fontSize="sm" color="fg.muted" mt="1">
                          <Text>
                            {T.lastUsed}: {k.lastUsedAt ? relativeTime(k.lastUsedAt, now) : T.neverUsed}
                          </Text>
                          <Text>
                            {T.keyExpiry}: {k.expiresAt ? dateText(k.expiresAt) : T.expiryNever}
                          </Text>
                          <Text>
                            {T.created}: {dateText(k.createdAt)}
                          </Text>
                        </Wrap>
                      </Box>
                      <Button size="xs" variant="outline" colorPalette="red" onClick={() => setRevoking(k)} aria-label={T.revokeNamed(k.name)}>
                        {T.revoke}
                      </Button>
                    </HStack>
                  </Box>
                );
              })}
            </Stack>
          </>
        )}
      </Stack>

      <FormDialog open={creating} onOpenChange={setCreating} title={T.newKey} onSubmit={submit} submitLabel={T.create} cancelLabel={T.cancel} pending={create.isPending}>
        <Stack gap="4">
          <Field.Root invalid={!!errors.name} required>
            <Field.Label>{T.keyName}</Field.Label>
            <Input value={form.name} placeholder={T.keyNamePlaceholder} onChange={(e) => setForm((f) => ({ ...f, name: e.target.value }))} autoFocus maxLength={60} />
            <Field.ErrorText>{errors.name}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>{T.keyScope}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={form.scope} onChange={(e) => setForm((f) => ({ ...f, scope: e.target.value as ApiKeyScope }))}>
                <option value="READ">{T.scopeRead}</option>
                <option value="READ_WRITE">{T.scopeReadWrite}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.HelperText>{form.scope === 'READ' ? T.scopeReadHint : T.scopeReadWriteHint}</Field.HelperText>
          </Field.Root>
          <Field.Root invalid={!!errors.expiresAt}>
            <Field.Label>{T.keyExpiry}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={form.days} onChange={(e) => setForm((f) => ({ ...f, days: e.target.value }))}>
                {EXPIRIES.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errors.expiresAt}</Field.ErrorText>
          </Field.Root>
        </Stack>
      </FormDialog>

      <ShownOnceDialog secret={shown} hint={T.shownOnceKey} label={T.keyLabel} onClose={() => setShown(null)} />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => (open ? undefined : setRevoking(null))}
        title={T.revokeTitle}
        description={revoking ? T.revokeBody(revoking.name) : undefined}
        confirmLabel={T.revoke}
        onConfirm={() => (revoking ? revoke.mutateAsync({ id: revoking.id }) : undefined)}
      />
    </SectionCard>
  );
}
