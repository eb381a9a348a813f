// Settings → Integrations (docs/api.md, "API keys" and "Webhooks"). English is the source of the
// translations (docs/translations.md): screens read useIntegrationTexts(), tests T.
import { args, i18n, useStore } from '#web/i18n/i18n.ts';
import { escapeRegExp } from '#shared/escape-reg-exp';
import {
  MSG_WEBHOOK_HTTPS,
  MSG_WEBHOOK_INVALID_URL,
  MSG_WEBHOOK_PRIVATE,
  MSG_WEBHOOK_SECRET_UNREADABLE,
  MSG_WEBHOOK_TURNED_OFF_BY_YOU,
  MSG_WEBHOOK_UNRESOLVED,
  msgWebhookFailedForADay,
  msgWebhookNoAnswer,
  msgWebhookRedirect,
  WEBHOOK_EVENTS,
  type WebhookEventType,
} from '#shared/schemas/integrations';

export const integrationMessages = i18n('integrations/integrations', {
  title: 'Integrations',
  description: 'Connect Spotter to other tools with API keys and webhooks. Read the API at /api/docs.',
  apiDocs: 'API reference',

  keysTitle: 'API keys',
  keysDescription: 'A key lets a tool use the Spotter API as you, without your password. Keep keys secret.',
  newKey: 'New API key',
  noKeys: 'No API keys yet',
  noKeysHint: 'Create a key for a tool you want to connect, such as Zapier or your own script.',
  keyName: 'Name',
  keyNamePlaceholder: 'e.g. Zapier',
  keyScope: 'Access',
  scopeRead: 'Read only',
  scopeReadHint: 'Can read your data; every change is refused.',
  scopeReadWrite: 'Read and write',
  scopeReadWriteHint: 'Can read and change your data, like you can.',
  keyExpiry: 'Expires',
  expiryNever: 'Never',
  expiry30: 'In 30 days',
  expiry90: 'In 90 days',
  expiry365: 'In a year',
  create: 'Create key',
  cancel: 'Cancel',
  lastUsed: 'Last used',
  neverUsed: 'Never used',
  expires: 'Expires',
  expired: 'Expired',
  created: 'Created',
  revoke: 'Revoke',
  revokeNamed: args('name')('Revoke {name}'),
  revokeTitle: 'Revoke this API key?',
  revokeBody: args('name')('“{name}” stops working at once. Tools using it will get “401 Unauthorized”. This cannot be undone.'),
  revoked: 'API key revoked',

  shownOnceTitle: 'Copy your key now',
  shownOnceKey: 'This is the only time the key is shown. Store it somewhere safe, such as your tool’s settings or a password manager.',
  shownOnceSecret: 'This is the only time the signing secret is shown. Your receiver uses it to check that events come from Spotter.',
  keyLabel: 'Your API key',
  secretLabel: 'Signing secret',
  copy: 'Copy',
  copied: 'Copied',
  done: 'I’ve copied it',

  hooksTitle: 'Webhooks',
  hooksDescription: 'Spotter sends a signed POST to your URL when something happens. Failed deliveries are retried for about a day.',
  newHook: 'Add endpoint',
  noHooks: 'No webhook endpoints yet',
  noHooksHint: 'Add an HTTPS URL to receive events such as completed workouts and new messages.',
  hookUrl: 'Endpoint URL',
  hookUrlPlaceholder: 'https://example.com/hooks/spotter',
  hookDescription: 'Description (optional)',
  hookEvents: 'Events',
  save: 'Save endpoint',
  enabled: 'On',
  disabled: 'Off',
  turnOn: 'Turn on',
  turnOff: 'Turn off',
  sendTest: 'Send test event',
  testOk: 'Test event delivered',
  testFailed: 'Test event not delivered',
  log: 'Delivery log',
  hideLog: 'Hide log',
  noAttempts: 'No deliveries yet. Send a test event to try the endpoint.',
  rotate: 'New secret',
  rotateTitle: 'Replace the signing secret?',
  rotateBody: 'Deliveries are signed with the new secret at once; your receiver must use it to verify them.',
  rotateConfirm: 'Replace secret',
  remove: 'Delete',
  removeTitle: 'Delete this endpoint?',
  removeBody: args('url')('Spotter stops sending events to {url}, and its delivery log is deleted.'),
  removed: 'Endpoint deleted',
  loading: 'Loading integrations...',
  loadFailed: 'Failed to load integrations',
  saveFailed: 'Could not save',
  attemptOf: args('n')('try {n}'),
  noAnswer: 'No answer',
  // The webhook events, as the endpoint form lists them.
  eventWorkoutCompleted: 'Workout completed',
  eventWorkoutSkipped: 'Workout skipped',
  eventWorkoutMissed: 'Workout missed',
  eventFeedbackReceived: 'Workout feedback',
  eventMessageReceived: 'Message from a client',
  eventClientCreated: 'Client added',
  eventClientArchived: 'Client archived',
  eventCheckinSubmitted: 'Check-in submitted',
  // What the server writes of a webhook's address and deliveries, English in the API (the wordings
  // are src/shared/schemas/integrations.ts's, so the two cannot drift apart).
  serverHttps: MSG_WEBHOOK_HTTPS,
  serverPrivate: MSG_WEBHOOK_PRIVATE,
  serverUnresolved: MSG_WEBHOOK_UNRESOLVED,
  serverInvalidUrl: MSG_WEBHOOK_INVALID_URL,
  serverSecretUnreadable: MSG_WEBHOOK_SECRET_UNREADABLE,
  serverTurnedOffByYou: MSG_WEBHOOK_TURNED_OFF_BY_YOU,
  serverRedirect: args('location')(msgWebhookRedirect('{location}')),
  serverNoAnswer: args('seconds')(msgWebhookNoAnswer('{seconds}')),
  serverFailedForADay: args('lastAnswer')(msgWebhookFailedForADay('{lastAnswer}')),
});

