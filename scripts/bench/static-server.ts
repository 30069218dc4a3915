import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
};

const compressible = new Set(['.html', '.js', '.css', '.svg', '.txt', '.json']);

/** As Firebase Hosting would: gzip, cached hashed assets, uncached HTML, clean URLs, the app shell. */
export function serveBuild(root: string, host: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${host}`);
    const isFile = (path: string) =>
      path.startsWith(root) && existsSync(path) && !statSync(path).isDirectory();
    const requested = normalize(join(root, decodeURIComponent(url.pathname)));
    const shell = isFile(join(root, 'app.html')) ? 'app.html' : 'index.html';
    const candidates =
      url.pathname === '/' ? [join(root, 'index.html')] : [requested, `${requested}.html`];
    const file = candidates.find(isFile) ?? join(root, shell);
    const extension = extname(file);
    response.setHeader('content-type', types[extension] ?? 'application/octet-stream');
    response.setHeader(
      'cache-control',
      url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    const gzip =
      compressible.has(extension) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    // Whole bodies with their length, as Hosting sends them (no chunked framing to count).
    const body = gzip ? gzipSync(readFileSync(file)) : readFileSync(file);
    if (gzip) response.setHeader('content-encoding', 'gzip');
    response.setHeader('content-length', body.length);
    response.end(body);
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}
