// What the byte routes (photos, logos: bodies that are images, not JSON) share: reading a body
// with a size limit, and answering an error by the one table of src/server/errors.ts.
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { DomainError, httpAnswerOf } from '../errors.ts';

/** Answers `{ error }` with a status, unless an answer went out already (a deadline 503). */
export function fail(res: Response, status: number, error: string): void {
  if (!res.headersSent) res.status(status).json({ error });
}

/** Answers any error thrown by a byte route: domain errors by the table, anything else 500 (logged). */
export function failWith(res: Response, err: unknown, req: Request, log: Pick<Logger, 'error'>, what: string): void {
  const answer = httpAnswerOf(err);
  if (answer.status >= 500 && answer.status !== 503) log.error({ err, reqId: (req as Request & { id?: string }).id }, `${what} failed`);
  // A refused large body is not read to its end: the connection cannot carry another request.
  if (answer.status === 413) res.setHeader('Connection', 'close');
  if (answer.retryAfterSeconds !== undefined && !res.headersSent) res.setHeader('Retry-After', String(answer.retryAfterSeconds));
  fail(res, answer.status, answer.error);
}

/**
 * The request body, refused past `limit` bytes (declared or sent) with `tooLarge()` without
 * buffering the rest. A body sent as JSON was already read by the JSON parser in front of `/api`,
 * and is refused with `notBytes()` rather than waited for.
 */
export function readBody(req: Request, limit: number, tooLarge: () => DomainError, notBytes: () => DomainError): Promise<Buffer> {
  if (req.readableEnded) return Promise.reject(notBytes());
  if (Number(req.headers['content-length'] ?? 0) > limit) return Promise.reject(tooLarge());
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
        reject(tooLarge());
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
