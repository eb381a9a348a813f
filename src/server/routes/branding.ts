// The logo byte routes (plain Express: the body is an image, not JSON). The rest of branding is
// served by the tRPC routers coach.branding and client.branding.
//   PUT /api/branding/logo          a coach uploads a logo (≤ 2 MB png/jpeg/svg; bearer token)
//   GET /api/branding/logos/:name   the rasterised PNG, for the coach's clients' app header
import type { Express, Request, Response } from 'express';
import { LOGO_MAX_BYTES } from '../../shared/limits.ts';
import { DomainError, isDatabaseUnavailable, MSG_UNAVAILABLE } from '../errors.ts';
import type { StorageDeps } from '../lib/object-storage/index.ts';
import { resolveBearer } from '../services/auth/sessions.ts';
import { readLogo, setLogo } from '../services/branding/branding-service.ts';
import { LogoTooLarge } from '../services/branding/logo.ts';
import { bearerOf } from '../trpc/context.ts';

const statusOf: Record<string, number> = { NOT_FOUND: 404, CONFLICT: 409, INVALID: 400, FORBIDDEN: 403, TOO_MANY_REQUESTS: 429, PAYLOAD_TOO_LARGE: 413, UNAUTHORIZED: 401, UNAVAILABLE: 503 };

/** Reads at most `limit` bytes; past it, stops buffering and answers 413. */
function readBody(req: Request, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      if (over) return;
      size += chunk.length;
      if (size > limit) {
        over = true;
        req.pause();
        reject(new LogoTooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!over) resolve(Buffer.concat(chunks));
    });
    req.on('error', (err) => {
      if (!over) reject(err);
    });
  });
}

const fail = (res: Response, status: number, error: string) => {
  if (!res.headersSent) res.status(status).json({ error });
};

export function mountBrandingRoutes(app: Express, deps: StorageDeps): void {

  const upload = async (req: Request, res: Response) => {
    try {
      const token = bearerOf(req);
      const who = token ? await resolveBearer(deps.db, token, deps.clock.now()) : null;
      if (!who || 'expiredLink' in who) return fail(res, 401, 'Please sign in to continue');
      if (who.user.role !== 'COACH') return fail(res, 403, 'This is for coaches only');
      if (Number(req.headers['content-length'] ?? 0) > LOGO_MAX_BYTES) throw new LogoTooLarge();
      const body = await readBody(req, LOGO_MAX_BYTES);
      res.json(await setLogo(deps, who.user.id, body));
    } catch (err) {
      if (err instanceof LogoTooLarge) res.setHeader('Connection', 'close');
      if (err instanceof DomainError) return fail(res, statusOf[err.kind] ?? 400, err.message);
      if (isDatabaseUnavailable(err)) return fail(res, 503, MSG_UNAVAILABLE);
      deps.log.error({ err, reqId: (req as Request & { id?: string }).id }, 'logo upload failed');
      fail(res, 500, 'Something went wrong on our side. Please try again.');
    }
  };

  const read = async (req: Request, res: Response) => {
    const png = await readLogo(deps, String(req.params.name));
    if (!png) return fail(res, 404, 'Logo not found');
    res.setHeader('Content-Type', 'image/png');
    res.setHeader('Content-Length', String(png.length));
    // Each upload gets a new name, so a name's bytes never change.
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.setHeader('Content-Disposition', 'inline; filename="logo.png"');
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    res.end(png);
  };

  app.put('/api/branding/logo', (req, res, next) => {
    upload(req, res).catch(next);
  });
  app.get('/api/branding/logos/:name', (req, res, next) => {
    read(req, res).catch(next);
  });
}
