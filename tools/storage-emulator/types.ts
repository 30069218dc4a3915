/** Options of {@link startStorageEmulator}. */
export interface StorageEmulatorOptions {
  /** Interface to listen on; default '127.0.0.1'. */
  host?: string;
  /** TCP port; 0 picks any free port. */
  port: number;
  /** Folder where objects and their metadata persist (created if missing); survives restarts. */
  dataDir: string;
  /** Firebase project id, e.g. 'demo-equinozio'; ID tokens for another project are refused. */
  projectId: string;
  /** Total bytes a bucket may hold; default unlimited. Exceeding it answers HTTP 402. */
  quotaBytes?: number;
  /** Receives one line per request and notable events; default: no logging. */
  log?: (line: string) => void;
}

/** A running emulator. */
export interface StorageEmulator {
  /** Base URL, e.g. 'http://127.0.0.1:9199'. */
  url: string;
  host: string;
  port: number;
  /** Stops listening and closes every open connection. */
  close(): Promise<void>;
}
