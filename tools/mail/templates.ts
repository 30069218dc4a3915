import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Firestore } from 'firebase-admin/firestore';
import Handlebars from 'handlebars';
import { association } from '#src/config/association.ts';
import { routePatterns } from '#src/config/paths.ts';
import type { SiteLanguage } from '#src/config/site.ts';
import type { ApplicationKind } from '#src/features/mail/model/mail.ts';
import {
  fillPreset,
  presetPath,
  presetValues,
  type MessageText,
  type StaffPreset,
} from '#src/features/mail/model/staff-presets.ts';
import { repoRoot } from '../emulator-config.ts';

/** A document of the `templates` collection, as the Trigger Email extension reads it. */
export interface MailTemplate {
  subject: string;
  html: string;
  text: string;
}

export const mailTemplatesDir = join(repoRoot, 'mail', 'templates');
export const TEMPLATES = 'templates';

/**
 * The repository's templates (`mail/templates/<name>/{subject,html,text}.hbs`) with the site's
 * address and the association's details written in: `[[siteUrl]]` and the like are filled when the
 * templates are loaded, so that no mail's data can choose a link or a contact.
 */
export function readMailTemplates(siteUrl: string): Record<string, MailTemplate> {
  const site = siteUrl.replace(/\/+$/, '');
  const values: Record<string, string> = {
    siteUrl: site,
    unsubscribeIt: site + routePatterns.unsubscribe.it,
    unsubscribeEn: site + routePatterns.unsubscribe.en,
    associationName: association.name,
    associationEmail: association.email,
    associationPhone: association.phone,
  };
  const fill = (source: string) =>
    source.trim().replace(/\[\[(\w+)\]\]/g, (whole, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`Unknown template value ${whole}`);
      return value;
    });
  const read = (name: string, part: keyof MailTemplate) =>
    fill(readFileSync(join(mailTemplatesDir, name, `${part}.hbs`), 'utf8'));
  return Object.fromEntries(
    readdirSync(mailTemplatesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map(({ name }) => [
        name,
        { subject: read(name, 'subject'), html: read(name, 'html'), text: read(name, 'text') },
      ]),
  );
}

/** Writes the templates into `templates`, replacing those of the same name (seed and deploy). */
export async function loadMailTemplates(db: Firestore, siteUrl: string): Promise<number> {
  const templates = readMailTemplates(siteUrl);
  const batch = db.batch();
  for (const [name, template] of Object.entries(templates)) {
    batch.set(db.collection(TEMPLATES).doc(name), template);
  }
  await batch.commit();
  return Object.keys(templates).length;
}

/**
 * Renders a template as the extension does: Handlebars on each part, `{{x}}` HTML-escaped (the
 * subject and text parts use `{{{x}}}`, so that an apostrophe stays one).
 */
export function renderMail(template: MailTemplate, data: Record<string, unknown>): MailTemplate {
  const render = (source: string) => Handlebars.compile(source)(data).trim();
  return {
    subject: render(template.subject).replace(/\s+/g, ' '),
    html: render(template.html),
    text: render(template.text),
  };
}

/** A staff preset filled as the back office fills it (its texts are Vite's there). */
export const readPresetSource = (language: SiteLanguage, preset: StaffPreset): string =>
  readFileSync(join(repoRoot, presetPath(language, preset)), 'utf8');

export const readPresetText = (
  kind: ApplicationKind,
  language: SiteLanguage,
  preset: StaffPreset,
  givenName: string,
): MessageText =>
  fillPreset(readPresetSource(language, preset), presetValues(kind, language, givenName));
