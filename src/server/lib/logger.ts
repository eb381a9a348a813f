// The server's logger (docs/reliability.md, "Credentials and logs"): pino, with every credential
// taken out before a line is written. Credentials travel in request paths (the reset token of
// GET /api/auth/verify-reset-token/{token}, GET /api/auth/invites/{token} and the calendar feeds, /api/calendar-feeds/{token}.ics),
// query strings (`?token=` of access and unsubscribe links, `?invite=` of coach invitations, `exp`/`sig` of signed photo URLs, S3's X-Amz-*), headers (Authorization) and bodies;
// someone who can read the log must not be able to sign in with what it holds.
import pino, { type DestinationStream, type Logger } from 'pino';

export const REDACTED = '[redacted]';

/** Object fields that hold a credential wherever they appear in a logged object. */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'authorization',
  '*.authorization',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.invite',
  '*.accessToken',
  '*.sig',
  '*.signature',
];

/** Path segments that are credentials: the segment after these names. */
const CREDENTIAL_SEGMENT = /(\/verify-reset-token\/|\/auth\/invites\/|\/calendar-feeds\/)[^/?#\s"\\]+/gi;
/** Query parameters that are credentials (or sign one), in any URL written anywhere in a line. */
const CREDENTIAL_PARAM = /([?&](?:token|invite|access_token|sig|signature|exp|expires|X-Amz-(?:Signature|Credential|Security-Token)|Signature|Key-Pair-Id|Policy)=)[^&#\s"\\]+/gi;
const BEARER = /(Bearer\s+)[^\s"\\,]+/gi;

/** Text with every known credential form replaced by `[redacted]`. */
export function redactCredentials(text: string): string {
  return text.replace(CREDENTIAL_SEGMENT, `$1${REDACTED}`).replace(CREDENTIAL_PARAM, `$1${REDACTED}`).replace(BEARER, `$1${REDACTED}`);
}

/**
 * The logger of the server process. Fields are redacted by name, and every finished line once
 * more by the forms above, so a credential inside an error message or a URL is caught too.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    // An ISO 8601 instant (`"time":"2026-12-06T20:01:02.345Z"`) rather than epoch milliseconds:
    // readable as it is, and sorted the same.
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    hooks: { streamWrite: redactCredentials },
  };
  return destination ? pino(options, destination) : pino(options);
}
