import { useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useNavigate } from 'react-router';
import { useAction } from '#src/hooks/use-action';
import type { Result } from '#src/lib/data/result';
import { BusyButton } from './busy-button';
import { ModalOverlay } from './modal-overlay';
import { TextInput } from '#src/components/forms/text-input';

export interface AddBySlugDialogProps {
  readonly show: boolean;
  readonly onHide: () => void;
  readonly title: string;
  readonly description: ReactNode;
  readonly add: (slug: string) => Promise<Result<{ slug: string }>>;
  readonly pathOf: (slug: string) => string;
}

export function AddBySlugDialog({
  show,
  onHide,
  title,
  description,
  add,
  pathOf,
}: AddBySlugDialogProps) {
  const navigate = useNavigate();
  const [slug, setSlug] = useState('');
  const adding = useAction(async (typed: string) => {
    const result = await add(typed);
    if (result.success) {
      setSlug('');
      onHide();
      void navigate(pathOf(result.data.slug));
    }
    return result;
  }, 'Addition');
  const saving = adding.pending;

  const close = () => {
    if (saving) return;
    setSlug('');
    adding.reset();
    onHide();
  };

  const save = () => {
    if (slug.trim() !== '') adding.run(slug);
  };

  return (
    <ModalOverlay
      show={show}
      onHide={close}
      title={title}
      onSubmit={save}
      footer={
        <>
          <Button variant="outline-secondary" onClick={close} disabled={saving}>
            Annulla
          </Button>
          <BusyButton
            type="submit"
            pending={saving}
            pendingText="Salvataggio in corso…"
            disabled={slug.trim() === ''}
          >
            Salva
          </BusyButton>
        </>
      }
    >
      <TextInput
        label="Slug"
        value={slug}
        onChange={(value) => {
          setSlug(value);
          adding.reset();
        }}
        required
        autoComplete="off"
        className="mb-0"
        description={description}
      />
      {adding.error && (
        <Alert variant="danger" className="mt-3 mb-0" role="alert">
          {adding.error}
        </Alert>
      )}
    </ModalOverlay>
  );
}
