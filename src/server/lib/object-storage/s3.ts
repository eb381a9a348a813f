// S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, Garage…) over plain HTTPS with
// SigV4-signed requests (aws4fetch: no SDK, no native code).
import { AwsClient } from 'aws4fetch';
import type { S3Config } from '#server/config';
import { assertKey, type ObjectStorage } from './types.ts';

async function fail(what: string, res: Response): Promise<never> {
  const body = (await res.text().catch(() => '')).slice(0, 300);
  throw new Error(`S3 ${what} failed: ${res.status} ${body}`);
}

export function createS3Storage(config: S3Config, o: { prefix?: string } = {}): ObjectStorage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
    retries: 2,
  });
  const endpoint = (config.endpoint ?? `https://s3.${config.region}.amazonaws.com`).replace(/\/+$/, '');
  const prefix = o.prefix ?? 'photos/';
  const urlOf = (key: string) => {
    assertKey(key);
    const objectKey = `${prefix}${key}`;
    if (config.forcePathStyle) return `${endpoint}/${encodeURIComponent(config.bucket)}/${objectKey}`;
    const u = new URL(endpoint);
    u.hostname = `${config.bucket}.${u.hostname}`;
    return `${u.origin}/${objectKey}`;
  };
  return {
    kind: 's3',
    async put(key, body, contentType) {
      const res = await client.fetch(urlOf(key), {
        method: 'PUT',
        body: new Uint8Array(body),
        headers: { 'content-type': contentType, 'content-length': String(body.length) },
      });
      if (!res.ok) await fail('upload', res);
      await res.arrayBuffer();
    },
    async get(key) {
      const res = await client.fetch(urlOf(key), { method: 'GET' });
      if (res.status === 404) {
        await res.arrayBuffer();
        return null;
      }
      if (!res.ok) await fail('read', res);
      return Buffer.from(await res.arrayBuffer());
    },
    async delete(key) {
      const res = await client.fetch(urlOf(key), { method: 'DELETE' });
      if (!res.ok && res.status !== 404) await fail('delete', res);
      await res.arrayBuffer();
    },
  };
}
