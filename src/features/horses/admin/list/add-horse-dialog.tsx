import { useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useNavigate } from 'react-router';
import { paths } from '../../../../config/paths';
import { useSession } from '../../../auth/session-context';
import { addHorse } from '../../api/horses-api';

export interface AddHorseDialogProps {
  readonly show: boolean;
  readonly onHide: () => void;
}

/**
 * "Aggiungi cavallo": one required Slug field. Clicking outside or "Annulla" closes it; a refused
 * slug (taken, not URL-safe) shows the data layer's message; a new horse opens its page.
 */
export function AddHorseDialog({ show, onHide }: AddHorseDialogProps) {
  const { user } = useSession();
  const navigate = useNavigate();
  const id = useId();
  const [slug, setSlug] = useState('');
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  const close = () => {
    if (saving) return;
    setSlug('');
    setError('');
    onHide();
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (slug.trim() === '' || saving) return;
    setSaving(true);
    setError('');
    const result = await addHorse(user, slug);
    setSaving(false);
    if (result.success) {
      setSlug('');
      onHide();
      void navigate(paths.adminHorse(result.data.slug));
    } else {
      setError(result.error.message);
    }
  };

  return (
    <Modal show={show} onHide={close} centered aria-labelledby={`${id}-title`}>
      <Form onSubmit={(event) => void save(event)} noValidate>
        <Modal.Header closeButton closeLabel="Chiudi">
          <Modal.Title as="h2" id={`${id}-title`} className="h5">
            Aggiungi cavallo
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group controlId={`${id}-slug`}>
            <Form.Label>
              Slug <span aria-hidden="true">*</span>
            </Form.Label>
            <Form.Control
              value={slug}
              required
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              aria-describedby={`${id}-hint`}
              isInvalid={error !== ''}
              onChange={(event) => setSlug(event.target.value)}
            />
            <Form.Text id={`${id}-hint`}>
              Lettere minuscole, numeri e trattini: diventa l&apos;indirizzo della scheda.
            </Form.Text>
          </Form.Group>
          {error && (
            <Alert variant="danger" className="mt-3 mb-0" role="alert">
              {error}
            </Alert>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close} disabled={saving}>
            Annulla
          </Button>
          <Button type="submit" variant="primary" disabled={slug.trim() === '' || saving}>
            Salva
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
