import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import * as z from 'zod/mini';
import type { ProvinceCode } from '#src/config/provinces.ts';
import {
  VOLUNTEER_APPLICATIONS,
  volunteerApplicationInputSchema,
  volunteerApplicationSchema,
  type VolunteerActivity,
  type VolunteerApplication,
  type VolunteerSlot,
  type VolunteerStatus,
} from '#src/features/volunteers/model/volunteer-application.ts';
import { demoReference } from './references.ts';
import { demoDate, type DemoDate } from './types.ts';

// Volunteer applications (issue 40, item 8): 25, in every status, in both languages, three of them
// from 16-17 year olds with a parent's consent. People, phones and addresses are invented. The
// register's demo (its own file) enrols some of the Attivo ones by these ids.

interface DemoVolunteer {
  readonly givenName: string;
  readonly familyName: string;
  readonly province: ProvinceCode;
  readonly availability: readonly VolunteerSlot[];
  readonly activities: readonly VolunteerActivity[];
  readonly experience: 'Nessuna' | 'Poca' | 'Buona';
  readonly status: VolunteerStatus;
  readonly date: DemoDate;
  readonly language?: 'it' | 'en';
  /** A 16-17 year old: the parent's or guardian's name. */
  readonly guardian?: string;
  readonly notes?: string;
  readonly internalNotes?: string;
  readonly newsConsent?: boolean;
}

