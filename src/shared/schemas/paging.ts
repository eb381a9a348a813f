// Optional paging of the lists that can grow (docs/query-performance.md "Lists that can grow"):
// `limit` and an opaque `cursor`, the X-Next-Cursor of the previous answer.
import { z } from 'zod';

/** Longest cursor accepted (a name of 100 characters of up to 4 bytes, a time and an id, base64url-encoded). */
export const CURSOR_MAX_LENGTH = 1024;
export const MSG_BAD_CURSOR = 'cursor is not valid: send the X-Next-Cursor (or nextCursor) of the previous answer';

/** Page size between 1 and `max`; REST sends it as a query string. */
export const ZPageLimit = (max: number) =>
  z.coerce.number({ error: 'limit must be a number' }).int('limit must be a whole number').min(1, 'limit must be at least 1').max(max, `limit must be at most ${max}`).optional();

/** Where the previous page ended; opaque, checked again when decoded on the server. */
export const ZPageCursor = z
  .string({ error: 'cursor must be text' })
  .min(1, MSG_BAD_CURSOR)
  .max(CURSOR_MAX_LENGTH, MSG_BAD_CURSOR)
  .regex(/^[A-Za-z0-9_-]+$/, MSG_BAD_CURSOR)
  .nullish();

/** A page of a list that is new in this API (the body names the next page itself). */
export const ZPageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), nextCursor: z.string().nullable() });

/**
 * tRPC's useInfiniteQuery sends `direction: 'forward' | 'backward'` with every page; a strict
 * paged input drops that one key before it is checked (REST never sends it, OpenAPI never names it).
 */
export const acceptInfiniteQuery = <T extends z.ZodType>(schema: T): T =>
  z.preprocess((input) => {
    if (!input || typeof input !== 'object' || Array.isArray(input) || !('direction' in input)) return input;
    const { direction, ...rest } = input as Record<string, unknown>;
    return direction === 'forward' || direction === 'backward' ? rest : input;
  }, schema) as unknown as T;
