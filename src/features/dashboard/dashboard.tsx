import { useState } from 'react';
import { useNewApplicationsRead } from '#src/features/applications/admin';
import { paths } from '#src/config/paths';
import { listOpenFollowUps } from '#src/features/aftercare/admin';
import { listCareDue } from '#src/features/care/admin';
import { listExpiringDocuments } from '#src/features/documents/admin';
import { countFailedMails } from '#src/features/mail/admin';
import { listHorses, type Horse } from '#src/features/horses/admin';
import { readLateMembers, standingLabel } from '#src/features/money/admin';
import { ready, type Read } from '#src/lib/async/use-result';
import { ok, type Result } from '#src/lib/data/result';
import { todayInRome } from '#src/lib/format/dates';
import {
  applicationCount,
  applicationLines,
  careLines,
  deadlineLines,
  documentLines,
  englishLines,
  failedMailLines,
  followUpLines,
  horseNames,
  problemLines,
  type HorseNames,
} from './dashboard-lines';
import { DashboardReadSection, DashboardSection, type SectionContent } from './dashboard-section';
import './dashboard.scss';

const fromHorses =
  (horses: () => Promise<Result<Horse[]>>, lines: (horses: Horse[]) => SectionContent['lines']) =>
  async (): Promise<Result<SectionContent>> => {
    const result = await horses();
    return result.success ? ok({ lines: lines(result.data) }) : result;
  };

/**
 * The slug stands for the name when the horses cannot be read, so the section still says what to
 * do.
 */
const namedFrom =
  <T,>(
    horses: () => Promise<Result<Horse[]>>,
    read: () => Promise<Result<T[]>>,
    lines: (items: T[], names: HorseNames) => SectionContent['lines'],
  ) =>
  async (): Promise<Result<SectionContent>> => {
    const [items, list] = await Promise.all([read(), horses()]);
    if (!items.success) return items;
    return ok({ lines: lines(items.data, list.success ? horseNames(list.data) : new Map()) });
  };

/** The shell's figures, the same as its menu shows: the dashboard counts nothing again. */
function ApplicationsSection() {
  const { state, retry } = useNewApplicationsRead();
  const read: Read<SectionContent> = {
    retry,
    state:
      state.status === 'ready'
        ? ready({ lines: applicationLines(state.data), count: applicationCount(state.data) })
        : state,
  };
  return (
    <DashboardReadSection
      title="Nuove candidature"
      empty="Nessuna candidatura nuova."
      read={read}
    />
  );
}

/** Circle members more than two months behind with their contributions (issue 42). */
async function loadLateMembers(): Promise<Result<SectionContent>> {
  const late = await readLateMembers();
  return late.success
    ? ok({
        lines: late.data.map((member) => ({
          key: member.id,
          to: paths.adminCircleApplication(member.id),
          title: member.name,
          detail: `${member.horse} · ${standingLabel(member.contribution.standing)}`,
          urgency: 'late' as const,
        })),
      })
    : late;
}

async function loadFailedMails(): Promise<Result<SectionContent>> {
  const failed = await countFailedMails();
  return failed.success ? ok({ lines: failedMailLines(failed.data), count: failed.data }) : failed;
}

function once<T>(read: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => (promise ??= read());
}

export interface DashboardProps {
  readonly today?: string;
}

export function Dashboard({ today: givenToday }: DashboardProps) {
  const [{ today, horses }] = useState(() => ({
    today: givenToday ?? todayInRome(),
    horses: once(() => listHorses()),
  }));
  const [loaders] = useState(() => ({
    deadlines: fromHorses(horses, (list) => deadlineLines(list, today)),
    problems: fromHorses(horses, problemLines),
    english: fromHorses(horses, englishLines),
    care: namedFrom(horses, () => listCareDue(today), careLines),
    documents: namedFrom(horses, () => listExpiringDocuments(today), documentLines),
    followUps: async (): Promise<Result<SectionContent>> => {
      const open = await listOpenFollowUps(today);
      return open.success ? ok({ lines: followUpLines(open.data) }) : open;
    },
  }));

  return (
    <div className="dashboard">
      <DashboardSection
        title="Scadenze BDN"
        empty="Nessuna registrazione in BDN in sospeso."
        load={loaders.deadlines}
      />
      <DashboardSection
        title="Cure in ritardo o in scadenza"
        empty="Nessuna cura in ritardo o in scadenza nei prossimi 14 giorni."
        load={loaders.care}
        more={{ to: paths.adminCare(), label: 'Tutte le cure, e la giornata di cure' }}
      />
      <DashboardSection
        title="Visite di controllo dopo l'adozione"
        empty="Nessuna visita di controllo in ritardo o da fare nei prossimi 14 giorni."
        load={loaders.followUps}
        more={{ to: paths.adminAftercare(), label: 'Tutti i controlli, e i loro intervalli' }}
      />
      <DashboardSection
        title="Documenti scaduti o in scadenza"
        empty="Nessun documento scaduto o in scadenza nei prossimi 30 giorni."
        load={loaders.documents}
      />
      <DashboardSection
        title="Problemi di conformità"
        empty="Nessun problema di conformità."
        load={loaders.problems}
      />
      <ApplicationsSection />
      <DashboardSection
        title="Membri delle cerchie in ritardo"
        empty="Nessun membro con più di due mesi di ritardo."
        load={loadLateMembers}
        more={{ to: paths.adminContributions(), label: 'Tutti i contributi delle cerchie' }}
      />
      <DashboardSection
        title="E-mail non consegnate"
        empty="Nessuna e-mail non consegnata."
        load={loadFailedMails}
      />
      <DashboardSection
        title="Cavalli sul sito senza testi in inglese"
        empty="Ogni cavallo sul sito ha i suoi testi in inglese."
        load={loaders.english}
      />
    </div>
  );
}