const demo: readonly DemoVolunteer[] = [
  {
    givenName: 'Chiara',
    familyName: 'Marchetti',
    province: 'SV',
    availability: ['Weekend mattina'],
    activities: ['Scuderia'],
    experience: 'Poca',
    status: 'Da contattare',
    date: { yearOffset: 0, month: 11, day: 28, hour: 18 },
    notes: 'Ho montato da ragazza, vorrei ricominciare a stare con i cavalli.',
  },
  {
    givenName: 'Tommaso',
    familyName: 'Ferri',
    province: 'GE',
    availability: ['Feriali pomeriggio', 'Weekend pomeriggio'],
    activities: ['Eventi', 'Foto'],
    experience: 'Nessuna',
    status: 'Da contattare',
    date: { yearOffset: 0, month: 11, day: 30, hour: 21 },
    newsConsent: true,
  },
  {
    givenName: 'Emily',
    familyName: 'Clarke',
    province: 'IM',
    availability: ['Feriali mattina', 'Feriali pomeriggio'],
    activities: ['Scuderia', 'Ufficio e social'],
    experience: 'Buona',
    status: 'Da contattare',
    date: { yearOffset: 0, month: 12, day: 1, hour: 9 },
    language: 'en',
    notes: 'I am in Liguria until June and worked at a rescue in Devon.',
  },
  {
    givenName: 'Nicolò',
    familyName: 'Sanna',
    province: 'SV',
    availability: ['Weekend mattina', 'Weekend pomeriggio'],
    activities: ['Scuderia'],
    experience: 'Nessuna',
    status: 'Da contattare',
    date: { yearOffset: 0, month: 12, day: 2, hour: 17 },
    guardian: 'Roberta Sanna',
    notes: 'Ho 16 anni, mia mamma è d’accordo e può accompagnarmi.',
  },
  {
    givenName: 'Federica',
    familyName: 'Lombardi',
    province: 'TO',
    availability: ['Weekend pomeriggio'],
    activities: ['Trasporti'],
    experience: 'Buona',
    status: 'Da contattare',
    date: { yearOffset: 0, month: 12, day: 3, hour: 8 },
    notes: 'Ho la patente BE e un van per due cavalli.',
  },
  {
    givenName: 'Jonas',
    familyName: 'Weber',
    province: 'CN',
    availability: ['Weekend mattina'],
    activities: ['Foto'],
    experience: 'Poca',
    status: 'Da contattare',
    date: { yearOffset: 0, month: 12, day: 4, hour: 12 },
    language: 'en',
  },
  {
    givenName: 'Alessia',
    familyName: 'Bruno',
    province: 'SV',
    availability: ['Feriali mattina'],
    activities: ['Ufficio e social'],
    experience: 'Nessuna',
    status: 'Da contattare',
    date: { yearOffset: 0, month: 12, day: 5, hour: 10 },
    newsConsent: true,
  },
  {
    givenName: 'Matteo',
    familyName: 'Rinaldi',
    province: 'SV',
    availability: ['Weekend mattina'],
    activities: ['Scuderia', 'Eventi'],
    experience: 'Poca',
    status: 'Colloquio fissato',
    date: { yearOffset: 0, month: 11, day: 10, hour: 19 },
    internalNotes: 'Colloquio sabato alle 10, con visita alla scuderia.',
  },
  {
    givenName: 'Sofia',
    familyName: 'Galli',
    province: 'GE',
    availability: ['Feriali pomeriggio'],
    activities: ['Ufficio e social', 'Foto'],
    experience: 'Nessuna',
    status: 'Colloquio fissato',
    date: { yearOffset: 0, month: 11, day: 12, hour: 13 },
    internalNotes: 'Studia comunicazione: potrebbe seguire Instagram.',
  },
  {
    givenName: 'Laura',
    familyName: 'Hughes',
    province: 'SV',
    availability: ['Weekend mattina', 'Weekend pomeriggio'],
    activities: ['Scuderia'],
    experience: 'Buona',
    status: 'Colloquio fissato',
    date: { yearOffset: 0, month: 11, day: 15, hour: 11 },
    language: 'en',
  },
  {
    givenName: 'Pietro',
    familyName: 'Costa',
    province: 'AL',
    availability: ['Weekend pomeriggio'],
    activities: ['Eventi'],
    experience: 'Nessuna',
    status: 'Colloquio fissato',
    date: { yearOffset: 0, month: 11, day: 18, hour: 20 },
    guardian: 'Marco Costa',
  },
  {
    givenName: 'Giada',
    familyName: 'Fontana',
    province: 'SV',
    availability: ['Feriali mattina', 'Weekend mattina'],
    activities: ['Scuderia', 'Trasporti'],
    experience: 'Buona',
    status: 'Colloquio fissato',
    date: { yearOffset: 0, month: 11, day: 20, hour: 9 },
  },
  {
    givenName: 'Davide',
    familyName: 'Moretti',
    province: 'SV',
    availability: ['Weekend mattina'],
    activities: ['Scuderia'],
    experience: 'Buona',
    status: 'Attivo',
    date: { yearOffset: -1, month: 3, day: 4, hour: 18 },
    internalNotes: 'Fieno e paddock la domenica mattina.',
  },
  {
    givenName: 'Elena',
    familyName: 'Barbieri',
    province: 'SV',
    availability: ['Feriali mattina'],
    activities: ['Scuderia', 'Eventi'],
    experience: 'Poca',
    status: 'Attivo',
    date: { yearOffset: -1, month: 4, day: 11, hour: 10 },
  },
  {
    givenName: 'Marco',
    familyName: 'Pellegrini',
    province: 'GE',
    availability: ['Weekend mattina', 'Weekend pomeriggio'],
    activities: ['Trasporti'],
    experience: 'Buona',
    status: 'Attivo',
    date: { yearOffset: -1, month: 5, day: 2, hour: 16 },
    internalNotes: 'Patente BE: trasporti dal veterinario.',
  },
  {
    givenName: 'Anna',
    familyName: 'Colombo',
    province: 'SV',
    availability: ['Feriali pomeriggio'],
    activities: ['Ufficio e social'],
    experience: 'Nessuna',
    status: 'Attivo',
    date: { yearOffset: -1, month: 6, day: 19, hour: 21 },
    newsConsent: true,
  },
  {
    givenName: 'Rachel',
    familyName: 'Green',
    province: 'SV',
    availability: ['Feriali mattina', 'Feriali pomeriggio'],
    activities: ['Scuderia', 'Foto'],
    experience: 'Poca',
    status: 'Attivo',
    date: { yearOffset: -1, month: 9, day: 8, hour: 14 },
    language: 'en',
  },
  {
    givenName: 'Luigi',
    familyName: 'Ricci',
    province: 'SV',
    availability: ['Weekend pomeriggio'],
    activities: ['Eventi'],
    experience: 'Nessuna',
    status: 'Attivo',
    date: { yearOffset: -1, month: 10, day: 1, hour: 19 },
  },
  {
    givenName: 'Martina',
    familyName: 'Esposito',
    province: 'SV',
    availability: ['Weekend mattina'],
    activities: ['Scuderia'],
    experience: 'Poca',
    status: 'Attivo',
    date: { yearOffset: -1, month: 11, day: 22, hour: 17 },
    guardian: 'Giovanna Esposito',
    internalNotes: 'Viene con la mamma il sabato.',
  },
  {
    givenName: 'Francesco',
    familyName: 'Greco',
    province: 'CN',
    availability: ['Feriali mattina'],
    activities: ['Foto', 'Ufficio e social'],
    experience: 'Buona',
    status: 'Attivo',
    date: { yearOffset: 0, month: 2, day: 14, hour: 11 },
  },
  {
    givenName: 'Valentina',
    familyName: 'Conti',
    province: 'MI',
    availability: ['Weekend mattina'],
    activities: ['Eventi'],
    experience: 'Nessuna',
    status: 'Non idoneo',
    date: { yearOffset: 0, month: 7, day: 3, hour: 22 },
    internalNotes: 'Vive a Milano e può solo una volta l’anno.',
  },
  {
    givenName: 'Kevin',
    familyName: 'Murphy',
    province: 'RM',
    availability: ['Feriali pomeriggio'],
    activities: ['Foto'],
    experience: 'Nessuna',
    status: 'Non idoneo',
    date: { yearOffset: 0, month: 8, day: 9, hour: 15 },
    language: 'en',
  },
  {
    givenName: 'Serena',
    familyName: 'Mancini',
    province: 'SV',
    availability: ['Feriali pomeriggio'],
    activities: ['Scuderia'],
    experience: 'Poca',
    status: 'Ritirato',
    date: { yearOffset: -1, month: 2, day: 20, hour: 18 },
    internalNotes: 'Trasferita per lavoro a settembre.',
  },
  {
    givenName: 'Andrea',
    familyName: 'Lombardo',
    province: 'GE',
    availability: ['Weekend pomeriggio'],
    activities: ['Trasporti', 'Eventi'],
    experience: 'Buona',
    status: 'Ritirato',
    date: { yearOffset: 0, month: 1, day: 30, hour: 9 },
  },
  {
    givenName: 'Oliver',
    familyName: 'Bennett',
    province: 'SV',
    availability: ['Weekend mattina'],
    activities: ['Scuderia'],
    experience: 'Poca',
    status: 'Ritirato',
    date: { yearOffset: 0, month: 5, day: 25, hour: 12 },
    language: 'en',
  },
];

