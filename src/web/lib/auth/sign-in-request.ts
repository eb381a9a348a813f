// The login screen's call (features/auth/pages/login-page.tsx), imported when the form is sent:
// signed out, /login loads no query layer (docs/performance.md, "Web delivery"). A module of its
// own because the tRPC client travels in a chunk shared by the signed-in screens (vite.config.ts).
import type { SessionResponse } from './auth-context.ts';
import { errorMessage } from '../errors.ts';
import { apiClient } from '../trpc-client.ts';
// The server's English refusal is shown in the screen's language (docs/translations.md).
import '#web/i18n/validation-texts.ts';

export function requestSignIn(email: string, password: string): Promise<SessionResponse> {
  return apiClient.auth.login.mutate({ email, password });
}

export { errorMessage };
