import * as z from 'zod/mini';
import { text, timestamp } from '#src/lib/data/schema';
import type { DeliveryState } from './mail';
import { mailSubject } from './subject-files';

// A mail as the outbox and an application's page show it: who, which template, when, and what
// the extension (or the local delivery) made of it.

/** No `delivery` yet: the extension has not taken it (or is not installed). */
export type MailState = DeliveryState | 'WAITING';

export const mailStateLabels: Readonly<Record<MailState, string>> = {
  WAITING: 'In attesa',
  PENDING: 'In coda',
  PROCESSING: 'In invio',
  RETRY: 'Da rinviare',
  SUCCESS: 'Consegnata',
  ERROR: 'Non consegnata',
};

export const mailStateTone = (state: MailState): 'success' | 'danger' | 'secondary' =>
  state === 'SUCCESS' ? 'success' : state === 'ERROR' ? 'danger' : 'secondary';

export const templateLabels: Readonly<Record<string, string>> = {
  'application-notice': "Avviso all'associazione",
  'application-received-it': 'Conferma di ricevimento (italiano)',
  'application-received-en': 'Conferma di ricevimento (inglese)',
  'volunteer-notice': "Avviso all'associazione (volontariato)",
  'volunteer-received-it': 'Conferma di ricevimento (volontariato, italiano)',
  'volunteer-received-en': 'Conferma di ricevimento (volontariato, inglese)',
  'staff-message-it': 'Messaggio dello staff (italiano)',
  'staff-message-en': 'Messaggio dello staff (inglese)',
  'horse-news-it': 'Notizia di un cavallo alla cerchia',
  'horse-news-en': 'Notizia di un cavallo alla cerchia (inglese)',
  'register-insurer-notice': "Avviso all'assicurazione (registro dei volontari)",
  'donation-receipt': 'Ricevuta o riepilogo annuale delle donazioni (con PDF)',
  'weekly-digest': 'Da fare questa settimana (allo staff)',
};

const states = ['PENDING', 'PROCESSING', 'SUCCESS', 'ERROR', 'RETRY'] as const;

const storedMailSchema = z.object({
  slug: z.string(),
  to: z.union([z.string(), z.array(z.string())], { error: 'deve essere un indirizzo o una lista' }),
  template: z.object(
    {
      name: z.string({ error: 'deve essere un testo' }),
      data: z.optional(z.record(z.string(), z.unknown())),
    },
    { error: 'deve indicare il modello' },
  ),
  date: z.optional(timestamp()),
  delivery: z.optional(
    z.object({
      state: z.optional(z.enum(states)),
      error: text(),
      attempts: z.optional(z.number()),
    }),
  ),
});

export interface MailRecord {
  readonly id: string;
  readonly to: readonly string[];
  readonly template: string;
  readonly preset: string;
  /** As its template makes it of its data (the extension stores no subject); empty if unknown. */
  readonly subject: string;
  readonly date: Date | null;
  readonly state: MailState;
  readonly error: string;
  readonly attempts: number;
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

export const mailRecordSchema = z.pipe(
  storedMailSchema,
  z.transform((stored): MailRecord => ({
    id: stored.slug,
    to: typeof stored.to === 'string' ? [stored.to] : stored.to,
    template: stored.template.name,
    preset: textOf(stored.template.data?.preset),
    // Rendered from the template, as the extension renders it: the document does not store it.
    subject:
      mailSubject(stored.template.name, stored.template.data ?? {}) ??
      textOf(stored.template.data?.subject),
    date: stored.date ?? null,
    state: stored.delivery?.state ?? 'WAITING',
    error: stored.delivery?.error ?? '',
    attempts: stored.delivery?.attempts ?? 0,
  })),
);
