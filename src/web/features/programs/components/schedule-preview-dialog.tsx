// Preview Schedule: the schedule being edited, week by week, before it is saved.
import { Button, Portal, Dialog } from '@chakra-ui/react';
import type { ScheduleEntry } from '../lib/schedule.ts';
import { useProgramsTexts } from '../texts.ts';
import { ScheduleByWeek } from './schedule-by-week.tsx';

export function SchedulePreviewDialog(props: { open: boolean; onClose: () => void; name: string; entries: readonly ScheduleEntry[] }) {
  const T = useProgramsTexts();
  return (
    <Dialog.Root open={props.open} onOpenChange={(e) => !e.open && props.onClose()} size={{ base: 'full', md: 'xl' }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                {T.previewTitle}
                {props.name ? `: ${props.name}` : ''}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <ScheduleByWeek items={props.entries} />
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{T.close}</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
