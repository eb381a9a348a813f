// Helpers for the food-log and photo tests: an HTTP server (createApp mounts the photo routes)
// and real images made with sharp.
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { createApp } from '#server/app';
import type { StorageDeps } from '#server/lib/object-storage/index';

export async function startPhotoHttp(deps: StorageDeps) {
  const app = createApp(deps);
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const call = async (method: string, path: string, o: { token?: string; body?: unknown; bytes?: Buffer; contentType?: string } = {}) => {
    const headers: Record<string, string> = {};
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    let body: BodyInit | undefined;
    if (o.bytes) {
      body = new Uint8Array(o.bytes);
      headers['content-type'] = o.contentType ?? 'application/octet-stream';
    } else if (o.body !== undefined) {
      body = JSON.stringify(o.body);
      headers['content-type'] = 'application/json';
    }
    const res = await fetch(`${url}${path}`, { method, headers, body });
    const buf = Buffer.from(await res.arrayBuffer());
    let json: unknown;
    try {
      json = JSON.parse(buf.toString('utf8'));
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, buf, body: json as Record<string, unknown> & unknown };
  };
  return {
    url,
    /** A call to /api with JSON in and out. */
    api: (method: string, path: string, o: { token?: string; body?: unknown } = {}) => call(method, `/api${path}`, o),
    /** A call to a URL the server answered (uploadURL, imageUrl), as a browser would. */
    raw: call,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A real JPEG photo with EXIF metadata (camera, GPS), as phones produce them. */
export async function jpegWithGps(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .composite([{ input: Buffer.from(`<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="green"/></svg>`) }])
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Pocket 9', Copyright: 'secret-owner' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

export const pngImage = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 4, background: { r: 10, g: 20, b: 200, alpha: 1 } } })
    .png()
    .toBuffer();

export const webpImage = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 10, g: 200, b: 20 } } })
    .webp()
    .toBuffer();

export const gifImage = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 0, g: 0, b: 0 } } })
    .gif()
    .toBuffer();
