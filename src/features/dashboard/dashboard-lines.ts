// docs/decisions/0042-bdn-deadlines-and-dashboard.md: every line links to where it is done.
import { paths } from '#src/config/paths';
import type { NewApplications } from '#src/features/applications/admin';
import {
  bdnDeadlineText,
  byUrgency,
  displayName,
  hasProblem,
  missingEnglishTexts,
  openBdnDeadline,
  dayInWords,
  type Horse,
} from '#src/features/horses/admin';

export type Urgency = 'late' | 'soon' | 'info';

export interface DashboardLine {
  readonly key: string;
  readonly to: string;
  readonly title: string;
  readonly detail: string;
  readonly urgency: Urgency;
}

export type HorseNames = ReadonlyMap<string, string>;

export const horseNames = (horses: readonly Horse[]): HorseNames =>
  new Map(horses.map((horse) => [horse.slug, displayName(horse)]));

const nameOf = (names: HorseNames, slug: string) => names.get(slug) ?? slug;

export function deadlineLines(horses: readonly Horse[], today: string): DashboardLine[] {
  return horses
    .flatMap((horse) => {
      const deadline = openBdnDeadline(horse, today);
      return deadline ? [{ horse, deadline }] : [];
    })
    .sort((a, b) => byUrgency(a.deadline, b.deadline) || a.horse.slug.localeCompare(b.horse.slug))
    .map(({ horse, deadline }) => ({
      key: horse.slug,
      to: paths.adminHorse(horse.slug),
      title: displayName(horse),
      detail: bdnDeadlineText(deadline),
      urgency: deadline.overdue || deadline.daysLeft <= 1 ? 'late' : 'soon',
    }));
}

export function problemText(horse: Horse): string {
  const problems: string[] = [];
  if (horse.bdn !== 1) problems.push('BDN');
  if (horse.property !== 1) problems.push('proprietà');
  if (horse.isCorrectBarncode !== 1) problems.push('codice stalla');
  if (horse.isDeceased === 1 && horse.isDeceasedReported !== 1) problems.push('morte registrata');
  return `Da verificare: ${problems.join(', ')}`;
}

export function problemLines(horses: readonly Horse[]): DashboardLine[] {
  return horses
    .filter(hasProblem)
    .map((horse) => ({ horse, title: displayName(horse) }))
    .sort((a, b) => a.title.localeCompare(b.title, 'it'))
    .map(({ horse, title }) => ({
      key: horse.slug,
      to: paths.adminHorse(horse.slug),
      title,
      detail: problemText(horse),
      urgency: 'info',
    }));
}

export interface DueCare {
  readonly horseSlug: string;
  readonly type: string;
  readonly nextDue: string;
  readonly state: 'overdue' | 'due-soon' | 'ok';
}

export function careLines(cares: readonly DueCare[], names: HorseNames): DashboardLine[] {
  return cares
    .filter((care) => care.state !== 'ok')
    .sort(
      (a, b) =>
        Number(b.state === 'overdue') - Number(a.state === 'overdue') ||
        a.nextDue.localeCompare(b.nextDue) ||
        a.horseSlug.localeCompare(b.horseSlug),
    )
    .map((care) => ({
      key: `${care.horseSlug}/${care.type}`,
      to: paths.adminHorse(care.horseSlug),
      title: nameOf(names, care.horseSlug),
      detail: `${care.type}: ${care.state === 'overdue' ? 'in ritardo dal' : 'entro il'} ${dayInWords(care.nextDue)}`,
      urgency: care.state === 'overdue' ? 'late' : 'soon',
    }));
}

export interface ExpiringDoc {
  readonly id: string;
  readonly horseSlug: string;
  readonly type: string;
  readonly title: string;
  readonly expiry: string;
  readonly expired: boolean;
}

