// The coach navigation as a drawer on phones (coach-layout.tsx). Its own module so Chakra's
// dialog machinery (~12 KB gzip) loads when the menu is first opened, not with the first screen
// (docs/performance.md, "Web delivery").
import { CloseButton, Portal, Drawer } from '@chakra-ui/react';
import { CoachSidebar } from './coach-sidebar.tsx';
import { useCoachFrameTexts } from './coach-texts.ts';

export interface MobileNavProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The id the menu button's aria-controls names. */
  contentId: string;
  width: string;
  unreadCount: number;
  unreadMessages?: number;
}

export default function MobileNav({ open, onOpenChange, contentId, width, unreadCount, unreadMessages }: MobileNavProps) {
  const t = useCoachFrameTexts();
  return (
    // The content's id goes through `ids`: zag finds the dialog by its own ids, and an id set
    // on Drawer.Content hides it from the focus trap (focus stayed behind the open sheet).
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="start" ids={{ content: contentId }}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW={width} width={width} bg="bg.subtle">
            <Drawer.Title srOnly>Navigation</Drawer.Title>
            <CoachSidebar collapsed={false} unreadCount={unreadCount} unreadMessages={unreadMessages} onNavigate={() => onOpenChange(false)} />
            <Drawer.CloseTrigger asChild top="3" insetEnd="3">
              <CloseButton size="sm" aria-label={t.closeNavigation} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
