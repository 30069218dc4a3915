import type { ComponentType } from 'react';
import Row from 'react-bootstrap/Row';
import { Checkbox, SelectInput, TextArea, TextInput } from '#src/components/forms';
import { RichTextField } from '#src/components/rich-text';
import { paths } from '#src/config/paths';
import type { Horse } from '../../model/horse';
import { missingEnglishTexts } from '../../horse-labels';
import { TriStateInput, useHorseFields } from './fields';
import {
  isStablingRegular,
  showsAdoptionDetails,
  stablingLine,
  type FlagField,
  type SelectField,
  type TextField,
  type TriStateField,
} from './horse-form';
import { fieldId, useHorseForm } from './horse-form-context';

type Width = 'half' | 'whole';
const widths: Record<Width, string> = { half: 'col-md-6', whole: 'col-12' };

/** A text that may depend on the horse as it is being edited. */
type HorseText = string | ((horse: Horse) => string);

interface Described {
  readonly label: string;
  readonly description?: HorseText;
  /** Half a row from the medium layout up, unless given. */
  readonly width?: Width;
}

/** One entry of a section: a field of the horse, a group of them, or a part of its own. */
export type HorseFieldSpec =
  | (Described & {
      readonly kind: 'text';
      readonly field: TextField;
      readonly type?: 'date' | 'email' | 'tel' | 'url';
      readonly placeholder?: string;
      readonly readOnly?: boolean;
    })
  | (Described & { readonly kind: 'area'; readonly field: TextField; readonly rows: number })
  | (Described & { readonly kind: 'rich'; readonly field: TextField })
  | (Described & { readonly kind: 'select'; readonly field: SelectField })
  | {
      readonly kind: 'triState';
      readonly field: TriStateField;
      readonly label: string;
      readonly md?: number;
    }
  | (Described & { readonly kind: 'switch'; readonly field: FlagField })
  | { readonly kind: 'group'; readonly legend: string; readonly fields: readonly HorseFieldSpec[] }
  | {
      readonly kind: 'when';
      readonly key: string;
      readonly shows: (horse: Horse) => boolean;
      readonly fields: readonly HorseFieldSpec[];
    }
  | { readonly kind: 'part'; readonly key: string; readonly part: ComponentType };

export interface HorseSectionSpec {
  readonly key: string;
  readonly title: string;
  readonly fields: readonly HorseFieldSpec[];
}

type Options<K extends HorseFieldSpec['kind']> = Omit<
  Extract<HorseFieldSpec, { kind: K }>,
  'kind' | 'field' | 'label'
>;

const text = (field: TextField, label: string, options: Options<'text'> = {}): HorseFieldSpec => ({
  kind: 'text',
  field,
  label,
  ...options,
});
const area = (field: TextField, label: string, options: Options<'area'>): HorseFieldSpec => ({
  kind: 'area',
  field,
  label,
  ...options,
});
const rich = (field: TextField, label: string, options: Options<'rich'> = {}): HorseFieldSpec => ({
  kind: 'rich',
  field,
  label,
  ...options,
});
const select = (field: SelectField, label: string, description?: string): HorseFieldSpec => ({
  kind: 'select',
  field,
  label,
  description,
});
const triState = (field: TriStateField, label: string, md?: number): HorseFieldSpec => ({
  kind: 'triState',
  field,
  label,
  md,
});
const toggle = (field: FlagField, label: string, description?: string): HorseFieldSpec => ({
  kind: 'switch',
  field,
  label,
  description,
});

function StablingLine() {
  const { item: horse } = useHorseForm();
  return (
    <p
      className={`horse-edit__stabling ${isStablingRegular(horse) ? 'text-success' : 'text-danger'}`}
      data-testid="stabling-line"
    >
      {stablingLine(horse)}
    </p>
  );
}

function EnglishTexts() {
  const { item: horse } = useHorseForm();
  const missingEnglish = missingEnglishTexts(horse);
  return (
    <p className="col-12 horse-edit__english" role="status">
      {missingEnglish.length === 0
        ? 'Testi in inglese: tutti compilati.'
        : `Testi in inglese mancanti: ${missingEnglish.join(', ')}. Le pagine inglesi mostrano il testo italiano.`}
    </p>
  );
}

