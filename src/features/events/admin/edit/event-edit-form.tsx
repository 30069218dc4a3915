import { useState, type FormEvent } from 'react';
import { CollapsibleCard } from '#src/components/admin-ui';
import {
  Checkbox,
  SaveBar,
  TextInput,
  UnsavedChangesGuard,
  useEditForm,
} from '#src/components/forms';
import { RichTextField } from '#src/components/rich-text';
import { paths } from '#src/config/paths';
import { toDateTimeLocal } from '#src/lib/format/dates';
import { useSession } from '#src/lib/session/session-context';
import { updateEvent } from '../../api/events-api';
import type { HorseEvent } from '../../model/event';
import { eventEditTitle, eventErrors, eventFieldLabels, typedEventDate } from '../event-admin';

type TextField = 'name' | 'name_it' | 'name_en' | 'location' | 'description_it' | 'description_en';

const richTextHint =
  'Grassetto, corsivo, elenchi e collegamenti dai pulsanti. Si può incollare da Word o Google Docs: resta solo la formattazione ammessa.';

export interface EventEditFormProps {
  readonly event: HorseEvent;
  readonly onSaved?: (event: HorseEvent) => void;
}

export function EventEditForm({ event: loaded, onSaved }: EventEditFormProps) {
  const { user } = useSession();
  // An emptied or half-typed date must not become a date: the event keeps its last date meanwhile.
  const [dateText, setDateText] = useState(() => toDateTimeLocal(loaded.date));
  // docs/product.md §5: Salva disabled while the name is empty.
  const form = useEditForm(loaded, (item: HorseEvent) => updateEvent(user, loaded.slug, item), {
    errors: (item) => eventErrors(item, dateText, loaded.date),
    labels: eventFieldLabels,
    disabledWhileInvalid: true,
  });
  const { bindForm } = form;
  const event = form.item;
  // A date text that is not a date differs from the saved date too, though the event has none.
  const dirty = form.dirty || form.invalid.includes('date');

  const setText = (field: TextField) => (value: string) => form.setField(field, value);

  const setDate = (text: string) => {
    setDateText(text);
    const date = typedEventDate(text, form.saved.date);
    if (date) form.setField('date', date);
  };

  async function submit(formEvent: FormEvent<HTMLFormElement>) {
    formEvent.preventDefault();
    const saved = await form.save();
    if (saved) onSaved?.(saved);
  }

  return (
    <form
      ref={bindForm}
      className="event-edit"
      noValidate
      aria-label={eventEditTitle(form.saved)}
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
            label={eventFieldLabels.name}
            name="name"
            value={event.name}
            onChange={setText('name')}
            required
            error={form.errors.name}
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
            label={eventFieldLabels.date}
            name="date"
            type="datetime-local"
            value={dateText}
            onChange={setDate}
            required
            description="Ora italiana."
            error={form.errors.date}
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
          onChange={(showWeb) => form.setField('showWeb', showWeb)}
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
      <SaveBar {...form.bar} backTo={paths.adminEvents()} />
      <UnsavedChangesGuard when={dirty} />
    </form>
  );
}
