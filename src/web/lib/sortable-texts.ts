// What a screen reader hears while a list is reordered by keyboard or pointer
// (sortable-announcements.ts), in the user's language.
import { args, i18n } from '#web/i18n/i18n.ts';

export const sortableMessages = i18n('common/sortable', {
  instructions: 'To pick up an item, press Space or Enter. Use the arrow keys to move it, Space or Enter to drop it in its new place, or Escape to cancel.',
  start: args('name', 'at', 'total')('Picked up {name}, position {at} of {total}.'),
  over: args('name', 'at', 'total')('{name} moved to position {at} of {total}.'),
  drop: args('name', 'at', 'total')('{name} dropped at position {at} of {total}.'),
  cancel: args('name')('Moving cancelled. {name} is back in its place.'),
});

/** The English texts, as tests read them. */
export const SORTABLE_TEXTS = /* @__PURE__ */ sortableMessages.get();
