import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app';
import { callerAs, makeClient, makeCoach, setupTest, tokenFor } from '../helpers.ts';

let t: Awaited<ReturnType<typeof setupTest>>;
let dataDir: string;
let base: string;
let close: () => Promise<void>;

beforeAll(async () => {
  t = await setupTest();
  dataDir = await mkdtemp(path.join(tmpdir(), 'spotter-branding-'));
  t.deps.dataDir = dataDir;
  const app = createApp(t.deps);
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise<void>((resolve) => server.close(() => resolve()));
});
afterAll(async () => {
  await close();
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const png = (w = 64, h = 64) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();

async function req(method: string, p: string, o: { token?: string; body?: Buffer | string; type?: string } = {}) {
  const headers: Record<string, string> = {};
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  if (o.type) headers['content-type'] = o.type;
  if (typeof o.body === 'string' && !o.type) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${p}`, { method, headers, body: o.body === undefined ? undefined : typeof o.body === 'string' ? o.body : new Uint8Array(o.body) });
  const buf = Buffer.from(await res.arrayBuffer());
  let json: unknown;
  try {
    json = JSON.parse(buf.toString('utf8'));
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, buf, json: json as Record<string, unknown> };
}

describe('branding', () => {
  it('defaults until saved, then keeps what the coach saves; the coach’s clients read it, others see their own coach’s', async () => {
    const coach = await makeCoach(t.db);
    const other = await makeCoach(t.db);
    const { user: clientUser } = await makeClient(t.db, coach.id);
    const { user: otherClient } = await makeClient(t.db, other.id);
    const api = callerAs(t.deps, coach);
    expect(await api.coach.branding.get()).toEqual({ businessName: 'Spotter', tagline: null, about: null, primaryColor: '#3B82F6', logoUrl: null, saved: false });

    const saved = await api.coach.branding.update({ businessName: '  Iron Gym ', tagline: 'Lift better', about: '', primaryColor: '#10b981' });
    expect(saved).toEqual({ businessName: 'Iron Gym', tagline: 'Lift better', about: null, primaryColor: '#10B981', logoUrl: null, saved: true });
    expect(await callerAs(t.deps, clientUser).clientApp.branding.get()).toMatchObject({ businessName: 'Iron Gym', primaryColor: '#10B981' });
    expect(await callerAs(t.deps, otherClient).clientApp.branding.get()).toMatchObject({ businessName: 'Spotter', saved: false });
    expect(await callerAs(t.deps, other).coach.branding.get()).toMatchObject({ saved: false });

    await expect(api.coach.branding.update({ businessName: '  ', primaryColor: '#10B981' })).rejects.toThrow('Business name is required');
    await expect(api.coach.branding.update({ businessName: 'X', primaryColor: 'red' })).rejects.toThrow('Please enter a colour as #RRGGBB');
    await expect(callerAs(t.deps, clientUser).coach.branding.get()).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('REST: GET/PUT /api/branding with validation errors as { error }', async () => {
    const coach = await makeCoach(t.db);
    const token = await tokenFor(t.deps, coach);
    const bad = await req('PUT', '/api/branding', { token, body: JSON.stringify({ businessName: '', primaryColor: '#000000' }) });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ error: 'Business name is required' });
    const extra = await req('PUT', '/api/branding', { token, body: JSON.stringify({ businessName: 'A', primaryColor: '#000000', coachId: 'x' }) });
    expect(extra.status).toBe(400);
    const ok = await req('PUT', '/api/branding', { token, body: JSON.stringify({ businessName: 'Studio', primaryColor: '#123abc' }) });
    expect(ok.status).toBe(200);
    expect((await req('GET', '/api/branding', { token })).json).toMatchObject({ businessName: 'Studio', primaryColor: '#123ABC' });
  });

  it('uploads a PNG logo, serves it as a PNG that only renders as an image, and replaces it', async () => {
    const coach = await makeCoach(t.db);
    const token = await tokenFor(t.deps, coach);
    const up = await req('PUT', '/api/branding/logo', { token, body: await png(800, 400), type: 'image/png' });
    expect(up.status).toBe(200);
    const logoUrl = up.json.logoUrl as string;
    expect(logoUrl).toMatch(/^\/api\/branding\/logos\/[A-Za-z0-9_-]{43}$/);
    const got = await req('GET', logoUrl);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('content-security-policy')).toContain("default-src 'none'");
    const meta = await sharp(got.buf).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 256]);

    const again = await req('PUT', '/api/branding/logo', { token, body: await png(), type: 'image/png' });
    expect(again.json.logoUrl).not.toBe(logoUrl);
    expect((await req('GET', logoUrl)).status).toBe(404);

    const removed = await callerAs(t.deps, coach).coach.branding.removeLogo();
    expect(removed.logoUrl).toBeNull();
    expect((await req('GET', again.json.logoUrl as string)).status).toBe(404);
  });

  it('rasterises an SVG: scripts and handlers never reach the browser', async () => {
    const coach = await makeCoach(t.db);
    const token = await tokenFor(t.deps, coach);
    const svg =
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" onload="alert(1)"><script>alert(2)</script><circle cx="60" cy="60" r="50" fill="#3B82F6"/></svg>';
    const up = await req('PUT', '/api/branding/logo', { token, body: svg, type: 'image/svg+xml' });
    expect(up.status).toBe(200);
    const got = await req('GET', up.json.logoUrl as string);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect((await sharp(got.buf).metadata()).format).toBe('png');
    expect(got.buf.includes(Buffer.from('alert'))).toBe(false);
  });

  it('answers a logo sent as JSON with 415 instead of waiting for a body that was already read', async () => {
    const coach = await makeCoach(t.db);
    const token = await tokenFor(t.deps, coach);
    const sent = await req('PUT', '/api/branding/logo', { token, body: JSON.stringify({ logo: 'data:image/png;base64,AAAA' }) });
    expect(sent.status).toBe(415);
    expect(sent.json).toEqual({ error: 'Please choose a PNG, JPEG or SVG logo' });
  });

  it('refuses oversized, wrong-type and externally-linked logos with a clear message; clients and strangers cannot upload', async () => {
    const coach = await makeCoach(t.db);
    const token = await tokenFor(t.deps, coach);
    const big = Buffer.concat([await png(), Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await req('PUT', '/api/branding/logo', { token, body: big, type: 'image/png' });
    expect(tooBig.status).toBe(413);
    expect(tooBig.json).toEqual({ error: 'Logo must be less than 2MB' });
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    expect((await req('PUT', '/api/branding/logo', { token, body: gif, type: 'image/png' })).json).toEqual({ error: 'Please choose a PNG, JPEG or SVG logo' });
    const html = await req('PUT', '/api/branding/logo', { token, body: '<html><script>alert(1)</script></html>', type: 'image/svg+xml' });
    expect(html.status).toBe(400);
    const linked = await req('PUT', '/api/branding/logo', {
      token,
      body: '<svg xmlns="http://www.w3.org/2000/svg"><image href="file:///etc/passwd" width="10" height="10"/></svg>',
      type: 'image/svg+xml',
    });
    expect(linked.status).toBe(400);
    expect(linked.json.error).toMatch(/refers to other files/);
    const xxe = await req('PUT', '/api/branding/logo', {
      token,
      body: '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>',
      type: 'image/svg+xml',
    });
    expect(xxe.status).toBe(400);
    expect((await callerAs(t.deps, coach).coach.branding.get()).logoUrl).toBeNull();

    const { user } = await makeClient(t.db, coach.id);
    expect((await req('PUT', '/api/branding/logo', { token: await tokenFor(t.deps, user), body: await png(), type: 'image/png' })).status).toBe(403);
    expect((await req('PUT', '/api/branding/logo', { body: await png(), type: 'image/png' })).status).toBe(401);
    expect((await req('GET', '/api/branding/logos/..%2F..%2Fetc')).status).toBe(404);
  });
});
