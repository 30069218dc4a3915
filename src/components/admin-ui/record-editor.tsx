import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { SaveBar, UnsavedChangesGuard, useEditForm, type EditForm } from '#src/components/forms';
import { ok, type Result } from '#src/lib/data/result';

export interface SavedRecord<T> {
  readonly record: T;
  readonly warning?: string;
}

export interface RecordEditorSpec<T, E, V extends object> {
  readonly newDraft: () => E;
  readonly draftOf?: (record: T) => E;
  readonly validate: (draft: E) => V;
  readonly save: (draft: E, original: T | null) => Promise<Result<SavedRecord<T>>>;
  readonly fields: (form: EditForm<E>, errors: Partial<V>) => ReactNode;
}

export interface RecordEditorProps<T, E, V extends object> {
  readonly spec: RecordEditorSpec<T, E, V>;
  readonly draft: E;
  readonly original: T | null;
  readonly title: string;
  readonly headingLevel: 3 | 4;
  readonly closeLabel: string;
  readonly submitLabel?: string;
  readonly onSaved: (saved: SavedRecord<T>) => void;
  readonly onClose: () => void;
  readonly onDirtyChange: (dirty: boolean) => void;
}

export function RecordEditor<T, E, V extends object>({
  spec,
  draft,
  original,
  title,
  headingLevel,
  closeLabel,
  submitLabel,
  onSaved,
  onClose,
  onDirtyChange,
}: RecordEditorProps<T, E, V>) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [showErrors, setShowErrors] = useState(false);
  const form = useEditForm<E>(draft, async (item): Promise<Result<E>> => {
    const saved = await spec.save(item, original);
    if (!saved.success) return saved;
    onSaved(saved.data);
    return ok(item);
  });

  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  useEffect(() => heading.current?.focus(), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (Object.keys(spec.validate(form.item)).length > 0) {
      setShowErrors(true);
      return;
    }
    void form.save();
  };

  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <form
      className="records-section__editor"
      noValidate
      aria-labelledby={headingId}
      onSubmit={submit}
    >
      <div className="records-section__header">
        <Heading id={headingId} ref={heading} tabIndex={-1} className="h5 mb-0">
          {title}
        </Heading>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          onClick={onClose}
          disabled={form.saving}
        >
          {closeLabel}
        </button>
      </div>
      {spec.fields(form, showErrors ? spec.validate(form.item) : {})}
      <SaveBar saving={form.saving} feedback={form.feedback} label={submitLabel} />
      <UnsavedChangesGuard when={form.dirty} />
    </form>
  );
}
