import { useState } from 'react';
import {
  cessionStatuses,
  cessionStatusLabels,
  evaluationLabels,
  evaluations,
  homechecks,
} from '#src/config/options';
import { fail, ok } from '#src/lib/data/result';
import {
  Abbreviated,
  CsvDownloadButton,
  csvFileName,
  DataTable,
  DateTime,
  ListHeader,
  NoResults,
  Pager,
  StatusBadge,
  toCsv,
  type DataTableColumn,
} from '..';
import { SaveFeedback } from '#src/components/forms';
import { ActionExamples } from './action-examples';
import { Example } from './example';

interface SampleRow {
  slug: string;
  name: string;
  date: Date;
  answer: string;
}

const rows: SampleRow[] = [
  {
    slug: 'rossi',
    name: 'Maria Rossi',
    date: new Date(Date.UTC(2026, 3, 18, 8, 30)),
    answer: 'Pascolo di due ettari con capannina e acqua corrente tutto l’anno',
  },
  {
    slug: 'bianchi',
    name: 'Luca Bianchi',
    date: new Date(Date.UTC(2026, 2, 2, 16, 5)),
    answer: 'Box con paddock',
  },
];

const columns: readonly DataTableColumn<SampleRow>[] = [
  { key: 'name', header: 'Nominativo', cell: (row) => row.name },
  { key: 'date', header: 'Data', cell: (row) => <DateTime date={row.date} /> },
  { key: 'answer', header: 'Stabulazione', cell: (row) => <Abbreviated text={row.answer} /> },
];

const csvColumns = [
  { header: 'Nominativo', value: (row: SampleRow) => row.name },
  { header: 'Data', value: (row: SampleRow) => row.date },
  { header: 'Stabulazione', value: (row: SampleRow) => row.answer },
];

function BadgeRow({ title, items }: { title: string; items: { value: string; label?: string }[] }) {
  return (
    <div className="mb-2">
      <span className="me-2">{title}:</span>
      <ul className="ui-gallery__badges">
        {items.map((item) => (
          <li key={item.value}>
            <StatusBadge value={item.value} label={item.label} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function StatusExamples() {
  const [index, setIndex] = useState(0);
  const total = 60;
  const lastIndex = Math.ceil(total / 25) - 1;
  return (
    <div className="row">
      <Example caption="Stati colorati: verde riuscito, rosso bocciato o annullato, arancione da seguire, grigio il resto.">
        <BadgeRow
          title="Valutazione"
          items={evaluations.map((value) => ({ value, label: evaluationLabels[value] }))}
        />
        <BadgeRow title="Verifica pre-affido" items={homechecks.map((value) => ({ value }))} />
        <BadgeRow
          title="Cessione"
          items={cessionStatuses.map((value) => ({ value, label: cessionStatusLabels[value] }))}
        />
      </Example>
      <Example caption="Risposte lunghe abbreviate a 30 caratteri: il testo intero al passaggio del mouse e per i lettori di schermo.">
        <p>
          <Abbreviated text="Il cavallo vivrà con due asini in un pascolo collinare recintato" />
        </p>
        <p className="mb-0">
          <Abbreviated text="Risposta breve" />
        </p>
      </Example>
      <Example caption="Esito del salvataggio: conferma in verde, errore in rosso.">
        <SaveFeedback state={{ status: 'saved' }} />
        <SaveFeedback
          className="mt-2"
          state={{ status: 'failed', message: 'Non hai i permessi per questa operazione.' }}
        />
      </Example>
      <ActionExamples />
      <Example caption="Elenco vuoto, con il testo della specifica.">
        <NoResults className="my-0" />
      </Example>
      <Example
        caption="Intestazione di un elenco con il totale, tabella (a righe etichettate sul telefono), date e ore in ora italiana, pagine ed esportazione CSV."
        wide
      >
        <ListHeader
          title="Candidature"
          total={total}
          headingLevel={3}
          actions={
            <CsvDownloadButton
              fileName={csvFileName('esempio')}
              load={async () => ok(toCsv(csvColumns, rows))}
            />
          }
        />
        <DataTable
          caption="Candidature di esempio"
          columns={columns}
          rows={rows}
          rowKey={(row) => row.slug}
        />
        <Pager
          index={index}
          total={total}
          hasNext={index < lastIndex}
          onPrevious={() => setIndex((current) => Math.max(0, current - 1))}
          onNext={() => setIndex((current) => Math.min(lastIndex, current + 1))}
        />
        <CsvDownloadButton
          label="Scarica CSV (esempio che non riesce)"
          fileName={csvFileName('errore')}
          load={async () => fail('unavailable', 'Il servizio non è raggiungibile: riprova.')}
        />
      </Example>
    </div>
  );
}
