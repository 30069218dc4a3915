import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Principal } from './auth.ts';
import type { ObjectStore } from './object-store.ts';
import type { UploadSessions } from './upload-sessions.ts';

/** What every request handler needs. */
export interface EmulatorContext {
  store: ObjectStore;
  uploads: UploadSessions;
  projectId: string;
  /** Infinity when unlimited. */
  quotaBytes: number;
  /** Fallback `host:port` for absolute URLs when a request has no usable Host header. */
  authority: string;
  log: (line: string) => void;
}

/** Largest body accepted at all, even from the owner (who is not bound by the policy's size limit). */
export const OWNER_MAX_UPLOAD_BYTES = 512 * 1024 * 1024;

/** Room for the multipart envelope around the data. */
export const MULTIPART_OVERHEAD_BYTES = 1024 * 1024;

/** A request routed to the Firebase Storage API (`/v0/b/{bucket}/o[/{object}]`). */
export interface RoutedRequest {
  req: IncomingMessage;
  res: ServerResponse;
  bucket: string;
  /** The decoded object path of `/o/{object}` URLs. */
  objectName: string | undefined;
  query: URLSearchParams;
  principal: Principal;
}
