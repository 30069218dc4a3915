import { paths } from '#src/config/paths';

export const it = {
  page: {
    title: 'Pagina non trovata',
    lead: 'La pagina che cerchi non esiste o è stata spostata.',
    link: 'Torna alla home',
    to: paths.home,
  },
  horse: {
    title: 'Cavallo non trovato',
    lead: "A questo indirizzo non c'è nessun cavallo: forse l'indirizzo è sbagliato, o la sua pagina non è più sul sito.",
    link: 'Vedi tutti i cavalli',
    to: paths.horses,
  },
  event: {
    title: 'Evento non trovato',
    lead: "A questo indirizzo non c'è nessun evento: forse l'indirizzo è sbagliato, o la sua pagina non è più sul sito.",
    link: 'Vedi tutti gli eventi',
    to: paths.events,
  },
};

export type NotFoundTexts = typeof it;
