// The trophy of personal records (docs/records.md), drawn like the icons of icons.tsx. Kept out of
// that module: it is loaded by every first screen, and records show on none of them.
import { Icon, type IconProps } from '@chakra-ui/react';

export function TrophyIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <svg width="1em" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        <path d="M6 9H4.5a2.5 2.5 0 0 1 0-5H6M18 9h1.5a2.5 2.5 0 0 0 0-5H18M4 22h16" />
        <path d="M10 14.66V17c0 .55-.47.98-.97 1.21C7.85 18.75 7 20.24 7 22M14 14.66V17c0 .55.47.98.97 1.21C16.15 18.75 17 20.24 17 22" />
        <path d="M18 2H6v7a6 6 0 0 0 12 0V2Z" />
      </svg>
    </Icon>
  );
}
