import { useState } from 'react';
import { Link } from 'react-router';
import { DateTime, StatusBadge } from '#src/components/admin-ui';
import { ReadState } from '#src/components/ui/read-state';
import { paths } from '#src/config/paths';
import { mailStateLabels, mailStateTone, type MailRecord } from '#src/features/mail/admin';
import { useRead } from '#src/lib/async/use-result';
import { ok } from '#src/lib/data/result';
import { formatCalendarDate } from '#src/lib/format/dates';
import { readInsurerNotices, readRegisterEntry } from '../../api/register-api';
import type { RegisterEntry } from '../../model/register-entries';
import type { RegisterPerson, RegisterRecord } from '../../model/register-record';
import { CorrectionForm, RemovalForm } from './register-entry-forms';
import { kindLabels, personLabels, sectionLabels } from './register-texts';
import './register.scss';

function Person({
  person,
  startDate,
}: {
  readonly person: RegisterPerson;
  readonly startDate: string;
}) {
  const rows: [string, string][] = [
    [personLabels.familyName, person.familyName],
    [personLabels.givenName, person.givenName],
    [personLabels.fiscalCode, person.fiscalCode],
    [personLabels.birthDate, formatCalendarDate(person.birthDate)],
    [personLabels.birthPlace, person.birthPlace],
    [personLabels.residence, person.residence],
    [personLabels.startDate, formatCalendarDate(startDate)],
    [personLabels.email, person.email || '—'],
    [personLabels.phone, person.phone || '—'],
  ];
  return (
    <dl className="register-entry__person">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Notice({ mail }: { readonly mail: MailRecord | undefined }) {
  if (!mail) return <p className="mb-0">Avviso all&apos;assicurazione: non trovato.</p>;
  return (
    <p className="mb-0">
      Avviso all&apos;assicurazione ({mail.to.join(', ')}):{' '}
      <span className={`badge text-bg-${mailStateTone(mail.state)}`}>
        {mailStateLabels[mail.state]}
      </span>
      {mail.error && <span className="text-danger"> {mail.error}</span>}
    </p>
  );
}

function Record({
  record,
  notice,
}: {
  readonly record: RegisterRecord;
  readonly notice?: MailRecord;
}) {
  return (
    <li data-number={record.number}>
      <h3 className="h6">
        N. {record.number} · {kindLabels[record.kind]} · registrata il{' '}
        <DateTime date={record.recordedAt} />
      </h3>
      {record.kind === 'iscrizione' && (
        <Person person={record.person} startDate={record.startDate} />
      )}
      {record.kind === 'rettifica' && (
        <>
          <p>
            Rettifica l&apos;iscrizione n. {record.entry}. Motivo: {record.reason}
          </p>
          <Person person={record.person} startDate={record.startDate} />
        </>
      )}
      {record.kind === 'cancellazione' && (
        <p>
          Cancella l&apos;iscrizione n. {record.entry}: ultimo giorno{' '}
          {formatCalendarDate(record.endDate)}. Motivo: {record.reason}
        </p>
      )}
      {record.kind !== 'rettifica' && <Notice mail={notice} />}
    </li>
  );
}

interface EntryWithNotices {
  readonly entry: RegisterEntry;
  readonly notices: ReadonlyMap<string, MailRecord>;
}

async function readEntryWithNotices(id: string) {
  const entry = await readRegisterEntry(id);
  if (!entry.success) return entry;
  const ids = [entry.data.id, ...(entry.data.removal ? [entry.data.removal.id] : [])];
  const notices = await readInsurerNotices(ids);
  return notices.success
    ? ok<EntryWithNotices>({ entry: entry.data, notices: notices.data })
    : notices;
}

/** One enrolment, its corrections and its removal, in order, with the actions. */
export function RegisterEntryPage({ id }: { readonly id: string }) {
  const [version, setVersion] = useState(0);
  const [open, setOpen] = useState<'none' | 'remove' | 'correct'>('none');
  const read = useRead('Iscrizione non caricata', () => readEntryWithNotices(id), [id, version]);
  const done = () => {
    setOpen('none');
    setVersion((value) => value + 1);
  };
  return (
    <section className="admin-page register-entry">
      <p>
        <Link to={paths.adminVolunteerRegister()}>← Registro dei volontari</Link>
      </p>
      <ReadState
        read={read}
        loading="Caricamento dell'iscrizione…"
        failed="Non è stato possibile caricare l'iscrizione:"
      >
        {({ entry, notices }) => (
          <>
            <h1>
              {entry.person.familyName} {entry.person.givenName}{' '}
              <small className="text-body-secondary">n. {entry.number}</small>
            </h1>
            <p>
              {sectionLabels[entry.section]} ·{' '}
              {entry.removal ? (
                <StatusBadge
                  value="Cessato"
                  label={`Cessato il ${formatCalendarDate(entry.removal.endDate)}`}
                />
              ) : (
                <StatusBadge value="Attivo" />
              )}
            </p>
            {open === 'none' && (
              <div className="d-flex flex-wrap gap-2 mb-3">
                <button
                  type="button"
                  className="btn btn-outline-primary"
                  onClick={() => setOpen('correct')}
                >
                  Rettifica
                </button>
                {!entry.removal && entry.person.email !== '' && (
                  <Link
                    className="btn btn-outline-secondary"
                    to={paths.adminVolunteerAccess()}
                    state={{
                      name: `${entry.person.givenName} ${entry.person.familyName}`,
                      email: entry.person.email,
                      registerNumber: entry.number,
                    }}
                  >
                    Invita ad accedere
                  </Link>
                )}
                {!entry.removal && (
                  <button
                    type="button"
                    className="btn btn-outline-danger"
                    onClick={() => setOpen('remove')}
                  >
                    Cancella dal registro
                  </button>
                )}
              </div>
            )}
            {open === 'remove' && (
              <RemovalForm entry={entry} onDone={done} onCancel={() => setOpen('none')} />
            )}
            {open === 'correct' && (
              <CorrectionForm entry={entry} onDone={done} onCancel={() => setOpen('none')} />
            )}
            <h2 className="h4">Righe del registro, in ordine</h2>
            <ol className="register-entry__records">
              <Record record={entry.enrolment} notice={notices.get(entry.enrolment.id)} />
              {entry.corrections.map((record) => (
                <Record key={record.id} record={record} />
              ))}
              {entry.removal && (
                <Record record={entry.removal} notice={notices.get(entry.removal.id)} />
              )}
            </ol>
          </>
        )}
      </ReadState>
    </section>
  );
}
