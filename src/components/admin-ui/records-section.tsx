import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { savedMessage } from '#src/components/forms';
import { ReadState } from '#src/components/ui/read-state';
import { useRead } from '#src/lib/async/use-result';
import type { Result } from '#src/lib/data/result';
import { ConfirmDialog } from './confirm-dialog';
import { RecordEditor, type RecordEditorSpec, type SavedRecord } from './record-editor';
import { useConfirmedDelete } from './use-confirmed-delete';
import './records-section.scss';

export interface RecordsMessage {
  readonly tone: 'success' | 'warning' | 'danger';
  readonly text: string;
}

export const recordsSectionTexts = {
  edit: 'Modifica',
  delete: 'Elimina',
  cancel: 'Annulla',
  close: 'Chiudi',
  stay: 'Resta qui',
  discardTitle: 'Modifiche non salvate',
  discard: 'Chiudi senza salvare',
} as const;

export interface RecordsSectionTexts<T, R> {
  readonly title: string;
  readonly intro: string;
  readonly add: string;
  readonly none: string;
  readonly loading: string;
  readonly loadFailed: string;
  readonly listLabel: string;
  readonly listTitle?: string;
  readonly addTitle: string;
  readonly editTitle?: string;
  readonly submit?: string;
  readonly saved?: (record: T) => string;
  readonly deleteTitle: string;
  readonly deleteQuestion: (record: T) => string;
  readonly deleted: (record: T, answer: R) => RecordsMessage;
  readonly discardTitle?: string;
  readonly discardQuestion: string;
  readonly discard?: string;
}

export interface RecordsRead<T, D> {
  readonly what: string;
  readonly load: () => Promise<Result<D>>;
  readonly records: (data: D) => readonly T[];
}

export interface RecordsSectionProps<T extends { readonly id: string }, D, E, F extends string, R> {
  readonly texts: RecordsSectionTexts<T, R>;
  readonly read: RecordsRead<T, D>;
  readonly editor: RecordEditorSpec<T, E, F>;
  readonly remove: (record: T) => Promise<Result<R>>;
  readonly order: (a: T, b: T) => number;
  readonly label: (record: T) => string;
  readonly row: (record: T) => ReactNode;
  readonly actions?: (record: T, say: (message: RecordsMessage | null) => void) => ReactNode;
  readonly before?: (data: D, records: readonly T[]) => ReactNode;
  readonly className?: string;
}

interface Editing<T, E> {
  readonly draft: E;
  readonly original: T | null;
  readonly session: number;
}

