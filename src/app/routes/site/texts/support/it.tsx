import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '#src/config/paths';

export const it = {
  title: 'Sostienici',
  description:
    'Come aiutarci: 5x1000, donazioni, adozione a distanza da 20 euro al mese, volontariato e donazioni di materiale.',
  intro:
    'Mantenere un cavallo costa circa 300 euro al mese. Ogni aiuto, piccolo o grande, diventa fieno, cure e una vita serena.',
  circles: 'Adotta a distanza, da 20 euro al mese',
  circlesText:
    'Entra nella cerchia di sostenitori di un cavallo o di un asino: con un contributo regolare, da 20 euro al mese, ci aiuti a prenderti cura di lui e ricevi notizie e foto.',
  circlesLink: 'Scopri le cerchie',
  fivePerThousand: 'Il tuo 5x1000',
  fivePerThousandText: (taxCode: ReactNode) => (
    <>
      Nella dichiarazione dei redditi firma nel riquadro del volontariato e scrivi il nostro codice
      fiscale: {taxCode}. A te non costa nulla.
    </>
  ),
  fivePerThousandLink: 'Come destinare il 5x1000',
  donate: 'Fai una donazione',
  byCard: 'Con carta, una tantum',
  donateByCard: 'Dona con carta',
  byTransfer: 'Con bonifico',
  accountHolder: (name: string) => `intestato a ${name}`,
  byPaypal: 'Con PayPal',
  donateWithPaypal: 'Dona con PayPal',
  byPrepaidCard: 'Con ricarica della carta prepagata',
  cardNumber: 'n.',
  cardHolder: (name: string) => `intestata a ${name}`,
  examplesIntro: 'Per esempio, con la tua donazione paghi:',
  euros: 'euro',
  examples: [
    { amount: 50, what: 'una balla di fieno' },
    { amount: 60, what: 'il pareggio degli zoccoli' },
    { amount: 30, what: 'una vaccinazione' },
    { amount: 20, what: 'un vermifugo' },
  ],
  volunteer: 'Vieni a darci una mano',
  volunteerText: (
    <>
      All&apos;Oasi c&apos;è sempre bisogno di braccia: pulire i paddock, distribuire il fieno,
      spazzolare, accompagnare i visitatori, aiutare agli eventi. Non serve esperienza, solo
      costanza e voglia di imparare. Mandaci la tua candidatura: ti contattiamo per organizzare la
      prima visita.
    </>
  ),
  volunteerLink: 'Candidati come volontario',
  material: 'Dona materiale',
  materialText: (
    <>
      Fieno, mangimi per cavalli anziani, coperte, capezze, lunghine, attrezzi da scuderia,
      medicinali veterinari non scaduti: prima di portarli,{' '}
      <Link to={paths.contacts('it')}>contattaci</Link> per sapere cosa serve di più in questo
      momento.
    </>
  ),
  adopt: 'Adotta un cavallo',
  adoptText: [
    <>
      Alcuni dei nostri cavalli e asini cercano una famiglia che li accolga per sempre. Se hai
      spazio, tempo e amore da offrire,{' '}
      <Link to={paths.adoptionApplication('it')}>compila la candidatura di adozione</Link>.
    </>,
    <>
      Se invece sei tu a dover cedere un cavallo,{' '}
      <Link to={paths.cessionApplication('it')}>scrivici con la richiesta di cessione</Link>:
      cercheremo insieme una strada.
    </>,
  ],
  residents: "Chi vive con noi all'Oasi",
  residentsText:
    'Sono i cavalli e gli asini che resteranno con noi per sempre: hanno bisogno di te ogni giorno.',
  residentsLabel: "Residenti dell'Oasi",
};

export type SupportTexts = typeof it;
