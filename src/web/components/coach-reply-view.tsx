// The coach's reply to a workout's feedback as both sides read it (docs/messages.md). Small and
// free of data hooks: the client's Today and Dashboard cards load it lazily, only when a workout
// has a reply, so it costs their first screen nothing.
import { Box, HStack, Text } from '@chakra-ui/react';
import { MessageIcon } from './message-icon.tsx';
import { sanitizeNoteHtml } from '../lib/sanitize-note.ts';
import { sharedMessages, useSharedTexts } from '#web/i18n/texts.ts';

const contentStyles = { '& p, & div': { mb: '1', _last: { mb: '0' } }, '& ul': { pl: '5', listStyleType: 'disc' }, '& ol': { pl: '5', listStyleType: 'decimal' } } as const;

/** The English texts, as tests read them. */
export const COACH_REPLY_TEXTS = { label: sharedMessages.get().coachReply };

/** The reply as the client and the coach read it. */
export function CoachReplyView({ html, label }: { html: string; label?: string }) {
  const { coachReply } = useSharedTexts();
  return (
    <Box mt="2" borderLeftWidth="3px" borderColor="brand.solid" bg="bg.muted" borderRadius="l1" px="3" py="2" data-testid="coach-reply">
      <HStack gap="1.5" fontSize="xs" fontWeight="medium" color="fg.muted" mb="0.5">
        <MessageIcon boxSize="3.5" aria-hidden />
        <Text as="span">{label ?? coachReply}</Text>
      </HStack>
      <Box fontSize="sm" wordBreak="break-word" css={contentStyles} dangerouslySetInnerHTML={{ __html: sanitizeNoteHtml(html) }} />
    </Box>
  );
}