export function RecordsSection<T extends { readonly id: string }, D, E, F extends string, R>({
  texts: ownTexts,
  read,
  editor,
  remove,
  order,
  label,
  row,
  actions,
  before,
  className,
}: RecordsSectionProps<T, D, E, F, R>) {
  const texts = { ...recordsSectionTexts, ...ownTexts };
  const headingId = useId();
  const loaded = useRead(`Loading ${read.what} failed`, read.load, [read.what]);
  // No second read after each save.
  const [changed, setChanged] = useState<readonly T[] | null>(null);
  const [editing, setEditing] = useState<Editing<T, E> | null>(null);
  const [dirty, setDirty] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState<(() => void) | null>(null);
  const [message, setMessage] = useState<RecordsMessage | null>(null);
  const [savedId, setSavedId] = useState<string | null>(null);
  const sessions = useRef(0);
  const addButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const focusOpener = useRef(false);

  useEffect(() => {
    if (editing || !focusOpener.current) return;
    focusOpener.current = false;
    (opener.current?.isConnected ? opener.current : addButton.current)?.focus();
  }, [editing]);

  const data = loaded.state.status === 'ready' ? loaded.state.data : null;
  const records = changed ?? (data === null ? null : read.records(data));
  const change = (update: (current: readonly T[]) => readonly T[]) =>
    setChanged((current) => update(current ?? records ?? []));

  const closeEditor = (restoreFocus: boolean) => {
    focusOpener.current = restoreFocus;
    setDirty(false);
    setEditing(null);
  };

  const leaveEditor = (action: () => void) => {
    if (editing && dirty) setConfirmDiscard(() => action);
    else action();
  };

  const open = (original: T | null) => {
    const from = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    leaveEditor(() => {
      opener.current = from;
      sessions.current += 1;
      setMessage(null);
      setSavedId(null);
      setDirty(false);
      setEditing({
        draft: original && editor.draftOf ? editor.draftOf(original) : editor.newDraft(),
        original,
        session: sessions.current,
      });
    });
  };

  const onSaved = ({ record, warning }: SavedRecord<T>) => {
    change((current) => [...current.filter((item) => item.id !== record.id), record].sort(order));
    closeEditor(true);
    setSavedId(record.id);
    setMessage(
      warning
        ? { tone: 'warning', text: warning }
        : { tone: 'success', text: texts.saved?.(record) ?? savedMessage },
    );
  };

  const del = useConfirmedDelete(remove, (record: T, answer: R) => {
    change((current) => current.filter((item) => item.id !== record.id));
    if (editing?.original?.id === record.id) closeEditor(false);
    setMessage(texts.deleted(record, answer));
  });

  const add = (
    <button ref={addButton} type="button" className="btn btn-primary" onClick={() => open(null)}>
      {texts.add}
    </button>
  );

  return (
    <section
      className={['records-section', className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
    >
      <div className="records-section__header">
        <h2 id={headingId} className="h4 mb-0">
          {texts.title}
        </h2>
        {!texts.listTitle && add}
      </div>
      <p className="text-body-secondary">{texts.intro}</p>
      {records === null ? (
        <ReadState read={loaded} loading={texts.loading} failed={texts.loadFailed}>
          {() => null}
        </ReadState>
      ) : (
        data !== null && before?.(data, records)
      )}
      {records !== null && texts.listTitle && (
        <div className="records-section__header">
          <h3 className="h5 mb-0">{texts.listTitle}</h3>
          {add}
        </div>
      )}
      <div role="status" className="records-section__message">
        {message && message.tone !== 'danger' && (
          <p className={`alert mb-3 alert-${message.tone}`}>{message.text}</p>
        )}
      </div>
      {message?.tone === 'danger' && (
        <p role="alert" className="text-danger mb-3">
          {message.text}
        </p>
      )}
      {editing && (
        <RecordEditor
          key={editing.session}
          spec={editor}
          draft={editing.draft}
          original={editing.original}
          title={editing.original ? (texts.editTitle ?? texts.addTitle) : texts.addTitle}
          headingLevel={texts.listTitle ? 4 : 3}
          closeLabel={texts.close}
          submitLabel={texts.submit}
          onSaved={onSaved}
          onClose={() => leaveEditor(() => closeEditor(true))}
          onDirtyChange={setDirty}
        />
      )}
      {records !== null &&
        (records.length === 0 ? (
          <p>{texts.none}</p>
        ) : (
          <ul className="records-section__list" aria-label={texts.listLabel}>
            {records.map((record) => (
              <li
                key={record.id}
                className={[
                  'records-section__item',
                  record.id === savedId && 'records-section__item--saved',
                ]
                  .filter(Boolean)
                  .join(' ')}
                data-record-id={record.id}
              >
                <div className="records-section__text">{row(record)}</div>
                <div className="records-section__actions">
                  {actions?.(record, setMessage)}
                  {editor.draftOf && (
                    <button
                      type="button"
                      className="btn btn-outline-primary btn-sm"
                      aria-label={`${texts.edit}: ${label(record)}`}
                      onClick={() => open(record)}
                    >
                      {texts.edit}
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn btn-outline-danger btn-sm"
                    aria-label={`${texts.delete}: ${label(record)}`}
                    onClick={() => del.ask(record)}
                  >
                    {texts.delete}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        ))}
      <ConfirmDialog
        kind="delete"
        {...del.dialog}
        title={texts.deleteTitle}
        question={del.target ? texts.deleteQuestion(del.target) : ''}
        cancelLabel={texts.cancel}
        confirmLabel={texts.delete}
      />
      <ConfirmDialog
        kind="discard"
        show={confirmDiscard !== null}
        title={texts.discardTitle}
        question={texts.discardQuestion}
        cancelLabel={texts.stay}
        confirmLabel={texts.discard}
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
