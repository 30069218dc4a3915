import { format, resolveConfig } from 'prettier';
import type { HostingRedirectRule } from './hosting-redirects.ts';

export const hostingRedirectsCommand = 'npm run hosting:redirects';

/** Formatted as Prettier formats firebase.json, so every other part reads exactly as before. */
export async function withHostingRedirects(
  text: string,
  rules: readonly HostingRedirectRule[],
  file: string,
): Promise<string> {
  const json = JSON.parse(text) as { hosting?: Record<string, unknown> };
  if (!json.hosting) throw new Error(`${file}: no "hosting" block`);
  const entries = Object.entries(json.hosting).filter(([key]) => key !== 'redirects');
  const at = Object.keys(json.hosting).indexOf('redirects');
  const before = at >= 0 ? at : entries.findIndex(([key]) => key === 'rewrites');
  entries.splice(before >= 0 ? before : entries.length, 0, ['redirects', rules]);
  json.hosting = Object.fromEntries(entries);
  const options = (await resolveConfig(file)) ?? {};
  return format(JSON.stringify(json, null, 2), { ...options, filepath: file });
}
