import type { IncomingMessage, ServerResponse } from 'node:http';
import { principalFromAuthorization } from './auth.ts';
import type { EmulatorContext, RoutedRequest } from './context.ts';
import { answerPreflight, applyCorsHeaders } from './cors.ts';
import { GCS_API_PATH, handleGcsRequest, REWRITE_PATH } from './gcs-api.ts';
import { header, HttpError, readBody, sendJson } from './http-io.ts';
import { listObjects } from './list-handler.ts';
import { deleteObject, getObject, patchObject } from './object-handlers.ts';
import { assertBucketName, decodeComponent } from './object-name.ts';
import { handleUpload } from './upload-handlers.ts';

/** `/v0/b/{bucket}/o` and `/v0/b/{bucket}/o/{object}` (the object path may contain raw '/'). */
const API_PATH = /^\/v0\/b\/([^/]+)\/o(?:\/(.*))?$/;

/** Splits the raw request target without normalising `..` segments, unlike `new URL()`. */
export function splitTarget(target: string): { path: string; query: URLSearchParams } {
  const mark = target.indexOf('?');
  return mark === -1
    ? { path: target, query: new URLSearchParams() }
    : { path: target.slice(0, mark), query: new URLSearchParams(target.slice(mark + 1)) };
}

function methodOf(req: IncomingMessage): string {
  const method = (req.method ?? 'GET').toUpperCase();
  const override = header(req, 'x-http-method-override')?.toUpperCase();
  return method === 'PUT' && override === 'PATCH' ? 'PATCH' : method;
}

export async function routeRequest(
  context: EmulatorContext,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  applyCorsHeaders(req, res);
  const method = methodOf(req);
  if (method === 'OPTIONS') {
    answerPreflight(req, res);
    return;
  }
  const { path, query } = splitTarget(req.url ?? '/');
  if (path === '/' && (method === 'GET' || method === 'HEAD')) {
    sendJson(res, 200, { emulator: 'storage', projectId: context.projectId });
    return;
  }
  const gcs = GCS_API_PATH.exec(path);
  if (gcs) {
    const bucket = decodeComponent(gcs[1] ?? '');
    assertBucketName(bucket);
    const rewrite = REWRITE_PATH.exec(gcs[2] ?? '');
    const rawObject = rewrite ? rewrite[1] : gcs[2];
    return handleGcsRequest(
      context,
      {
        method,
        bucket,
        objectName:
          rawObject === undefined || rawObject === '' ? undefined : decodeComponent(rawObject),
        query,
        principal: principalFromAuthorization(header(req, 'authorization'), context.projectId),
        ...(rewrite && {
          rewriteTo: {
            bucket: decodeComponent(rewrite[2] ?? ''),
            objectName: decodeComponent(rewrite[3] ?? ''),
          },
        }),
        body: async (limit) => {
          const body = await readBody(req, limit);
          if (body.kind === 'complete') return body.body;
          throw new HttpError(413, `The request body is limited to ${limit} bytes.`);
        },
      },
      res,
    );
  }
  const match = API_PATH.exec(path);
  if (!match) throw new HttpError(404, `Not found: ${path}`);
  const bucket = decodeComponent(match[1] ?? '');
  assertBucketName(bucket);
  const rawObject = match[2];
  const request: RoutedRequest = {
    req,
    res,
    bucket,
    objectName:
      rawObject === undefined || rawObject === '' ? undefined : decodeComponent(rawObject),
    query,
    principal: principalFromAuthorization(header(req, 'authorization'), context.projectId),
  };
  if (request.objectName === undefined) {
    if (method === 'GET' || method === 'HEAD') return listObjects(context, request);
    if (method === 'POST' || method === 'PUT') return handleUpload(context, request);
  } else {
    if (method === 'GET' || method === 'HEAD') return getObject(context, request);
    if (method === 'PATCH') return patchObject(context, request);
    if (method === 'DELETE') return deleteObject(context, request);
    if (method === 'POST' || method === 'PUT') return handleUpload(context, request);
  }
  throw new HttpError(405, `Method ${method} not allowed here.`);
}
