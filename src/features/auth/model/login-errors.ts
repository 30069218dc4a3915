/** Messages of the login page (docs/product.md §5 and 8, "Staff role"; decision 13). */
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
} as const;

/** Codes of our own, next to the provider's `auth/...` codes. */
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
};

/** The login error in words a person understands; "Something went wrong" for anything unexpected. */
export function loginErrorMessage(code: string): string {
  return messagesByCode[code] ?? loginMessages.unexpected;
}
