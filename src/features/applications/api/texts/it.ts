/** The words of the public sends' own failures: they come with the write path, never with the page. */
export const it = {
  appCheckUnavailable:
    'Il controllo anti-spam di Google (reCAPTCHA) non si è caricato: forse lo ferma un blocco dei contenuti o la rete. Riprova tra poco.',
};

export type PublicSendTexts = typeof it;
