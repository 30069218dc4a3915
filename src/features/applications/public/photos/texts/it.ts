import type { PhotoProblem } from '../photo-problem';

/** The photo picker's and the photo uploads' words. */
export const it = {
  label: 'Foto (facoltative)',
  listLabel: 'Foto aggiunte',
  preparing: 'Preparazione della foto…',
  ready: 'Pronta: la inviamo subito dopo la domanda.',
  remove: 'Rimuovi',
  retry: 'Riprova',
  notHydrated: 'Un momento: la pagina si sta ancora caricando.',
  hint: (max: number) =>
    `Fino a ${max} foto: il paddock, il ricovero, il cavallo, il suo passaporto. Le alleggeriamo noi prima di inviarle, quindi vanno bene anche quelle scattate col telefono.`,
  count: (count: number, max: number) => `Foto aggiunte: ${count} di ${max}.`,
  full: (max: number) =>
    `Hai aggiunto ${max} foto, il massimo: rimuovine una per aggiungerne un’altra.`,
  tooManyPicked: (max: number, left: readonly string[]) =>
    `Puoi aggiungere al massimo ${max} foto: non abbiamo aggiunto ${left.join(', ')}.`,
  uploading: (percent: number) => `Caricamento… ${percent}%`,
  progressName: (label: string) => `Caricamento di ${label}`,
  preparingName: (label: string) => `Preparazione di ${label}`,
  readyAnnouncement: (label: string) => `Foto pronta: ${label}.`,
  failedAnnouncement: (label: string, problem: string) => `${label}: ${problem}`,
  problems: {
    'not-image': 'Questo file non è un’immagine: scegli una foto (JPEG, PNG, HEIC…).',
    'file-too-big': 'Questo file pesa più di 30 MB: scegli una foto più leggera.',
    unreadable:
      'Non riusciamo a leggere questa immagine (le foto HEIC si aprono solo in alcuni browser): prova con una foto JPEG o PNG.',
    conversion: 'Non siamo riusciti a convertire questa foto: riprova o scegline un’altra.',
    'too-large': 'Anche convertita, questa foto pesa più di 10 MB: scegline un’altra.',
    network: 'Caricamento non riuscito: controlla la connessione a internet e riprova.',
    refused: 'Il servizio non ha accettato la foto: riprova tra poco.',
    quota:
      'In questo momento non possiamo ricevere foto: riprova più tardi, oppure invia la domanda senza.',
    unknown: 'Qualcosa è andato storto: riprova tra poco.',
  } satisfies Record<PhotoProblem, string>,
  /** After the application: the photos' uploads. */
  sending: {
    title: 'Invio delle foto',
    stay: 'La domanda è arrivata. Resta su questa pagina finché le foto non sono inviate.',
    waiting: 'In attesa…',
    sent: 'Inviata',
    failedNote:
      'Se una foto non parte, la domanda resta valida: lo staff vede quale foto manca e, se serve, te la chiede.',
    lost: 'Questa foto non è più nella pagina (è stata ricaricata): la domanda resta valida senza.',
  },
  photosSent: (sent: number, total: number) => `Foto inviate: ${sent} di ${total}.`,
};

export type PhotoTexts = typeof it;
