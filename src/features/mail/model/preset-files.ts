import type { SiteLanguage } from '#src/config/site';
import type { ApplicationKind } from './mail';
import {
  fillPreset,
  presetPath,
  presetValues,
  type MessageText,
  type StaffPreset,
} from './staff-presets';

// Bundled by Vite into the back office; scripts read the same files from disk (tools/mail).
const presetFiles = import.meta.glob<string>('/mail/templates/staff-message-*/presets/*.hbs', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export function presetText(
  kind: ApplicationKind,
  language: SiteLanguage,
  preset: StaffPreset,
  givenName: string,
): MessageText {
  const source = presetFiles[presetPath(language, preset)];
  if (source === undefined) throw new Error(`No preset ${preset} in ${language}`);
  return fillPreset(source, presetValues(kind, language, givenName));
}
