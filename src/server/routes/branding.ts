// The logo byte routes (plain Express: the body is an image, not JSON). The rest of branding is
// served by the tRPC routers coach.branding and client.branding.
//   PUT /api/branding/logo          a coach uploads a logo (≤ 2 MB png/jpeg/svg; bearer token)
//   GET /api/branding/logos/:name   the rasterised PNG, for the coach's clients' app header
import type { Express, Request, Response } from 'express';
import { LOGO_MAX_BYTES } from '#shared/limits';
import { requireRole, requireSignedIn } from '../lib/access.ts';
import type { StorageDeps } from '../lib/object-storage/index.ts';
import { MSG_LINK_EXPIRED } from '../services/auth/sessions.ts';
import { readLogo, setLogo } from '../services/branding/branding.ts';
import { DomainError } from '../errors.ts';
import { LogoTooLarge, MSG_LOGO_TYPE } from '../services/branding/logo.ts';
import { resolveRequestBearer } from '../trpc/context.ts';
import { fail, failWith, readBody } from './bytes.ts';

export const MSG_LOGO_NOT_FOUND = 'Logo not found';

export function mountBrandingRoutes(app: Express, deps: StorageDeps): void {
  const upload = async (req: Request, res: Response) => {
    try {
      // The same sign-in and role rules as the coach's procedures (lib/access.ts).
      const found = await resolveRequestBearer(deps, req);
      const signedIn = found && !('expiredLink' in found) ? found : null;
      const user = requireSignedIn(
        {
          user: signedIn?.user ?? null,
          previewCoachId: signedIn?.previewCoachId ?? null,
          apiKey: signedIn?.apiKey ?? null,
          authError: found && 'expiredLink' in found ? (found.message ?? MSG_LINK_EXPIRED) : undefined,
        },
        true,
      );
      requireRole(user, 'COACH');
      const body = await readBody(
        req,
        LOGO_MAX_BYTES,
        () => new LogoTooLarge(),
        () => new DomainError('UNSUPPORTED_MEDIA_TYPE', MSG_LOGO_TYPE),
      );
      res.json(await setLogo(deps, user.id, body));
    } catch (err) {
      failWith(res, err, req, deps.log, 'logo upload');
    }
  };

  const read = async (req: Request, res: Response) => {
    let png: Buffer | null;
    try {
      png = await readLogo(deps, String(req.params.name));
    } catch (err) {
      return failWith(res, err, req, deps.log, 'logo read');
    }
    if (!png) return fail(res, 404, MSG_LOGO_NOT_FOUND);
    res.setHeader('Content-Type', 'image/png');
    res.setHeader('Content-Length', String(png.length));
    // Each upload gets a new name, so a name's bytes never change.
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.setHeader('Content-Disposition', 'inline; filename="logo.png"');
    // E-mails show the logo (docs/jobs.md): mail apps load it from their own origin.
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    res.end(png);
  };

  app.put('/api/branding/logo', (req, res, next) => {
    upload(req, res).catch(next);
  });
  app.get('/api/branding/logos/:name', (req, res, next) => {
    read(req, res).catch(next);
  });
}
