// Chooses the photo storage from the configuration, and finds the one the app runs with.
import path from 'node:path';
import type { S3Config } from '#server/config';
import type { AppDeps } from '#server/deps';
import { createLocalStorage } from './local.ts';
import { createS3Storage } from './s3.ts';
import type { ObjectStorage } from './types.ts';

export type { ObjectStorage } from './types.ts';
export { createLocalStorage } from './local.ts';
export { createS3Storage } from './s3.ts';

/** S3-compatible storage when S3_* is configured, else a directory under DATA_DIR. */
export function createObjectStorage(config: { dataDir: string; s3?: S3Config }): ObjectStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(path.join(config.dataDir, 'objects'));
}

/** AppDeps with its object storage (the lead adds `storage?: ObjectStorage` to AppDeps). */
export type StorageDeps = AppDeps & { storage?: ObjectStorage };

/** The app's storage: `deps.storage`, else local storage under `deps.dataDir`. */
export function storageOf(deps: StorageDeps): ObjectStorage {
  if (deps.storage) return deps.storage;
  if (!deps.dataDir) throw new Error('No object storage configured: set AppDeps.storage or AppDeps.dataDir');
  return createLocalStorage(path.join(deps.dataDir, 'objects'));
}
