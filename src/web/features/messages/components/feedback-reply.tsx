// The coach's reply to a completed workout's feedback (docs/messages.md): shown under the
// feedback on the coach's client detail and on the client's workout card, written inline by
// the coach. Sent as HTML paragraphs; sanitised on the server and again when shown.
import { useQueryClient, useMutation } from '@tanstack/react-query';
import { Box, Button, HStack, Stack, Field, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { MESSAGE_MAX_LENGTH } from '#shared/limits';
import { MessageIcon } from '#web/components/message-icon.tsx';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { useTRPC } from '#web/lib/trpc.ts';
import { plainTextToParagraphs } from '#web/lib/sanitize-note.ts';
import { CoachReplyView } from '#web/components/coach-reply-view.tsx';
import { useMessageTexts } from '../texts.ts';

/** The coach's side: the reply so far and a form to write or change it. */
export function CoachFeedbackReply({ sessionId, reply }: { sessionId: string; reply: string | null }) {
  const T = useMessageTexts();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const save = useMutation(
    trpc.coach.messages.replyToFeedback.mutationOptions({
      onSuccess: () => {
        toast.success(T.replySent);
        setOpen(false);
        setText('');
        void queryClient.invalidateQueries(trpc.coach.clients.history.pathFilter());
        void queryClient.invalidateQueries(trpc.coach.messages.list.pathFilter());
      },
      onError: (err) => toast.error(T.replyFailed, errorMessage(err, T.replyFailed)),
    }),
  );
  const tooLong = text.length > MESSAGE_MAX_LENGTH;
  const fieldId = `reply-${sessionId}`;
  return (
    <Box>
      {reply ? <CoachReplyView html={reply} /> : null}
      {open ? (
        <Stack gap="2" mt="2">
          <Field.Root invalid={tooLong}>
            <Field.Label htmlFor={fieldId} fontSize="sm">
              {T.replyLabel}
            </Field.Label>
            <Textarea id={fieldId} value={text} onChange={(e) => setText(e.target.value)} rows={2} autoresize maxH="40" autoFocus colorPalette="brand" />
            {tooLong ? <Field.ErrorText>{T.tooLong(MESSAGE_MAX_LENGTH)}</Field.ErrorText> : null}
          </Field.Root>
          <HStack justify="flex-end" gap="2">
            <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
              {T.replyCancel}
            </Button>
            <Button
              size="sm"
              colorPalette="brand"
              disabled={text.trim() === '' || tooLong}
              loading={save.isPending}
              onClick={() => save.mutate({ id: sessionId, content: plainTextToParagraphs(text) })}
            >
              {T.replySave}
            </Button>
          </HStack>
        </Stack>
      ) : (
        <Button size="xs" variant="ghost" mt="1" onClick={() => setOpen(true)}>
          <MessageIcon /> {reply ? T.editReply : T.reply}
        </Button>
      )}
    </Box>
  );
}
