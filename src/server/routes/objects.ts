// The photo byte routes (DESIGN §3 "Photos"), plain Express because their bodies are images, not
// JSON. The ticket itself (POST /api/objects/upload) is a tRPC procedure in the food router.
//   PUT /api/objects/upload/:key?exp&sig  the bytes of one photo (≤ 5 MiB, JPEG/PNG/WebP)
//   GET /api/objects/read/:key?exp&sig    a stored photo, for its client and their coach
import type { Express, Request, Response } from 'express';
import { FOOD_PHOTO_MAX_BYTES } from '../../shared/limits.ts';
import { DomainError, isDatabaseUnavailable, MSG_UNAVAILABLE } from '../errors.ts';
import type { StorageDeps } from '../lib/object-storage/index.ts';
import { UnsupportedMediaType } from '../services/photos/process-image.ts';
import { verifySignedUrl } from '../services/photos/signing.ts';
import { acceptUpload, readPhoto } from '../services/photos/uploads.ts';

export const MSG_PHOTO_TOO_LARGE = 'Please choose images under 5MB each';
const MSG_BAD_LINK = 'This link is invalid or has expired';
const KEY = /^[A-Za-z0-9_-]{32,64}$/;

const statusOf: Record<string, number> = { NOT_FOUND: 404, CONFLICT: 409, INVALID: 400, FORBIDDEN: 403, TOO_MANY_REQUESTS: 429, PAYLOAD_TOO_LARGE: 413, UNAUTHORIZED: 401, UNAVAILABLE: 503 };

class TooLarge extends Error {}

function fail(res: Response, status: number, error: string) {
  if (!res.headersSent) res.status(status).json({ error });
}

/** The request body, refused past `limit` bytes without buffering the rest. */
function readBody(req: Request, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        done = true;
        req.pause();
        reject(new TooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!done) resolve(Buffer.concat(chunks));
    });
    req.on('error', (err) => {
      if (!done) reject(err);
    });
  });
}

export function mountObjectRoutes(app: Express, deps: StorageDeps): void {
  const handle = (err: unknown, req: Request, res: Response) => {
    if (err instanceof TooLarge) {
      res.setHeader('Connection', 'close');
      return fail(res, 413, MSG_PHOTO_TOO_LARGE);
    }
    if (err instanceof UnsupportedMediaType) return fail(res, 415, err.message);
    if (err instanceof DomainError) return fail(res, statusOf[err.kind] ?? 400, err.message);
    if (isDatabaseUnavailable(err)) return fail(res, 503, MSG_UNAVAILABLE);
    deps.log.error({ err, reqId: (req as Request & { id?: string }).id }, 'photo route failed');
    fail(res, 500, 'Something went wrong on our side. Please try again.');
  };

  const upload = async (req: Request, res: Response) => {
    const key = String(req.params.key);
    try {
      if (!KEY.test(key) || !verifySignedUrl(deps.appSecret, 'upload', key, req.query.exp, req.query.sig, deps.clock.now())) {
        return fail(res, 403, MSG_BAD_LINK);
      }
      const declared = Number(req.headers['content-length'] ?? NaN);
      if (declared > FOOD_PHOTO_MAX_BYTES) throw new TooLarge();
      const body = await readBody(req, FOOD_PHOTO_MAX_BYTES);
      if (body.length === 0) return fail(res, 400, 'The upload is empty. Please choose a photo.');
      const stored = await acceptUpload(deps, key, body);
      res.status(200).json(stored);
    } catch (err) {
      handle(err, req, res);
    }
  };

  const read = async (req: Request, res: Response) => {
    const key = String(req.params.key);
    try {
      if (!KEY.test(key) || !verifySignedUrl(deps.appSecret, 'read', key, req.query.exp, req.query.sig, deps.clock.now())) {
        return fail(res, 403, MSG_BAD_LINK);
      }
      const photo = await readPhoto(deps, key);
      if (!photo) return fail(res, 404, 'Photo not found');
      const secondsLeft = Math.max(0, Math.floor((Number(req.query.exp) - deps.clock.now().getTime()) / 1000));
      res.setHeader('Content-Type', photo.contentType);
      res.setHeader('Content-Length', String(photo.body.length));
      // Private: the URL is a capability for one person; shared caches must not keep it.
      res.setHeader('Cache-Control', `private, max-age=${secondsLeft}, immutable`);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Disposition', 'inline');
      res.end(photo.body);
    } catch (err) {
      handle(err, req, res);
    }
  };

  app.put('/api/objects/upload/:key', (req, res, next) => {
    upload(req, res).catch(next);
  });
  app.get('/api/objects/read/:key', (req, res, next) => {
    read(req, res).catch(next);
  });
}
