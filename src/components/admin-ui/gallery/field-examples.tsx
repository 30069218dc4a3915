import { useState } from 'react';
import { regions, species } from '#src/config/options';
import { Checkbox, RadioGroup, SelectInput, TextArea, TextInput } from '#src/components/forms';
import { Example } from './example';

const regionOptions = regions.map((value) => ({ value, label: value }));
const speciesOptions = species.map((value) => ({ value, label: value }));

export function TextFieldExamples() {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('non-una-email');
  const [password, setPassword] = useState('segreto-2026');
  const [search, setSearch] = useState('Cavalli anziani');
  const [notes, setNotes] = useState('');
  return (
    <div className="row">
      <Example caption="Campo obbligatorio: l'asterisco dopo l'etichetta e la descrizione sotto.">
        <TextInput
          label="Nome"
          value={name}
          onChange={setName}
          required
          description="Come compare negli elenchi."
        />
      </Example>
      <Example caption="Campo con errore: bordo e testo in rosso, letti dal lettore di schermo.">
        <TextInput
          label="Email"
          type="email"
          value={email}
          onChange={setEmail}
          error="Indirizzo email non valido."
        />
      </Example>
      <Example caption="Valore segreto: «Mostra» lo rende leggibile, «Nascondi» lo copre di nuovo.">
        <TextInput
          label="Password"
          value={password}
          onChange={setPassword}
          revealable
          autoComplete="off"
        />
      </Example>
      <Example caption="Sola lettura con copia negli appunti: un messaggio conferma la copia.">
        <TextInput
          label="Link di pagamento"
          value="https://example.org/pagamento/cerchia-ada"
          onChange={() => {}}
          readOnly
          copyable
        />
      </Example>
      <Example caption="Con il pulsante × che svuota il campo e ci rimette il cursore.">
        <TextInput label="Ricerca" value={search} onChange={setSearch} clearable />
      </Example>
      <Example caption="Campo disattivato.">
        <TextInput label="Codice" value="EQ-0001" onChange={() => {}} disabled />
      </Example>
      <Example
        caption="Testo su più righe con un limite: il conteggio dal vivo, in rosso oltre il limite (il testo non viene tagliato)."
        wide
      >
        <TextArea label="Note" value={notes} onChange={setNotes} rows={3} limit={500} />
      </Example>
    </div>
  );
}

export function ChoiceExamples() {
  const [kind, setKind] = useState('');
  const [region, setRegion] = useState('');
  const [wrong, setWrong] = useState('');
  const [news, setNews] = useState(true);
  const [consent, setConsent] = useState(false);
  const [bdn, setBdn] = useState('0');
  return (
    <div className="row">
      <Example caption="Menu a tendina semplice, con la scelta vuota in cima.">
        <SelectInput label="Specie" value={kind} onChange={setKind} options={speciesOptions} />
      </Example>
      <Example
        caption={
          <>
            Menu con ricerca: si scrive per filtrare (maiuscole e accenti non contano), frecce per
            muoversi, Invio per scegliere, Esc per chiudere. Scelta:{' '}
            <strong data-testid="gallery-region">{region || 'nessuna'}</strong>.
          </>
        }
      >
        <SelectInput
          label="Regione"
          value={region}
          onChange={setRegion}
          options={regionOptions}
          searchable
          required
          description="Scrivi una parte del nome, per esempio «aosta»."
        />
      </Example>
      <Example caption="Menu con ricerca in errore, non obbligatorio: la prima scelta lo svuota.">
        <SelectInput
          label="Regione del cavallo"
          value={wrong}
          onChange={setWrong}
          options={regionOptions}
          searchable
          error="Scegli la regione in cui si trova il cavallo."
        />
      </Example>
      <Example caption="Casella con descrizione; la seconda è obbligatoria.">
        <Checkbox
          label="Ricevi gli aggiornamenti"
          checked={news}
          onChange={setNews}
          description="Una email al mese sulle novità dell'Oasi."
        />
        <Checkbox
          label="Accetto il trattamento dei dati"
          checked={consent}
          onChange={setConsent}
          required
        />
      </Example>
      <Example caption="Poche scelte tutte in vista, un clic per scegliere (frecce per cambiare).">
        <RadioGroup
          id="gallery-bdn"
          name="gallery-bdn"
          label="Registrato in BDN"
          value={bdn}
          onChange={setBdn}
          choices={[
            { value: '1', label: 'Sì' },
            { value: '-1', label: 'No' },
            { value: '0', label: 'Non so' },
          ]}
        />
      </Example>
    </div>
  );
}
