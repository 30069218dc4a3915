import type { getStorage } from 'firebase-admin/storage';
import { applicationPhotosRoot } from '#src/config/storage-paths.ts';

// Through firebase-admin: the Cloud Storage JSON API, which our emulator serves to its owner.

export type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;
type RequestOptions = ReturnType<Bucket['storage']['interceptors'][number]['request']>;

export interface StoredPhoto {
  name: string;
  updated: Date | null;
}

/** Tests may wrap it to make it fail. */
export interface PhotoStore {
  readonly bucketName: string;
  list(folder: string): Promise<string[]>;
  listDated(prefix: string): Promise<StoredPhoto[]>;
  deleteAll(folder: string): Promise<number>;
  check(): Promise<void>;
}

/** firebase-admin sends no credentials to an emulator, whose JSON API is the owner's (decision 3). */
export function asEmulatorOwner(bucket: Bucket): Bucket {
  bucket.storage.interceptors.push({
    // The client hands its own request options to interceptors, typed more loosely.
    request: (options) =>
      ({
        ...options,
        headers: { ...options.headers, Authorization: 'Bearer owner' },
      }) as RequestOptions,
  });
  return bucket;
}

function dateOf(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const codeOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

export function bucketPhotos(bucket: Bucket): PhotoStore {
  const list = async (folder: string): Promise<string[]> => {
    const [files] = await bucket.getFiles({ prefix: folder });
    return files.map((file) => file.name);
  };
  return {
    bucketName: bucket.name,
    list,
    async listDated(prefix) {
      const [files] = await bucket.getFiles({ prefix });
      return files.map((file) => ({
        name: file.name,
        updated: dateOf(file.metadata.updated) ?? dateOf(file.metadata.timeCreated),
      }));
    },
    async deleteAll(folder) {
      const names = await list(folder);
      // A handful per application (5 at most): one at a time keeps the errors readable.
      for (const name of names) await bucket.file(name).delete({ ignoreNotFound: true });
      const left = await list(folder);
      if (left.length > 0) {
        throw new Error(`Storage: ${left.length} objects are still under ${folder}; run again.`);
      }
      return names.length;
    },
    async check() {
      try {
        await bucket.getFiles({
          prefix: applicationPhotosRoot,
          maxResults: 1,
          autoPaginate: false,
        });
      } catch (error) {
        const code = codeOf(error);
        const reason =
          code === 404
            ? "it does not exist. Pass --bucket with the project's bucket " +
              '(VITE_FIREBASE_STORAGE_BUCKET, or Firebase console > Storage)'
            : code === 401 || code === 403
              ? 'these credentials may not list it (the account needs the Storage Admin role)'
              : error instanceof Error
                ? error.message
                : String(error);
        throw new Error(`The Storage bucket "${bucket.name}" cannot be used: ${reason}.`, {
          cause: error,
        });
      }
    },
  };
}
