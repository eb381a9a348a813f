// A line chart drawn as SVG (docs/charts.md): a value axis with round ticks and its unit, a date
// axis, the points with the latest value written beside its dot, light and dark through the
// theme's colours. It is drawn at the pixel width of its box (text never stretches). Screen
// readers get the chart's title and every point ("82.5 kg on Mar 4, 2026, …") as its name.
import { dateFormat, numberFormat } from '#web/i18n/format.ts';
import { Box } from '@chakra-ui/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { layoutChart, type SeriesPoint } from './scale.ts';
import { useLaterComponentTexts } from '../later-texts.ts';

export interface LineChartPoint extends SeriesPoint {
  /** How the value reads to a screen reader ("102.5 kg"); the formatted value and unit otherwise. */
  label?: string;
}

export interface LineChartProps {
  /** Names the chart for screen readers, before its points. */
  title: string;
  points: readonly LineChartPoint[];
  /** Written above the value axis, such as "kg" or "min". */
  unit?: string;
  /** Tick and value text; defaults to a plain number with at most two decimals. */
  formatValue?: (v: number) => string;
  height?: number;
  /** Marks points (e.g. personal records) with a ring. */
  highlight?: (p: LineChartPoint) => boolean;
}

const FALLBACK_WIDTH = 320;
const number = { format: numberFormat({ maximumFractionDigits: 2 }) };
const shortDate = { format: dateFormat({ month: 'short', day: 'numeric', timeZone: 'UTC' }) };
const longDate = { format: dateFormat({ month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }) };
const monthYear = { format: dateFormat({ month: 'short', year: '2-digit', timeZone: 'UTC' }) };

const C = {
  line: 'var(--chakra-colors-brand-solid, currentColor)',
  text: 'var(--chakra-colors-fg-muted, #71717a)',
  grid: 'var(--chakra-colors-border, #e4e4e7)',
  axis: 'var(--chakra-colors-border-emphasized, #d4d4d8)',
  bg: 'var(--chakra-colors-bg, #fff)',
  mark: 'var(--chakra-colors-orange-solid, #ea580c)',
};

/** The width of the element, following resizes (a fallback where ResizeObserver is missing). */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  // Before paint: the first frame is drawn at the real width.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const w = Math.round(el.getBoundingClientRect().width);
      if (w > 0) setWidth(w);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

export function LineChart({ title, points, unit, formatValue = (v) => number.format(v), height = 180, highlight }: LineChartProps) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const T = useLaterComponentTexts();
  if (points.length === 0) return null;
  const longest = Math.max(...points.map((p) => formatValue(p.value).length), 3);
  const box = { width, height, left: Math.min(64, 10 + longest * 7), right: 16, top: unit ? 22 : 12, bottom: 26 };
  const { points: placed, yTicks, xTicks } = layoutChart(points, box, Math.max(2, Math.floor((width - box.left - box.right) / 72)));
  const spanDays = (placed.at(-1)!.date.getTime() - placed[0]!.date.getTime()) / 86_400_000;
  const tickDate = (d: Date) => (spanDays > 300 ? monthYear.format(d) : shortDate.format(d));
  // Points within a day or two would repeat a date: each label once.
  const dateTicks = xTicks.filter((t, i) => i === 0 || tickDate(t.date) !== tickDate(xTicks[i - 1]!.date));
  const path = placed.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
  const baseY = yTicks[0]!.y;
  const area = placed.length > 1 ? `${path} L${placed.at(-1)!.x.toFixed(1)},${baseY.toFixed(1)} L${placed[0]!.x.toFixed(1)},${baseY.toFixed(1)} Z` : null;
  const last = placed.at(-1)!;
  // The latest value beside its dot, in the axis's terms (the unit is written above the axis).
  const lastText = formatValue(last.value);
  const description = placed.map((p) => T.chartPoint(p.label ?? `${formatValue(p.value)}${unit ? ` ${unit}` : ''}`, longDate.format(p.date))).join(', ');
  const lastAnchor = last.x > width - box.right - 40 ? 'end' : 'middle';

  return (
    // minW 0 and overflow hidden: the box takes its parent's width, never the drawing's, so a
    // resize can narrow it.
    <Box ref={ref} as="figure" width="full" minW="0" overflow="hidden" m="0" data-testid="line-chart">
      <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={`${title}: ${description}`} style={{ display: 'block', fontSize: '11px', fontFamily: 'inherit' }}>
        {unit ? (
          <text x={4} y={11} fill={C.text} data-axis="unit">
            {unit}
          </text>
        ) : null}
        {yTicks.map((t) => (
          <g key={`y${t.value}`} data-axis="y">
            <line x1={box.left} x2={width - box.right} y1={t.y} y2={t.y} stroke={C.grid} strokeWidth={1} />
            <text x={box.left - 6} y={t.y} dy="0.32em" textAnchor="end" fill={C.text}>
              {formatValue(t.value)}
            </text>
          </g>
        ))}
        <line x1={box.left} x2={box.left} y1={box.top} y2={height - box.bottom} stroke={C.axis} strokeWidth={1} />
        <line x1={box.left} x2={width - box.right} y1={height - box.bottom} y2={height - box.bottom} stroke={C.axis} strokeWidth={1} />
        {dateTicks.map((t, i) => (
          <g key={`x${t.date.getTime()}`} data-axis="x">
            <line x1={t.x} x2={t.x} y1={height - box.bottom} y2={height - box.bottom + 4} stroke={C.axis} />
            <text x={t.x} y={height - box.bottom + 16} textAnchor={dateTicks.length === 1 ? 'middle' : i === 0 ? 'start' : i === dateTicks.length - 1 ? 'end' : 'middle'} fill={C.text}>
              {tickDate(t.date)}
            </text>
          </g>
        ))}
        {area ? <path d={area} fill={C.line} opacity={0.1} /> : null}
        {placed.length > 1 ? <path d={path} fill="none" stroke={C.line} strokeWidth={2} strokeLinejoin="round" strokeLinecap="round" /> : null}
        {placed.map((p) => (
          <g key={`p${p.date.getTime()}-${p.value}-${p.x}`}>
            {highlight?.(p) ? <circle cx={p.x} cy={p.y} r={7} fill="none" stroke={C.mark} strokeWidth={2} data-mark="highlight" /> : null}
            <circle cx={p.x} cy={p.y} r={3.5} fill={C.line} stroke={C.bg} strokeWidth={1.5} />
          </g>
        ))}
        <text x={last.x} y={last.y - 10} textAnchor={lastAnchor} fill="currentColor" fontWeight="600" data-value="last">
          {lastText}
        </text>
      </svg>
    </Box>
  );
}
