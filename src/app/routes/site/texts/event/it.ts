export const it = {
  breadcrumb: 'Percorso',
  back: '← Tutti gli eventi',
  where: 'Dove',
  when: 'Quando',
  organisedBy: 'organizzato da',
  loading: "Caricamento dell'evento…",
  failed: 'Non riusciamo a mostrarti questo evento in questo momento:',
  retry: 'Riprova',
};

export type EventTexts = typeof it;
