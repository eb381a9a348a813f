// A plain progress bar: what Chakra's Progress (outline variant) draws, without its state machine,
// which put 2–3 KB of script on the first screens that show one (Today, the coach dashboard;
// docs/performance.md, "Web delivery"). It announces itself as a progressbar with its value.
import { Box, type BoxProps } from '@chakra-ui/react';

const HEIGHT = { xs: '1.5', sm: '2', md: '2.5' } as const;

export interface ProgressBarProps extends Omit<BoxProps, 'children'> {
  /** 0–100. */
  value: number;
  size?: keyof typeof HEIGHT;
  'aria-label': string;
}

export function ProgressBar({ value, size = 'md', colorPalette, rounded = 'l1', ...rest }: ProgressBarProps) {
  const pct = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <Box role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct} colorPalette={colorPalette} h={HEIGHT[size]} bg="bg.muted" rounded={rounded} overflow="hidden" {...rest}>
      <Box h="full" w={`${pct}%`} bg="colorPalette.solid" transitionProperty="width" transitionDuration="slow" />
    </Box>
  );
}
