import { createHash, randomUUID } from 'node:crypto';
import { HttpError } from './http-io.ts';

export interface StoredObject {
  bucket: string;
  name: string;
  generation: string;
  metageneration: number;
  size: number;
  md5Hash: string;
  contentType: string;
  contentDisposition?: string;
  contentEncoding?: string;
  contentLanguage?: string;
  cacheControl?: string;
  customMetadata?: Record<string, string>;
  downloadTokens: string[];
  timeCreated: string;
  updated: string;
}

/** `null` clears a field in a metadata update. */
export interface IncomingMetadata {
  name?: string;
  contentType?: string | null;
  contentDisposition?: string | null;
  contentEncoding?: string | null;
  contentLanguage?: string | null;
  cacheControl?: string | null;
  metadata?: Record<string, string | null> | null;
}

const STRING_FIELDS = [
  'contentType',
  'contentDisposition',
  'contentEncoding',
  'contentLanguage',
  'cacheControl',
] as const;

const TOKENS_KEY = 'firebaseStorageDownloadTokens';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function customValue(value: unknown): string | null {
  if (value === null || typeof value === 'string') return value;
  return typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : JSON.stringify(value);
}

export function parseIncomingMetadata(value: unknown): IncomingMetadata {
  if (!isRecord(value)) throw new HttpError(400, 'Object metadata must be a JSON object.');
  const result: IncomingMetadata = {};
  if (value.name !== undefined && value.name !== null) {
    if (typeof value.name !== 'string')
      throw new HttpError(400, "Metadata 'name' must be a string.");
    result.name = value.name;
  }
  for (const field of STRING_FIELDS) {
    const fieldValue = value[field];
    if (fieldValue === undefined) continue;
    if (fieldValue !== null && typeof fieldValue !== 'string') {
      throw new HttpError(400, `Metadata '${field}' must be a string or null.`);
    }
    result[field] = fieldValue;
  }
  if (value.metadata === null) {
    result.metadata = null;
  } else if (value.metadata !== undefined) {
    if (!isRecord(value.metadata)) {
      throw new HttpError(400, "Metadata 'metadata' (custom metadata) must be an object.");
    }
    result.metadata = Object.fromEntries(
      Object.entries(value.metadata).map(([key, entry]) => [key, customValue(entry)]),
    );
  }
  return result;
}

export function parseIncomingMetadataJson(body: Buffer): IncomingMetadata {
  const text = body.toString('utf8').trim();
  if (text === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Object metadata is not valid JSON.');
  }
  return parseIncomingMetadata(parsed);
}

function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export function defaultContentDisposition(name: string): string {
  const fileName = name.slice(name.lastIndexOf('/') + 1);
  return `inline; filename*=utf-8''${encodeRfc5987(fileName)}`;
}

function splitCustomMetadata(
  current: Record<string, string> | undefined,
  changes: Record<string, string | null> | null | undefined,
): { customMetadata: Record<string, string> | undefined; tokens: string[] } {
  if (changes === null) return { customMetadata: undefined, tokens: [] };
  const merged = new Map(Object.entries(current ?? {}));
  for (const [key, value] of Object.entries(changes ?? {})) {
    if (value === null) merged.delete(key);
    else merged.set(key, value);
  }
  const tokens = (merged.get(TOKENS_KEY) ?? '')
    .split(',')
    .map((token) => token.trim())
    .filter((token) => token !== '');
  merged.delete(TOKENS_KEY);
  return { customMetadata: merged.size > 0 ? Object.fromEntries(merged) : undefined, tokens };
}

function applyStringFields(target: StoredObject, changes: IncomingMetadata): void {
  for (const field of STRING_FIELDS) {
    const value = changes[field];
    if (value === undefined) continue;
    if (field === 'contentType') target.contentType = value ?? 'application/octet-stream';
    else target[field] = value ?? undefined;
  }
}

export interface NewObjectInput {
  bucket: string;
  name: string;
  bytes: Buffer;
  contentType: string;
  incoming: IncomingMetadata;
  generation: string;
  now: Date;
}

export function createStoredObject(input: NewObjectInput): StoredObject {
  const timestamp = input.now.toISOString();
  const object: StoredObject = {
    bucket: input.bucket,
    name: input.name,
    generation: input.generation,
    metageneration: 1,
    size: input.bytes.length,
    md5Hash: createHash('md5').update(input.bytes).digest('base64'),
    contentType: input.contentType,
    downloadTokens: [],
    timeCreated: timestamp,
    updated: timestamp,
  };
  applyStringFields(object, { ...input.incoming, contentType: input.contentType });
  object.contentDisposition ??= defaultContentDisposition(input.name);
  const { customMetadata, tokens } = splitCustomMetadata(undefined, input.incoming.metadata);
  object.customMetadata = customMetadata;
  object.downloadTokens = tokens.length > 0 ? tokens : [randomUUID()];
  return object;
}

export function applyMetadataPatch(
  current: StoredObject,
  patch: IncomingMetadata,
  now: Date,
): StoredObject {
  const next: StoredObject = {
    ...current,
    metageneration: current.metageneration + 1,
    updated: now.toISOString(),
  };
  applyStringFields(next, patch);
  const { customMetadata, tokens } = splitCustomMetadata(current.customMetadata, patch.metadata);
  next.customMetadata = customMetadata;
  next.downloadTokens = [...new Set([...current.downloadTokens, ...tokens])];
  return next;
}

export function toResource(object: StoredObject): Record<string, unknown> {
  return {
    kind: 'storage#object',
    id: `${object.bucket}/${object.name}/${object.generation}`,
    name: object.name,
    bucket: object.bucket,
    generation: object.generation,
    metageneration: String(object.metageneration),
    contentType: object.contentType,
    storageClass: 'STANDARD',
    size: String(object.size),
    md5Hash: object.md5Hash,
    etag: etagOf(object),
    timeCreated: object.timeCreated,
    updated: object.updated,
    contentEncoding: object.contentEncoding ?? 'identity',
    contentDisposition: object.contentDisposition,
    contentLanguage: object.contentLanguage,
    cacheControl: object.cacheControl,
    metadata: object.customMetadata,
    downloadTokens: object.downloadTokens.join(','),
  };
}

export function etagOf(object: StoredObject): string {
  return `"${object.md5Hash}/${object.generation}/${object.metageneration}"`;
}

function isOptionalString(value: unknown): boolean {
  return value === undefined || typeof value === 'string';
}

export function isStoredObject(value: unknown): value is StoredObject {
  if (!isRecord(value)) return false;
  const custom = value.customMetadata;
  return (
    typeof value.bucket === 'string' &&
    typeof value.name === 'string' &&
    typeof value.generation === 'string' &&
    typeof value.metageneration === 'number' &&
    typeof value.size === 'number' &&
    typeof value.md5Hash === 'string' &&
    typeof value.contentType === 'string' &&
    typeof value.timeCreated === 'string' &&
    typeof value.updated === 'string' &&
    Array.isArray(value.downloadTokens) &&
    value.downloadTokens.every((token) => typeof token === 'string') &&
    STRING_FIELDS.every((field) => isOptionalString(value[field])) &&
    (custom === undefined ||
      (isRecord(custom) && Object.values(custom).every((entry) => typeof entry === 'string')))
  );
}
