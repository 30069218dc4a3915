import { HttpError } from './http-io.ts';

export const MAX_OBJECT_NAME_BYTES = 1024;

/** No leading dot, so never `.` or `..`. */
const BUCKET_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,221}$/;

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export function assertBucketName(bucket: string): void {
  if (!BUCKET_NAME.test(bucket)) {
    throw new HttpError(400, `Invalid bucket name '${bucket}'.`);
  }
}

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

export function decodeComponent(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw new HttpError(400, 'Malformed percent-encoding in the URL.');
  }
}
