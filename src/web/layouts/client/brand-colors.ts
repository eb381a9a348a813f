// Turns a coach's accent colour into the `brand` palette variables (theme/system.ts), so every
// `colorPalette="brand"` element in the client app follows the coach's branding.
import type { CSSProperties } from 'react';
import { DEFAULT_BRAND_COLOR } from '../../../shared/limits.ts';

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

function toRgb(hex: string): [number, number, number] {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function linear(channel: number): number {
  const s = channel / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance, to pick black or white text on the accent. */
function luminance([r, g, b]: [number, number, number]): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

const CONTRAST_TIE = Math.sqrt(1.05 * 0.05) - 0.05;

/** CSS variables for a custom accent; empty for the default (the theme's tuned blues stay). */
export function brandColorVariables(accent: string | null | undefined): CSSProperties {
  if (!accent || !HEX.test(accent) || accent.toLowerCase() === DEFAULT_BRAND_COLOR.toLowerCase()) return {};
  // Black or white, whichever contrasts more: they tie at a luminance of about 0.18 (WCAG).
  const contrast = luminance(toRgb(accent)) > CONTRAST_TIE ? '#18181b' : '#ffffff';
  const mix = (percent: number) => `color-mix(in srgb, ${accent} ${percent}%, transparent)`;
  return {
    '--chakra-colors-brand-solid': accent,
    '--chakra-colors-brand-contrast': contrast,
    '--chakra-colors-brand-fg': accent,
    '--chakra-colors-brand-subtle': mix(12),
    '--chakra-colors-brand-muted': mix(20),
    '--chakra-colors-brand-emphasized': mix(30),
    '--chakra-colors-brand-focus-ring': accent,
  } as CSSProperties;
}
