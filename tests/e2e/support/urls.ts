import { previewServerPort } from '#tools/emulator-config.ts';

/** Where `vite preview` serves the emulator-mode build during browser tests (vite.config.ts). */
export const previewHost = '127.0.0.1';
export const previewPort = previewServerPort();
export const previewUrl = `http://${previewHost}:${previewPort}`;
