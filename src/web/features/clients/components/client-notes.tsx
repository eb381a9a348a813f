// Client notes in limited rich text (docs/product.md §5): a small editor (bold, italic, underline, lists)
// whose HTML is sanitised on input, on paste and when shown; the server sanitises again.
import { useQueryClient, useQuery, useMutation } from '@tanstack/react-query';
import { Box, Button, Card, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type ClipboardEvent } from 'react';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { TrashIcon } from '#web/components/icons.tsx';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { useTRPC } from '#web/lib/trpc.ts';
import { formatDay } from '#web/lib/client-utils.ts';
import { insertHtmlAtCaret } from '../lib/insert-at-caret.ts';
import { isBlankNoteHtml, plainTextToParagraphs, sanitizeNoteHtml } from '#web/lib/sanitize-note.ts';
import { useClientTexts } from '../texts.ts';

const noteStyles = {
  '& p, & div': { mb: '1' },
  '& ul': { pl: '5', listStyleType: 'disc' },
  '& ol': { pl: '5', listStyleType: 'decimal' },
} as const;

function exec(command: string) {
  // execCommand is deprecated but still the one way to format a contentEditable in every browser.
  document.execCommand(command);
}

export function ClientNotes({ clientId }: { clientId: string }) {
  const T = useClientTexts();
  const trpc = useTRPC();
  const editor = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const [blank, setBlank] = useState(true);
  // The note a coach asked to delete, until they confirm or cancel.
  const [deleting, setDeleting] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const notes = useQuery(trpc.coach.clientNotes.list.queryOptions({ id: clientId }));
  // The callbacks go to useMutation itself, not through mutationOptions(): the React Compiler's
  // lint takes a plain call's arguments as run during render (the editor's refs).
  const add = useMutation({
    ...trpc.coach.clientNotes.create.mutationOptions(),
    onSuccess: async () => {
      toast.success(T.noteAdded);
      if (editor.current) editor.current.innerHTML = '';
      setBlank(true);
      // Add Note is disabled again (blank editor): keep keyboard focus in the notes, ready for the next one.
      const active = document.activeElement;
      if (!active || active === document.body || active === addButton.current) editor.current?.focus();
      await queryClient.invalidateQueries(trpc.coach.clientNotes.list.queryFilter({ id: clientId }));
    },
    onError: (err) => toast.error(T.noteAddFailed, errorMessage(err, T.noteAddFailed)),
  });
  const remove = useMutation(
    trpc.coach.clientNotes.delete.mutationOptions({
      onSuccess: async () => {
        toast.success(T.noteDeleted);
        await queryClient.invalidateQueries(trpc.coach.clientNotes.list.queryFilter({ id: clientId }));
      },
      onError: (err) => toast.error(T.noteDeleteFailed, errorMessage(err, T.noteDeleteFailed)),
    }),
  );

  const onInput = () => {
    const el = editor.current;
    if (!el) return;
    const clean = sanitizeNoteHtml(el.innerHTML);
    // Only rewrite when something disallowed slipped in (e.g. a dropped image), to keep the caret.
    if (clean !== el.innerHTML) el.innerHTML = clean;
    setBlank(isBlankNoteHtml(clean));
  };

  const onPaste = (e: ClipboardEvent<HTMLDivElement>) => {
    e.preventDefault();
    const html = e.clipboardData.getData('text/html');
    const text = e.clipboardData.getData('text/plain');
    const clean = html ? sanitizeNoteHtml(html) : plainTextToParagraphs(text);
    if (editor.current && clean) insertHtmlAtCaret(editor.current, clean);
    onInput();
  };

  const submit = () => {
    const html = sanitizeNoteHtml(editor.current?.innerHTML ?? '');
    if (isBlankNoteHtml(html)) return;
    add.mutate({ id: clientId, content: html });
  };

  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading size="md">{T.notesTitle}</Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <HStack gap="1" role="toolbar" aria-label="Formatting">
            <Button size="sm" variant="outline" fontWeight="bold" onMouseDown={(e) => e.preventDefault()} onClick={() => exec('bold')} aria-label="Bold">
              B
            </Button>
            <Button size="sm" variant="outline" fontStyle="italic" onMouseDown={(e) => e.preventDefault()} onClick={() => exec('italic')} aria-label="Italic">
              I
            </Button>
            <Button size="sm" variant="outline" textDecoration="underline" onMouseDown={(e) => e.preventDefault()} onClick={() => exec('underline')} aria-label="Underline">
              U
            </Button>
            <Button size="sm" variant="outline" onMouseDown={(e) => e.preventDefault()} onClick={() => exec('insertUnorderedList')}>
              • List
            </Button>
            <Button size="sm" variant="outline" onMouseDown={(e) => e.preventDefault()} onClick={() => exec('insertOrderedList')}>
              1. List
            </Button>
          </HStack>
          <Box position="relative">
            {blank ? (
              <Text position="absolute" top="2" left="3" color="fg.subtle" pointerEvents="none" fontSize="sm">
                {T.notePlaceholder}
              </Text>
            ) : null}
            <Box
              ref={editor}
              contentEditable
              suppressContentEditableWarning
              role="textbox"
              aria-multiline="true"
              aria-label={T.notesTitle}
              onInput={onInput}
              onPaste={onPaste}
              minH="24"
              px="3"
              py="2"
              borderWidth="1px"
              borderRadius="l2"
              fontSize="sm"
              _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '0' }}
              colorPalette="brand"
              css={noteStyles}
            />
          </Box>
          <HStack justify="flex-end">
            <Button ref={addButton} colorPalette="brand" size="sm" onClick={submit} disabled={blank} loading={add.isPending}>
              {T.addNote}
            </Button>
          </HStack>
          {notes.isPending ? (
            <Text color="fg.muted" fontSize="sm" role="status">
              {T.notesLoading}
            </Text>
          ) : notes.isError ? (
            <ErrorState size="sm" title={T.notesLoadFailed} onRetry={() => void notes.refetch()} retrying={notes.isFetching} />
          ) : notes.data.length === 0 ? (
            <Text color="fg.muted" fontSize="sm">
              {T.noNotes}
            </Text>
          ) : (
            <Stack gap="2" as="ul" listStyleType="none">
              {notes.data.map((n) => (
                <Box as="li" key={n.id} borderWidth="1px" borderRadius="l2" p="3" data-testid="client-note">
                  <HStack align="flex-start" justify="space-between" gap="2">
                    {/* Sanitised again before it touches the DOM (docs/design.md §3). */}
                    <Box fontSize="sm" flex="1" minW="0" css={noteStyles} dangerouslySetInnerHTML={{ __html: sanitizeNoteHtml(n.content) }} />
                    <IconButton aria-label="Delete note" size="sm" variant="ghost" onClick={() => setDeleting(n.id)} loading={remove.isPending && remove.variables?.id === n.id}>
                      <TrashIcon />
                    </IconButton>
                  </HStack>
                  <Text fontSize="xs" color="fg.muted" mt="1">
                    {formatDay(n.createdAt)}
                  </Text>
                </Box>
              ))}
            </Stack>
          )}
        </Stack>
      </Card.Body>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={T.deleteNoteTitle}
        description={T.deleteNoteBody}
        onConfirm={() => remove.mutateAsync({ id: deleting! })}
        pending={remove.isPending}
      />
    </Card.Root>
  );
}
