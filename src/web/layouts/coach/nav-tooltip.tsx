// The label tooltip of a sidebar link in icon mode, a chunk of its own: coach-sidebar.tsx loads it
// only when the sidebar is collapsed, so the coach's first screen does not carry the tooltip and
// its positioning engine (docs/performance.md, "Web delivery").
import { Portal, Tooltip } from '@chakra-ui/react';
import type { ReactElement } from 'react';

/** docs/product.md §9: tooltips open after 700 ms. */
const TOOLTIP_DELAY_MS = 700;

export default function NavTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip.Root openDelay={TOOLTIP_DELAY_MS} positioning={{ placement: 'right' }}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{label}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
