import { Badge, Box, Button, Card, Grid, HStack, IconButton, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { AlertCircleIcon, BellIcon, CalendarClockIcon, CheckCircleIcon, CheckIcon, ClipboardListIcon, NotesIcon, TrashIcon } from '#web/components/icons.tsx';
import { MessageIcon } from '#web/components/message-icon.tsx';
import { TrophyIcon } from '#web/components/trophy-icon.tsx';
import { dateFormat } from '#web/i18n/format.ts';
import { useRelativeTime } from '#web/i18n/relative-time-texts.ts';
import type { NotificationEntry } from '../lib/group.ts';
import { TYPE_PALETTE } from '../lib/palette.ts';
import { useNotificationTexts } from '../texts.ts';
import { useNotificationWording } from '../event-texts.ts';

const ICONS = {
  COMPLETED_WORKOUT: CheckCircleIcon,
  MISSED_WORKOUT: AlertCircleIcon,
  CLIENT_FEEDBACK: NotesIcon,
  ASSIGNMENT_DUE: CalendarClockIcon,
  CLIENT_MESSAGE: MessageIcon,
  PERSONAL_RECORD: TrophyIcon,
  CHECK_IN_SUBMITTED: ClipboardListIcon,
  WEBHOOK_DISABLED: AlertCircleIcon,
} as const;

/** The full date and time of the time's tooltip. */
const fullTime = dateFormat({ dateStyle: 'medium', timeStyle: 'short' });

export interface NotificationCardProps {
  item: NotificationEntry;
  now: Date;
  onMarkRead: () => void;
  onDelete: () => void;
  busy?: boolean;
}

export function NotificationCard({ item, now, onMarkRead, onDelete, busy }: NotificationCardProps) {
  const T = useNotificationTexts();
  const relativeTime = useRelativeTime();
  const { title, message } = useNotificationWording()(item);
  const Icon = ICONS[item.type] ?? BellIcon;
  const palette = TYPE_PALETTE[item.type];
  return (
    <Card.Root
      as="li"
      size="sm"
      variant="outline"
      borderLeftWidth="4px"
      borderLeftColor={item.isRead ? 'border' : `${palette}.solid`}
      bg={item.isRead ? 'bg' : 'bg.panel'}
      data-testid="notification"
      data-read={item.isRead}
    >
      <Card.Body>
        {/* Actions sit beside the title; on a phone the message then takes the width under them
            instead of a narrow column beside them. */}
        <Grid
          templateColumns="auto minmax(0, 1fr) auto"
          templateAreas={{ base: '"icon title actions" ". body body"', sm: '"icon title actions" ". body actions"' }}
          columnGap="3"
          rowGap="1"
          alignItems="start"
        >
          <Box gridArea="icon" color={`${palette}.fg`} bg={`${palette}.subtle`} p="2" borderRadius="full" aria-hidden>
            <Icon boxSize="4" />
          </Box>
          <HStack gridArea="title" gap="2" flexWrap="wrap" minH="8">
            <Text fontWeight={item.isRead ? 'medium' : 'semibold'} title={T.typeLabels[item.type]}>
              {title}
            </Text>
            {!item.isRead ? (
              <Badge colorPalette="blue" size="sm" variant="solid">
                {T.newBadge}
              </Badge>
            ) : null}
          </HStack>
          <Box gridArea="body" minW="0">
            <Text color="fg.muted" wordBreak="break-word">
              {message}
            </Text>
            {item.feedback ? (
              <Text mt="1" fontSize="sm" wordBreak="break-word" data-testid="notification-feedback">
                <Text as="span" fontWeight="medium">
                  {T.feedbackLabel}:
                </Text>{' '}
                “{item.feedback}”
              </Text>
            ) : null}
            {/* One line of text that wraps between words, so a separator never dangles alone. */}
            <Text mt="1.5" fontSize="xs" color="fg.subtle" wordBreak="break-word">
              <time dateTime={item.createdAt.toISOString()} title={fullTime(item.createdAt)}>
                {relativeTime(item.createdAt, now)}
              </time>
              {item.clientId && item.clientName ? (
                <>
                  <span aria-hidden> · </span>
                  <RouterLink to={`/coach/clients/${item.clientId}`} style={{ textDecoration: 'underline' }}>
                    {item.clientName}
                  </RouterLink>
                </>
              ) : null}
              {item.metadata.planName ? (
                <>
                  <span aria-hidden> · </span>
                  <span>{item.metadata.planName}</span>
                </>
              ) : null}
              {item.metadata.checkInId ? (
                <>
                  <span aria-hidden> · </span>
                  <RouterLink to={`/coach/check-ins?open=${item.metadata.checkInId}`} style={{ textDecoration: 'underline' }}>
                    {T.openCheckIn}
                  </RouterLink>
                </>
              ) : null}
            </Text>
          </Box>
          <HStack gridArea="actions" gap="1">
            {!item.isRead ? (
              <>
                <Button size="sm" variant="outline" onClick={onMarkRead} disabled={busy} display={{ base: 'none', sm: 'inline-flex' }}>
                  <CheckIcon /> {T.markRead}
                </Button>
                <IconButton size="sm" variant="outline" onClick={onMarkRead} disabled={busy} aria-label={T.markRead} display={{ base: 'inline-flex', sm: 'none' }}>
                  <CheckIcon />
                </IconButton>
              </>
            ) : null}
            <IconButton size="sm" variant="ghost" colorPalette="red" onClick={onDelete} disabled={busy} aria-label={`${T.delete}: ${title}`}>
              <TrashIcon />
            </IconButton>
          </HStack>
        </Grid>
      </Card.Body>
    </Card.Root>
  );
}
