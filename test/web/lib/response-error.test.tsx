// What a screen says when a byte route (an upload, a CSV download) refuses: the server's own
// sentence when it sent one, else the status, as from a proxy's page.
import { describe, expect, it } from 'vitest';
import { responseError } from '#web/lib/response-error.ts';

describe('responseError', () => {
  it('is the server’s { error } sentence', async () => {
    const res = new Response(JSON.stringify({ error: 'Please choose a JPEG, PNG or WebP image' }), { status: 415, statusText: 'Unsupported Media Type' });
    expect((await responseError(res)).message).toBe('Please choose a JPEG, PNG or WebP image');
  });

  it('is the status and its text when the body is not the server’s JSON', async () => {
    const html = new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' });
    expect((await responseError(html)).message).toBe('502: Bad Gateway');
    const other = new Response(JSON.stringify({ message: 'nope' }), { status: 500, statusText: 'Internal Server Error' });
    expect((await responseError(other)).message).toBe('500: Internal Server Error');
  });
});
