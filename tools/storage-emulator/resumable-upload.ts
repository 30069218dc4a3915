import type { EmulatorContext, RoutedRequest } from './context.ts';
import { header, HttpError, readBody, sendEmpty, sendJson, type HeaderMap } from './http-io.ts';
import { parseIncomingMetadataJson, toResource } from './object-metadata.ts';
import { assertObjectName } from './object-name.ts';
import type { RecordedAnswer, UploadSession } from './upload-sessions.ts';
import type { DocumentCache } from './rules-decision.ts';
import {
  assertQuota,
  assertWriteAllowed,
  assertCredentials,
  commitUpload,
  nameFromUrl,
  readUploadBody,
  writeMethodAt,
} from './upload-commit.ts';

/** The SDK uploads chunks in multiples of 256 KiB. */
const CHUNK_GRANULARITY = 256 * 1024;
const MAX_START_BODY_BYTES = 1024 * 1024;
const HOST_HEADER = /^[A-Za-z0-9.\-_[\]:]+$/;

function sizeHeader(value: string | undefined, name: string): number | null {
  if (value === undefined || value.trim() === '') return null;
  if (!/^\d+$/.test(value.trim())) throw new HttpError(400, `Invalid ${name} header.`);
  return Number(value.trim());
}

function commandsOf(request: RoutedRequest): Set<string> {
  const raw = header(request.req, 'x-goog-upload-command') ?? '';
  return new Set(
    raw
      .split(',')
      .map((command) => command.trim().toLowerCase())
      .filter((command) => command !== ''),
  );
}

/** The absolute URL the client continues the upload at (same host as it reached us by). */
function uploadUrl(
  context: EmulatorContext,
  request: RoutedRequest,
  session: UploadSession,
): string {
  const host = header(request.req, 'host');
  const authority = host !== undefined && HOST_HEADER.test(host) ? host : context.authority;
  const query = new URLSearchParams({
    name: session.name,
    upload_id: session.id,
    upload_protocol: 'resumable',
  });
  return `http://${authority}/v0/b/${encodeURIComponent(session.bucket)}/o?${query.toString()}`;
}

/** `X-Goog-Upload-Command: start`: checks what can be checked and opens a session. */
export async function startResumableUpload(
  context: EmulatorContext,
  request: RoutedRequest,
): Promise<void> {
  const { req, principal } = request;
  if (!commandsOf(request).has('start')) {
    throw new HttpError(400, 'A resumable upload begins with X-Goog-Upload-Command: start.');
  }
  const urlName = nameFromUrl(request);
  assertCredentials(principal);
  const body = await readBody(req, MAX_START_BODY_BYTES);
  if (body.kind === 'too-large') throw new HttpError(400, 'Upload metadata too large.');
  const incoming = parseIncomingMetadataJson(body.body);
  const name = urlName ?? incoming.name;
  if (name === undefined) throw new HttpError(400, 'Missing object name.');
  assertObjectName(name);
  const declaredSize = sizeHeader(
    header(req, 'x-goog-upload-header-content-length'),
    'X-Goog-Upload-Header-Content-Length',
  );
  const contentType =
    incoming.contentType ??
    header(req, 'x-goog-upload-header-content-type') ??
    'application/octet-stream';
  const documents: DocumentCache = new Map();
  // Checked again when the upload commits: an object may appear at the path meanwhile.
  await assertWriteAllowed(
    context,
    principal,
    name,
    contentType,
    declaredSize ?? 0,
    writeMethodAt(context, request.bucket, name),
    incoming,
    documents,
  );
  if (declaredSize !== null) {
    const existing = context.store.get(request.bucket, name);
    assertQuota(context, request.bucket, declaredSize, existing?.size ?? 0);
  }
  const session = context.uploads.create({
    bucket: request.bucket,
    name,
    principal,
    incoming,
    contentType,
    declaredSize,
    documents,
  });
  sendEmpty(request.res, 200, {
    'X-Goog-Upload-Status': 'active',
    'X-Goog-Upload-URL': uploadUrl(context, request, session),
    'X-Goog-Upload-Chunk-Granularity': CHUNK_GRANULARITY,
    'X-GUploader-UploadID': session.id,
  });
}

