import { useCallback, useEffect, useId, useState } from 'react';
import { ConfirmDialog, useConfirmedDelete } from '#src/components/admin-ui';
import { Loading } from '#src/components/ui/loading';
import { useResult } from '#src/lib/async/use-result';
import { autoId } from '#src/lib/data/auto-id';
import { ok } from '#src/lib/data/result';
import { formatCalendarDate } from '#src/lib/format/dates';
import { useSession } from '#src/lib/session/session-context';
import { deleteCareRecord, getCareIntervals, listCareRecords } from '../api/care-api';
import {
  draftOf,
  formatCareCost,
  newCareDraft,
  newestFirst,
  todayInRome,
  type CareDraft,
  type CareRecord,
} from '../model/care-record';
import { CareIntervalsForm } from './care-intervals-form';
import { CareRecordEditor } from './care-record-editor';
import './care-admin.scss';

export const careAdminTexts = {
  title: 'Cure',
  intro:
    'Maniscalco, vaccinazioni, dentista, sverminazione e visite. Le scadenze si calcolano ' +
    'dall’ultima cura registrata di ogni tipo più l’intervallo del cavallo. Dati riservati allo staff.',
  records: 'Registro delle cure',
  add: 'Aggiungi cura',
  none: 'Nessuna cura registrata per ora.',
  loading: 'Caricamento delle cure…',
  loadFailed: 'Non riusciamo a caricare le cure: riprova tra poco.',
  edit: 'Modifica',
  delete: 'Elimina',
  deleteTitle: 'Elimina cura',
  deleteQuestion: (record: CareRecord) =>
    `Eliminare la cura «${record.type}» del ${formatCalendarDate(record.date) || record.date}? ` +
    'L’operazione non si può annullare.',
  cancel: 'Annulla',
  deleted: (record: CareRecord) =>
    `La cura «${record.type}» del ${formatCalendarDate(record.date) || record.date} è stata eliminata.`,
  discardTitle: 'Modifiche non salvate',
  discardQuestion: 'La cura aperta ha modifiche non salvate: se la chiudi andranno perse.',
  stay: 'Resta qui',
  discard: 'Chiudi senza salvare',
} as const;

interface Editing {
  readonly draft: CareDraft;
  readonly isNew: boolean;
}

export interface CareAdminProps {
  readonly horseSlug: string;
  /** The horse's name, for the texts. */
  readonly horseName: string;
  /** The day the schedule is read on, `YYYY-MM-DD` (today in Rome unless a test says otherwise). */
  readonly today?: string;
}

const recordLabel = (record: CareRecord) =>
  `${record.type} del ${formatCalendarDate(record.date) || record.date}`;

/**
 * Staff: the care of a horse on its edit page (docs/product.md, "Care records"): the schedule of
 * the recurring types with their intervals, then the records newest first with "Aggiungi cura",
 * and for each "Modifica" (the form opens above the list) and "Elimina" (after a confirmation).
 */
