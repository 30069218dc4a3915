import { useState, type FormEvent } from 'react';
import {
  Checkbox,
  SaveBar,
  TextInput,
  UnsavedChangesGuard,
  useEditForm,
} from '#src/components/forms';
import { fail, ok, type Result } from '#src/lib/data/result';
import { Example } from './example';

interface Sample {
  readonly name: string;
  readonly place: string;
}

const pretendSaveMs = 1500;

export function FormExamples() {
  const [failing, setFailing] = useState(false);
  const pretendSave = (item: Sample) =>
    new Promise<Result<Sample>>((resolve) =>
      setTimeout(
        () =>
          resolve(
            failing ? fail('unavailable', 'Il servizio non risponde: riprova tra poco.') : ok(item),
          ),
        pretendSaveMs,
      ),
    );
  const form = useEditForm<Sample>({ name: 'Ada', place: 'Paddock grande' }, pretendSave);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.save();
  };
  return (
    <div className="row">
      <Example
        wide
        caption="«Salva» impiega un secondo e mezzo: si può continuare a scrivere e nulla va perso. Con modifiche non salvate, lasciare la pagina chiede conferma."
      >
        <form aria-label="Esempio di modulo" noValidate onSubmit={submit}>
          <h3 className="h5">Salvato: {form.saved.name}</h3>
          <TextInput
            label="Nome del cavallo"
            value={form.item.name}
            onChange={(value) => form.setField('name', value)}
          />
          <TextInput
            label="Dove si trova"
            value={form.item.place}
            onChange={(value) => form.setField('place', value)}
          />
          <Checkbox
            label="Simula un salvataggio non riuscito"
            checked={failing}
            onChange={setFailing}
          />
          <SaveBar saving={form.saving} feedback={form.feedback} />
          <UnsavedChangesGuard when={form.dirty} />
        </form>
      </Example>
    </div>
  );
}