type IntegrationMessages = ReturnType<typeof integrationMessages.get>;

const EVENT_KEYS = {
  'workout.completed': 'eventWorkoutCompleted',
  'workout.skipped': 'eventWorkoutSkipped',
  'workout.missed': 'eventWorkoutMissed',
  'feedback.received': 'eventFeedbackReceived',
  'message.received': 'eventMessageReceived',
  'client.created': 'eventClientCreated',
  'client.archived': 'eventClientArchived',
  'checkin.submitted': 'eventCheckinSubmitted',
} as const satisfies Record<WebhookEventType, keyof IntegrationMessages>;

/** A wording with one value as a pattern that captures the value. */
const withValue = (wording: (value: string) => string) => new RegExp(`^${escapeRegExp(wording('\u0000')).replace('\u0000', '(.+)')}$`);
const SERVER_PATTERNS = [
  [withValue(msgWebhookRedirect), 'serverRedirect'],
  [withValue(msgWebhookNoAnswer), 'serverNoAnswer'],
  [withValue(msgWebhookFailedForADay), 'serverFailedForADay'],
] as const;
const SERVER_TEXTS = new Map<string, keyof IntegrationMessages>([
  [MSG_WEBHOOK_HTTPS, 'serverHttps'],
  [MSG_WEBHOOK_PRIVATE, 'serverPrivate'],
  [MSG_WEBHOOK_UNRESOLVED, 'serverUnresolved'],
  [MSG_WEBHOOK_INVALID_URL, 'serverInvalidUrl'],
  [MSG_WEBHOOK_SECRET_UNREADABLE, 'serverSecretUnreadable'],
  [MSG_WEBHOOK_TURNED_OFF_BY_YOU, 'serverTurnedOffByYou'],
]);

/** What the server wrote of a webhook, in the user's language where its wording is known; as it is otherwise. */
export function serverText(t: IntegrationMessages, message: string): string {
  const plain = SERVER_TEXTS.get(message);
  if (plain) return t[plain] as string;
  for (const [pattern, key] of SERVER_PATTERNS) {
    const m = pattern.exec(message);
    if (m) return t[key](m[1]!);
  }
  return message;
}

const composed = (t: IntegrationMessages) => ({
  ...t,
  serverText: (message: string) => serverText(t, message),
  eventLabels: Object.fromEntries(WEBHOOK_EVENTS.map((e) => [e, t[EVENT_KEYS[e]]])) as Record<WebhookEventType, string>,
});

export const useIntegrationTexts = () => composed(useStore(integrationMessages));

/** The English texts, as tests read them. */
export const T = /* @__PURE__ */ composed(/* @__PURE__ */ integrationMessages.get());
