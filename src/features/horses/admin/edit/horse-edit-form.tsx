import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import Accordion from 'react-bootstrap/Accordion';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router';
import { SaveFeedback, type SaveFeedbackState } from '#src/components/admin-ui';
import { paths } from '#src/config/paths';
import { useSession } from '#src/lib/session/session-context';
import { updateHorse } from '../../api/horses-api';
import type { Horse, HorseField } from '../../model/horse';
import { editTitle, horsePaymentLinkErrors, invalidLinksMessage, withField } from './horse-form';
import { HorseFormContext, type HorseFormBinding } from './horse-form-context';
import { AdoptionSection, RegistrySection, StatusSection, WebSection } from './horse-sections';
import { PhotoField } from './photo-field';
import './horse-edit.scss';

export { savedMessage } from '#src/components/admin-ui';

type SaveState = { phase: 'idle' | 'saving' | 'saved' } | { phase: 'failed'; error: string };

const sections: [key: string, title: string, content: ReactNode][] = [
  ['registry', 'Informazioni Anagrafiche', <RegistrySection key="registry" />],
  ['status', 'Stato', <StatusSection key="status" />],
  ['adoption', 'Adozione', <AdoptionSection key="adoption" />],
  ['web', 'Sito web', <WebSection key="web" />],
];

/** What the message next to Salva says (nothing while saving: the button shows it). */
function feedback(save: SaveState): SaveFeedbackState {
  if (save.phase === 'saved') return { status: 'saved' };
  if (save.phase === 'failed') return { status: 'failed', message: save.error };
  return { status: 'idle' };
}

export interface HorseEditFormProps {
  /** The horse as loaded. */
  readonly horse: Horse;
  /** Called with the horse as saved (the page title follows the saved name). */
  readonly onSaved?: (horse: Horse) => void;
}

/**
 * Every field of a horse in collapsible sections, saved as a whole with `updateHorse` (which also
 * writes the public projection and the log). A failed save keeps everything typed.
 */
export function HorseEditForm({ horse: loaded, onSaved }: HorseEditFormProps) {
  const { user } = useSession();
  const [horse, setHorse] = useState<Horse>(loaded);
  const [save, setSave] = useState<SaveState>({ phase: 'idle' });
  const linksInvalid = Object.keys(horsePaymentLinkErrors(horse)).length > 0;

  const binding = useMemo<HorseFormBinding>(
    () => ({
      horse,
      setField: <K extends HorseField>(field: K, value: Horse[K]) => {
        setHorse((current) => withField(current, field, value));
        // A message about the previous save no longer describes what is on screen.
        setSave((current) => (current.phase === 'saving' ? current : { phase: 'idle' }));
      },
    }),
    [horse],
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.phase === 'saving' || linksInvalid) return;
    setSave({ phase: 'saving' });
    const result = await updateHorse(user, loaded.slug, horse);
    if (result.success) {
      setHorse(result.data);
      setSave({ phase: 'saved' });
      onSaved?.(result.data);
    } else {
      // Nothing typed is lost: the form keeps its state, only the message changes.
      setSave({ phase: 'failed', error: result.error.message });
    }
  }

  const saving = save.phase === 'saving';
  return (
    <HorseFormContext.Provider value={binding}>
      <form
        className="horse-edit"
        noValidate
        aria-label={editTitle(loaded)}
        onSubmit={(event) => void submit(event)}
      >
        <Accordion alwaysOpen defaultActiveKey={[...sections.map(([key]) => key), 'photo']}>
          {sections.map(([key, title, content]) => (
            <Accordion.Item eventKey={key} key={key}>
              <Accordion.Header as="h2">{title}</Accordion.Header>
              <Accordion.Body>{content}</Accordion.Body>
            </Accordion.Item>
          ))}
          <Accordion.Item eventKey="photo">
            <Accordion.Header as="h2">Foto</Accordion.Header>
            <Accordion.Body>
              <PhotoField slug={loaded.slug} name={horse.name} />
            </Accordion.Body>
          </Accordion.Item>
        </Accordion>
        <div className="horse-edit__actions">
          <Button
            type="submit"
            variant="primary"
            disabled={saving || linksInvalid}
            aria-busy={saving}
            aria-describedby={linksInvalid ? 'horse-edit-links-invalid' : undefined}
          >
            {saving && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            Salva
          </Button>
          <Link to={paths.adminHorses()} className="btn btn-outline-secondary">
            Indietro
          </Link>
          {linksInvalid && (
            <p id="horse-edit-links-invalid" className="text-danger mb-0">
              {invalidLinksMessage}
            </p>
          )}
          <SaveFeedback state={feedback(save)} className="horse-edit__message" />
        </div>
      </form>
    </HorseFormContext.Provider>
  );
}
