// The texts the client app's frame shows on every screen (preview banner, logout): their own
// module, so the first screen does not carry the texts of the lazily loaded dead ends.
export const FRAME_TEXTS = {
  previewBanner: (name: string) => `Preview of ${name}'s app. Read-only: changes are turned off.`,
  exitPreview: 'Exit preview',
  logoutTitle: 'Log out?',
  logoutBody: 'To open your workouts again you will need the personal link your coach sent you.',
  logoutConfirm: 'Logout',
  stay: 'Stay signed in',
} as const;
