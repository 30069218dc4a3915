import { randomId } from '#src/lib/data/auto-id';

// The photos a visitor picked, converted and waiting for their application: they are sent after
// it, since Storage takes a photo only for an application that names it. Kept in memory only.

const nameAlphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

const extensions: Readonly<Record<string, string>> = { 'image/webp': 'webp', 'image/jpeg': 'jpg' };

/** `.jpg` for the JPEG of a browser that cannot encode WebP. */
export function randomPhotoName(type = 'image/webp'): string {
  return `${randomId(12, nameAlphabet)}.${extensions[type] ?? 'webp'}`;
}

export const isPhotoType = (type: string): boolean => type in extensions;

const waiting = new Map<string, Blob>();

const keyOf = (applicationId: string, name: string) => `${applicationId}/${name}`;

export function queuePhoto(applicationId: string, name: string, blob: Blob): void {
  waiting.set(keyOf(applicationId, name), blob);
}

export function queuedPhoto(applicationId: string, name: string): Blob | undefined {
  return waiting.get(keyOf(applicationId, name));
}

export function dropPhoto(applicationId: string, name: string): void {
  waiting.delete(keyOf(applicationId, name));
}
