import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router';
import {
  Checkbox,
  CollapsibleCard,
  SaveFeedback,
  TextInput,
  type SaveFeedbackState,
} from '#src/components/admin-ui';
import { RichTextField } from '#src/components/rich-text';
import { paths } from '#src/config/paths';
import { fromDateTimeLocal, toDateTimeLocal } from '#src/lib/format/dates';
import { useSession } from '#src/lib/session/session-context';
import { updateEvent } from '../../api/events-api';
import type { HorseEvent } from '../../model/event';
import { canSaveEvent, eventEditTitle } from '../event-admin';
import './event-edit.scss';

export const fieldErrors = {
  name: 'Il nome è obbligatorio: senza nome non si può salvare.',
  date: "Indica data e ora dell'evento.",
} as const;

type Save = SaveFeedbackState | { status: 'saving' };

type TextField = 'name' | 'name_it' | 'name_en' | 'location' | 'description_it' | 'description_en';

const richTextHint =
  'Grassetto, corsivo, elenchi e collegamenti dai pulsanti. Si può incollare da Word o Google Docs: resta solo la formattazione ammessa.';

export interface EventEditFormProps {
  /** The event as loaded. */
  readonly event: HorseEvent;
  /** Called with the event as saved (the page title follows the saved name). */
  readonly onSaved?: (event: HorseEvent) => void;
}

/**
 * The fields of an event, saved as a whole with `updateEvent` (which writes the log too). Salva is
 * disabled while the name is empty (docs/product.md §5) or the date is not a date; a failed save shows
 * the error in red and keeps everything typed.
 */
export function EventEditForm({ event: loaded, onSaved }: EventEditFormProps) {
  const { user } = useSession();
  const [event, setEvent] = useState<HorseEvent>(loaded);
  // The input's text: an emptied or half-typed date must not become a date.
  const [dateText, setDateText] = useState(() => toDateTimeLocal(loaded.date));
  const [save, setSave] = useState<Save>({ status: 'idle' });
  const saving = save.status === 'saving';
  const dateValid = fromDateTimeLocal(dateText) !== null;
  const canSave = canSaveEvent(event.name) && dateValid;

  /** A change makes the message about the previous save stale. */
  const edited = () =>
    setSave((current) => (current.status === 'saving' ? current : { status: 'idle' }));

  const setText = (field: TextField) => (value: string) => {
    setEvent((current) => ({ ...current, [field]: value }));
    edited();
  };

  const setDate = (text: string) => {
    setDateText(text);
    const date = fromDateTimeLocal(text);
    if (date) setEvent((current) => ({ ...current, date }));
    edited();
  };

  async function submit(formEvent: FormEvent<HTMLFormElement>) {
    formEvent.preventDefault();
    if (!canSave || saving) return;
    setSave({ status: 'saving' });
    const result = await updateEvent(user, loaded.slug, event);
    if (result.success) {
      setEvent(result.data);
      setSave({ status: 'saved' });
      onSaved?.(result.data);
    } else {
      // Nothing typed is lost: only the message changes.
      setSave({ status: 'failed', message: result.error.message });
    }
  }

  return (
    <form
      className="event-edit"
      noValidate
      aria-label={eventEditTitle(loaded)}
      onSubmit={(formEvent) => void submit(formEvent)}
    >
      <CollapsibleCard title="Evento">
        <div className="row">
          <TextInput
            className="col-md-6"
            label="Slug"
            value={event.slug}
            onChange={() => {}}
            readOnly
            copyable
            description="L'indirizzo della pagina dell'evento: non si cambia."
          />
          <TextInput
            className="col-md-6"
            label="Nome"
            name="name"
            value={event.name}
            onChange={setText('name')}
            required
            error={canSaveEvent(event.name) ? undefined : fieldErrors.name}
          />
          <TextInput
            className="col-md-6"
            label="Nome (italiano)"
            name="name_it"
            value={event.name_it}
            onChange={setText('name_it')}
            description="Il nome mostrato nel sito italiano e nell'elenco degli eventi."
          />
          <TextInput
            className="col-md-6"
            label="Nome (inglese)"
            name="name_en"
            value={event.name_en}
            onChange={setText('name_en')}
          />
          <TextInput
            className="col-md-6"
            label="Data e ora"
            name="date"
            type="datetime-local"
            value={dateText}
            onChange={setDate}
            required
            description="Ora italiana."
            error={dateValid ? undefined : fieldErrors.date}
          />
          <TextInput
            className="col-md-6"
            label="Luogo"
            name="location"
            value={event.location}
            onChange={setText('location')}
          />
        </div>
        <Checkbox
          label="Visibile sul sito"
          name="showWeb"
          checked={event.showWeb}
          onChange={(showWeb) => {
            setEvent((current) => ({ ...current, showWeb }));
            edited();
          }}
          description="Un evento nuovo resta nascosto ai visitatori finché non lo rendi visibile."
        />
      </CollapsibleCard>
      <CollapsibleCard title="Descrizione">
        <RichTextField
          id="event-description_it"
          label="Descrizione (italiano)"
          value={event.description_it}
          onChange={setText('description_it')}
          description={richTextHint}
        />
        <RichTextField
          id="event-description_en"
          label="Descrizione (inglese)"
          value={event.description_en}
          onChange={setText('description_en')}
          description={richTextHint}
        />
      </CollapsibleCard>
      <div className="event-edit__actions">
        <Button type="submit" variant="primary" disabled={!canSave || saving} aria-busy={saving}>
          {saving && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          Salva
        </Button>
        <Link to={paths.adminEvents()} className="btn btn-outline-secondary">
          Indietro
        </Link>
        <SaveFeedback state={save.status === 'saving' ? { status: 'idle' } : save} />
      </div>
    </form>
  );
}
