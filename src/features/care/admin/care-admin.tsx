import { RecordsSection, type RecordsMessage } from '#src/components/admin-ui';
import { autoId } from '#src/lib/data/auto-id';
import { fail, ok } from '#src/lib/data/result';
import { formatCalendarDate, todayInRome } from '#src/lib/format/dates';
import { useSession } from '#src/lib/session/session-context';
import {
  deleteCareRecord,
  getCareIntervals,
  listCareRecords,
  saveCareRecord,
} from '../api/care-api';
import {
  byNewestFirst,
  careErrors,
  draftOf,
  formatCareCost,
  newCareDraft,
  recordOf,
  type CareRecord,
} from '../model/care-record';
import { CareIntervalsForm } from './care-intervals-form';
import { careVisitLabels, CareVisitFields } from './care-visit-fields';
import './care-admin.scss';

const dayOf = (record: CareRecord) => formatCalendarDate(record.date) || record.date;
const recordLabel = (record: CareRecord) => `${record.type} del ${dayOf(record)}`;

export const careAdminTexts = {
  title: 'Cure',
  intro:
    'Maniscalco, vaccinazioni, dentista, sverminazione e visite. Le scadenze si calcolano ' +
    'dall’ultima cura registrata di ogni tipo più l’intervallo del cavallo. Dati riservati allo staff.',
  listTitle: 'Registro delle cure',
  add: 'Aggiungi cura',
  none: 'Nessuna cura registrata per ora.',
  loading: 'Caricamento delle cure…',
  loadFailed: 'Non riusciamo a caricare le cure:',
  addTitle: 'Nuova cura',
  editTitle: 'Modifica cura',
  submit: 'Salva la cura',
  saved: (record: CareRecord) =>
    `Cura «${record.type}» del ${dayOf(record)} salvata: eccola nel registro.`,
  deleteTitle: 'Elimina cura',
  deleteQuestion: (record: CareRecord) =>
    `Eliminare la cura «${record.type}» del ${dayOf(record)}? L’operazione non si può annullare.`,
  deleted: (record: CareRecord): RecordsMessage => ({
    tone: 'success',
    text: `La cura «${record.type}» del ${dayOf(record)} è stata eliminata.`,
  }),
  discardQuestion: 'La cura aperta ha modifiche non salvate: se la chiudi andranno perse.',
} as const;

export const careEditorTexts = {
  type: 'Tipo',
  choose: '— Scegli il tipo —',
  date: 'Data',
  cost: 'Costo (€)',
  costHint: 'Facoltativo, ad esempio 45 o 45,50.',
  notes: 'Note',
} as const;

async function loadCare(horseSlug: string) {
  const [records, intervals] = await Promise.all([
    listCareRecords(horseSlug),
    getCareIntervals(horseSlug),
  ]);
  if (!records.success) return records;
  if (!intervals.success) return intervals;
  return ok({ records: records.data, intervals: intervals.data });
}

export interface CareAdminProps {
  readonly horseSlug: string;
  readonly horseName: string;
  readonly today?: string;
}

export function CareAdmin({ horseSlug, horseName, today }: CareAdminProps) {
  const { user } = useSession();
  const day = today ?? todayInRome();
  return (
    <RecordsSection
      texts={{ ...careAdminTexts, listLabel: `Cure di ${horseName || horseSlug}` }}
      read={{
        what: `the care of ${horseSlug}`,
        load: () => loadCare(horseSlug),
        records: (care) => care.records,
      }}
      before={(care, records) => (
        <CareIntervalsForm
          horseSlug={horseSlug}
          intervals={care.intervals}
          records={records}
          today={day}
        />
      )}
      editor={{
        newDraft: () => newCareDraft(horseSlug, autoId()),
        draftOf,
        errors: careErrors,
        labels: careVisitLabels(careEditorTexts),
        save: async (draft, original) => {
          const record = recordOf(draft);
          if (!record) return fail('invalid-argument', Object.values(careErrors(draft))[0] ?? '');
          const saved = await saveCareRecord(user, record, original ? 'update' : 'add');
          return saved.success ? ok({ record: saved.data }) : saved;
        },
        fields: (form) => (
          <CareVisitFields
            values={form.item}
            errors={form.errors}
            onChange={(change) => form.edit((item) => ({ ...item, ...change }))}
            texts={careEditorTexts}
            rowClassName="records-section__row"
          />
        ),
      }}
      remove={(record) => deleteCareRecord(user, record.id)}
      order={byNewestFirst}
      label={recordLabel}
      row={(record) => (
        <>
          <span className="records-section__meta">
            <time dateTime={record.date}>{dayOf(record)}</time>
            {record.cost !== null && <span> · {formatCareCost(record.cost)}</span>}
          </span>
          <span className="records-section__title">{record.type}</span>
          {record.notes && <span className="records-section__notes">{record.notes}</span>}
        </>
      )}
    />
  );
}
