// Calendar feeds and CSV downloads (docs/calendar-and-csv.md): plain Express, because their
// bodies are text/calendar and text/csv, not JSON.
//   GET /api/calendar-feeds/:token.ics                  a private iCal feed; the URL is the credential
//   GET /api/exports/roster.csv                         the coach's roster with adherence (bearer)
//   GET /api/clients/:id/exports/workouts.csv           a client's workout log with sets (bearer)
//   GET /api/clients/:id/exports/food.csv               a client's food log (bearer)
//   GET /api/clients/:id/exports/fitness-tests.csv      a client's fitness tests (bearer)
// Another coach's client answers 404, as everywhere.
import { createHash } from 'node:crypto';
import { finished } from 'node:stream/promises';
import type { Express, Request, Response } from 'express';
import type { AppDeps } from '../deps.ts';
import { invalid, notFound } from '../errors.ts';
import { ZId } from '#shared/schemas/common';
import { requireRole, requireSignedIn } from '../lib/access.ts';
import { MSG_LINK_EXPIRED } from '../services/auth/sessions.ts';
import { feedOfToken } from '../services/feeds/calendar-feeds.ts';
import { calendarFeedText } from '../services/feeds/ical.ts';
import {
  csvOut,
  csvStringifier,
  exportClient,
  FITNESS_HEADER,
  FOOD_HEADER,
  ROSTER_HEADER,
  WORKOUTS_HEADER,
  writeFitnessTests,
  writeFood,
  writeRoster,
  writeWorkouts,
  type CsvOut,
} from '../services/feeds/csv.ts';
import { resolveRequestBearer } from '../trpc/context.ts';
import { ifNoneMatchHits } from '../lib/conditional-get.ts';
import { fail, failWith } from './bytes.ts';

export const MSG_FEED_NOT_FOUND = 'Calendar feed not found';

type FeedDeps = Pick<AppDeps, 'db' | 'appUrl' | 'appSecret' | 'clock' | 'log'>;

/** The signed-in coach of a bearer request, by the rules of the coach's procedures (lib/access.ts). */
async function signedInCoach(deps: FeedDeps, req: Request): Promise<string> {
  const found = await resolveRequestBearer(deps, req);
  const signedIn = found && !('expiredLink' in found) ? found : null;
  const user = requireSignedIn({ user: signedIn?.user ?? null, previewCoachId: signedIn?.previewCoachId ?? null, authError: found && 'expiredLink' in found ? MSG_LINK_EXPIRED : undefined }, false);
  requireRole(user, 'COACH');
  return user.id;
}

/** A name safe in a Content-Disposition filename: letters, digits and dashes. */
const fileSlug = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 40) || 'client';

/**
 * Sends a CSV download: the writer fills it row by row as the reader takes them. A failure before
 * the first byte is answered as any other (`failWith`); after it, the download is cut short. A
 * reader who goes away stops the writer (its wait for the reader is aborted).
 */
async function sendCsv(res: Response, filename: string, header: string[], write: (out: CsvOut) => Promise<void>): Promise<void> {
  const stringifier = csvStringifier(header);
  const gone = new AbortController();
  res.on('close', () => gone.abort());
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  stringifier.pipe(res);
  try {
    await write(csvOut(stringifier, gone.signal));
  } catch (err) {
    stringifier.unpipe(res);
    stringifier.destroy();
    if (!res.headersSent) {
      res.removeHeader('Content-Disposition');
      res.removeHeader('Content-Type');
    }
    throw err;
  }
  await finished(res);
}

export function mountFeedRoutes(app: Express, deps: FeedDeps): void {
  const feed = async (req: Request, res: Response) => {
    const file = String(req.params.file ?? '');
    const token = file.endsWith('.ics') ? file.slice(0, -4) : '';
    const owner = await feedOfToken(deps.db, token);
    if (!owner) return fail(res, 404, MSG_FEED_NOT_FOUND);
    const text = await calendarFeedText(deps.db, deps.appUrl, owner, deps.clock.now());
    const tag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 32)}"`;
    res.setHeader('ETag', tag);
    // Calendar apps poll; a change shows on the next fetch (an unchanged feed answers 304).
    res.setHeader('Cache-Control', 'private, no-cache');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    if (ifNoneMatchHits(req.headers['if-none-match'], tag)) return void res.status(304).end();
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    res.setHeader('Content-Disposition', 'inline; filename="spotter.ics"');
    res.send(text);
  };

  const roster = async (req: Request, res: Response) => {
    const coachId = await signedInCoach(deps, req);
    const now = deps.clock.now();
    await sendCsv(res, `roster-${now.toISOString().slice(0, 10)}.csv`, ROSTER_HEADER, (out) => writeRoster(deps.db, coachId, now, out));
  };

  const clientLogs = {
    'workouts.csv': { header: WORKOUTS_HEADER, write: writeWorkouts },
    'food.csv': { header: FOOD_HEADER, write: writeFood },
    'fitness-tests.csv': { header: FITNESS_HEADER, write: writeFitnessTests },
  } as const;

  const clientLog = async (req: Request, res: Response) => {
    const coachId = await signedInCoach(deps, req);
    const kind = clientLogs[String(req.params.file) as keyof typeof clientLogs];
    if (!kind) throw notFound('Export');
    // The id as every procedure checks it (a NUL or 5000 characters are the caller's mistake, 400).
    const id = ZId.safeParse(req.params.id);
    if (!id.success) throw invalid(id.error.issues[0]?.message ?? 'id is invalid');
    const client = await exportClient(deps.db, coachId, id.data);
    const name = `${fileSlug(client.name)}-${String(req.params.file)}`;
    await sendCsv(res, name, kind.header, (out) => kind.write(deps.db, client, out));
  };

  const run = (handler: (req: Request, res: Response) => Promise<void>, what: string) => (req: Request, res: Response) => {
    handler(req, res).catch((err: unknown) => {
      if (res.headersSent || res.destroyed) {
        // A reader who went away is not a failure of ours.
        if (!res.destroyed && (err as Error | undefined)?.name !== 'AbortError') deps.log.error({ err }, `${what} failed while sending`);
        res.destroy();
        return;
      }
      failWith(res, err, req, deps.log, what);
    });
  };

  app.get('/api/calendar-feeds/:file', run(feed, 'calendar feed'));
  app.get('/api/exports/roster.csv', run(roster, 'roster export'));
  app.get('/api/clients/:id/exports/:file', run(clientLog, 'client export'));
}
