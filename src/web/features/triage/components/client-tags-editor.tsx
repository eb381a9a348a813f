// The client detail's tags (docs/triage.md): coach-set labels the roster filters by. Each change
// saves the whole list; the shared schema checks a new tag before it is sent.
import { useQueryClient, useMutation } from '@tanstack/react-query';
import { Badge, Button, chakra, CloseButton, Field, HStack, Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ZClientTag, ZClientTags } from '#shared/schemas/triage';
import { CLIENT_TAGS_MAX } from '#shared/triage';
import { SectionCard } from '#web/components/section-card.tsx';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { firstError } from '#web/lib/form-errors.ts';
import { useTRPC } from '#web/lib/trpc.ts';
import { useTriageTexts } from '../texts.ts';

export default function ClientTagsEditor({ clientId, tags }: { clientId: string; tags: string[] }) {
  const trpc = useTRPC();
  const T = useTriageTexts();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | undefined>();
  const queryClient = useQueryClient();
  const save = useMutation(
    trpc.coach.triage.setTags.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.coach.clients.get.queryKey({ id: clientId }), (c) => (c ? { ...c, tags: saved.tags } : c));
        void queryClient.invalidateQueries(trpc.coach.clients.list.pathFilter());
        void queryClient.invalidateQueries(trpc.coach.triage.roster.pathFilter());
        toast.success(T.tagsSaved);
      },
      onError: (err) => toast.error(T.tagsFailed, errorMessage(err, T.tagsFailed)),
    }),
  );
  const add = () => {
    const problem = firstError(ZClientTag, draft) ?? firstError(ZClientTags, [...tags, draft.trim()]);
    setError(problem);
    if (problem) return;
    save.mutate({ id: clientId, tags: [...tags, draft.trim()] }, { onSuccess: () => setDraft('') });
  };

  return (
    <SectionCard title={T.tagsTitle} description={T.tagsHint} testId="client-tags">
      {tags.length === 0 ? (
        <Text color="fg.muted" fontSize="sm" mb="3">
          {T.tagsNone}
        </Text>
      ) : (
        <HStack as="ul" gap="1.5" flexWrap="wrap" listStyleType="none" m="0" p="0" mb="3" aria-label={T.tagsTitle}>
          {tags.map((t) => (
            <Badge as="li" key={t} size="md" variant="subtle" colorPalette="brand" gap="1" pe="0.5">
              {t}
              <CloseButton size="2xs" aria-label={T.tagsRemove(t)} disabled={save.isPending} onClick={() => save.mutate({ id: clientId, tags: tags.filter((x) => x !== t) })} />
            </Badge>
          ))}
        </HStack>
      )}
      {tags.length < CLIENT_TAGS_MAX ? (
        <chakra.form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            add();
          }}
        >
          <Field.Root invalid={!!error}>
            <HStack gap="2" w="full">
              <Input size="sm" aria-label={T.tagsInput} placeholder={T.tagsInput} value={draft} maxLength={60} onChange={(e) => setDraft(e.target.value)} />
              <Button type="submit" size="sm" variant="outline" loading={save.isPending}>
                {T.tagsAdd}
              </Button>
            </HStack>
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
        </chakra.form>
      ) : null}
    </SectionCard>
  );
}
