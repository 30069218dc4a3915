// A local server speaking the Firebase Storage REST protocol of the web SDK, for
// `connectStorageEmulator(storage, host, port)`. See docs/decisions/0003-local-storage-emulator.md.
export { startStorageEmulator } from './server.ts';
export type { StorageEmulator, StorageEmulatorOptions } from './types.ts';
