import { association } from '#src/config/association';

export const it = {
  title: 'Associazione',
  description: `Chi siamo e cosa facciamo: ${association.name} salva cavalli e asini maltrattati, abbandonati o a fine carriera.`,
  heading: 'Chi siamo',
  intro: `${association.name} è un'organizzazione di volontariato che salva cavalli e asini e dà loro una seconda vita.`,
  who: [
    'Siamo un gruppo di volontari: veterinari, maniscalchi, insegnanti, impiegati, studenti. Nessuno di noi è pagato. Ci unisce una convinzione semplice: un equide che non serve più a nessuno ha ancora diritto a una vita dignitosa.',
    "All'Oasi vivono oggi decine di cavalli e asini, arrivati da sequestri per maltrattamento, da maneggi che hanno chiuso, dagli ippodromi, da proprietari anziani o in difficoltà che non potevano più occuparsene.",
  ],
  what: 'Cosa facciamo',
  activities: [
    {
      verb: 'Accogliamo',
      rest: 'equidi in difficoltà, spesso su richiesta delle autorità o dei servizi veterinari.',
    },
    {
      verb: 'Curiamo',
      rest: "ogni animale: veterinario, dentista, pareggio dei piedi, alimentazione adatta all'età e alla salute.",
    },
    { verb: 'Rieduchiamo', rest: "con pazienza chi ha imparato ad avere paura dell'uomo." },
    {
      verb: 'Cerchiamo famiglie',
      rest: 'per chi può essere adottato, con un contratto di adozione, una visita preliminare e controlli nel tempo.',
    },
    {
      verb: 'Teniamo con noi',
      rest: 'per sempre chi è troppo anziano, malato o fragile per cambiare casa.',
    },
    {
      verb: 'Raccontiamo',
      rest: 'le loro storie, perché sempre più persone sappiano che un cavallo non è un oggetto.',
    },
  ],
  join: 'Come puoi esserci',
  joinText:
    "Puoi adottare a distanza uno dei nostri cavalli, fare una donazione, destinarci il 5x1000 o venire a darci una mano all'Oasi.",
  howToHelp: 'Scopri come aiutarci',
  meetHorses: 'Conosci i cavalli',
};

export type AssociationTexts = typeof it;
