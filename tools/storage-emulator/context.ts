import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Principal } from './auth.ts';
import type { FirestoreReader } from './firestore-reader.ts';
import type { ObjectStore } from './object-store.ts';
import type { RulesFile } from './rules-decision.ts';
import type { UploadSessions } from './upload-sessions.ts';

export interface EmulatorContext {
  store: ObjectStore;
  uploads: UploadSessions;
  projectId: string;
  quotaBytes: number;
  authority: string;
  log: (line: string) => void;
  /** storage.rules, which decide every request but the owner's. */
  rules: RulesFile;
  firestore?: FirestoreReader;
}

/** Even from the owner, whom the policy's size limit does not bind. */
export const OWNER_MAX_UPLOAD_BYTES = 512 * 1024 * 1024;

export const MULTIPART_OVERHEAD_BYTES = 1024 * 1024;

export interface RoutedRequest {
  req: IncomingMessage;
  res: ServerResponse;
  bucket: string;
  objectName: string | undefined;
  query: URLSearchParams;
  principal: Principal;
}
