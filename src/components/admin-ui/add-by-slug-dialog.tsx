import { useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useNavigate } from 'react-router';
import type { Result } from '#src/lib/data/result';
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
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  const close = () => {
    if (saving) return;
    setSlug('');
    setError('');
    onHide();
  };

  const save = async () => {
    if (slug.trim() === '' || saving) return;
    setSaving(true);
    setError('');
    const result = await add(slug);
    setSaving(false);
    if (result.success) {
      setSlug('');
      onHide();
      void navigate(pathOf(result.data.slug));
    } else {
      setError(result.error.message);
    }
  };

  return (
    <ModalOverlay
      show={show}
      onHide={close}
      title={title}
      onSubmit={() => void save()}
      footer={
        <>
          <Button variant="outline-secondary" onClick={close} disabled={saving}>
            Annulla
          </Button>
          <Button type="submit" variant="primary" disabled={slug.trim() === '' || saving}>
            Salva
          </Button>
        </>
      }
    >
      <TextInput
        label="Slug"
        value={slug}
        onChange={(value) => {
          setSlug(value);
          setError('');
        }}
        required
        autoComplete="off"
        className="mb-0"
        description={description}
      />
      {error && (
        <Alert variant="danger" className="mt-3 mb-0" role="alert">
          {error}
        </Alert>
      )}
    </ModalOverlay>
  );
}
