import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { SaveBar, UnsavedChangesGuard, useEditForm } from '#src/components/forms';
import { fail, ok, type Result } from '#src/lib/data/result';
import { useSession } from '#src/lib/session/session-context';
import { saveCareRecord } from '../api/care-api';
import {
  careErrors,
  draftOf,
  recordOf,
  type CareDraft,
  type CareErrors,
  type CareRecord,
} from '../model/care-record';
import { CareVisitFields } from './care-visit-fields';

export const careEditorTexts = {
  addTitle: 'Nuova cura',
  editTitle: 'Modifica cura',
  close: 'Chiudi',
  type: 'Tipo',
  choose: '— Scegli il tipo —',
  date: 'Data',
  cost: 'Costo (€)',
  costHint: 'Facoltativo, ad esempio 45 o 45,50.',
  notes: 'Note',
} as const;

export interface CareRecordEditorProps {
  /** The draft of a new record (its id drawn when the form opened) or of one already stored. */
  readonly draft: CareDraft;
  readonly isNew: boolean;
  /** Called with the record as saved. */
  readonly onSaved: (record: CareRecord) => void;
  /** "Chiudi": the section asks first when something is unsaved. */
  readonly onClose: () => void;
  readonly onDirtyChange: (dirty: boolean) => void;
}

/**
 * The form of one care record (docs/product.md, "Care records"), on the form kit: the type, the
 * date (today in Rome for a new one), the cost in euros typed with a comma or a dot, the notes.
 * Salva writes it with its log entry; "Dati salvati correttamente!" or the error in red, keeping
 * what was typed.
 */
export function CareRecordEditor({
  draft,
  isNew,
  onSaved,
  onClose,
  onDirtyChange,
}: CareRecordEditorProps) {
  const { user } = useSession();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const stored = useRef(!isNew);
  const [exists, setExists] = useState(!isNew);
  const [showErrors, setShowErrors] = useState(false);

  const update = useCallback(
    async (item: CareDraft): Promise<Result<CareDraft>> => {
      const record = recordOf(item);
      if (!record) return fail('invalid-argument', Object.values(careErrors(item))[0] ?? '');
      const saved = await saveCareRecord(user, record, stored.current ? 'update' : 'add');
      if (!saved.success) return saved;
      stored.current = true;
      setExists(true);
      onSaved(saved.data);
      return ok(draftOf(saved.data));
    },
    [user, onSaved],
  );

  const form = useEditForm<CareDraft>(draft, update);
  const errors: CareErrors = showErrors ? careErrors(form.item) : {};

  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  useEffect(() => heading.current?.focus(), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (Object.keys(careErrors(form.item)).length > 0) {
      setShowErrors(true);
      return;
    }
    void form.save();
  };

  return (
    <form className="care-editor" noValidate aria-labelledby={headingId} onSubmit={submit}>
      <div className="care-editor__header">
        <h4 id={headingId} ref={heading} tabIndex={-1} className="h5 mb-0">
          {exists ? careEditorTexts.editTitle : careEditorTexts.addTitle}
        </h4>
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onClose}>
          {careEditorTexts.close}
        </button>
      </div>
      <CareVisitFields
        values={form.item}
        errors={errors}
        onChange={(change) => form.edit((item) => ({ ...item, ...change }))}
        texts={careEditorTexts}
        rowClassName="care-editor__row"
      />
      <SaveBar saving={form.saving} feedback={form.feedback} className="care-editor__save" />
      <UnsavedChangesGuard when={form.dirty} />
    </form>
  );
}
