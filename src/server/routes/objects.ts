// The photo byte routes (docs/api.md, "Photos"), plain Express because their bodies are images, not
// JSON. The ticket itself (POST /api/objects/upload) is a tRPC procedure in the food router.
//   PUT /api/objects/upload/:key?exp&sig  the bytes of one photo (≤ 5 MiB, JPEG/PNG/WebP)
//   GET /api/objects/read/:key?exp&sig    a stored photo, for its client and their coach
import type { Express, Request, Response } from 'express';
import { FOOD_PHOTO_MAX_BYTES } from '#shared/limits';
import { DomainError } from '../errors.ts';
import type { StorageDeps } from '../lib/object-storage/index.ts';
import { verifySignedUrl } from '../services/photos/signing.ts';
import { UnsupportedMediaType } from '../services/photos/process-image.ts';
import { acceptUpload, readPhoto } from '../services/photos/uploads.ts';
import { fail, failWith, readBody } from './bytes.ts';

export const MSG_PHOTO_TOO_LARGE = 'Please choose images under 5MB each';
export const MSG_BAD_LINK = 'This link is invalid or has expired';
export const MSG_EMPTY_UPLOAD = 'The upload is empty. Please choose a photo.';
const KEY = /^[A-Za-z0-9_-]{32,64}$/;

const photoTooLarge = () => new DomainError('PAYLOAD_TOO_LARGE', MSG_PHOTO_TOO_LARGE);

export function mountObjectRoutes(app: Express, deps: StorageDeps): void {
  const handle = (err: unknown, req: Request, res: Response) => failWith(res, err, req, deps.log, 'photo route');

  const upload = async (req: Request, res: Response) => {
    const key = String(req.params.key);
    try {
      if (!KEY.test(key) || !verifySignedUrl(deps.appSecret, 'upload', key, req.query.exp, req.query.sig, deps.clock.now())) {
        return fail(res, 403, MSG_BAD_LINK);
      }
      const body = await readBody(req, FOOD_PHOTO_MAX_BYTES, photoTooLarge, () => new UnsupportedMediaType());
      if (body.length === 0) return fail(res, 400, MSG_EMPTY_UPLOAD);
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
