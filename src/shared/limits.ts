// Business constants of SPEC §9 and server-side limits (DESIGN §3), shared by server and web.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const SESSION_TTL_SECONDS = 86_400;
/** A device session made from a client's access link (docs/decisions/0004-access-links.md). */
export const LINK_SESSION_TTL_SECONDS = 30 * 86_400;
export const RESET_TOKEN_TTL_MINUTES = 30;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const SHORT_TEXT_MAX = 200;
export const LONG_TEXT_MAX = 10_000;
export const ID_MAX_LENGTH = 64;
export const TOKEN_MAX_LENGTH = 256;
export const FOOD_PHOTO_MAX_BYTES = 5_242_880;
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const DEFAULT_BRAND_COLOR = '#3B82F6';
export const ADDRESS_TOKEN_REMOVAL_MS = 200;
export const RESET_REDIRECT_MS = 3000;
/** A logged exercise result and a client's workout feedback (here, not in schemas/workouts.ts, so the client app reads them without zod). */
export const RESULT_MAX_LENGTH = 500;
export const FEEDBACK_MAX_LENGTH = 2000;
