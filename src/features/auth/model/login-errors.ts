export const loginMessages = {
  emptyFields: 'Fill all the fields',
  unexpected: 'Something went wrong',
  wrongCredentials: 'E-mail o password errata.',
  tooManyRequests:
    'Troppi tentativi di accesso non riusciti: attendi qualche minuto e riprova (o reimposta la password).',
  network:
    'Il servizio di accesso non è raggiungibile: controlla la connessione a internet e riprova.',
  userDisabled: "Questo account è stato disattivato: chiedi a chi gestisce l'area riservata.",
  invalidEmail: "L'indirizzo e-mail non è valido.",
  noAccess:
    "Questo account non ha accesso all'area riservata. Se fai parte dello staff, chiedi a chi la gestisce di abilitarti.",
  sessionEnded: 'La sessione è terminata (scaduta o account disattivato): accedi di nuovo.',
  accessRevoked:
    "Il tuo accesso da volontario è stato revocato dallo staff: sei uscito. Se pensi sia un errore, chiedi all'associazione.",
  linkExpired:
    'Il link di accesso non è più valido (già usato o scaduto): chiedi allo staff di mandarne un altro.',
} as const;

/** The page an invitation's link opens (decision 87). */
export const volunteerSignInTexts = {
  title: 'Accesso volontari',
  intro: "Per completare l'accesso scrivi l'e-mail a cui è arrivato il link.",
  email: 'E-mail',
  submit: 'Entra',
  notALink:
    'Questa pagina si apre dal link di accesso che lo staff ti ha mandato. Hai una password?',
  login: "Vai all'accesso.",
} as const;

export const noAccessCode = 'no-staff-claim';

const messagesByCode: Readonly<Record<string, string>> = {
  'auth/invalid-credential': loginMessages.wrongCredentials,
  'auth/invalid-login-credentials': loginMessages.wrongCredentials,
  'auth/wrong-password': loginMessages.wrongCredentials,
  'auth/user-not-found': loginMessages.wrongCredentials,
  'auth/invalid-email': loginMessages.invalidEmail,
  'auth/missing-password': loginMessages.emptyFields,
  'auth/too-many-requests': loginMessages.tooManyRequests,
  'auth/network-request-failed': loginMessages.network,
  'auth/user-disabled': loginMessages.userDisabled,
  [noAccessCode]: loginMessages.noAccess,
  'auth/invalid-action-code': loginMessages.linkExpired,
  'auth/expired-action-code': loginMessages.linkExpired,
};

export function loginErrorMessage(code: string): string {
  return messagesByCode[code] ?? loginMessages.unexpected;
}
