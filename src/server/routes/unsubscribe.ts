// RFC 8058 one-click unsubscribe (docs/jobs.md): mail apps POST `List-Unsubscribe=One-Click` to
// the URL of an e-mail's List-Unsubscribe header, with no sign-in and no JSON. Plain Express,
// mounted before the JSON-only /api middleware; the same service as POST /api/unsubscribe.
//   POST /api/unsubscribe/one-click?token=…
import type { Express, Request, Response } from 'express';
import type { AppDeps } from '../deps.ts';
import { DomainError } from '../errors.ts';
import { unsubscribe } from '../services/email/unsubscribe.ts';

export function mountUnsubscribeRoutes(app: Express, deps: Pick<AppDeps, 'db' | 'appSecret' | 'log'>): void {
  const oneClick = async (req: Request, res: Response) => {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    try {
      const { what } = await unsubscribe(deps, token);
      res.json({ ok: true, what });
    } catch (err) {
      if (err instanceof DomainError) {
        res.status(400).json({ error: err.message });
        return;
      }
      deps.log.error({ err }, 'one-click unsubscribe failed');
      res.status(503).json({ error: 'Please try again later' });
    }
  };
  app.post('/api/unsubscribe/one-click', (req, res, next) => {
    oneClick(req, res).catch(next);
  });
}
