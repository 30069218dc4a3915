import type { EmulatorContext, RoutedRequest } from './context.ts';
import { header, HttpError, sendJson } from './http-io.ts';
import { multipartBoundary, parseMultipart } from './multipart.ts';
import { parseIncomingMetadataJson, toResource } from './object-metadata.ts';
import { assertObjectName } from './object-name.ts';
import { continueResumableUpload, startResumableUpload } from './resumable-upload.ts';
import { assertCredentials, commitUpload, nameFromUrl, readUploadBody } from './upload-commit.ts';

const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/** `POST /v0/b/{bucket}/o?name=...`: every kind of upload. */
export async function handleUpload(
  context: EmulatorContext,
  request: RoutedRequest,
): Promise<void> {
  const { req, query } = request;
  if (query.has('upload_id')) return continueResumableUpload(context, request);
  const protocol = (header(req, 'x-goog-upload-protocol') ?? '').toLowerCase();
  if (protocol === 'resumable' || header(req, 'x-goog-upload-command') !== undefined) {
    return startResumableUpload(context, request);
  }
  if (protocol === 'multipart' || query.get('uploadType') === 'multipart') {
    return multipartUpload(context, request);
  }
  return mediaUpload(context, request);
}

/** `uploadBytes` / `uploadString`: a metadata JSON part followed by the data part. */
async function multipartUpload(context: EmulatorContext, request: RoutedRequest): Promise<void> {
  const urlName = nameFromUrl(request);
  assertCredentials(request.principal);
  const boundary = multipartBoundary(header(request.req, 'content-type'));
  const body = await readUploadBody(request);
  const [metadataPart, dataPart, ...rest] = parseMultipart(body, boundary);
  if (!metadataPart || !dataPart || rest.length > 0) {
    throw new HttpError(400, 'A multipart upload has exactly two parts: metadata and data.');
  }
  const incoming = parseIncomingMetadataJson(metadataPart.body);
  const name = urlName ?? incoming.name;
  if (name === undefined) throw new HttpError(400, 'Missing object name.');
  assertObjectName(name);
  const contentType =
    incoming.contentType ?? dataPart.headers.get('content-type') ?? DEFAULT_CONTENT_TYPE;
  const object = await commitUpload(context, {
    bucket: request.bucket,
    name,
    principal: request.principal,
    incoming,
    contentType,
    bytes: dataPart.body,
  });
  sendJson(request.res, 200, toResource(object));
}

/** A simple upload: the body is the data, its Content-Type header the content type. */
async function mediaUpload(context: EmulatorContext, request: RoutedRequest): Promise<void> {
  const name = nameFromUrl(request);
  if (name === undefined) throw new HttpError(400, 'Missing object name.');
  assertObjectName(name);
  assertCredentials(request.principal);
  const bytes = await readUploadBody(request);
  const object = await commitUpload(context, {
    bucket: request.bucket,
    name,
    principal: request.principal,
    incoming: {},
    contentType: header(request.req, 'content-type') ?? DEFAULT_CONTENT_TYPE,
    bytes,
  });
  sendJson(request.res, 200, toResource(object));
}
