import { settings } from '#src/lib/firebase/settings';

export interface MediaHost {
  readonly bucket: string;
  readonly emulator?: { readonly host: string; readonly port: number };
}

/** Public folders are readable by anyone: a built URL saves a download-URL request per image. */
export function storageMediaUrl(path: string, { bucket, emulator }: MediaHost): string {
  const base = emulator
    ? `http://${emulator.host}:${emulator.port}`
    : 'https://firebasestorage.googleapis.com';
  return `${base}/v0/b/${encodeURIComponent(bucket)}/o/${encodeURIComponent(path)}?alt=media`;
}

const mediaHost: MediaHost = {
  bucket: settings.options.storageBucket ?? '',
  ...(settings.emulators
    ? { emulator: { host: settings.emulators.host, port: settings.emulators.ports.storage } }
    : {}),
};

export const mediaOrigin = new URL(storageMediaUrl('', mediaHost)).origin;

export function imageUrl(path: string): string {
  return storageMediaUrl(path, mediaHost);
}
