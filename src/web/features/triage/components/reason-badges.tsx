// The reasons a client needs attention, as badges whose full sentence is the tooltip and, for
// screen readers, part of the text.
import { Badge, HStack, Text } from '@chakra-ui/react';
import type { TriageReason } from '#shared/triage';
import { useTriageTexts } from '../texts.ts';

export function ReasonBadges({ reasons, daysSinceActivity }: { reasons: readonly TriageReason[]; daysSinceActivity: number }) {
  const T = useTriageTexts();
  if (reasons.length === 0) {
    return (
      <Badge size="sm" colorPalette="green" variant="subtle">
        {T.onTrack}
      </Badge>
    );
  }
  return (
    <HStack gap="1" flexWrap="wrap">
      {reasons.map((r) => {
        const hint = T.reason[r].hint(daysSinceActivity);
        return (
          <Badge key={r} size="sm" colorPalette={r === 'UNREVIEWED_CHECK_IN' ? 'purple' : 'orange'} variant="subtle" title={hint} data-reason={r}>
            {T.reason[r].label}
            <Text as="span" srOnly>
              : {hint}
            </Text>
          </Badge>
        );
      })}
    </HStack>
  );
}
