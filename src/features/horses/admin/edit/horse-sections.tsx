import { missingEnglishTexts } from '../../horse-labels';
import Row from 'react-bootstrap/Row';
import { Checkbox, SelectInput, TextArea, TextInput } from '#src/components/forms';
import { RichTextField } from '#src/components/rich-text';
import { paths } from '#src/config/paths';
import { TriStateInput, useHorseFields } from './fields';
import { isStablingRegular, showsAdoptionDetails, stablingLine } from './horse-form';
import { fieldId, useHorseForm } from './horse-form-context';

const half = 'col-md-6';
const whole = 'col-12';

export function RegistrySection() {
  const { text, select } = useHorseFields();
  const { item } = useHorseForm();
  return (
    <Row>
      <TextInput
        {...text('slug')}
        label="Indirizzo della pagina (slug)"
        readOnly
        description={`La pagina del cavallo sul sito è ${paths.horse(item.slug)}: non si cambia.`}
        className={half}
      />
      <TextInput {...text('name')} label="Nome" className={half} />
      <TextInput {...text('docname')} label="Nome originale (sul documento)" className={half} />
      <SelectInput {...select('species')} label="Specie" className={half} />
      <TextInput {...text('breed')} label="Razza" className={half} />
      <SelectInput {...select('sex')} label="Sesso" className={half} />
      <TextInput {...text('coat')} label="Mantello" className={half} />
      <TextInput {...text('birthday')} label="Data di nascita" type="date" className={half} />
      <TextInput {...text('birthplace')} label="Luogo di nascita" className={half} />
      <TextInput {...text('doctype')} label="Tipo di documento" className={half} />
      <TextInput {...text('docnumber')} label="Numero del documento" className={half} />
      <TextInput {...text('chipnumber')} label="Numero del microchip" className={half} />
      <TextInput
        {...text('uelnnumber')}
        label="Numero UELN"
        description="Il codice di 15 caratteri del passaporto, unico per ogni equide."
        className={half}
      />
      <SelectInput
        {...select('dpa')}
        label="DPA"
        description="Destinato alla produzione di alimenti: come risulta dal passaporto e in BDN."
        className={half}
      />
    </Row>
  );
}

export function StatusSection() {
  const { text, select } = useHorseFields();
  return (
    <Row>
      <SelectInput {...select('status')} label="Tipologia" className={half} />
      <TriStateInput field="isDeceased" label="Deceduto" />
      <TriStateInput field="isDeceasedReported" label="Decesso denunciato" />
      <TriStateInput field="isEquinozio" label="Dell’associazione (ODV)" />
      <TriStateInput field="bdn" label="Registrato in BDN" />
      <TriStateInput field="property" label="Proprietà registrata" />
      <TextInput {...text('barn')} label="Stalla" className={half} />
      <TextInput {...text('barncode')} label="Codice stalla" className={half} />
      <TriStateInput field="isCorrectBarncode" label="Codice stalla corretto in BDN" />
      <TextInput
        {...text('latlng')}
        label="Coordinate"
        placeholder="44.6119,8.0302"
        description="Latitudine e longitudine separate da una virgola, per la mappa."
        className={half}
      />
      <TextInput {...text('owner')} label="Proprietario" className={half} />
      <TextArea {...text('notes')} label="Note" rows={4} className={whole} />
    </Row>
  );
}

export function AdoptionSection() {
  const { item: horse } = useHorseForm();
  const { text } = useHorseFields();
  return (
    <Row>
      <TriStateInput field="isAdopted" label="In adozione" md={12} />
      {showsAdoptionDetails(horse) && (
        <>
          <TextInput {...text('adopter')} label="Adottante" className={half} />
          <TextInput
            {...text('adopterPhone')}
            label="Telefono dell’adottante"
            type="tel"
            className={half}
          />
          <TextInput
            {...text('adopterEmail')}
            label="Email dell’adottante"
            type="email"
            className={half}
          />
          <TriStateInput field="isAdoptionContractualized" label="Contratto di adozione firmato" />
          <TextInput
            {...text('adoptionContractLocation')}
            label="Luogo del contratto"
            className={half}
          />
          <TextInput
            {...text('adoptionContractDate')}
            label="Data del contratto"
            type="date"
            className={half}
          />
          <TextInput
            {...text('barnAdoptionContract')}
            label="Stalla secondo il contratto"
            className={half}
          />
          <TextInput
            {...text('barncodeAdoptionContract')}
            label="Codice stalla secondo il contratto"
            className={half}
          />
          <TextArea
            {...text('notesAdoptionContract')}
            label="Note sul contratto"
            rows={3}
            className={whole}
          />
          <p
            className={`horse-edit__stabling ${isStablingRegular(horse) ? 'text-success' : 'text-danger'}`}
            data-testid="stabling-line"
          >
            {stablingLine(horse)}
          </p>
        </>
      )}
    </Row>
  );
}

