// One conversation between a coach and a client (docs/messages.md): oldest at the top, newest at
// the bottom, older pages on request, and a composer. Shared by the coach's Messages card and the
// client's Messages screen; each passes its own query and send.
import { dateFormat } from '#web/i18n/format.ts';
import { Box, Button, HStack, Stack, Text, Field, Textarea } from '@chakra-ui/react';
import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { MESSAGE_MAX_LENGTH } from '#shared/limits';
import type { Message, MessageSender } from '#shared/schemas/messages';
import { ErrorState } from '#web/components/error-state.tsx';
import { SendIcon } from '#web/components/icons.tsx';
import { MessageIcon } from '#web/components/message-icon.tsx';
import { plainTextToParagraphs, sanitizeNoteHtml } from '#web/lib/sanitize-note.ts';
import { useMessageTexts } from '../texts.ts';

const contentStyles = {
  '& p, & div': { mb: '1', _last: { mb: '0' } },
  '& ul': { pl: '5', listStyleType: 'disc' },
  '& ol': { pl: '5', listStyleType: 'decimal' },
} as const;

/** A message typed here that has no answer from the server yet. */
export interface PendingMessage {
  key: string;
  content: string;
  createdAt: Date;
  state: 'sending' | 'queued';
}

export interface ConversationProps {
  me: MessageSender;
  /** How the other side is named on their messages. */
  otherName: string;
  /** The loaded pages, each newest first (as the API answers). */
  pages: { items: Message[] }[] | undefined;
  pending?: PendingMessage[];
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
  retrying: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  /** Sends the text as HTML paragraphs; resolves once handed over (sent or queued). */
  onSend: (html: string) => Promise<unknown>;
  sending: boolean;
  /** Why writing is not possible now (archived, preview); null: it is. */
  cannotWrite?: string | null;
  /** A note above the composer (offline). */
  notice?: string | null;
  emptyHint: string;
  maxH?: string;
}

const timeFormat = { format: dateFormat({ day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }) };

