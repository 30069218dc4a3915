import type { BiText } from '#src/components/bilingual/bilingual';

export const photoText = {
  label: { it: 'Foto (facoltative)', en: 'Photos (optional)' },
  listLabel: { it: 'Foto aggiunte', en: 'Added photos' },
  preparing: { it: 'Preparazione della foto…', en: 'Preparing the photo…' },
  ready: {
    it: 'Pronta: la inviamo subito dopo la domanda.',
    en: 'Ready: we send it right after the application.',
  },
  remove: { it: 'Rimuovi', en: 'Remove' },
  retry: { it: 'Riprova', en: 'Try again' },
  notHydrated: {
    it: 'Un momento: la pagina si sta ancora caricando.',
    en: 'One moment: the page is still loading.',
  },
} as const satisfies Record<string, BiText>;

export const photosHint = (max: number): BiText => ({
  it: `Fino a ${max} foto: il paddock, il ricovero, il cavallo, il suo passaporto. Le alleggeriamo noi prima di inviarle, quindi vanno bene anche quelle scattate col telefono.`,
  en: `Up to ${max} photos: the paddock, the shelter, the horse, its passport. We make them lighter before sending them, so photos straight from your phone are fine.`,
});

export const photoCount = (count: number, max: number): BiText => ({
  it: `Foto aggiunte: ${count} di ${max}.`,
  en: `Photos added: ${count} of ${max}.`,
});

export const photosFull = (max: number): BiText => ({
  it: `Hai aggiunto ${max} foto, il massimo: rimuovine una per aggiungerne un’altra.`,
  en: `You have added ${max} photos, the most allowed: remove one to add another.`,
});

export const tooManyPicked = (max: number, left: readonly string[]): BiText => ({
  it: `Puoi aggiungere al massimo ${max} foto: non abbiamo aggiunto ${left.join(', ')}.`,
  en: `You can add at most ${max} photos: we did not add ${left.join(', ')}.`,
});

export const uploading = (percent: number): BiText => ({
  it: `Caricamento… ${percent}%`,
  en: `Uploading… ${percent}%`,
});

export const progressName = (label: string): BiText => ({
  it: `Caricamento di ${label}`,
  en: `Uploading ${label}`,
});

export const preparingName = (label: string): BiText => ({
  it: `Preparazione di ${label}`,
  en: `Preparing ${label}`,
});

export const readyAnnouncement = (label: string): BiText => ({
  it: `Foto pronta: ${label}.`,
  en: `Photo ready: ${label}.`,
});

export const uploadedAnnouncement = (label: string): BiText => ({
  it: `Foto inviata: ${label}.`,
  en: `Photo sent: ${label}.`,
});

export const failedAnnouncement = (label: string, problem: BiText): BiText => ({
  it: `${label}: ${problem.it}`,
  en: `${label}: ${problem.en}`,
});

export type PhotoProblem =
  | 'not-image'
  | 'file-too-big'
  | 'unreadable'
  | 'conversion'
  | 'too-large'
  | 'network'
  | 'refused'
  | 'quota'
  | 'unknown';

export const problemText: Record<PhotoProblem, BiText> = {
  'not-image': {
    it: 'Questo file non è un’immagine: scegli una foto (JPEG, PNG, HEIC…).',
    en: 'This file is not an image: choose a photo (JPEG, PNG, HEIC…).',
  },
  'file-too-big': {
    it: 'Questo file pesa più di 30 MB: scegli una foto più leggera.',
    en: 'This file is larger than 30 MB: choose a smaller photo.',
  },
  unreadable: {
    it: 'Non riusciamo a leggere questa immagine (le foto HEIC si aprono solo in alcuni browser): prova con una foto JPEG o PNG.',
    en: 'We cannot read this image (HEIC photos open only in some browsers): try a JPEG or PNG photo.',
  },
  conversion: {
    it: 'Non siamo riusciti a convertire questa foto: riprova o scegline un’altra.',
    en: 'We could not convert this photo: try again or choose another one.',
  },
  'too-large': {
    it: 'Anche convertita, questa foto pesa più di 10 MB: scegline un’altra.',
    en: 'Even once converted, this photo weighs more than 10 MB: choose another one.',
  },
  network: {
    it: 'Caricamento non riuscito: controlla la connessione a internet e riprova.',
    en: 'The upload failed: check your internet connection and try again.',
  },
  refused: {
    it: 'Il servizio non ha accettato la foto: riprova tra poco.',
    en: 'The service did not accept the photo: try again in a while.',
  },
  quota: {
    it: 'In questo momento non possiamo ricevere foto: riprova più tardi, oppure invia la domanda senza.',
    en: 'We cannot receive photos right now: try again later, or send the application without them.',
  },
  unknown: {
    it: 'Qualcosa è andato storto: riprova tra poco.',
    en: 'Something went wrong: try again in a while.',
  },
};

export const retryable: ReadonlySet<PhotoProblem> = new Set([
  'conversion',
  'network',
  'refused',
  'quota',
  'unknown',
]);

export function uploadProblem(code: string): PhotoProblem {
  switch (code) {
    case 'photo-too-large':
      return 'too-large';
    case 'storage/unauthorized':
    case 'storage/unauthenticated':
    case 'permission-denied':
    case 'unauthenticated':
      return 'refused';
    case 'storage/quota-exceeded':
    case 'resource-exhausted':
      return 'quota';
    case 'storage/retry-limit-exceeded':
    case 'storage/unknown':
    case 'unavailable':
    case 'deadline-exceeded':
    case 'offline':
    case 'module-not-loaded':
      return 'network';
    default:
      return 'unknown';
  }
}

export const sendingPhotosText = {
  title: { it: 'Invio delle foto', en: 'Sending the photos' },
  stay: {
    it: 'La domanda è arrivata. Resta su questa pagina finché le foto non sono inviate.',
    en: 'Your application has arrived. Please stay on this page until the photos are sent.',
  },
  waiting: { it: 'In attesa…', en: 'Waiting…' },
  sent: { it: 'Inviata', en: 'Sent' },
  failedNote: {
    it: 'Se una foto non parte, la domanda resta valida: lo staff vede quale foto manca e, se serve, te la chiede.',
    en: 'If a photo does not go through, your application still stands: our staff see which photo is missing and ask you for it if needed.',
  },
  lost: {
    it: 'Questa foto non è più nella pagina (è stata ricaricata): la domanda resta valida senza.',
    en: 'This photo is no longer in the page (it was reloaded): your application stands without it.',
  },
} as const satisfies Record<string, BiText>;

export const photosSent = (sent: number, total: number): BiText => ({
  it: `Foto inviate: ${sent} di ${total}.`,
  en: `Photos sent: ${sent} of ${total}.`,
});
