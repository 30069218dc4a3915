import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { isStoredObject, type StoredObject } from './object-metadata.ts';
import { assertBucketName } from './object-name.ts';

interface BucketIndex {
  objects: Map<string, StoredObject>;
  usedBytes: number;
}

const SIDECAR_FORMAT = 1;

function isMissingFile(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

function isValidBucketName(name: string): boolean {
  try {
    assertBucketName(name);
    return true;
  } catch {
    return false;
  }
}

/** Hashed file names rule out path traversal; renaming the sidecar into place commits a write. */
export class ObjectStore {
  readonly #root: string;
  readonly #log: (line: string) => void;
  readonly #buckets = new Map<string, BucketIndex>();
  readonly #locks = new Map<string, Promise<void>>();
  #lastGeneration = 0;

  private constructor(root: string, log: (line: string) => void) {
    this.#root = root;
    this.#log = log;
  }

  static async open(dataDir: string, log: (line: string) => void): Promise<ObjectStore> {
    const store = new ObjectStore(resolve(dataDir), log);
    await mkdir(store.#root, { recursive: true });
    const entries = await readdir(store.#root, { withFileTypes: true });
    for (const entry of entries) {
      if (entry.isDirectory() && isValidBucketName(entry.name)) await store.#loadBucket(entry.name);
    }
    return store;
  }

  get(bucket: string, name: string): StoredObject | undefined {
    return this.#buckets.get(bucket)?.objects.get(name);
  }

  names(bucket: string): Iterable<string> {
    return this.#buckets.get(bucket)?.objects.keys() ?? [];
  }

  usedBytes(bucket: string): number {
    return this.#buckets.get(bucket)?.usedBytes ?? 0;
  }

  nextGeneration(): string {
    this.#lastGeneration = Math.max(Date.now() * 1000, this.#lastGeneration + 1);
    return String(this.#lastGeneration);
  }

  /** One write at a time per bucket, so that quota checks and index updates agree. */
  async withBucketLock<T>(bucket: string, task: () => Promise<T>): Promise<T> {
    const previous = this.#locks.get(bucket) ?? Promise.resolve();
    const run = previous.then(task);
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    this.#locks.set(bucket, settled);
    try {
      return await run;
    } finally {
      if (this.#locks.get(bucket) === settled) this.#locks.delete(bucket);
    }
  }

  async put(object: StoredObject, bytes: Buffer): Promise<void> {
    const previous = this.get(object.bucket, object.name);
    await mkdir(this.#bucketDir(object.bucket), { recursive: true });
    await this.#writeAtomically(this.#contentPath(object), bytes);
    await this.#writeSidecar(object);
    if (previous && previous.generation !== object.generation) {
      await rm(this.#contentPath(previous), { force: true });
    }
    const index = this.#index(object.bucket);
    index.usedBytes += object.size - (previous?.size ?? 0);
    index.objects.set(object.name, object);
  }

  async updateMetadata(object: StoredObject): Promise<void> {
    await this.#writeSidecar(object);
    this.#index(object.bucket).objects.set(object.name, object);
  }

  async remove(bucket: string, name: string): Promise<boolean> {
    const object = this.get(bucket, name);
    if (!object) return false;
    await rm(this.#sidecarPath(bucket, name), { force: true });
    await rm(this.#contentPath(object), { force: true });
    const index = this.#index(bucket);
    index.objects.delete(name);
    index.usedBytes -= object.size;
    return true;
  }

  async openContent(object: StoredObject): Promise<FileHandle | null> {
    try {
      return await open(this.#contentPath(object), 'r');
    } catch (error) {
      if (isMissingFile(error)) return null;
      throw error;
    }
  }

  #index(bucket: string): BucketIndex {
    let index = this.#buckets.get(bucket);
    if (!index) {
      index = { objects: new Map(), usedBytes: 0 };
      this.#buckets.set(bucket, index);
    }
    return index;
  }

  #bucketDir(bucket: string): string {
    assertBucketName(bucket);
    const dir = join(this.#root, bucket);
    if (!dir.startsWith(this.#root + sep)) throw new Error(`Bucket folder outside ${this.#root}`);
    return dir;
  }

  #fileKey(name: string): string {
    return createHash('sha256').update(name, 'utf8').digest('hex');
  }

  #sidecarPath(bucket: string, name: string): string {
    return join(this.#bucketDir(bucket), `${this.#fileKey(name)}.json`);
  }

  #contentPath(object: StoredObject): string {
    const generation = object.generation.replace(/[^0-9]/g, '');
    return join(this.#bucketDir(object.bucket), `${this.#fileKey(object.name)}.${generation}.bin`);
  }

  async #writeSidecar(object: StoredObject): Promise<void> {
    const text = JSON.stringify({ format: SIDECAR_FORMAT, object }, null, 2);
    await this.#writeAtomically(this.#sidecarPath(object.bucket, object.name), text);
  }

  async #writeAtomically(path: string, data: Buffer | string): Promise<void> {
    const temporary = `${path}.tmp-${randomBytes(6).toString('hex')}`;
    try {
      await writeFile(temporary, data);
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async #loadBucket(bucket: string): Promise<void> {
    const dir = this.#bucketDir(bucket);
    const files = await readdir(dir);
    const referenced = new Set<string>();
    for (const file of files.filter((name) => name.endsWith('.json'))) {
      const object = await this.#readSidecar(join(dir, file), bucket);
      if (!object) continue;
      const content = this.#contentPath(object);
      const size = await stat(content).then(
        (stats) => stats.size,
        () => -1,
      );
      if (size !== object.size || this.#sidecarPath(bucket, object.name) !== join(dir, file)) {
        this.#log(`storage: skipping ${bucket}/${object.name}: content missing or inconsistent`);
        continue;
      }
      referenced.add(content);
      const index = this.#index(bucket);
      index.objects.set(object.name, object);
      index.usedBytes += object.size;
      this.#lastGeneration = Math.max(this.#lastGeneration, Number(object.generation) || 0);
    }
    // Leftovers of interrupted writes: temporary files and contents no sidecar points to.
    for (const file of files) {
      const path = join(dir, file);
      if (file.includes('.tmp-') || (file.endsWith('.bin') && !referenced.has(path))) {
        await rm(path, { force: true });
      }
    }
  }

  async #readSidecar(path: string, bucket: string): Promise<StoredObject | null> {
    try {
      const parsed: unknown = JSON.parse(await readFile(path, 'utf8'));
      const object: unknown =
        typeof parsed === 'object' && parsed !== null && 'object' in parsed ? parsed.object : null;
      if (isStoredObject(object) && object.bucket === bucket) return object;
    } catch {
      // Reported below.
    }
    this.#log(`storage: ignoring unreadable metadata file ${path}`);
    return null;
  }
}