export function Conversation(p: ConversationProps) {
  const T = useMessageTexts();
  const [text, setText] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  // Oldest first for reading; pages arrive newest first.
  const messages = useMemo(() => (p.pages ?? []).flatMap((page) => page.items).toReversed(), [p.pages]);
  const newestKey = `${messages.at(-1)?.id ?? ''}:${p.pending?.length ?? 0}`;

  // New messages (sent, received or still pending) scroll into view; loading older ones does not.
  useLayoutEffect(() => {
    const el = listRef.current;
    if (el && newestKey) el.scrollTop = el.scrollHeight;
  }, [newestKey]);

  const tooLong = text.length > MESSAGE_MAX_LENGTH;
  const blank = text.trim() === '';
  const canSend = !blank && !tooLong && !p.cannotWrite;

  const send = async () => {
    if (!canSend) return;
    const html = plainTextToParagraphs(text);
    setText('');
    try {
      await p.onSend(html);
    } catch {
      // The text comes back so nothing typed is lost; the caller says why.
      setText((current) => (current === '' ? text : current));
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  };

  return (
    <Stack gap="3">
      {p.status === 'pending' ? (
        <Text color="fg.muted" fontSize="sm" role="status">
          {T.loading}
        </Text>
      ) : p.status === 'error' ? (
        <ErrorState size="sm" title={T.loadFailed} description={T.loadFailedHint} onRetry={p.onRetry} retrying={p.retrying} />
      ) : (
        <Box ref={listRef} maxH={p.maxH} overflowY={p.maxH ? 'auto' : undefined} role="log" aria-label={T.title} tabIndex={p.maxH ? 0 : undefined} focusVisibleRing="inside">
          {p.hasOlder ? (
            <HStack justify="center" mb="2">
              <Button size="xs" variant="ghost" onClick={p.onLoadOlder} loading={p.loadingOlder}>
                {T.loadOlder}
              </Button>
            </HStack>
          ) : null}
          {messages.length === 0 && !p.pending?.length ? (
            <Stack align="center" gap="1" py="6" color="fg.muted" textAlign="center">
              <MessageIcon boxSize="6" aria-hidden />
              <Text fontWeight="medium" color="fg">
                {T.empty}
              </Text>
              <Text fontSize="sm">{p.emptyHint}</Text>
            </Stack>
          ) : (
            <Stack as="ol" gap="2" listStyleType="none" m="0" p="0">
              {messages.map((m) => (
                <Bubble
                  key={m.id}
                  mine={m.sender === p.me}
                  author={m.sender === p.me ? T.you : p.otherName}
                  html={m.content}
                  at={m.createdAt}
                  workoutName={m.workoutName}
                  feedback={m.kind === 'FEEDBACK'}
                  checkInHref={m.checkInId ? (p.me === 'CLIENT' ? '/app/check-ins' : `/coach/check-ins?open=${m.checkInId}`) : null}
                />
              ))}
              {(p.pending ?? []).map((m) => (
                <Bubble key={m.key} mine author={T.you} html={m.content} at={m.createdAt} state={m.state} />
              ))}
            </Stack>
          )}
        </Box>
      )}
      {p.cannotWrite ? (
        <Text fontSize="sm" color="fg.muted" role="note">
          {p.cannotWrite}
        </Text>
      ) : (
        <Stack gap="2">
          {p.notice ? (
            <Text fontSize="sm" color="orange.fg" role="status">
              {p.notice}
            </Text>
          ) : null}
          <Field.Root invalid={tooLong}>
            <Field.Label srOnly>{T.composerLabel}</Field.Label>
            <Textarea value={text} onChange={(e) => setText(e.target.value)} onKeyDown={onKeyDown} placeholder={T.composerPlaceholder} autoresize maxH="40" rows={2} colorPalette="brand" bg="bg" />
            {tooLong ? <Field.ErrorText>{T.tooLong(MESSAGE_MAX_LENGTH)}</Field.ErrorText> : <Field.HelperText srOnly>{T.composerHint}</Field.HelperText>}
          </Field.Root>
          <HStack justify="flex-end">
            <Button colorPalette="brand" size="sm" onClick={() => void send()} disabled={!canSend} loading={p.sending}>
              <SendIcon /> {T.send}
            </Button>
          </HStack>
        </Stack>
      )}
    </Stack>
  );
}

function Bubble(props: {
  mine: boolean;
  author: string;
  html: string;
  at: Date;
  workoutName?: string | null;
  /** The client's feedback on a completed workout, shown in the coach's thread (docs/messages.md, "Inbox"). */
  feedback?: boolean;
  checkInHref?: string | null;
  state?: PendingMessage['state'];
}) {
  const T = useMessageTexts();
  const { mine, author, html, at, workoutName, feedback, checkInHref, state } = props;
  return (
    <Box as="li" display="flex" justifyContent={mine ? 'flex-end' : 'flex-start'} data-testid="message" data-sender={mine ? 'me' : 'other'}>
      <Box
        maxW="85%"
        px="3"
        py="2"
        borderRadius="l3"
        bg={mine ? 'brand.subtle' : 'bg.muted'}
        color="fg"
        opacity={state ? 0.75 : 1}
        borderBottomRightRadius={mine ? 'sm' : undefined}
        borderBottomLeftRadius={mine ? undefined : 'sm'}
      >
        <Text srOnly>{author}:</Text>
        {workoutName ? (
          <Text fontSize="xs" fontWeight="medium" color="fg.muted" mb="1">
            {feedback ? T.inboxFeedbackOn(workoutName) : T.replyTo(workoutName)}
          </Text>
        ) : null}
        {checkInHref ? (
          <Text fontSize="xs" fontWeight="medium" mb="1">
            <RouterLink to={checkInHref}>{T.checkInReply}</RouterLink>
          </Text>
        ) : null}
        {/* Sanitised again before it touches the DOM, like client notes. */}
        <Box fontSize="sm" wordBreak="break-word" css={contentStyles} dangerouslySetInnerHTML={{ __html: sanitizeNoteHtml(html) }} />
        <Text fontSize="2xs" color="fg.muted" mt="1" textAlign={mine ? 'end' : 'start'}>
          {state === 'sending' ? T.sending : state === 'queued' ? T.queued : <time dateTime={at.toISOString()}>{timeFormat.format(at)}</time>}
        </Text>
      </Box>
    </Box>
  );
}
