import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useNavigate } from 'react-router';
import { ModalOverlay, TextInput } from '../../../../components/admin-ui';
import { paths } from '../../../../config/paths';
import { useSession } from '../../../auth/session-context';
import { addEvent } from '../../api/events-api';

export interface AddEventDialogProps {
  readonly show: boolean;
  readonly onHide: () => void;
}

/**
 * "Aggiungi evento": one required Slug field. Clicking outside or "Annulla" closes it; a refused
 * slug (taken, not URL-safe) shows the data layer's message; a new event opens its page.
 */
export function AddEventDialog({ show, onHide }: AddEventDialogProps) {
  const { user } = useSession();
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
    const result = await addEvent(user, slug);
    setSaving(false);
    if (result.success) {
      setSlug('');
      onHide();
      void navigate(paths.adminEvent(result.data.slug));
    } else {
      setError(result.error.message);
    }
  };

  return (
    <ModalOverlay
      show={show}
      onHide={close}
      title="Aggiungi evento"
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
        description="Lettere minuscole, numeri e trattini: diventa l'indirizzo della pagina dell'evento."
      />
      {error && (
        <Alert variant="danger" className="mt-3 mb-0" role="alert">
          {error}
        </Alert>
      )}
    </ModalOverlay>
  );
}
