import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, TOKEN_MAX_LENGTH, LONG_TEXT_MAX } from '../limits.ts';
import { ZEmail, ZName, ZOptionalText, ZTimeZone } from './common.ts';

export const MSG_PASSWORD_TOO_SHORT = 'Password must be at least 8 characters';

export const ZNewPassword = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, MSG_PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** Sign-in takes any stored password; only the length cap protects the hasher. */
const ZPassword = z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX_LENGTH, 'Invalid email or password');

export const ZRole = z.enum(['COACH', 'CLIENT']);
export type Role = z.infer<typeof ZRole>;

export const ZUser = z
  .object({
    id: z.string(),
    email: z.string().nullable(),
    role: ZRole.describe('COACH or CLIENT'),
    firstName: z.string(),
    lastName: z.string(),
    phoneNumber: z.string().nullable(),
    bio: z.string().nullable(),
    qualifications: z.string().nullable(),
    /** IANA zone the user's days are counted in; null = UTC (docs/time-zones.md). */
    timeZone: z.string().nullable().describe("IANA zone the user's days are counted in; null = UTC (docs/time-zones.md)."),
    /** Unit loads are shown in (docs/sets.md). */
    loadUnit: z.enum(['KG', 'LB']).describe('Unit loads are shown in (docs/sets.md).'),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof ZUser>;

export const ZLoginInput = z.strictObject({ email: ZEmail, password: ZPassword });

export const ZRegisterInput = z.strictObject({
  email: ZEmail,
  password: ZNewPassword,
  /** docs/product.md §3: default CLIENT; any non-COACH value is treated as client. */
  role: z
    .string()
    .max(20)
    .optional()
    .transform((r): Role => (r === 'COACH' ? 'COACH' : 'CLIENT')),
  firstName: ZName('First name'),
  lastName: ZName('Last name'),
});

export const ZSessionResponse = z.object({ token: z.string(), user: ZUser }).meta({ id: 'SessionResponse' });

/** Whether this server takes new sign-ups (REGISTRATION, docs/self-hosting.md). */
export const ZRegistrationOutput = z.object({ open: z.boolean() }).meta({ id: 'RegistrationOutput' });
/** The sign-up API's 403 and the sign-up screen's notice when REGISTRATION=closed. */
export const MSG_REGISTRATION_CLOSED = 'Sign-up is closed on this server. Ask its owner for an account.';

export const ZLinkSessionInput = z.strictObject({
  token: z.string({ error: 'Invalid access link' }).min(1, 'Invalid access link').max(TOKEN_MAX_LENGTH, 'Invalid access link'),
});

export const ZForgotPasswordInput = z.strictObject({ email: ZEmail });
/** "E-mail me a new link": the address the client's coach recorded. */
export const ZRequestAccessLinkInput = z.strictObject({ email: ZEmail });
export const ZResetToken = z.string({ error: 'Invalid reset link' }).min(1, 'Invalid reset link').max(TOKEN_MAX_LENGTH, 'Invalid reset link');
export const ZVerifyResetTokenInput = z.strictObject({ token: ZResetToken });
export const ZVerifyResetTokenOutput = z.object({ valid: z.boolean(), error: z.string().optional() }).meta({ id: 'VerifyResetTokenOutput' });
export const ZResetPasswordInput = z.strictObject({ token: ZResetToken, newPassword: ZNewPassword });

export const ZUpdateProfileInput = z.strictObject({
  firstName: ZName('First name'),
  lastName: ZName('Last name'),
  email: ZEmail,
  phoneNumber: ZOptionalText(40, 'Phone number'),
  bio: ZOptionalText(LONG_TEXT_MAX, 'Bio'),
  qualifications: ZOptionalText(LONG_TEXT_MAX, 'Qualifications'),
});

export const ZChangePasswordInput = z.strictObject({
  currentPassword: z.string().min(1, 'Current password is required').max(PASSWORD_MAX_LENGTH, 'Current password is incorrect'),
  newPassword: ZNewPassword,
});

/** PUT /api/auth/time-zone: the zone the browser detected (docs/time-zones.md). */
export const ZSetTimeZoneInput = z.strictObject({ timeZone: ZTimeZone });
export const ZTimeZoneOutput = z.object({ timeZone: z.string().nullable() }).meta({ id: 'TimeZoneOutput' });