const monthlyCostHint =
  'Quanto costa il cavallo al mese: la cerchia lo copre. 0 = nessuna barra sul sito.';

/** Text with a decimal keypad, not type="number": the Italian comma is accepted. */
function MonthlyCost() {
  const { costTyped, typeCost, errors } = useHorseForm();
  return (
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
      className={widths.half}
    />
  );
}

const richTextHint =
  'Grassetto, corsivo, elenchi e collegamenti dai pulsanti. Si può incollare da Word o Google Docs: resta solo la formattazione ammessa.';

const claimHint =
  'Una frase breve che presenta il cavallo: compare sotto il nome, sulla sua pagina.';

/** The horse's own fields, section by section, in the order the page shows them. */
export const horseSections: readonly HorseSectionSpec[] = [
  {
    key: 'registry',
    title: 'Informazioni Anagrafiche',
    fields: [
      text('slug', 'Indirizzo della pagina (slug)', {
        readOnly: true,
        description: (horse) =>
          `La pagina del cavallo sul sito è ${paths.horse(horse.slug)}: non si cambia.`,
      }),
      text('name', 'Nome'),
      text('docname', 'Nome originale (sul documento)'),
      select('species', 'Specie'),
      text('breed', 'Razza'),
      select('sex', 'Sesso'),
      text('coat', 'Mantello'),
      text('birthday', 'Data di nascita', { type: 'date' }),
      text('birthplace', 'Luogo di nascita'),
      text('doctype', 'Tipo di documento'),
      text('docnumber', 'Numero del documento'),
      text('chipnumber', 'Numero del microchip'),
      text('uelnnumber', 'Numero UELN', {
        description: 'Il codice di 15 caratteri del passaporto, unico per ogni equide.',
      }),
      select(
        'dpa',
        'DPA',
        'Destinato alla produzione di alimenti: come risulta dal passaporto e in BDN.',
      ),
    ],
  },
  {
    key: 'status',
    title: 'Stato',
    fields: [
      select('status', 'Tipologia'),
      triState('isDeceased', 'Deceduto'),
      triState('isDeceasedReported', 'Decesso denunciato'),
      triState('isEquinozio', 'Dell’associazione (ODV)'),
      triState('bdn', 'Registrato in BDN'),
      triState('property', 'Proprietà registrata'),
      text('barn', 'Stalla'),
      text('barncode', 'Codice stalla'),
      triState('isCorrectBarncode', 'Codice stalla corretto in BDN'),
      text('latlng', 'Coordinate', {
        placeholder: '44.6119,8.0302',
        description: 'Latitudine e longitudine separate da una virgola, per la mappa.',
      }),
      text('owner', 'Proprietario'),
      area('notes', 'Note', { rows: 4, width: 'whole' }),
    ],
  },
  {
    key: 'adoption',
    title: 'Adozione',
    fields: [
      triState('isAdopted', 'In adozione', 12),
      {
        kind: 'when',
        key: 'adoption-details',
        shows: showsAdoptionDetails,
        fields: [
          text('adopter', 'Adottante'),
          text('adopterPhone', 'Telefono dell’adottante', { type: 'tel' }),
          text('adopterEmail', 'Email dell’adottante', { type: 'email' }),
          triState('isAdoptionContractualized', 'Contratto di adozione firmato'),
          text('adoptionContractLocation', 'Luogo del contratto'),
          text('adoptionContractDate', 'Data del contratto', { type: 'date' }),
          text('barnAdoptionContract', 'Stalla secondo il contratto'),
          text('barncodeAdoptionContract', 'Codice stalla secondo il contratto'),
          area('notesAdoptionContract', 'Note sul contratto', { rows: 3, width: 'whole' }),
          { kind: 'part', key: 'stabling', part: StablingLine },
        ],
      },
    ],
  },
  {
    key: 'web',
    title: 'Sito web',
    fields: [
      { kind: 'part', key: 'english', part: EnglishTexts },
      toggle(
        'showWeb',
        'Visibile sul sito',
        'Solo i cavalli visibili compaiono nelle pagine pubbliche.',
      ),
      toggle('emergency', 'Emergenza'),
      text('claim_it', 'Claim (italiano)', { description: claimHint }),
      text('claim_en', 'Claim (inglese)', { description: claimHint }),
      area('short_it', 'Descrizione breve (italiano)', { rows: 3 }),
      area('short_en', 'Descrizione breve (inglese)', { rows: 3 }),
      rich('description_it', 'Descrizione (italiano)', {
        description: richTextHint,
        width: 'whole',
      }),
      rich('description_en', 'Descrizione (inglese)', {
        description: richTextHint,
        width: 'whole',
      }),
      text('location', 'Dove si trova'),
      {
        kind: 'group',
        legend: 'Donazione',
        fields: [
          text('stripeDonationLink', 'Link di donazione (Stripe o PayPal)', { type: 'url' }),
          text('donationReason', 'Motivo della donazione'),
          text('donationImageSlug', 'Immagine della donazione (nome)', {
            description:
              'Il nome di un’immagine già nell’archivio, senza estensione (per esempio ada-dentista). Il sito per ora non la mostra.',
          }),
          rich('donationDescription_it', 'Testo della donazione (italiano)'),
          rich('donationDescription_en', 'Testo della donazione (inglese)'),
        ],
      },
      {
        kind: 'group',
        legend: 'Pagamento della cerchia',
        fields: [
          text('stripeCircleId', 'Codice della cerchia su Stripe', {
            description:
              'Il codice che Stripe dà all’abbonamento della cerchia (price_…), per ritrovarne i pagamenti. Il sito non lo mostra.',
          }),
          text('stripeCircleLink', 'Link di pagamento della cerchia', { type: 'url' }),
          { kind: 'part', key: 'monthlyCost', part: MonthlyCost },
        ],
      },
    ],
  },
];

