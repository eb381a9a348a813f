// Fitness tests (docs/product.md §2 "Progress", §3, §5, §7).
import { z } from 'zod';
import { SHORT_TEXT_MAX } from '../limits.ts';
import { ZIdField } from './common.ts';
import { ZDateTimeInput } from './food.ts';

export const FITNESS_NOTES_MAX = 2000;
export const MSG_TEST_IN_FUTURE = 'A test cannot be dated in the future';

const text = (label: string, max: number) =>
  z
    .string({ error: (iss) => (iss.input === undefined ? `${label} is required` : `${label} must be text`) })
    .max(max, `${label} must be at most ${max} characters`)
    .transform((s) => s.trim());

export const ZCreateFitnessTestInput = z.strictObject({
  /** Required for a new test; a retest takes its root's name. */
  testName: text('Test name', SHORT_TEXT_MAX).optional(),
  result: text('Result', SHORT_TEXT_MAX).pipe(z.string().min(1, 'Result is required')),
  unit: text('Unit', 50).nullish(),
  notes: text('Notes', FITNESS_NOTES_MAX).nullish(),
  testedAt: ZDateTimeInput('testedAt').optional(),
  previousTestId: ZIdField('previousTestId').nullish(),
});
export type CreateFitnessTestInput = z.input<typeof ZCreateFitnessTestInput>;

export const ZFitnessTest = z.object({
  id: z.string(),
  testName: z.string(),
  result: z.string(),
  unit: z.string().nullable(),
  notes: z.string().nullable(),
  testedAt: z.date(),
  previousTestId: z.string().nullable(),
});
export type FitnessTest = z.infer<typeof ZFitnessTest>;
