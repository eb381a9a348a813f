// Business constants of docs/product.md §9 and server-side limits (docs/design.md §3), shared by server and web.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const SESSION_TTL_SECONDS = 86_400;
/** A device session made from a client's access link (docs/decisions/0004-access-links.md). */
export const LINK_SESSION_TTL_SECONDS = 30 * 86_400;
export const RESET_TOKEN_TTL_MINUTES = 30;
/** A coach invitation link (REGISTRATION=invite, ADR 0035) works this many days, once. */
export const INVITE_TTL_DAYS = 7;
/** A coach's deleted account stays restorable this many days before the job deletes it (ADR 0035). */
export const ACCOUNT_DELETION_GRACE_DAYS = 7;
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
/** Per-set logging (docs/sets.md): at most this many sets per session exercise. */
export const MAX_SETS_PER_EXERCISE = 50;
export const MAX_REPS = 1000;
/** The heaviest load a set may carry, in kg; in lb it is the same weight (MAX_LOAD_LB). */
export const MAX_LOAD_KG = 1000;
/** One pound in kilograms (exact, by definition). */
export const KG_PER_LB = 0.45359237;
/** 1,000 kg in lb, rounded down to the 2 decimals a load is stored with. */
export const MAX_LOAD_LB = Math.floor((MAX_LOAD_KG / KG_PER_LB) * 100) / 100;
export const RPE_MIN = 1;
export const RPE_MAX = 10;
/** A coach–client message, in characters as sent (docs/messages.md). */
export const MESSAGE_MAX_LENGTH = 4000;

/** A page of notifications by default, in the API and on the Notifications screen (docs/query-performance.md "Lists that can grow"). */
export const NOTIFICATIONS_PAGE_DEFAULT = 50;
/** The most a page of notifications holds. */
export const NOTIFICATIONS_PAGE_MAX = 200;
