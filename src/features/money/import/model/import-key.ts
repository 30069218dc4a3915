import type { ImportSource } from './import-line';

// A line's key: the source and the first 40 hex digits (160 bits) of the SHA-256 of its own
// fields, joined by a character no export holds. Web Crypto, no library.

const SEPARATOR = '\u001f';

/** The shape of every key: what `donationImportKeys/{id}` accepts. */
export const IMPORT_KEY_PATTERN = /^(banca|paypal|stripe)-[0-9a-f]{40}$/;

export async function importKeyOf(
  source: ImportSource,
  fields: readonly string[],
): Promise<string> {
  const bytes = new TextEncoder().encode([source, ...fields].join(SEPARATOR));
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  const hex = [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${source}-${hex.slice(0, 40)}`;
}
