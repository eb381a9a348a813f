import { z } from 'zod';
import { EMAIL_MAX_LENGTH, ID_MAX_LENGTH, NAME_MAX_LENGTH } from '../limits.ts';

/** Row ids are cuid strings; anything else is refused before it reaches the database. */
export const ZId = z
  .string({ error: 'id must be a string' })
  .min(1, 'id is required')
  .max(ID_MAX_LENGTH, 'id is too long')
  .regex(/^[A-Za-z0-9_-]+$/, 'id has invalid characters');

export const ZEmail = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(EMAIL_MAX_LENGTH, 'Email is too long')
  .pipe(z.email({ error: 'Please enter a valid email address' }))
  .transform((e) => e.toLowerCase());

export const ZName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(NAME_MAX_LENGTH, `${label} must be at most ${NAME_MAX_LENGTH} characters`);

/** Optional free text: trimmed, blank becomes null. */
export const ZOptionalText = (max: number, label = 'Text') =>
  z
    .string()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((s) => (s.trim() === '' ? null : s.trim()))
    .nullish();

export const ZOk = z.object({ ok: z.literal(true) });
