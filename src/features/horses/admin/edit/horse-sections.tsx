import Row from 'react-bootstrap/Row';
import { RichTextInput, SelectInput, SwitchInput, TextInput, TriStateInput } from './fields';
import {
  horsePaymentLinkErrors,
  isStablingRegular,
  showsAdoptionDetails,
  stablingLine,
} from './horse-form';
import { useHorseForm } from './horse-form-context';

export function RegistrySection() {
  return (
    <Row>
      <TextInput
        field="slug"
        label="Slug"
        readOnly
        hint="Lo slug non si cambia: è l’indirizzo della pagina."
      />
      <TextInput field="name" label="Nome" />
      <TextInput field="docname" label="Nome originale (sul documento)" />
      <SelectInput field="species" label="Specie" />
      <TextInput field="breed" label="Razza" />
      <SelectInput field="sex" label="Sesso" />
      <TextInput field="coat" label="Mantello" />
      <TextInput field="birthday" label="Data di nascita" type="date" />
      <TextInput field="birthplace" label="Luogo di nascita" />
      <TextInput field="doctype" label="Tipo di documento" />
      <TextInput field="docnumber" label="Numero del documento" />
      <TextInput field="chipnumber" label="Numero del microchip" />
      <TextInput field="uelnnumber" label="Numero UELN" />
      <SelectInput field="dpa" label="DPA" />
    </Row>
  );
}

export function StatusSection() {
  return (
    <Row>
      <SelectInput field="status" label="Tipologia" />
      <TriStateInput field="isDeceased" label="Deceduto" />
      <TriStateInput field="isDeceasedReported" label="Decesso denunciato" />
      <TriStateInput field="isEquinozio" label="Dell’associazione (ODV)" />
      <TriStateInput field="bdn" label="Registrato in BDN" />
      <TriStateInput field="property" label="Proprietà registrata" />
      <TextInput field="barn" label="Stalla" />
      <TextInput field="barncode" label="Codice stalla" />
      <TriStateInput field="isCorrectBarncode" label="Codice stalla corretto in BDN" />
      <TextInput
        field="latlng"
        label="Coordinate"
        placeholder="44.6119,8.0302"
        hint="Latitudine e longitudine separate da una virgola, per la mappa."
      />
      <TextInput field="owner" label="Proprietario" />
      <TextInput field="notes" label="Note" rows={4} md={12} />
    </Row>
  );
}

export function AdoptionSection() {
  const { horse } = useHorseForm();
  return (
    <Row>
      <TriStateInput field="isAdopted" label="In adozione" md={12} />
      {showsAdoptionDetails(horse) && (
        <>
          <TextInput field="adopter" label="Adottante" />
          <TextInput field="adopterPhone" label="Telefono dell’adottante" type="tel" />
          <TextInput field="adopterEmail" label="Email dell’adottante" type="email" />
          <TriStateInput field="isAdoptionContractualized" label="Contratto di adozione firmato" />
          <TextInput field="adoptionContractLocation" label="Luogo del contratto" />
          <TextInput field="adoptionContractDate" label="Data del contratto" type="date" />
          <TextInput field="barnAdoptionContract" label="Stalla secondo il contratto" />
          <TextInput field="barncodeAdoptionContract" label="Codice stalla secondo il contratto" />
          <TextInput field="notesAdoptionContract" label="Note sul contratto" rows={3} md={12} />
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

export function WebSection() {
  const { horse } = useHorseForm();
  const linkErrors = horsePaymentLinkErrors(horse);
  return (
    <Row>
      <SwitchInput
        field="showWeb"
        label="Visibile sul sito"
        hint="Solo i cavalli visibili compaiono nelle pagine pubbliche."
      />
      <SwitchInput field="emergency" label="Emergenza" />
      <TextInput field="claim_it" label="Claim (italiano)" />
      <TextInput field="claim_en" label="Claim (inglese)" />
      <TextInput field="short_it" label="Descrizione breve (italiano)" rows={3} />
      <TextInput field="short_en" label="Descrizione breve (inglese)" rows={3} />
      <RichTextInput field="description_it" label="Descrizione (italiano)" hint={richTextHint} />
      <RichTextInput field="description_en" label="Descrizione (inglese)" hint={richTextHint} />
      <TextInput field="location" label="Dove si trova" />
      <fieldset className="col-12 horse-edit__subsection">
        <legend className="fs-5">Donazione</legend>
        <Row>
          <TextInput
            field="stripeDonationLink"
            label="Link di donazione (Stripe o PayPal)"
            type="url"
            error={linkErrors.stripeDonationLink}
          />
          <TextInput field="donationReason" label="Motivo della donazione" />
          <TextInput field="donationImageSlug" label="Immagine della donazione (slug)" />
          <RichTextInput
            field="donationDescription_it"
            label="Testo della donazione (italiano)"
            md={6}
          />
          <RichTextInput
            field="donationDescription_en"
            label="Testo della donazione (inglese)"
            md={6}
          />
        </Row>
      </fieldset>
      <fieldset className="col-12 horse-edit__subsection">
        <legend className="fs-5">Pagamento della cerchia</legend>
        <Row>
          <TextInput field="stripeCircleId" label="ID della cerchia (Stripe)" />
          <TextInput
            field="stripeCircleLink"
            label="Link di pagamento della cerchia"
            type="url"
            error={linkErrors.stripeCircleLink}
          />
        </Row>
      </fieldset>
    </Row>
  );
}
