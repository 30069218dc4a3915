import { describe, expect, it } from 'vitest';
import { multipartBoundary, parseMultipart } from './multipart.ts';

describe('multipart', () => {
  it('reads the boundary, quoted or not', () => {
    expect(multipartBoundary('multipart/related; boundary=123')).toBe('123');
    expect(multipartBoundary('multipart/related; boundary="a b"')).toBe('a b');
    expect(() => multipartBoundary('application/json')).toThrow();
    expect(() => multipartBoundary('multipart/related')).toThrow('no boundary');
  });

  it('splits the body the web SDK sends into metadata and binary data', () => {
    const data = Buffer.from([0, 13, 10, 45, 45, 255]);
    const body = Buffer.concat([
      Buffer.from(
        '--xyz\r\nContent-Type: application/json; charset=utf-8\r\n\r\n{"name":"a.png"}\r\n--xyz\r\nContent-Type: image/png\r\n\r\n',
      ),
      data,
      Buffer.from('\r\n--xyz--'),
    ]);
    const [metadata, content, ...rest] = parseMultipart(body, 'xyz');
    expect(rest).toEqual([]);
    expect(metadata?.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(metadata?.body.toString()).toBe('{"name":"a.png"}');
    expect(content?.headers.get('content-type')).toBe('image/png');
    expect(content?.body).toEqual(data);
  });

  it('accepts a preamble and refuses a body without closing boundary', () => {
    const parts = parseMultipart(Buffer.from('preamble\r\n--b\r\n\r\nhello\r\n--b--\r\n'), 'b');
    expect(parts.map((part) => part.body.toString())).toEqual(['hello']);
    expect(() => parseMultipart(Buffer.from('--b\r\n\r\nhello'), 'b')).toThrow('closing boundary');
  });
});
