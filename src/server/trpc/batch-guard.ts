// Caps on tRPC batches (docs/reliability.md): one HTTP request carrying 200 sign-in attempts
// must not be possible. tRPC's own `maxBatchSize` caps the count; credential procedures
// (anything that checks a password or spends a reset token) must travel alone. The web client
// sends each of them as a lone mutation (its batch link groups mutations of one tick only).
import type { RequestHandler } from 'express';

/** Most calls one batch may carry; the web client's batch link uses the same number. */
export const MAX_BATCH_SIZE = 20;

export const UNBATCHABLE = new Set(['auth.login', 'auth.register', 'auth.forgotPassword', 'auth.resetPassword', 'coach.profile.changePassword']);

export const MSG_BATCH_TOO_LARGE = `A batch may carry at most ${MAX_BATCH_SIZE} calls.`;
export const MSG_NOT_BATCHABLE = 'Sign-in and password calls cannot be batched. Please send them one at a time.';

/**
 * Mounted on /trpc before the tRPC middleware: refuses oversized batches and batched credential
 * calls. Any request that names a batch parameter is judged as a batch, whatever its value or
 * how often it appears (`batch=1&batch=1` once made Express's `req.query.batch` an array, which
 * slipped past a `=== '1'` check while tRPC, reading the first value, still batched). The query
 * and the procedure path are read the way tRPC reads them: URLSearchParams of the raw query, and
 * the last path segment, percent-decoded.
 */
export const guardBatches: RequestHandler = (req, res, next) => {
  const q = req.originalUrl.indexOf('?');
  const params = new URLSearchParams(q === -1 ? '' : req.originalUrl.slice(q + 1));
  if (![...params.keys()].some((name) => name === 'batch' || name.startsWith('batch['))) return next();
  let procedures: string;
  try {
    procedures = decodeURIComponent(req.path.slice(req.path.lastIndexOf('/') + 1));
  } catch {
    return next(); // not a path tRPC can read; refused as such after this guard (app.ts)
  }
  const paths = procedures.split(',');
  if (paths.length > MAX_BATCH_SIZE) return void res.status(400).json({ error: MSG_BATCH_TOO_LARGE });
  if (paths.length > 1 && paths.some((p) => UNBATCHABLE.has(p))) return void res.status(400).json({ error: MSG_NOT_BATCHABLE });
  next();
};