const keyOf = (spec: HorseFieldSpec): string =>
  'field' in spec ? spec.field : 'legend' in spec ? spec.legend : spec.key;

function HorseFieldView({ spec }: { readonly spec: HorseFieldSpec }) {
  const fields = useHorseFields();
  const { item: horse, errors } = useHorseForm();
  const shown = ({ label, description, width = 'half' }: Described) => ({
    label,
    description: typeof description === 'function' ? description(horse) : description,
    className: widths[width],
  });
  switch (spec.kind) {
    case 'text':
      return (
        <TextInput
          {...fields.text(spec.field)}
          {...shown(spec)}
          type={spec.type}
          placeholder={spec.placeholder}
          readOnly={spec.readOnly}
          error={(errors as Partial<Record<string, string>>)[spec.field]}
        />
      );
    case 'area':
      return <TextArea {...fields.text(spec.field)} {...shown(spec)} rows={spec.rows} />;
    case 'rich':
      return <RichTextField {...fields.text(spec.field)} {...shown(spec)} />;
    case 'select':
      return <SelectInput {...fields.select(spec.field)} {...shown(spec)} />;
    case 'triState':
      return <TriStateInput field={spec.field} label={spec.label} md={spec.md} />;
    case 'switch': {
      const { className, ...checkbox } = shown(spec);
      // The switch's own padding replaces the column's.
      return (
        <div className={className}>
          <Checkbox {...fields.flag(spec.field)} {...checkbox} className="form-switch" />
        </div>
      );
    }
    case 'group':
      return (
        <fieldset className="col-12 horse-edit__subsection">
          <legend className="fs-5">{spec.legend}</legend>
          <HorseSection fields={spec.fields} />
        </fieldset>
      );
    case 'when':
      return spec.shows(horse) ? <HorseFields fields={spec.fields} /> : null;
    case 'part':
      return <spec.part />;
  }
}

function HorseFields({ fields }: { readonly fields: readonly HorseFieldSpec[] }) {
  return fields.map((spec) => <HorseFieldView key={keyOf(spec)} spec={spec} />);
}

/** One section of the horse's form: its entries on the grid's rows. */
export function HorseSection({ fields }: { readonly fields: readonly HorseFieldSpec[] }) {
  return (
    <Row>
      <HorseFields fields={fields} />
    </Row>
  );
}
