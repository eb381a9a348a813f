// The coach sidebar's expanded/collapsed choice, kept in a cookie for 7 days (docs/product.md §4, §9) so
// it survives reloads.
export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

export function readSidebarExpanded(): boolean {
  const entry = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  return entry ? entry.slice(SIDEBAR_COOKIE.length + 1) !== 'false' : true;
}

export function writeSidebarExpanded(expanded: boolean) {
  document.cookie = `${SIDEBAR_COOKIE}=${expanded}; Max-Age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}

/**
 * Ctrl+B on Windows/Linux, Cmd+B on macOS (docs/product.md §9); ignores Shift/Alt combinations, and
 * rich-text editors (client notes), where the same keys mean bold.
 */
export function isSidebarShortcut(event: KeyboardEvent): boolean {
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest('[contenteditable]:not([contenteditable="false"])')) return false;
  return event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
}
