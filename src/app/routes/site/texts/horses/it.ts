export const it = {
  title: 'Cavalli',
  description:
    "I cavalli e gli asini dell'Oasi: chi cerca casa, chi vive con noi e chi è stato adottato.",
  heading: 'I nostri cavalli',
  lead: 'Ognuno ha una storia. Alcuni cercano una famiglia, altri resteranno con noi per sempre: tutti hanno bisogno di qualcuno che si prenda cura di loro.',
  adoptBefore: 'Vuoi dare una casa a uno di loro? ',
  adoptLink: 'Candidati per adottare',
  adoptAfter: ': nella pagina di ogni cavallo trovi anche il link per candidarti proprio per lui.',
  empty: 'Nessun cavallo in questa sezione, per ora.',
};

export type HorsesTexts = typeof it;
