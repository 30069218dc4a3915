import { settings } from '#src/lib/firebase/settings';

/** Where the public media of a bucket is served: the Storage emulator or Firebase Storage. */
export interface MediaHost {
  readonly bucket: string;
  /** Set in emulator mode. */
  readonly emulator?: { readonly host: string; readonly port: number };
}

/**
 * The public media URL of a stored object. Public folders (horses/, events/) are readable by anyone,
 * so the URL is built directly instead of asking Storage for a download URL, which would cost a
 * request per image before the image itself (docs/product.md, "Images").
 */
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

/** The origin the site's images come from (pages open a connection to it early). */
export const mediaOrigin = new URL(storageMediaUrl('', mediaHost)).origin;

/** The public URL of an image of this site's bucket, e.g. `imageUrl('horses/ada-thumb.png')`. */
export function imageUrl(path: string): string {
  return storageMediaUrl(path, mediaHost);
}
