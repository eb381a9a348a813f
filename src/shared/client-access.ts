// Texts the server answers a client with and the client app recognises (docs/offline.md,
// "Archived clients"). Kept here, free of zod and Node, so the web app can import it.

/**
 * Every call of an archived client (403, `trpc/init.ts` clientProcedure, the food routes and the
 * link sign-in). The client app matches on it to show its "access paused" screen instead of each
 * screen's load error, and to keep queued changes instead of dropping them.
 */
export const MSG_CLIENT_ARCHIVED_SELF = 'Your coach has archived your account, so the app is paused. Please contact your coach to reopen it.';
