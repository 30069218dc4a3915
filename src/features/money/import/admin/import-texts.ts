import { formatCents } from '../model/amounts';
import { importSourceLabels, type ImportSource } from '../model/import-line';
import type { SupporterReason } from '../model/matching';

// The import screen's words (the back office is Italian only).

export const importTexts = {
  intro:
    'Carica il file dei movimenti scaricato dalla banca (CSV), l’attività di PayPal o i ' +
    'pagamenti di Stripe: il file si legge in questo browser e non viene conservato. Per ogni ' +
    'entrata il sito propone il sostenitore e la destinazione; si registrano solo le righe che ' +
    'confermi, e una riga già importata non si registra due volte.',
  file: 'File esportato dalla banca, da PayPal o da Stripe',
  fileHint: 'CSV, al massimo 5 MB.',
  reading: 'Lettura del file in corso…',
  tooBig: 'Il file è più grande di 5 MB: scarica un periodo più breve.',
  listsLoading: 'Caricamento dei sostenitori e dei membri delle cerchie…',
  listsFailed: 'Non è stato possibile leggere i sostenitori e i membri delle cerchie.',
  keysFailed: 'Non è stato possibile controllare quali righe sono già state importate.',
  summary: (source: ImportSource, lines: number, incoming: number, imported: number) =>
    `${importSourceLabels[source]}: ${lines} ${lines === 1 ? 'riga letta' : 'righe lette'}, ` +
    `${incoming} ${incoming === 1 ? 'entrata da confermare' : 'entrate da confermare'}` +
    (imported ? `, ${imported} già ${imported === 1 ? 'importata' : 'importate'}.` : '.'),
  skipped: 'Righe lasciate fuori',
  skippedLine: (line: number, reason: string) => `Riga ${line}: ${reason}.`,
  caption: 'Movimenti del file',
  columns: {
    line: 'Riga',
    date: 'Data valuta',
    amount: 'Importo',
    movement: 'Movimento',
    proposal: 'Proposta',
    status: 'Conferma',
  },
  amount: (cents: number) => `${formatCents(cents)} €`,
  outgoing: 'Uscita: non è una donazione',
  alreadyImported: 'Già importata',
  recorded: 'Registrata',
  supporter: 'Sostenitore',
  anonymous: 'Nessuno (anonimo)',
  purpose: 'Destinazione',
  general: 'Generale',
  circleOf: (horseName: string, member: string, reference: string) =>
    `Cerchia di ${horseName}: ${member} (${reference})`,
  because: (reason: SupporterReason) => `trovato per ${reason}`,
  edit: 'Modifica',
  editLabel: (line: number) => `Modifica la proposta della riga ${line}`,
  done: 'Fatto',
  confirm: 'Conferma',
  confirmLabel: (line: number) => `Conferma la riga ${line}`,
  confirmAll: 'Conferma tutte le entrate',
  record: (count: number) =>
    count === 1
      ? 'Registra la riga confermata'
      : count === 0
        ? 'Registra le righe confermate'
        : `Registra le ${count} righe confermate`,
  recording: 'Registrazione in corso…',
  recordedSummary: (recorded: number, already: number, failed: number) =>
    [
      `${recorded} ${recorded === 1 ? 'riga registrata' : 'righe registrate'}`,
      already > 0 && `${already} già ${already === 1 ? 'importata' : 'importate'} prima`,
      failed > 0 && `${failed} non ${failed === 1 ? 'registrata' : 'registrate'}: vedi la riga`,
    ]
      .filter(Boolean)
      .join('; ') + '.',
  nothingConfirmed: 'Conferma almeno una riga.',
} as const;
