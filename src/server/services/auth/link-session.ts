// A device session from a client's access link (docs/decisions/0004-access-links.md): the link
// stays reusable by design (it is what the coach sends, and signs in again on any device); each
// device trades it for its own sign-in session, which logout revokes without touching the link.
import { LINK_SESSION_TTL_SECONDS } from '#shared/limits';
import type { AppDeps } from '#server/deps';
import { forbidden, unauthorized } from '#server/errors';
import { MSG_CLIENT_ARCHIVED_SELF } from '#shared/client-access';
import { createSession, MSG_LINK_EXPIRED, resolveBearer } from './sessions.ts';

export const MSG_LINK_INVALID = 'This access link is not valid. It may have been replaced by a newer one: please ask your coach for a new link.';

/**
 * Every attempt is counted per IP before the lookup and given back when the link was good, so
 * guessing is bounded (docs/reliability.md); a link is 256 random bits, this is defence in depth.
 */
export async function signInWithLink(deps: Pick<AppDeps, 'db' | 'clock' | 'limits'>, token: string, ip: string) {
  await deps.limits.linkSessionByIp.hit(ip);
  const now = deps.clock.now();
  const found = await resolveBearer(deps.db, token, now);
  if (found && 'expiredLink' in found) throw unauthorized(MSG_LINK_EXPIRED);
  // A sign-in session token is not a link: refused the same as an unknown one.
  if (!found || !found.viaLink) throw unauthorized(MSG_LINK_INVALID);
  await deps.limits.linkSessionByIp.refund(ip);
  if (found.client?.archived) throw forbidden(MSG_CLIENT_ARCHIVED_SELF);
  const session = await createSession(deps.db, found.user.id, now, LINK_SESSION_TTL_SECONDS);
  return { token: session, user: found.user };
}
