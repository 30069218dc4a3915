import * as z from 'zod/mini';
import { association } from '#src/config/association';
import type { SiteLanguage } from '#src/config/site';
import { notBlank } from '#src/lib/data/field-errors';
import { textsFor } from '#src/lib/text/dictionary';
import type { ApplicationKind } from './mail';
import { mailTexts } from './texts';

/**
 * The texts staff start a message from (docs/product.md "E-mail"): Handlebars files beside the
 * staff template, `mail/templates/staff-message-{language}/presets/{preset}.hbs`, the first line
 * the subject, then paragraphs separated by a blank line. They use only `{{name}}` values and the
 * association's `[[…]]`, so filling them needs no Handlebars in the browser (whose compiler the
 * site's CSP would refuse); tools/mail/templates.test.ts renders them with Handlebars too.
 */
export const staffPresets = [
  'received',
  'home-visit',
  'interview',
  'accepted',
  'declined',
] as const;

export type StaffPreset = (typeof staffPresets)[number];

export const presetLabels: Readonly<Record<StaffPreset, string>> = {
  received: 'Domanda ricevuta',
  'home-visit': 'Visita da fissare',
  interview: 'Colloquio da fissare',
  accepted: 'Domanda accolta',
  declined: 'Domanda non accolta',
};

/**
 * A visit to the home belongs to an adoption (the pre-adoption check), an interview to a
 * volunteer's application.
 */
export const presetsFor = (kind: ApplicationKind): readonly StaffPreset[] =>
  staffPresets.filter(
    (preset) =>
      (preset !== 'home-visit' || kind === 'adoption') &&
      (preset !== 'interview' || kind === 'volunteer'),
  );

/** Where a preset lives, from the repository's root. */
export const presetPath = (language: SiteLanguage, preset: StaffPreset): string =>
  `/mail/templates/staff-message-${language}/presets/${preset}.hbs`;

export interface PresetValues {
  readonly givenName: string;
  readonly what: string;
}

export const presetValues = (
  kind: ApplicationKind,
  language: SiteLanguage,
  givenName: string,
): PresetValues => ({
  givenName: givenName.trim(),
  what: textsFor(mailTexts, language).kind[kind],
});

const associationValues: Readonly<Record<string, string>> = {
  associationName: association.name,
  associationEmail: association.email,
  associationPhone: association.phone,
};

export interface MessageText {
  readonly subject: string;
  /** Paragraphs separated by a blank line, as staff edit them. */
  readonly body: string;
}

export function fillPreset(source: string, values: PresetValues): MessageText {
  const filled = source
    .replace(/\[\[(\w+)\]\]/g, (whole, name: string) => associationValues[name] ?? whole)
    .replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
      Object.hasOwn(values, name) ? values[name as keyof PresetValues] : whole,
    )
    .replace(/\r\n/g, '\n')
    .trim();
  const [subject = '', ...rest] = filled.split('\n');
  return { subject: subject.trim(), body: rest.join('\n').trim() };
}

/** The paragraphs the template prints: split at blank lines, each line kept. */
export const paragraphsOf = (body: string): string[] =>
  body
    .replace(/\r\n/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');

export const messageLimits = { subject: 200, body: 10_000, paragraphs: 50 } as const;

/** A staff message as staff edit it; each field's checks in order, the first failed shown. */
export const staffMessageSchema = z.object({
  subject: z.string().check(
    notBlank("Scrivi l'oggetto."),
    z.refine(
      (subject: string) => subject.trim().length <= messageLimits.subject,
      `L'oggetto può avere al massimo ${messageLimits.subject} caratteri.`,
    ),
  ),
  body: z.string().check(
    z.refine((body) => paragraphsOf(body).length > 0, 'Scrivi il testo del messaggio.'),
    z.refine(
      (body) => paragraphsOf(body).join('').length <= messageLimits.body,
      `Il testo può avere al massimo ${messageLimits.body} caratteri.`,
    ),
    z.refine(
      (body) => paragraphsOf(body).length <= messageLimits.paragraphs,
      `Il testo può avere al massimo ${messageLimits.paragraphs} paragrafi.`,
    ),
  ),
});
