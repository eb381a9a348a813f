// What a screen reader hears while a list is reordered with dnd-kit. Its defaults read the raw
// ids ("Draggable item cmx53dd5… was dropped over droppable area …"); these name the item and
// its position, as the calendar's announcements name the workout and the day.
import type { Announcements, DndContextProps, UniqueIdentifier } from '@dnd-kit/core';

export const SORTABLE_TEXTS = {
  instructions: 'To pick up an item, press Space or Enter. Use the arrow keys to move it, Space or Enter to drop it in its new place, or Escape to cancel.',
  start: (name: string, at: number, total: number) => `Picked up ${name}, position ${at} of ${total}.`,
  over: (name: string, at: number, total: number) => `${name} moved to position ${at} of ${total}.`,
  drop: (name: string, at: number, total: number) => `${name} dropped at position ${at} of ${total}.`,
  cancel: (name: string) => `Moving cancelled. ${name} is back in its place.`,
} as const;

/**
 * The `accessibility` prop of a DndContext over one sortable list: `ids` in their order on
 * screen, `nameOf` the name a user knows each by.
 */
export function sortableAccessibility(ids: readonly UniqueIdentifier[], nameOf: (id: UniqueIdentifier) => string): NonNullable<DndContextProps['accessibility']> {
  const total = ids.length;
  const at = (id: UniqueIdentifier) => ids.indexOf(id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => SORTABLE_TEXTS.start(nameOf(active.id), at(active.id), total),
    onDragOver: ({ active, over }) => (over ? SORTABLE_TEXTS.over(nameOf(active.id), at(over.id), total) : undefined),
    onDragEnd: ({ active, over }) => (over ? SORTABLE_TEXTS.drop(nameOf(active.id), at(over.id), total) : SORTABLE_TEXTS.cancel(nameOf(active.id))),
    onDragCancel: ({ active }) => SORTABLE_TEXTS.cancel(nameOf(active.id)),
  };
  return { announcements, screenReaderInstructions: { draggable: SORTABLE_TEXTS.instructions } };
}
