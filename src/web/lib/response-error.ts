// A refusal from a plain fetch of a byte route (a photo or logo upload, a CSV download): those
// answer `{ "error" }` like /api, but outside tRPC, so lib/errors.ts does not read them.

/** The server's `{ "error" }` message as an Error, else the status and its text (a proxy's page, no JSON). */
export async function responseError(res: Response): Promise<Error> {
  const body = (await res.json().catch(() => null)) as { error?: unknown } | null;
  return new Error(typeof body?.error === 'string' && body.error ? body.error : `${res.status}: ${res.statusText}`);
}