const richTextHint =
  'Grassetto, corsivo, elenchi e collegamenti dai pulsanti. Si può incollare da Word o Google Docs: resta solo la formattazione ammessa.';

const claimHint =
  'Una frase breve che presenta il cavallo: compare sotto il nome, sulla sua pagina.';

export const monthlyCostHint =
  'Quanto costa il cavallo al mese: la cerchia lo copre. 0 = nessuna barra sul sito.';

export function WebSection() {
  const { item: horse, costTyped, typeCost, errors } = useHorseForm();
  const { text, flag } = useHorseFields();
  const missingEnglish = missingEnglishTexts(horse);
  return (
    <Row>
      <p className="col-12 horse-edit__english" role="status">
        {missingEnglish.length === 0
          ? 'Testi in inglese: tutti compilati.'
          : `Testi in inglese mancanti: ${missingEnglish.join(', ')}. Le pagine inglesi mostrano il testo italiano.`}
      </p>
      {/* The switch's own padding replaces the column's. */}
      <div className={half}>
        <Checkbox
          {...flag('showWeb')}
          label="Visibile sul sito"
          description="Solo i cavalli visibili compaiono nelle pagine pubbliche."
          className="form-switch"
        />
      </div>
      <div className={half}>
        <Checkbox {...flag('emergency')} label="Emergenza" className="form-switch" />
      </div>
      <TextInput
        {...text('claim_it')}
        label="Claim (italiano)"
        description={claimHint}
        className={half}
      />
      <TextInput
        {...text('claim_en')}
        label="Claim (inglese)"
        description={claimHint}
        className={half}
      />
      <TextArea
        {...text('short_it')}
        label="Descrizione breve (italiano)"
        rows={3}
        className={half}
      />
      <TextArea
        {...text('short_en')}
        label="Descrizione breve (inglese)"
        rows={3}
        className={half}
      />
      <RichTextField
        {...text('description_it')}
        label="Descrizione (italiano)"
        description={richTextHint}
        className={whole}
      />
      <RichTextField
        {...text('description_en')}
        label="Descrizione (inglese)"
        description={richTextHint}
        className={whole}
      />
      <TextInput {...text('location')} label="Dove si trova" className={half} />
      <fieldset className="col-12 horse-edit__subsection">
        <legend className="fs-5">Donazione</legend>
        <Row>
          <TextInput
            {...text('stripeDonationLink')}
            label="Link di donazione (Stripe o PayPal)"
            type="url"
            error={errors.stripeDonationLink}
            className={half}
          />
          <TextInput {...text('donationReason')} label="Motivo della donazione" className={half} />
          <TextInput
            {...text('donationImageSlug')}
            label="Immagine della donazione (nome)"
            description="Il nome di un’immagine già nell’archivio, senza estensione (per esempio ada-dentista). Il sito per ora non la mostra."
            className={half}
          />
          <RichTextField
            {...text('donationDescription_it')}
            label="Testo della donazione (italiano)"
            className={half}
          />
          <RichTextField
            {...text('donationDescription_en')}
            label="Testo della donazione (inglese)"
            className={half}
          />
        </Row>
      </fieldset>
      <fieldset className="col-12 horse-edit__subsection">
        <legend className="fs-5">Pagamento della cerchia</legend>
        <Row>
          <TextInput
            {...text('stripeCircleId')}
            label="Codice della cerchia su Stripe"
            description="Il codice che Stripe dà all’abbonamento della cerchia (price_…), per ritrovarne i pagamenti. Il sito non lo mostra."
            className={half}
          />
          <TextInput
            {...text('stripeCircleLink')}
            label="Link di pagamento della cerchia"
            type="url"
            error={errors.stripeCircleLink}
            className={half}
          />
          {/* Text with a decimal keypad, not type="number": the Italian comma is accepted. */}
          <TextInput
            id={fieldId('monthlyCost')}
            name="monthlyCost"
            label="Costo mensile (€)"
            description={monthlyCostHint}
            value={costTyped}
            onChange={typeCost}
            error={errors.monthlyCost}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            className={half}
          />
        </Row>
      </fieldset>
    </Row>
  );
}
