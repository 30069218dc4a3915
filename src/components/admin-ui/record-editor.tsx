import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import {
  SaveBar,
  UnsavedChangesGuard,
  useEditForm,
  type EditForm,
  type ErrorsOf,
} from '#src/components/forms';
import { ok, type Result } from '#src/lib/data/result';

export interface SavedRecord<T> {
  readonly record: T;
  readonly warning?: string;
}

export interface RecordEditorSpec<T, E, F extends string> {
  readonly newDraft: () => E;
  readonly draftOf?: (record: T) => E;
  /** The staff form kit's checks (docs/product.md, "Staff forms"). */
  readonly errors: (draft: E) => ErrorsOf<F>;
  readonly labels: Readonly<Record<F, string>>;
  readonly save: (draft: E, original: T | null) => Promise<Result<SavedRecord<T>>>;
  readonly fields: (form: EditForm<E, F>) => ReactNode;
}

export interface RecordEditorProps<T, E, F extends string> {
  readonly spec: RecordEditorSpec<T, E, F>;
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

export function RecordEditor<T, E, F extends string>({
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
}: RecordEditorProps<T, E, F>) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useEditForm<E, F>(
    draft,
    async (item): Promise<Result<E>> => {
      const saved = await spec.save(item, original);
      if (!saved.success) return saved;
      onSaved(saved.data);
      return ok(item);
    },
    { errors: spec.errors, labels: spec.labels },
  );

  const { bindForm } = form;
  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  useEffect(() => heading.current?.focus(), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.save();
  };

  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <form
      ref={bindForm}
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
      {spec.fields(form)}
      <SaveBar {...form.bar} label={submitLabel} />
      <UnsavedChangesGuard when={form.dirty} />
    </form>
  );
}