export function documentLines(
  documents: readonly ExpiringDoc[],
  names: HorseNames,
): DashboardLine[] {
  return [...documents]
    .sort(
      (a, b) =>
        Number(b.expired) - Number(a.expired) ||
        a.expiry.localeCompare(b.expiry) ||
        a.id.localeCompare(b.id),
    )
    .map((document) => {
      const what = document.title.trim()
        ? `${document.type} «${document.title.trim()}»`
        : document.type;
      return {
        key: document.id,
        to: paths.adminHorse(document.horseSlug),
        title: nameOf(names, document.horseSlug),
        detail: `${what}: ${document.expired ? 'scaduto il' : 'scade il'} ${dayInWords(document.expiry)}`,
        urgency: document.expired ? 'late' : 'soon',
      };
    });
}

const newCount = (count: number) => (count === 1 ? '1 nuova' : `${count} nuove`);

export function applicationLines({
  adoption,
  cession,
  circle,
  volunteer,
}: NewApplications): DashboardLine[] {
  const lines: DashboardLine[] = [];
  if (adoption > 0) {
    lines.push({
      key: 'adoption',
      to: paths.adminAdoptionApplications(),
      title: 'Candidature di adozione',
      detail: newCount(adoption),
      urgency: 'info',
    });
  }
  if (cession > 0) {
    lines.push({
      key: 'cession',
      to: paths.adminCessionApplications(),
      title: 'Candidature di cessione',
      detail: newCount(cession),
      urgency: 'info',
    });
  }
  if (circle > 0) {
    lines.push({
      key: 'circle',
      to: `${paths.adminCircleApplications()}?status=Da+contattare`,
      title: 'Candidature alle cerchie',
      detail: `${newCount(circle)}, da contattare`,
      urgency: 'info',
    });
  }
  if (volunteer > 0) {
    lines.push({
      key: 'volunteer',
      to: `${paths.adminVolunteerApplications()}?status=Da+contattare`,
      title: 'Candidature di volontariato',
      detail: `${newCount(volunteer)}, da contattare`,
      urgency: 'info',
    });
  }
  return lines;
}

export const applicationCount = ({
  adoption,
  cession,
  circle,
  volunteer,
}: NewApplications): number => adoption + cession + circle + volunteer;

/** Horses on the site whose English page shows some Italian text instead. */
export function englishLines(horses: readonly Horse[]): DashboardLine[] {
  return horses
    .filter((horse) => horse.showWeb)
    .map((horse) => ({ horse, title: displayName(horse), missing: missingEnglishTexts(horse) }))
    .filter(({ missing }) => missing.length > 0)
    .sort((a, b) => a.title.localeCompare(b.title, 'it'))
    .map(({ horse, title, missing }) => ({
      key: horse.slug,
      to: paths.adminHorse(horse.slug),
      title,
      detail: `Manca l'inglese: ${missing.join(', ')}`,
      urgency: 'info',
    }));
}

/** One line for every failed mail, to the outbox and its retry. */
export const failedMailLines = (failed: number): DashboardLine[] =>
  failed > 0
    ? [
        {
          key: 'mail',
          to: paths.adminMail(),
          title: 'Posta in uscita',
          detail: failed === 1 ? '1 e-mail non consegnata' : `${failed} e-mail non consegnate`,
          urgency: 'late',
        },
      ]
    : [];

/** After the adoption (decision 94): the late follow-up visits first, then those due. */
export interface DueFollowUp {
  readonly horseSlug: string;
  readonly horseName: string;
  readonly due: string;
  readonly state: 'late' | 'due';
}

export function followUpLines(visits: readonly DueFollowUp[]): DashboardLine[] {
  return [...visits]
    .sort(
      (a, b) =>
        Number(b.state === 'late') - Number(a.state === 'late') ||
        a.due.localeCompare(b.due) ||
        a.horseSlug.localeCompare(b.horseSlug),
    )
    .map((visit) => ({
      key: `${visit.horseSlug}/${visit.due}`,
      to: paths.adminHorse(visit.horseSlug),
      title: visit.horseName || visit.horseSlug,
      detail: `Visita di controllo: ${visit.state === 'late' ? 'in ritardo dal' : 'entro il'} ${dayInWords(visit.due)}`,
      urgency: visit.state === 'late' ? 'late' : 'soon',
    }));
}
