import type { IncomingMessage, ServerResponse } from 'node:http';
import { header } from './http-io.ts';

/** Request headers the Firebase web SDK sends (and a few more clients commonly add). */
const ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'Range',
  'X-Firebase-Storage-Version',
  'X-Firebase-GMPID',
  'X-Firebase-AppCheck',
  'X-Goog-Upload-Protocol',
  'X-Goog-Upload-Command',
  'X-Goog-Upload-Offset',
  'X-Goog-Upload-Header-Content-Length',
  'X-Goog-Upload-Header-Content-Type',
  'X-HTTP-Method-Override',
];

/** Response headers the SDK reads through XMLHttpRequest.getResponseHeader(). */
const EXPOSED_HEADERS = [
  'Content-Type',
  'Content-Length',
  'Content-Range',
  'Content-Disposition',
  'ETag',
  'X-Goog-Upload-Status',
  'X-Goog-Upload-URL',
  'X-Goog-Upload-Size-Received',
  'X-Goog-Upload-Chunk-Granularity',
  'X-Goog-Upload-Command',
  'X-Goog-Upload-Header-Content-Length',
  'X-Goog-Upload-Header-Content-Type',
  'X-Goog-Upload-Protocol',
  'X-GUploader-UploadID',
  'X-Goog-Generation',
  'X-Goog-Metageneration',
  'X-Goog-Hash',
];

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

/** Adds the CORS headers every answer carries (browser app on another localhost port). */
export function applyCorsHeaders(req: IncomingMessage, res: ServerResponse): void {
  const origin = header(req, 'origin');
  if (origin) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Vary', 'Origin');
  } else {
    res.setHeader('Access-Control-Allow-Origin', '*');
  }
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS.join(', '));
}

export function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  const requested = (header(req, 'access-control-request-headers') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => /^[A-Za-z0-9-]+$/.test(name));
  const known = new Set(ALLOWED_HEADERS.map((name) => name.toLowerCase()));
  const extra = requested.filter((name) => !known.has(name.toLowerCase()));
  res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
  res.setHeader('Access-Control-Allow-Headers', [...ALLOWED_HEADERS, ...extra].join(', '));
  res.setHeader('Access-Control-Max-Age', '3600');
  if (header(req, 'access-control-request-private-network') === 'true') {
    res.setHeader('Access-Control-Allow-Private-Network', 'true');
  }
  res.writeHead(204, { 'Content-Length': 0 });
  res.end();
}
