// A sign-in token may arrive in the address (`/app/today?token=…`, the client's personal link;
// docs/product.md §4). It is stored, then removed from the address bar so it is not bookmarked or shared.
import { ADDRESS_TOKEN_REMOVAL_MS } from '#shared/limits';

export { ADDRESS_TOKEN_REMOVAL_MS };

/** `?token=` of a sign-in link; a reset link's (/reset-password?token=) or an unsubscribe link's token (/unsubscribe?token=) is not one. */
export function signInTokenFromAddress(pathname: string, search: string): string | null {
  if (pathname.startsWith('/reset-password') || pathname.startsWith('/unsubscribe')) return null;
  const token = new URLSearchParams(search).get('token');
  return token && token.trim() ? token.trim() : null;
}

/** The same search string without its `token` parameter ('' when nothing is left). */
export function searchWithoutToken(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('token');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