export function CareAdmin({ horseSlug, horseName, today }: CareAdminProps) {
  const { user } = useSession();
  const headingId = useId();
  const recordsHeadingId = useId();
  const day = today ?? todayInRome();
  const loaded = useResult(async () => {
    const [records, intervals] = await Promise.all([
      listCareRecords(horseSlug),
      getCareIntervals(horseSlug),
    ]);
    if (!records.success) return records;
    if (!intervals.success) return intervals;
    return ok({ records: records.data, intervals: intervals.data });
  }, [horseSlug]);
  // The records as this page changed them, once it has: no second read after each save.
  const [changed, setChanged] = useState<CareRecord[] | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [dirty, setDirty] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState<(() => void) | null>(null);
  const [message, setMessage] = useState('');

  const loadError = loaded.status === 'failed' ? loaded.error : undefined;
  useEffect(() => {
    if (loadError) console.error(`Loading the care of ${horseSlug} failed: ${loadError.message}`);
  }, [loadError, horseSlug]);

  const data = loaded.status === 'ready' ? loaded.data : null;
  const records = changed ?? data?.records ?? null;
  const name = horseName || horseSlug;

  /** Runs `action` at once, or after asking when the open form has unsaved changes. */
  const leaveEditor = (action: () => void) => {
    if (editing && dirty) setConfirmDiscard(() => action);
    else action();
  };
  const open = (next: Editing) =>
    leaveEditor(() => {
      setMessage('');
      setDirty(false);
      setEditing(next);
    });
  const close = () =>
    leaveEditor(() => {
      setDirty(false);
      setEditing(null);
    });

  const onSaved = useCallback(
    (saved: CareRecord) =>
      setChanged((current) =>
        newestFirst([
          ...(current ?? records ?? []).filter((record) => record.id !== saved.id),
          saved,
        ]),
      ),
    [records],
  );

  const del = useConfirmedDelete(
    (record: CareRecord) => deleteCareRecord(user, record.id),
    (record: CareRecord) => {
      setChanged((current) => (current ?? records ?? []).filter((r) => r.id !== record.id));
      if (editing?.draft.id === record.id) {
        setDirty(false);
        setEditing(null);
      }
      setMessage(careAdminTexts.deleted(record));
    },
  );

  return (
    <section className="care-admin" aria-labelledby={headingId}>
      <h2 id={headingId} className="h4">
        {careAdminTexts.title}
      </h2>
      <p className="text-body-secondary">{careAdminTexts.intro}</p>
      {data === null || records === null ? (
        loaded.status === 'failed' ? (
          <p className="alert alert-warning">{careAdminTexts.loadFailed}</p>
        ) : (
          <Loading label={careAdminTexts.loading} />
        )
      ) : (
        <>
          <CareIntervalsForm
            horseSlug={horseSlug}
            intervals={data.intervals}
            records={records}
            today={day}
          />
          <div className="care-admin__header">
            <h3 id={recordsHeadingId} className="h5 mb-0">
              {careAdminTexts.records}
            </h3>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => open({ draft: newCareDraft(horseSlug, autoId()), isNew: true })}
            >
              {careAdminTexts.add}
            </button>
          </div>
          <div role="status" className="care-admin__message">
            {message && <p className="alert alert-success mb-3">{message}</p>}
          </div>
          {editing && (
            <CareRecordEditor
              key={editing.draft.id}
              draft={editing.draft}
              isNew={editing.isNew}
              onSaved={onSaved}
              onClose={close}
              onDirtyChange={setDirty}
            />
          )}
          {records.length === 0 ? (
            <p className="care-admin__none">{careAdminTexts.none}</p>
          ) : (
            <ul className="care-admin__list" aria-label={`Cure di ${name}`}>
              {records.map((record) => (
                <li key={record.id} className="care-record" data-care-id={record.id}>
                  <div className="care-record__text">
                    <span className="care-record__meta">
                      <time dateTime={record.date}>
                        {formatCalendarDate(record.date) || record.date}
                      </time>
                      {record.cost !== null && <span> · {formatCareCost(record.cost)}</span>}
                    </span>
                    <span className="care-record__type">{record.type}</span>
                    {record.notes && <span className="care-record__notes">{record.notes}</span>}
                  </div>
                  <div className="care-record__actions">
                    <button
                      type="button"
                      className="btn btn-outline-primary btn-sm"
                      aria-label={`${careAdminTexts.edit}: ${recordLabel(record)}`}
                      onClick={() => open({ draft: draftOf(record), isNew: false })}
                    >
                      {careAdminTexts.edit}
                    </button>
                    <button
                      type="button"
                      className="btn btn-outline-danger btn-sm"
                      aria-label={`${careAdminTexts.delete}: ${recordLabel(record)}`}
                      onClick={() => del.ask(record)}
                    >
                      {careAdminTexts.delete}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <ConfirmDialog
        kind="delete"
        {...del.dialog}
        title={careAdminTexts.deleteTitle}
        question={del.target ? careAdminTexts.deleteQuestion(del.target) : ''}
        cancelLabel={careAdminTexts.cancel}
        confirmLabel={careAdminTexts.delete}
      />
      <ConfirmDialog
        kind="discard"
        show={confirmDiscard !== null}
        title={careAdminTexts.discardTitle}
        question={careAdminTexts.discardQuestion}
        cancelLabel={careAdminTexts.stay}
        confirmLabel={careAdminTexts.discard}
        onCancel={() => setConfirmDiscard(null)}
        onConfirm={() => {
          const action = confirmDiscard;
          setConfirmDiscard(null);
          action?.();
        }}
      />
    </section>
  );
}
