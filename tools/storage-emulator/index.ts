// The Firebase Storage REST protocol of the web SDK, and the owner's listing and deleting calls of
// the Cloud Storage JSON API (docs/decisions/0003-local-storage-emulator.md, 0022-retention.md).
export { startStorageEmulator } from './server.ts';
export type { StorageEmulator, StorageEmulatorOptions } from './types.ts';
