// Today's card for a due check-in (docs/check-ins.md): loaded lazily after the first screen
// (today-page.tsx), so /app/today's first bundle does not grow; it shows only when one is due.
import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { ClipboardListIcon } from '#web/components/icons.tsx';
import { useClientCheckIns } from '../hooks/use-check-ins.ts';
import { formatDay } from '../lib/format.ts';
import { useCheckInTexts } from '../texts.ts';

export default function CheckInDueCard() {
  const T = useCheckInTexts();
  const list = useClientCheckIns();
  const open = list.data?.due.filter((d) => d.state !== 'UPCOMING') ?? [];
  if (open.length === 0) return null;
  const first = open[0]!;
  return (
    <Card.Root variant="outline" borderColor="brand.muted" mb="4" data-testid="check-in-due-card">
      <Card.Body>
        <HStack gap="3" justify="space-between" wrap="wrap">
          <HStack gap="3" align="start">
            <ClipboardListIcon boxSize="5" color="brand.fg" mt="0.5" />
            <Stack gap="0">
              <Text fontWeight="medium">{T.todayCard(first.templateName)}</Text>
              <Text color={first.state === 'OVERDUE' ? 'fg.error' : 'fg.muted'} textStyle="sm">
                {first.state === 'OVERDUE' ? `${T.overdue} · ${formatDay(first.dueDate)}` : T.dueToday}
              </Text>
            </Stack>
          </HStack>
          <Button asChild size="sm" colorPalette="brand" minH="10">
            <Link to="/app/check-ins">{T.todayOpen}</Link>
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
