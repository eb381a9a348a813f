import { z } from 'zod';
import { ZLocale } from './locale.ts';
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
    /** Language of the user's screens and e-mails; null = not chosen yet (docs/translations.md). */
    locale: ZLocale.nullable().describe("Language of the user's screens and e-mails (en, es or de); null = not chosen yet, English."),
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
  /** The token of a coach invitation link (REGISTRATION=invite): signs up a coach, once. */
  invite: z.string({ error: 'Invalid invitation link' }).min(1, 'Invalid invitation link').max(TOKEN_MAX_LENGTH, 'Invalid invitation link').optional(),
});

export const ZSessionResponse = z.object({ token: z.string(), user: ZUser }).meta({ id: 'SessionResponse' });

/**
 * Whether this server takes new sign-ups (REGISTRATION, docs/self-hosting.md): `open` is true only
 * for REGISTRATION=open; `mode` says which of open, closed or invite-only it is.
 */
export const ZRegistrationOutput = z.object({ open: z.boolean(), mode: z.enum(['open', 'closed', 'invite']) }).meta({ id: 'RegistrationOutput' });
/** The sign-up API's 403 and the sign-up screen's notice when REGISTRATION=closed. */
export const MSG_REGISTRATION_CLOSED = 'Sign-up is closed on this server. Ask its owner for an account.';
/** The sign-up API's 403 and the sign-up screen's notice when REGISTRATION=invite and no invitation came with it. */
export const MSG_INVITE_ONLY = 'Sign-up on this server is by invitation only. Open the link from your invitation e-mail, or ask the server’s owner for one.';
/** Unknown, used and expired invitation links answer the same (no telling which). */
export const MSG_INVITE_INVALID = 'This invitation link is not valid: it was already used, it expired, or it was mistyped. Ask for a new one.';

export const ZInviteToken = z.string({ error: 'Invalid invitation link' }).min(1, 'Invalid invitation link').max(TOKEN_MAX_LENGTH, 'Invalid invitation link');
export const ZCheckInviteInput = z.strictObject({ token: ZInviteToken });
/** A valid invitation: the invited address (the form starts with it) and when the link stops working. */
export const ZInviteOutput = z.object({ email: z.string(), expiresAt: z.iso.datetime() }).meta({ id: 'Invitation' });

/** A coach invites another coach (REGISTRATION=invite). */
export const ZCreateInviteInput = z.strictObject({ email: ZEmail });
export const ZCreatedInviteOutput = z
  .object({
    email: z.string(),
    /** The sign-up link, to pass on by hand when the server sends no e-mail. */
    link: z.string(),
    expiresAt: z.iso.datetime(),
    /** Whether an e-mail with the link was queued (the server has SMTP_URL). */
    emailed: z.boolean(),
  })
  .meta({ id: 'CreatedInvitation' });
/** Inviting while REGISTRATION is not `invite`. */
export const MSG_INVITES_OFF = 'Invitations are only used when the server’s REGISTRATION is set to invite.';

/** A coach's own account deletion (ADR 0035): when it happens, or null when none is scheduled. */
export const ZAccountDeletion = z.object({ scheduledFor: z.iso.datetime().nullable() }).meta({ id: 'AccountDeletion' });
/** Typing one's own e-mail address confirms the deletion. */
export const ZScheduleDeletionInput = z.strictObject({ confirmEmail: ZEmail });
export const MSG_DELETION_CONFIRM_MISMATCH = 'Type the e-mail address of this account exactly to confirm.';

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

/** PUT /auth/locale and the coach's default for a client (docs/translations.md). */
export const ZSetLocaleInput = z.strictObject({ locale: ZLocale });
export const ZLocaleOutput = z.object({ locale: ZLocale.nullable().describe('en, es or de; null = not chosen yet (English).') }).meta({ id: 'LocaleSetting' });
