import { pipeline } from 'node:stream/promises';
import { parseByteRange } from './byte-range.ts';
import type { EmulatorContext, RoutedRequest } from './context.ts';
import { header, HttpError, readBody, sendEmpty, sendJson, type HeaderMap } from './http-io.ts';
import {
  applyMetadataPatch,
  etagOf,
  parseIncomingMetadataJson,
  toResource,
  type StoredObject,
} from './object-metadata.ts';
import { assertObjectName } from './object-name.ts';
import { assertAllowed, decide } from './rules-decision.ts';
import { assertCredentials } from './upload-commit.ts';

const MAX_METADATA_BODY_BYTES = 1024 * 1024;

function notFound(name: string): HttpError {
  return new HttpError(404, `Object '${name}' does not exist.`);
}

function requireName(request: RoutedRequest): string {
  const name = request.objectName;
  if (name === undefined) throw new HttpError(400, 'Missing object name.');
  assertObjectName(name);
  return name;
}

/** `GET`/`HEAD /o/{object}`: the metadata, or with `alt=media` the bytes. */
export async function getObject(context: EmulatorContext, request: RoutedRequest): Promise<void> {
  const name = requireName(request);
  const object = context.store.get(request.bucket, name);
  if (request.query.get('alt') === 'media') {
    const token = request.query.get('token');
    const hasToken =
      object !== undefined && token !== null && object.downloadTokens.includes(token);
    if (!hasToken) await assertAllowed(context, request.principal, { method: 'get', path: name });
    if (!object) throw notFound(name);
    await sendContent(context, request, object);
    return;
  }
  await assertAllowed(context, request.principal, { method: 'get', path: name });
  if (!object) throw notFound(name);
  sendJson(request.res, 200, toResource(object));
}

async function sendContent(
  context: EmulatorContext,
  request: RoutedRequest,
  object: StoredObject,
): Promise<void> {
  const { req, res } = request;
  const handle = await context.store.openContent(object);
  if (!handle) throw notFound(object.name);
  const range = parseByteRange(header(req, 'range'), object.size);
  if (range.kind === 'unsatisfiable') {
    await handle.close();
    throw new HttpError(416, 'Requested range not satisfiable.', {
      'Content-Range': `bytes */${object.size}`,
    });
  }
  const start = range.kind === 'partial' ? range.start : 0;
  const end = range.kind === 'partial' ? range.end : object.size - 1;
  const headers: HeaderMap = {
    'Content-Type': object.contentType,
    'Content-Length': end - start + 1,
    'Content-Disposition': object.contentDisposition ?? 'inline',
    'Cache-Control': object.cacheControl ?? 'private, max-age=0',
    'Accept-Ranges': 'bytes',
    ETag: etagOf(object),
    'Last-Modified': new Date(object.updated).toUTCString(),
    'X-Goog-Generation': object.generation,
    'X-Goog-Metageneration': String(object.metageneration),
    'X-Goog-Hash': `md5=${object.md5Hash}`,
  };
  if (object.contentEncoding && object.contentEncoding !== 'identity') {
    headers['Content-Encoding'] = object.contentEncoding;
  }
  if (object.contentLanguage) headers['Content-Language'] = object.contentLanguage;
  if (range.kind === 'partial') headers['Content-Range'] = `bytes ${start}-${end}/${object.size}`;
  res.writeHead(range.kind === 'partial' ? 206 : 200, headers);
  if (req.method === 'HEAD' || object.size === 0) {
    await handle.close();
    res.end();
    return;
  }
  await pipeline(handle.createReadStream({ start, end }), res);
}

/** `PATCH /o/{object}`: `updateMetadata`. */
export async function patchObject(context: EmulatorContext, request: RoutedRequest): Promise<void> {
  const name = requireName(request);
  assertCredentials(request.principal);
  const body = await readBody(request.req, MAX_METADATA_BODY_BYTES);
  if (body.kind === 'too-large') throw new HttpError(400, 'Metadata too large.');
  const patch = parseIncomingMetadataJson(body.body);
  const updated = await context.store.withBucketLock(request.bucket, async () => {
    const current = context.store.get(request.bucket, name);
    if (!current) throw notFound(name);
    const next = applyMetadataPatch(current, patch, new Date());
    // A metadata update is an `update` in the rules.
    const decision = await decide(context, request.principal, {
      method: 'update',
      path: name,
      resource: { contentType: next.contentType, size: next.size },
    });
    if (!decision.allowed) throw new HttpError(decision.status, decision.message);
    await context.store.updateMetadata(next);
    return next;
  });
  sendJson(request.res, 200, toResource(updated));
}

/** `DELETE /o/{object}`: `deleteObject`. */
export async function deleteObject(
  context: EmulatorContext,
  request: RoutedRequest,
): Promise<void> {
  const name = requireName(request);
  await assertAllowed(context, request.principal, { method: 'delete', path: name });
  const removed = await context.store.withBucketLock(request.bucket, () =>
    context.store.remove(request.bucket, name),
  );
  if (!removed) throw notFound(name);
  context.log(`storage: deleted ${request.bucket}/${name}`);
  sendEmpty(request.res, 204);
}
