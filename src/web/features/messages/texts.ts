// Texts of the coach–client messages (docs/messages.md).
import { useStore } from '#web/i18n/use-store.ts';
import { args, i18n, plural } from '#web/i18n/i18n.ts';

export const messagesMessages = i18n('messages/messages', {
  title: 'Messages',
  clientPageTitle: 'Messages',
  clientPageDescription: args('coach')('Your conversation with {coach}'),
  yourCoach: 'your coach',
  you: 'You',
  loading: 'Loading messages...',
  loadFailed: 'Failed to load messages',
  loadFailedHint: 'There was an error loading your messages. Please try again.',
  empty: 'No messages yet',
  emptyCoachHint: 'Write to your client: they see it in their app.',
  emptyClientHint: 'Questions about a workout? Write to your coach here.',
  loadOlder: 'Load older messages',
  composerLabel: 'Write a message',
  composerPlaceholder: 'Write a message…',
  composerHint: 'Enter sends, Shift+Enter starts a new line.',
  send: 'Send',
  sendFailed: 'Message not sent',
  tooLong: args('max')('A message can be at most {max} characters.'),
  sending: 'Sending…',
  queued: 'Waiting to send',
  offline: 'You are offline. Messages you write are sent when the connection returns.',
  offlineCoach: 'You are offline. Messages can be sent once the connection returns.',
  archived: 'This client is archived: unarchive them to send messages.',
  preview: 'This is a preview: only your client can write here.',
  replyTo: args('workout')('Reply to feedback on {workout}'),
  checkInReply: 'Reply to a check-in · View it',
  unread: args('n')('{n} unread'),
  unreadMessages: plural('n')({ one: '{n} unread message', other: '{n} unread messages' }),
  openMessages: 'Messages',
  // Replies to workout feedback (coach's client detail, client's workout cards).
  reply: 'Reply',
  editReply: 'Change reply',
  replyLabel: 'Your reply to the feedback',
  replySave: 'Send reply',
  replyCancel: 'Cancel',
  replySent: 'Reply sent',
  replyFailed: 'Reply not sent',
  // The coach's inbox (docs/messages.md, "Inbox").
  inboxTitle: 'Inbox',
  inboxDescription: 'Every conversation with your clients, newest first',
  inboxFilters: 'Filter conversations',
  inboxAll: 'All',
  inboxUnread: 'Unread',
  inboxMine: 'Mine to answer',
  inboxLoading: 'Loading conversations...',
  inboxFailed: 'Failed to load conversations',
  inboxEmpty: 'No conversations yet',
  inboxEmptyHint: 'Messages and workout feedback from your clients appear here.',
  inboxEmptyFiltered: 'Nothing here',
  inboxEmptyFilteredHint: 'No conversation matches this filter.',
  inboxMore: 'Load more conversations',
  inboxBack: '← All conversations',
  inboxPick: 'Choose a conversation',
  inboxPickHint: 'Its messages and a reply box show here.',
  inboxAwaiting: 'Awaiting your reply',
  inboxArchived: 'Archived',
  inboxFeedbackOn: args('workout')('Feedback on {workout}'),
});

export const useMessageTexts = () => useStore(messagesMessages);

/** The English texts, as tests read them. */
export const T = messagesMessages.get();
