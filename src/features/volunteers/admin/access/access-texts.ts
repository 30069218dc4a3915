import { emptyAccessDraft, type AccessDraft } from '../../model/volunteer-access';

export const accessTexts = {
  title: 'Accessi dei volontari',
  intro:
    "Un volontario con l'accesso vede i cavalli (senza i dati di nessuno), le cure e la giornata di cure, e registra le cure. Non vede candidature, cerchie, sostenitori, posta, registro attività né il registro dei volontari. La revoca vale dalla sua richiesta successiva.",
  grantTitle: "Concedi l'accesso",
  name: 'Nome e cognome',
  email: 'E-mail',
  registerNumber: 'N. registro',
  grant: "Concedi l'accesso",
  granted: 'Accesso concesso: ora invia il link di accesso.',
  loading: 'Caricamento degli accessi…',
  failed: 'Accessi non caricati.',
  empty: 'Nessun volontario ha ancora un accesso.',
  listLabel: 'Accessi dei volontari',
  active: 'Attivo',
  revoked: 'Revocato',
  grantedAt: 'concesso il',
  revokedAt: 'revocato il',
  invitedAt: 'ultimo invito il',
  neverInvited: 'mai invitato',
  invite: 'Invia link di accesso',
  revoke: 'Revoca',
  grantAgain: "Concedi di nuovo l'accesso",
  erase: 'Elimina',
  eraseTitle: "Eliminare l'accesso?",
  eraseQuestion: (name: string) =>
    `L'accesso di ${name} sparirà con il suo nome e il suo indirizzo e-mail, per esempio perché ha chiesto di essere dimenticato. Le cure che ha registrato restano. Per farlo entrare di nuovo, dovrai concedergli un nuovo accesso.`,
  erasing: 'Eliminazione in corso…',
  cancel: 'Annulla',
  emulatorLink: (name: string) =>
    `Emulatori: nessuna e-mail parte. Ecco il link che ${name} riceverebbe (aprilo sul telefono del volontario):`,
} as const;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * A register entry links here with its person (decision 87): `?name=&email=&number=` or the same
 * in the route's state.
 */
export function prefilledDraft(search: URLSearchParams, state: unknown): AccessDraft {
  const given = (typeof state === 'object' && state !== null ? state : {}) as Record<
    string,
    unknown
  >;
  const number = search.get('number') ?? given.registerNumber;
  return {
    ...emptyAccessDraft,
    name: search.get('name') ?? text(given.name),
    email: search.get('email') ?? text(given.email),
    registerNumber: typeof number === 'number' ? String(number) : text(number),
  };
}
