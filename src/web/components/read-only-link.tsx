// A link shown for copying (a client's access link, a calendar feed's URL): it wraps instead of
// being cut off in a narrow column (issue 17), and a focus selects all of it for a copy by hand.
import { Textarea } from '@chakra-ui/react';

export function ReadOnlyLink({ value, label, testId }: { value: string; label: string; testId?: string }) {
  return (
    <Textarea
      value={value}
      readOnly
      aria-label={label}
      onFocus={(e) => e.target.select()}
      fontFamily="mono"
      fontSize="xs"
      wordBreak="break-all"
      resize="none"
      autoresize
      rows={2}
      data-testid={testId}
    />
  );
}
