import { HttpError } from './http-io.ts';

export interface MultipartPart {
  headers: Map<string, string>;
  body: Buffer;
}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

export function multipartBoundary(contentType: string | undefined): string {
  const type = contentType ?? '';
  if (!/^multipart\/(related|mixed|form-data)\s*(;|$)/i.test(type)) {
    throw new HttpError(400, 'A multipart upload needs a multipart/related Content-Type.');
  }
  const match = /;\s*boundary\s*=\s*(?:"([^"]+)"|([^;\s]+))/i.exec(type);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) throw new HttpError(400, 'The multipart Content-Type has no boundary.');
  return boundary;
}

function parseHeaders(block: Buffer): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.toString('latin1').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function parsePart(raw: Buffer): MultipartPart {
  // The header block ends with an empty line; a part without headers starts with it.
  if (raw.subarray(0, 2).equals(CRLF)) return { headers: new Map(), body: raw.subarray(2) };
  const end = raw.indexOf(HEADER_END);
  if (end === -1) throw new HttpError(400, 'Malformed multipart body: part without headers.');
  return {
    headers: parseHeaders(raw.subarray(0, end)),
    body: raw.subarray(end + HEADER_END.length),
  };
}

export function parseMultipart(body: Buffer, boundary: string): MultipartPart[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const innerDelimiter = Buffer.from(`\r\n--${boundary}`);
  let position: number;
  if (body.subarray(0, delimiter.length).equals(delimiter)) {
    position = delimiter.length;
  } else {
    const first = body.indexOf(innerDelimiter);
    if (first === -1) throw new HttpError(400, 'Malformed multipart body: no boundary.');
    position = first + innerDelimiter.length;
  }
  const parts: MultipartPart[] = [];
  for (;;) {
    if (body.subarray(position, position + 2).toString('latin1') === '--') return parts;
    const lineEnd = body.indexOf(CRLF, position);
    if (lineEnd === -1 || body.subarray(position, lineEnd).toString('latin1').trim() !== '') {
      throw new HttpError(400, 'Malformed multipart body: bad delimiter line.');
    }
    const start = lineEnd + CRLF.length;
    const next = body.indexOf(innerDelimiter, start);
    if (next === -1)
      throw new HttpError(400, 'Malformed multipart body: missing closing boundary.');
    parts.push(parsePart(body.subarray(start, next)));
    position = next + innerDelimiter.length;
  }
}
