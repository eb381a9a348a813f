import { Badge, type BadgeProps } from '@chakra-ui/react';
import { useComponentTexts } from './texts.ts';

/** docs/product.md §2/§9: the sidebar badge shows the count, '9+' above 9, and nothing at 0. */
export function formatUnreadCount(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 9 ? '9+' : String(Math.floor(count));
}

export interface UnreadBadgeProps extends Omit<BadgeProps, 'children'> {
  count: number;
}

export function UnreadBadge({ count, ...props }: UnreadBadgeProps) {
  const T = useComponentTexts();
  const text = formatUnreadCount(count);
  if (!text) return null;
  return (
    <Badge colorPalette="red" variant="solid" borderRadius="full" minW="5" h="5" justifyContent="center" fontSize="2xs" px="1.5" title={T.unread(count)} data-testid="unread-badge" {...props}>
      {text}
    </Badge>
  );
}
