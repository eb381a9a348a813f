// Forms check their fields with the shared zod schemas (src/shared/schemas), so a rule and its
// message exist once, for the server and the screen alike; the screen shows it in the user's
// language (i18n/validation-texts.ts).
import { z } from 'zod';
import { translateMessage } from '#web/i18n/validation-texts.ts';

/** The message of the first rule `value` breaks (zod 4's flattenError), or undefined when it passes. */
export function firstError(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  const message = result.success ? undefined : z.flattenError(result.error).formErrors[0];
  return message === undefined ? undefined : translateMessage(message);
}

/** For an object schema: the first message per field, e.g. `{ name: 'Business name is required' }`. */
export function fieldErrors(schema: z.ZodType, value: unknown): Partial<Record<string, string>> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const { fieldErrors: byField } = z.flattenError(result.error) as { fieldErrors: Record<string, string[] | undefined> };
  return Object.fromEntries(
    Object.entries(byField).map(([field, messages]) => {
      const first = messages?.[0];
      return [field, first === undefined ? undefined : translateMessage(first)];
    }),
  );
}
