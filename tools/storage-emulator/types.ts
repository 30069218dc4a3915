export interface StorageEmulatorOptions {
  host?: string;
  port: number;
  dataDir: string;
  projectId: string;
  /** Exceeding it answers HTTP 402. */
  quotaBytes?: number;
  log?: (line: string) => void;
}

export interface StorageEmulator {
  url: string;
  host: string;
  port: number;
  close(): Promise<void>;
}
