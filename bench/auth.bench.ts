import { benchServer, measure } from './lib.ts';

export default async function authBench() {
  const s = await benchServer();
  const post = (p: string, body: unknown, token?: string) =>
    fetch(`${s.url}/api${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<{ token: string }>);
  const { token } = await post('/auth/register', { email: 'bench@example.com', password: 'bench-password', role: 'COACH', firstName: 'B', lastName: 'B' });
  await measure('POST /api/auth/login (argon2id verify)', 50, () => post('/auth/login', { email: 'bench@example.com', password: 'bench-password' }));
  await measure('GET /api/auth/me (token lookup)', 300, () => fetch(`${s.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.text()));
  await measure('GET /health', 300, () => fetch(`${s.url}/health`).then((r) => r.text()));
  await s.close();
}
