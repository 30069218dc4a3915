import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { EmulatorContext } from './context.ts';
import { HttpError, sendError } from './http-io.ts';
import { ObjectStore } from './object-store.ts';
import { routeRequest, splitTarget } from './router.ts';
import { DEFAULT_RULES_PATH, loadRulesFile } from './rules-decision.ts';
import type { StorageEmulator, StorageEmulatorOptions } from './types.ts';
import { UploadSessions } from './upload-sessions.ts';

function checkOptions(options: StorageEmulatorOptions): void {
  const { port, quotaBytes } = options;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new TypeError(`Invalid port ${port}.`);
  }
  if (!options.dataDir) throw new TypeError('dataDir is required.');
  if (!options.projectId) throw new TypeError('projectId is required.');
  if (quotaBytes !== undefined && !(quotaBytes >= 0)) {
    throw new TypeError('quotaBytes must be zero or more.');
  }
}

/** Drains the rest of a request body, so the client can read our answer. */
async function drainRequest(req: IncomingMessage): Promise<void> {
  if (req.readableEnded || req.destroyed) return;
  req.resume();
  await once(req, 'end').catch(() => undefined);
}

async function handle(
  context: EmulatorContext,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  try {
    await routeRequest(context, req, res);
  } catch (error) {
    if (res.headersSent || res.destroyed) {
      res.destroy();
      return;
    }
    await drainRequest(req);
    if (error instanceof HttpError) {
      sendError(res, error.status, error.message, error.headers);
    } else {
      context.log(
        `storage: internal error: ${error instanceof Error ? error.stack : String(error)}`,
      );
      sendError(res, 500, 'Internal error of the Storage emulator.');
    }
  }
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error): void => {
      server.off('listening', onListening);
      reject(error);
    };
    const onListening = (): void => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

function formatHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

export async function startStorageEmulator(
  options: StorageEmulatorOptions,
): Promise<StorageEmulator> {
  checkOptions(options);
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? (() => undefined);
  // A rules file the evaluator cannot read stops the start here, naming what it does not know.
  const rules = loadRulesFile(options.rules ?? DEFAULT_RULES_PATH, log);
  const store = await ObjectStore.open(options.dataDir, log);
  const uploads = new UploadSessions();
  const context: EmulatorContext = {
    store,
    uploads,
    projectId: options.projectId,
    quotaBytes: options.quotaBytes ?? Number.POSITIVE_INFINITY,
    authority: '',
    log,
    rules,
    ...(options.firestore ? { firestore: options.firestore } : {}),
  };
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    res.on('finish', () => {
      // The query is left out: it may carry download tokens.
      log(`storage: ${req.method ?? '?'} ${splitTarget(req.url ?? '/').path} ${res.statusCode}`);
    });
    void handle(context, req, res);
  });
  server.keepAliveTimeout = 5_000;
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await listen(server, options.port, host);
  server.on('error', (error) => log(`storage: server error: ${error.message}`));
  const { port } = server.address() as AddressInfo;
  context.authority = `${formatHost(host)}:${port}`;
  const url = `http://${context.authority}`;
  log(`storage: serving ${options.dataDir} at ${url}, deciding with ${rules.path}`);

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
      for (const socket of sockets) socket.destroy();
      uploads.clear();
    });
    return closing;
  };
  return { url, host, port, close };
}
