// The Notifications screen's filters (docs/notifications.md): one type and one client. Native
// selects, so the keyboard and screen readers work as everywhere; the lists and the tab counts
// follow at once.
import { useQuery } from '@tanstack/react-query';
import { Field, HStack, NativeSelect } from '@chakra-ui/react';
import { ZNotificationType, type NotificationType } from '#shared/schemas/insights';
import { useTRPC } from '#web/lib/trpc.ts';
import type { NotificationFilter } from '../hooks/use-notification-page.ts';
import { useNotificationTexts } from '../texts.ts';

export function NotificationFilters({ value, onChange }: { value: NotificationFilter; onChange: (f: NotificationFilter) => void }) {
  const trpc = useTRPC();
  const T = useNotificationTexts();
  const clients = useQuery(trpc.coach.clients.list.queryOptions({ includeArchived: false }, { staleTime: 10 * 60_000 }));
  return (
    <HStack gap="3" mb="4" flexWrap="wrap" align="end">
      <Field.Root w={{ base: 'full', sm: '56' }}>
        <Field.Label fontSize="sm">{T.filterType}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={value.type ?? ''} onChange={(e) => onChange({ ...value, type: (e.currentTarget.value || undefined) as NotificationType | undefined })}>
            <option value="">{T.allTypes}</option>
            {ZNotificationType.options.map((t) => (
              <option key={t} value={t}>
                {T.typeLabels[t]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root w={{ base: 'full', sm: '56' }}>
        <Field.Label fontSize="sm">{T.filterClient}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={value.clientId ?? ''} onChange={(e) => onChange({ ...value, clientId: e.currentTarget.value || undefined })}>
            <option value="">{T.allClients}</option>
            {(clients.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {`${c.firstName} ${c.lastName}`.trim()}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </HStack>
  );
}
