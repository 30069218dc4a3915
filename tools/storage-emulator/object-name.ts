import { HttpError } from './http-io.ts';

/** Cloud Storage limits object names to 1024 bytes of UTF-8. */
export const MAX_OBJECT_NAME_BYTES = 1024;

/** Same characters the SDK accepts in a bucket name; no leading dot, so never `.` or `..`. */
const BUCKET_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,221}$/;

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** Throws 400 unless `bucket` is a bucket name that is safe to use as a folder name. */
export function assertBucketName(bucket: string): void {
  if (!BUCKET_NAME.test(bucket)) {
    throw new HttpError(400, `Invalid bucket name '${bucket}'.`);
  }
}

/**
 * Throws 400 unless `name` is a plain object path: non-empty segments separated by `/`, no `.` or
 * `..` segment, no control characters, at most 1024 bytes.
 */
export function assertObjectName(name: string): void {
  if (name.length === 0) throw new HttpError(400, 'Missing object name.');
  if (Buffer.byteLength(name, 'utf8') > MAX_OBJECT_NAME_BYTES) {
    throw new HttpError(400, `Object name longer than ${MAX_OBJECT_NAME_BYTES} bytes.`);
  }
  if (CONTROL_CHARACTERS.test(name)) {
    throw new HttpError(400, 'Object name contains control characters.');
  }
  for (const segment of name.split('/')) {
    if (segment === '' || segment === '.' || segment === '..') {
      throw new HttpError(400, `Invalid object name '${name}': empty, '.' or '..' path segment.`);
    }
  }
}

/** Percent-decodes one URL component; 400 when malformed. */
export function decodeComponent(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw new HttpError(400, 'Malformed percent-encoding in the URL.');
  }
}