function statusHeaders(session: UploadSession): HeaderMap {
  return {
    'X-Goog-Upload-Status': session.status,
    'X-Goog-Upload-Size-Received': session.receivedBytes,
  };
}

function sendAnswer(request: RoutedRequest, session: UploadSession, answer: RecordedAnswer): void {
  sendJson(request.res, answer.status, answer.body, statusHeaders(session));
}

/** `upload`, `upload, finalize`, `finalize`, `query` and `cancel` on an open session. */
export async function continueResumableUpload(
  context: EmulatorContext,
  request: RoutedRequest,
): Promise<void> {
  const id = request.query.get('upload_id') ?? '';
  const session = context.uploads.get(id);
  if (!session || session.bucket !== request.bucket) {
    throw new HttpError(404, `Upload '${id}' not found.`);
  }
  const commands = commandsOf(request);
  if (commands.has('query')) {
    sendEmpty(request.res, 200, statusHeaders(session));
    return;
  }
  if (commands.has('cancel')) {
    if (session.status === 'final') throw new HttpError(400, 'The upload is already finalized.');
    context.uploads.end(session, 'cancelled');
    sendEmpty(request.res, 200, statusHeaders(session));
    return;
  }
  if (!commands.has('upload') && !commands.has('finalize')) {
    throw new HttpError(400, 'Unknown X-Goog-Upload-Command.');
  }
  const bytes = await readChunk(context, request, session);
  if (session.status === 'final' && session.finalAnswer) {
    sendAnswer(request, session, session.finalAnswer);
    return;
  }
  if (session.status !== 'active') throw new HttpError(400, 'The upload was cancelled.');
  if (commands.has('upload')) await receiveChunk(context, request, session, bytes);
  if (!commands.has('finalize')) {
    sendEmpty(request.res, 200, statusHeaders(session));
    return;
  }
  sendAnswer(request, session, await finalize(context, session));
}

async function readChunk(
  context: EmulatorContext,
  request: RoutedRequest,
  session: UploadSession,
): Promise<Buffer> {
  try {
    return await readUploadBody({ ...request, principal: session.principal });
  } catch (error) {
    if (error instanceof HttpError && session.status === 'active') {
      context.uploads.end(session, 'final', errorAnswer(error));
    }
    throw error;
  }
}

async function receiveChunk(
  context: EmulatorContext,
  request: RoutedRequest,
  session: UploadSession,
  bytes: Buffer,
): Promise<void> {
  const offset =
    sizeHeader(header(request.req, 'x-goog-upload-offset'), 'X-Goog-Upload-Offset') ??
    session.receivedBytes;
  if (offset > session.receivedBytes) {
    throw new HttpError(
      400,
      `Offset ${offset} is past the ${session.receivedBytes} bytes received.`,
    );
  }
  const total = offset + bytes.length;
  if (session.declaredSize !== null && total > session.declaredSize) {
    throw new HttpError(400, `More bytes than the ${session.declaredSize} declared.`);
  }
  try {
    await assertWriteAllowed(
      context,
      session.principal,
      session.name,
      session.contentType,
      total,
      writeMethodAt(context, session.bucket, session.name),
      session.incoming,
      session.documents,
    );
  } catch (error) {
    if (error instanceof HttpError) context.uploads.end(session, 'final', errorAnswer(error));
    throw error;
  }
  context.uploads.append(session, offset, bytes);
}

function errorAnswer(error: HttpError): RecordedAnswer {
  return { status: error.status, body: { error: { code: error.status, message: error.message } } };
}

async function finalize(context: EmulatorContext, session: UploadSession): Promise<RecordedAnswer> {
  if (session.declaredSize !== null && session.receivedBytes !== session.declaredSize) {
    throw new HttpError(
      400,
      `Received ${session.receivedBytes} of the ${session.declaredSize} bytes declared.`,
    );
  }
  const bytes = context.uploads.contents(session);
  let answer: RecordedAnswer;
  try {
    const object = await commitUpload(context, {
      bucket: session.bucket,
      name: session.name,
      principal: session.principal,
      incoming: session.incoming,
      contentType: session.contentType,
      bytes,
    });
    answer = { status: 200, body: toResource(object) };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    answer = errorAnswer(error);
  }
  context.uploads.end(session, 'final', answer);
  return answer;
}
