import type { FirestoreReader } from './firestore-reader.ts';

export interface StorageEmulatorOptions {
  host?: string;
  port: number;
  dataDir: string;
  projectId: string;
  /** Exceeding it answers HTTP 402. */
  quotaBytes?: number;
  log?: (line: string) => void;
  /** The rules file that decides every request; default: the repository's storage.rules. */
  rules?: string;
  /** What storage.rules' `firestore.get()` reads; without it, no document exists. */
  firestore?: FirestoreReader;
}

export interface StorageEmulator {
  url: string;
  host: string;
  port: number;
  close(): Promise<void>;
}
