// A local server speaking the Firebase Storage REST protocol of the web SDK, for
// `connectStorageEmulator(storage, host, port)`, plus the listing and deleting calls of the Cloud
// Storage JSON API that firebase-admin makes, for the owner only (gcs-api.ts). See
// docs/decisions/0003-local-storage-emulator.md and 0022-retention.md.
export { startStorageEmulator } from './server.ts';
export type { StorageEmulator, StorageEmulatorOptions } from './types.ts';
