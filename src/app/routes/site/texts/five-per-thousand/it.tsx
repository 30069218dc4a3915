import type { ReactNode } from 'react';
import { association } from '#src/config/association';

export const it = {
  description: `Destina il 5x1000 a ${association.name}: codice fiscale ${association.taxCode}.`,
  intro: 'Una firma che a te non costa nulla, per loro vale moltissimo.',
  taxCode: 'Il nostro codice fiscale',
  what: "Che cos'è il 5x1000",
  whatText:
    "Ogni anno lo Stato lascia ai contribuenti la scelta di destinare il cinque per mille della propria IRPEF a un ente del Terzo settore. Non è una tassa in più e non sostituisce l'8 o il 2 per mille: se non scegli, quella quota resta allo Stato.",
  how: 'Come fare',
  steps: {
    find: 'Nel modello 730, nel modello Redditi o nella scheda della Certificazione Unica trova il riquadro per il sostegno degli enti del Terzo settore.',
    sign: 'Firma nel riquadro.',
    write: (taxCode: ReactNode) => (
      <>
        Scrivi sotto la firma il codice fiscale di {association.name}: {taxCode}.
      </>
    ),
  },
  withoutReturn:
    'Puoi farlo anche se non presenti la dichiarazione: consegna la scheda della Certificazione Unica firmata in una busta chiusa a un ufficio postale o a un CAF.',
  spreadTheWord:
    'Passa parola: chiedilo a familiari e amici. Sono firme che diventano fieno e cure.',
};

export type FivePerThousandTexts = typeof it;