const slugOf = (index: number) => `volontario-${String(index + 1).padStart(3, '0')}`;

/** Each through the input schema (what the form sends) and the stored one (what staff read). */
export function buildDemoVolunteerApplications(now: Date = new Date()): VolunteerApplication[] {
  return demo.map((volunteer, index) => {
    const slug = slugOf(index);
    const input = z.parse(volunteerApplicationInputSchema, {
      givenName: volunteer.givenName,
      familyName: volunteer.familyName,
      email: `${volunteer.givenName}.${volunteer.familyName}@example.org`
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z.@]/g, ''),
      phone: `+39 0000 400 ${String(index + 1).padStart(3, '0')}`,
      ageBand: volunteer.guardian ? '16-17' : '18+',
      guardianConsent: volunteer.guardian !== undefined,
      guardianName: volunteer.guardian ?? '',
      province: volunteer.province,
      availability: [...volunteer.availability],
      activities: [...volunteer.activities],
      experience: volunteer.experience,
      notes: volunteer.notes ?? '',
      privacyConsent: true,
      newsConsent: volunteer.newsConsent ?? false,
      language: volunteer.language ?? 'it',
    });
    return z.parse(volunteerApplicationSchema, {
      ...input,
      slug,
      reference: demoReference(slug),
      status: volunteer.status,
      isNew: volunteer.status === 'Da contattare',
      internalNotes: volunteer.internalNotes ?? '',
      date: demoDate(volunteer.date, now),
    });
  });
}

/** Stored without `slug` (the id), dated as a Firestore timestamp. */
export async function seedDemoVolunteerApplications(
  db: Firestore,
  now: Date = new Date(),
): Promise<number> {
  const applications = buildDemoVolunteerApplications(now);
  const batch = db.batch();
  for (const { slug, date, ...stored } of applications) {
    batch.set(db.doc(`${VOLUNTEER_APPLICATIONS}/${slug}`), {
      ...stored,
      date: Timestamp.fromDate(date),
    });
  }
  await batch.commit();
  return applications.length;
}
