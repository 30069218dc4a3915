import { provinces, type ProvinceCode } from '#src/config/provinces';
import { paths } from '#src/config/paths';
import {
  csvColumns,
  fullName,
  INTERNAL_NOTES_MAX,
  labelledChoices,
  linkName,
  referenceOf,
  type FieldGroup,
  type ListColumn,
} from '#src/features/applications/admin';
import {
  volunteerStatuses,
  type VolunteerApplication,
  type VolunteerStatus,
} from '../../model/volunteer-application';

// The back office's words for a volunteer application (Italian only), its list's columns, its CSV
// and its detail's rows.

export const volunteerFieldLabels = {
  slug: 'Codice',
  reference: 'Codice di riferimento',
  date: 'Data',
  status: 'Stato',
  isNew: 'Nuova',
  givenName: 'Nome',
  familyName: 'Cognome',
  email: 'E-mail',
  phone: 'Telefono',
  ageBand: 'Età',
  guardianConsent: 'Consenso del genitore o tutore',
  guardianName: 'Genitore o tutore',
  province: 'Provincia',
  availability: 'Disponibilità',
  activities: 'Attività',
  experience: 'Esperienza con i cavalli',
  notes: 'Note',
  privacyConsent: 'Consenso privacy',
  newsConsent: "Notizie dell'associazione per e-mail",
  language: 'Lingua del modulo',
  internalNotes: 'Note interne',
} as const satisfies Record<keyof VolunteerApplication, string>;

const L = volunteerFieldLabels;

export const ageBandLabels = { '18+': '18 anni o più', '16-17': '16-17 anni' } as const;

export const provinceName = (code: string): string =>
  code in provinces ? `${provinces[code as ProvinceCode]} (${code})` : code;

const yesNo = (value: boolean) => (value ? 'Sì' : 'No');

const statusCell = (v: VolunteerApplication) => ({ kind: 'badge', value: v.status }) as const;

export const volunteerListColumns: readonly ListColumn<VolunteerApplication>[] = [
  { key: 'status', header: 'Stato', cell: statusCell },
  { key: 'date', header: 'Data', cell: (v) => ({ kind: 'date', date: v.date }) },
  {
    key: 'name',
    header: 'Nominativo',
    cell: (v) => ({
      kind: 'link',
      text: linkName(v),
      href: paths.adminVolunteerApplication(v.slug),
    }),
  },
  { key: 'province', header: 'Provincia', cell: (v) => ({ kind: 'text', text: v.province }) },
  {
    key: 'availability',
    header: 'Disponibilità',
    cell: (v) => ({ kind: 'long', text: v.availability.join(', ') }),
  },
  {
    key: 'activities',
    header: 'Attività',
    cell: (v) => ({ kind: 'long', text: v.activities.join(', ') }),
  },
  { key: 'ageBand', header: 'Età', cell: (v) => ({ kind: 'text', text: v.ageBand }) },
];

export const volunteerCsvColumns = csvColumns<VolunteerApplication>(volunteerFieldLabels, {
  reference: (row) => referenceOf(row),
  isNew: (v) => yesNo(v.isNew),
  guardianConsent: (v) => yesNo(v.guardianConsent),
  privacyConsent: (v) => yesNo(v.privacyConsent),
  newsConsent: (v) => yesNo(v.newsConsent),
  availability: (v) => v.availability.join(', '),
  activities: (v) => v.activities.join(', '),
  ageBand: (v) => ageBandLabels[v.ageBand],
});

export const VOLUNTEER_CSV_BASE = 'candidature-volontariato';

export function volunteerDetailRows(v: VolunteerApplication): [label: string, value: string][] {
  return [
    [L.givenName, v.givenName],
    [L.familyName, v.familyName],
    [L.phone, v.phone],
    [L.email, v.email],
    [L.ageBand, ageBandLabels[v.ageBand]],
    ...(v.ageBand === '16-17'
      ? ([
          [L.guardianConsent, yesNo(v.guardianConsent)],
          [L.guardianName, v.guardianName],
        ] as [string, string][])
      : []),
    [L.province, provinceName(v.province)],
    [L.availability, v.availability.join(', ')],
    [L.activities, v.activities.join(', ')],
    [L.experience, v.experience],
    [L.notes, v.notes],
    [L.privacyConsent, yesNo(v.privacyConsent)],
    [L.newsConsent, yesNo(v.newsConsent)],
    [L.language, v.language === 'en' ? 'Inglese' : 'Italiano'],
    [L.slug, v.slug],
  ];
}

export function volunteerTitle(v: Pick<VolunteerApplication, 'slug' | 'givenName' | 'familyName'>) {
  return `Candidatura volontariato: ${fullName(v) || v.slug}`;
}

export const volunteerStatusChoices = labelledChoices<VolunteerStatus>(volunteerStatuses);

export const volunteerGroups: FieldGroup<VolunteerApplication>[] = [
  {
    key: 'staff',
    title: 'Gestione',
    fields: [
      { kind: 'select', field: 'status', label: L.status, choices: () => volunteerStatusChoices },
      {
        kind: 'textarea',
        field: 'internalNotes',
        label: L.internalNotes,
        rows: 4,
        limit: INTERNAL_NOTES_MAX,
      },
    ],
  },
];
