export const it = {
  title: 'Disiscrizione dalle notizie',
  description: 'Smetti di ricevere per e-mail le notizie di un cavallo che sostieni.',
  working: 'Un momento: ti stiamo disiscrivendo…',
  doneTitle: 'Fatto: non riceverai più queste notizie',
  done: 'Da ora non ti mandiamo più per e-mail le notizie del cavallo che sostieni. Il tuo sostegno alla sua cerchia resta com’era.',
  changedMind: 'Ci hai ripensato? Scrivici e ti rimettiamo nell’elenco:',
  invalid:
    'Questo link non è completo: apri quello dell’e-mail così com’è, oppure scrivici e ti disiscriviamo noi:',
  refused:
    'Questo link non è valido, forse perché l’e-mail è molto vecchia. Scrivici e ti disiscriviamo noi:',
  failed: 'Non siamo riusciti a disiscriverti: forse la rete. Riprova tra poco.',
  retry: 'Riprova',
  home: 'Torna alla home',
};

export type UnsubscribeTexts = typeof it;
