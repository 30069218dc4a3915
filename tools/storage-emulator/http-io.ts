import type { IncomingMessage, ServerResponse } from 'node:http';

export class HttpError extends Error {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;

  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.headers = headers;
  }
}

export type HeaderMap = Record<string, string | number>;

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: HeaderMap = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  res.end(text);
}

export function sendError(
  res: ServerResponse,
  status: number,
  message: string,
  headers: HeaderMap = {},
): void {
  sendJson(res, status, { error: { code: status, message } }, headers);
}

export function sendEmpty(res: ServerResponse, status: number, headers: HeaderMap = {}): void {
  res.writeHead(status, { ...headers, 'Content-Length': 0 });
  res.end();
}

export type BodyResult =
  { kind: 'complete'; body: Buffer } | { kind: 'too-large'; receivedBytes: number };

/** Past `limit` it keeps draining the request, keeping nothing, so the client can read the answer. */
export async function readBody(req: IncomingMessage, limit: number): Promise<BodyResult> {
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    received += chunk.length;
    if (received <= limit) chunks.push(chunk);
  }
  if (received > limit) return { kind: 'too-large', receivedBytes: received };
  return { kind: 'complete', body: Buffer.concat(chunks, received) };
}

export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
