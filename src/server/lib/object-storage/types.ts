// One interface for photo storage (docs/design.md §3 "Photos"): a directory under DATA_DIR by default,
// an S3-compatible bucket when S3_* is configured. The app never hands out a storage address:
// uploads and reads go through its own signed routes, so both backends behave the same.
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when there is no such object. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are server-made: letters, digits, '_' and '-', optionally in '/'-separated folders. */
const KEY = /^[A-Za-z0-9_-]{1,128}(\/[A-Za-z0-9_-]{1,128}){0,4}$/;

export function assertKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`Invalid object key: ${JSON.stringify(key)}`);
}
