// A small line of a test's results over time: a trend reads faster from a line than from a list.
import { Box, Text } from '@chakra-ui/react';
import { chartPoints } from '../lib/chart.ts';
import type { TestRow } from '../lib/chain.ts';
import { T } from '../texts.ts';

const W = 280;
const H = 64;
/** Drawn at this height whatever the card's width; lines and dots keep their size (non-scaling strokes). */
const HEIGHT_PX = 72;
const date = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export function ResultChart({ name, tests }: { name: string; tests: TestRow[] }) {
  const points = chartPoints(tests, W, H, 8);
  if (!points) return null;
  const path = points.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
  const area = `${path} L${points.at(-1)!.x.toFixed(1)},${H} L${points[0]!.x.toFixed(1)},${H} Z`;
  const description = points.map((p) => `${p.label} on ${date.format(p.date)}`).join(', ');
  return (
    <Box color="brand.solid" mt="1">
      <svg viewBox={`0 0 ${W} ${H}`} width="100%" height={HEIGHT_PX} preserveAspectRatio="none" style={{ display: 'block', overflow: 'visible' }} role="img" aria-label={`${T.chartLabel(name)}: ${description}`}>
        <path d={area} fill="currentColor" opacity={0.12} />
        <path d={path} fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" strokeLinecap="round" vectorEffect="non-scaling-stroke" />
        {/* Dots as round caps of zero-length strokes: they stay round when the chart is stretched. */}
        {points.map((p) => (
          <path key={`${p.x}-${p.date.getTime()}`} d={`M${p.x.toFixed(1)},${p.y.toFixed(1)}h0`} stroke="currentColor" strokeWidth={7} strokeLinecap="round" vectorEffect="non-scaling-stroke" />
        ))}
      </svg>
      <Text as="div" display="flex" justifyContent="space-between" fontSize="2xs" color="fg.muted" aria-hidden>
        <span>{date.format(points[0]!.date)}</span>
        <span>{date.format(points.at(-1)!.date)}</span>
      </Text>
    </Box>
  );
}
