// Fitness tests (docs/product.md §2 "Progress", §3, §5, §7).
import { z } from 'zod';
import { SHORT_TEXT_MAX } from '../limits.ts';
import { safeName, ZIdField } from './common.ts';
import { ZDateTimeInput } from './food.ts';
import { acceptInfiniteQuery, ZPageCursor, ZPageLimit, ZPageOf } from './paging.ts';

export const FITNESS_NOTES_MAX = 2000;
export const MSG_TEST_IN_FUTURE = 'A test cannot be dated in the future';

const text = (label: string, max: number) =>
  z
    .string({ error: (iss) => (iss.input === undefined ? `${label} is required` : `${label} must be text`) })
    .max(max, `${label} must be at most ${max} characters`)
    .transform((s) => s.trim());
/** A test's name or unit: also one line, without direction overrides (common.ts `safeName`). */
const name = (label: string, max: number) => safeName(text(label, max), label);

export const ZCreateFitnessTestInput = z.strictObject({
  /** Required for a new test; a retest takes its root's name. */
  testName: name('Test name', SHORT_TEXT_MAX).optional(),
  result: text('Result', SHORT_TEXT_MAX).pipe(z.string().min(1, 'Result is required')),
  unit: name('Unit', 50).nullish(),
  notes: text('Notes', FITNESS_NOTES_MAX).nullish(),
  testedAt: ZDateTimeInput('testedAt').optional(),
  previousTestId: ZIdField('previousTestId').nullish(),
});
export type CreateFitnessTestInput = z.input<typeof ZCreateFitnessTestInput>;

export const ZFitnessTest = z
  .object({
    id: z.string(),
    testName: z.string(),
    result: z.string().describe('The value as entered, in unit'),
    unit: z.string().nullable().describe('Free text, such as s, reps or cm'),
    notes: z.string().nullable(),
    testedAt: z.date(),
    previousTestId: z.string().nullable().describe("The client's previous result of the same test, or null"),
  })
  .meta({ id: 'FitnessTest' });
export type FitnessTest = z.infer<typeof ZFitnessTest>;

/**
 * Most tests in one answer of GET /fitness-tests (docs/query-performance.md "Lists that can grow"):
 * about 140 KB of JSON. A client with more reads the next page by its cursor.
 */
export const FITNESS_PAGE_MAX = 1000;

/** `limit` (default and most: FITNESS_PAGE_MAX) and the `cursor` of the previous answer. */
export const ZListFitnessTestsInput = acceptInfiniteQuery(
  z
    .strictObject({
      limit: ZPageLimit(FITNESS_PAGE_MAX),
      cursor: ZPageCursor,
    })
    .optional(),
);

export const ZFitnessTestPage = ZPageOf(ZFitnessTest).meta({ id: 'FitnessTestPage' });
export type FitnessTestPage = z.infer<typeof ZFitnessTestPage>;
