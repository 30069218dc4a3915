import { renderSubject } from './mail-subject';

// Bundled by Vite into the back office, as the presets are (preset-files.ts): the same files the
// deploy loads into `templates` (tools/mail/templates.ts).
const subjectFiles = import.meta.glob<string>('/mail/templates/*/subject.hbs', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Where a template's subject lives, from the repository's root. */
export const subjectPath = (template: string): string => `/mail/templates/${template}/subject.hbs`;

/**
 * A mail's subject as its template makes it of its data (decision 78); `null` for a template the
 * site does not have, or a subject this cannot render.
 */
export function mailSubject(
  template: string,
  data: Readonly<Record<string, unknown>>,
): string | null {
  const source = Object.hasOwn(subjectFiles, subjectPath(template))
    ? subjectFiles[subjectPath(template)]
    : undefined;
  return source === undefined ? null : renderSubject(source, data);
}
