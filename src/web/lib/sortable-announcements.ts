// What a screen reader hears while a list is reordered with dnd-kit. Its defaults read the raw
// ids ("Draggable item cmx53dd5… was dropped over droppable area …"); these name the item and
// its position, as the calendar's announcements name the workout and the day.
import type { Announcements, DndContextProps, UniqueIdentifier } from '@dnd-kit/core';
import { sortableMessages } from './sortable-texts.ts';

/**
 * The `accessibility` prop of a DndContext over one sortable list: `ids` in their order on
 * screen, `nameOf` the name a user knows each by.
 */
export function sortableAccessibility(ids: readonly UniqueIdentifier[], nameOf: (id: UniqueIdentifier) => string): NonNullable<DndContextProps['accessibility']> {
  const total = ids.length;
  // Read when each announcement is made, so it speaks the language the user has now.
  const t = () => sortableMessages.get();
  const at = (id: UniqueIdentifier) => ids.indexOf(id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t().start(nameOf(active.id), at(active.id), total),
    onDragOver: ({ active, over }) => (over ? t().over(nameOf(active.id), at(over.id), total) : undefined),
    onDragEnd: ({ active, over }) => (over ? t().drop(nameOf(active.id), at(over.id), total) : t().cancel(nameOf(active.id))),
    onDragCancel: ({ active }) => t().cancel(nameOf(active.id)),
  };
  return { announcements, screenReaderInstructions: { draggable: t().instructions } };
}
