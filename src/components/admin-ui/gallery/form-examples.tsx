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

const sampleLabels = { name: 'Nome del cavallo' } as const;

const sampleErrors = (sample: Sample) =>
  sample.name.trim() === '' ? { name: 'Scrivi il nome del cavallo.' } : {};

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
  const form = useEditForm({ name: 'Ada', place: 'Paddock grande' }, pretendSave, {
    errors: sampleErrors,
    labels: sampleLabels,
  });
  const { bindForm } = form;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.save();
  };
  return (
    <div className="row">
      <Example
        wide
        caption="«Salva» impiega un secondo e mezzo: si può continuare a scrivere e nulla va perso. Senza nome, «Salva» non salva: segna il campo, lo nomina e ci porta. Con modifiche non salvate, lasciare la pagina chiede conferma."
      >
        <form ref={bindForm} aria-label="Esempio di modulo" noValidate onSubmit={submit}>
          <h3 className="h5">Salvato: {form.saved.name}</h3>
          <TextInput
            label={sampleLabels.name}
            name="name"
            value={form.item.name}
            onChange={(value) => form.setField('name', value)}
            required
            error={form.errors.name}
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
          <SaveBar {...form.bar} />
          <UnsavedChangesGuard when={form.dirty} />
        </form>
      </Example>
    </div>
  );
}
