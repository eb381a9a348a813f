// The coach's read-only view of what a client logs (issue 34 item 6, docs/product.md §2 Client
// detail): fitness tests a page at a time, and one workout with its sets and records.
import { z } from 'zod';
import { ZId } from './common.ts';
import { FITNESS_PAGE_MAX } from './fitness.ts';
import { acceptInfiniteQuery, ZPageCursor, ZPageLimit } from './paging.ts';

export const ZClientFitnessTestsInput = acceptInfiniteQuery(
  z.strictObject({
    id: ZId.meta({ description: 'The client' }),
    limit: ZPageLimit(FITNESS_PAGE_MAX),
    cursor: ZPageCursor,
  }),
);

export const ZClientWorkoutInput = z.strictObject({
  id: ZId.meta({ description: 'The client' }),
  sessionId: ZId.meta({ description: 'One of the client’s workout sessions' }),
});
