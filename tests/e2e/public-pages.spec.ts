import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Page } from '@playwright/test';
import { demoCircleApplications } from '../../scripts/seed/demo/circle-applications.ts';
import { demoEvents } from '../../scripts/seed/demo/events.ts';
import { demoHorses } from '../../scripts/seed/demo/horses.ts';
import { demoDate } from '../../scripts/seed/demo/types.ts';
import { association, formatAddress } from '#src/config/association.ts';
import { paths } from '#src/config/paths.ts';
import type { SiteLanguage } from '#src/config/site.ts';
import { coverageOf, hasCircle, type Funding } from '#src/features/horses/model/coverage.ts';
import { fundingBarLabel } from '#src/features/horses/funding-bar.tsx';
import { horseTexts, statusIn, statusOf } from '#src/features/horses/horse-labels.ts';
import type { PublicHorse } from '#src/features/horses/model/public-horse.ts';
import { webHorseTexts } from '#src/features/horses/texts/index.ts';
import { formatCalendarDate, formatEventDate, formatEventDay } from '#src/lib/format/dates.ts';
import { textsFor } from '#src/lib/text/dictionary.ts';
import { testSiteDir } from '../support/test-site.ts';
import { allowVisits, escapeRegExp, expect, test } from './support/fixtures.ts';
import {
  describeShift,
  layoutShifts,
  observeLayoutShifts,
  unexpectedShift,
} from './support/layout-shifts.ts';

// Every public page is complete in its HTML: without JavaScript a visitor, a crawler or a
// link preview gets its heading, its texts and its head tags; with JavaScript the page hydrates
// without an error, keeps its heading and does not move under the visitor's eyes.

/** A public page and what it shows: the real texts of its route (src/app/routes/site). */
interface PublicPage {
  path: string;
  /** Which of the spec's groups checks it without JavaScript. */
  kind: 'site' | 'horse' | 'events' | 'form';
  language: SiteLanguage;
  /** The whole `<title>`. */
  title: string;
  description: string;
  h1: string;
  /** Its sections, by their h2/h3 heading. */
  headings: string[];
  /** Its main paragraphs: a part of each one's text. */
  texts: string[];
  /** Texts this address does not show: the other language's, a word of the other sex. */
  absent: string[];
  /** Links of its content, by accessible name. */
  links: string[];
  /** Form fields, by label. */
  fields: string[];
  /** Its progress bars (the horses' funding bars), by accessible name: these and no other. */
  bars: string[];
  /**
   * Also visited with JavaScript. Every page is, except most horse and event pages: they share one
   * component, and a few of them (with and without a donation text, every horse status, both
   * languages) stand for the rest, to keep the spec fast.
   */
  hydrate: boolean;
}

const titled = (title: string) => `${title} | ${association.name}`;

function publicPage(
  page: Omit<
    PublicPage,
    'kind' | 'headings' | 'texts' | 'absent' | 'links' | 'fields' | 'bars' | 'hydrate'
  > &
    Partial<PublicPage>,
): PublicPage {
  return {
    kind: 'site',
    headings: [],
    texts: [],
    absent: [],
    links: [],
    fields: [],
    bars: [],
    hydrate: true,
    ...page,
  };
}

/** The text of the first paragraph of some staff HTML, as the page shows it. */
function firstParagraph(html: string): string {
  const paragraph = /<p>(.*?)<\/p>/s.exec(html)?.[1] ?? html;
  return paragraph
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const webHorses = demoHorses.filter((horse) => horse.showWeb);
const webEvents = demoEvents.filter((event) => event.showWeb);
const now = new Date();
const isUpcoming = (event: (typeof demoEvents)[number]) => demoDate(event, now) >= now;
const horseNames = (status: string) =>
  webHorses.filter((horse) => horse.status === status).map((horse) => horse.name);
const residents = horseNames("Residente dell'Oasi");
/** The horses with a circle (decision 57): the circles pages list them, by need. */
const withCircle = webHorses.filter((horse) => hasCircle(horse.status));

type DemoWebHorse = (typeof webHorses)[number];
/** What a horse's funding bar shows: its cost (absent: the association's) and its demo circle. */
const fundingOf = (horse: DemoWebHorse): Funding => ({
  monthlyCost: horse.monthlyCost ?? association.horseMonthlyCost,
  ...coverageOf(demoCircleApplications, horse.slug),
});
/**
 * The horses with a funding bar (a monthly cost, in the association's care), each with the sentence
 * above the bar.
 */
const funded = (horses: readonly DemoWebHorse[], language: SiteLanguage = 'it') =>
  horses
    .filter((horse) => fundingOf(horse).monthlyCost > 0 && hasCircle(horse.status))
    .map((horse) => ({
      bar: fundingBarLabel(horse.name, language),
      text: textsFor(webHorseTexts, language).funding(fundingOf(horse)),
    }));
/** The bars of the horses with a circle, listed by the circles page. */
const circleBars = funded(withCircle);
/** The first upcoming event: the demo data has some whatever the day (scripts/seed/demo). */
const nextEvent = webEvents
  .filter(isUpcoming)
  .sort((a, b) => +demoDate(a, now) - +demoDate(b, now))[0];
if (!nextEvent) throw new Error('The demo data has no upcoming event');
const eventNameIn = (event: (typeof demoEvents)[number], language: SiteLanguage) =>
  (language === 'it' ? event.name_it : event.name_en) || event.name;
/** An event's card: its name and its day, as the card writes them under the photo. */
const eventCardIn = (event: (typeof demoEvents)[number], language: SiteLanguage) =>
  `${eventNameIn(event, language)}, ${formatEventDay(demoDate(event, now), language)}`;

/** Horse pages visited with JavaScript too: every public status, with and without a donation. */
const hydratedHorses = new Set(['ada', 'esperanza', 'frodo']);
/** An event visited with JavaScript too, in both languages. */
const hydratedEvents = new Set(['festa-di-primavera']);

const eventTexts = {
  it: {
    title: 'Eventi',
    description: "Feste, open day e incontri all'Oasi: vieni a conoscere i nostri cavalli.",
    next: 'Prossimi eventi',
    past: 'Eventi passati',
    back: '← Tutti gli eventi',
    when: 'Quando',
  },
  en: {
    title: 'Events',
    description: 'Parties, open days and meetings at the Oasis: come and meet our horses.',
    next: 'Upcoming events',
    past: 'Past events',
    back: '← All events',
    when: 'When',
  },
} as const;

const circleForm = {
  it: {
    title: 'Candidatura a una cerchia',
    description: `Entra nella cerchia di un cavallo o di un asino salvato da ${association.name}: un contributo regolare, da 20 euro al mese, per le sue cure.`,
    fields: ['Cavallo', 'Nome del donatore', 'Telefono', 'Importo in euro'],
    submit: 'Invia la candidatura',
  },
  en: {
    title: 'Circle application',
    description: `Join the circle of a horse or donkey rescued by ${association.name}: a regular contribution, from 20 euros a month, towards its care.`,
    fields: ['Horse', 'Donor name', 'Phone', 'Amount in euros'],
    submit: 'Send the application',
  },
} as const;

const volunteerForm = {
  it: {
    title: 'Diventa volontario',
    description:
      "Vieni a darci una mano all'Oasi: scuderia, eventi, trasporti, ufficio e social, foto. Compila la candidatura e ti contattiamo per conoscerci.",
    intro: "All'Oasi c'è sempre bisogno di braccia",
    fields: ['Nome', 'Cognome', 'Telefono', '16 o 17 anni', 'Fine settimana, mattina'],
    submit: 'Invia la candidatura',
  },
  en: {
    title: 'Become a volunteer',
    description:
      'Come and lend a hand at the Oasis: the barn, events, transport, office and social media, photos. Fill in the application and we will contact you to meet.',
    intro: 'There is always work for willing hands at the Oasis',
    fields: ['Given name', 'Family name', 'Phone', '16 or 17'],
    submit: 'Send the application',
  },
} as const;

// Each address shows its own language only: the intro, the headings and the switch to the other.
const circleIntros = {
  it: 'Con una cerchia adotti a distanza uno dei nostri animali',
  en: 'A circle is a remote adoption',
};

const adoptionForm = {
  it: {
    title: 'Candidatura per adottare un cavallo',
    description: `Vuoi dare una casa a uno dei cavalli di ${association.name}? Raccontaci di te e del posto dove vivrebbe: leggiamo ogni candidatura e ti richiamiamo.`,
    headings: ['Dati personali', 'La vita del cavallo'],
    fields: ['Nome', 'Telefono', 'Indirizzo dove vivrà il cavallo', 'Benji'],
    submit: 'Invia la candidatura',
  },
  en: {
    title: 'Application to adopt a horse',
    description: `Would you like to give a home to one of ${association.name}'s horses? Tell us about you and where it would live: we read every application and call you back.`,
    headings: ['About you', 'The horse’s life with you'],
    fields: ['Given name', 'Phone', 'Address where the horse would live', 'Benji'],
    submit: 'Send the application',
  },
} as const;

const adoptionIntros = {
  it: 'Adottare un cavallo è un impegno per tutta la sua vita',
  en: 'Adopting a horse is a commitment for the whole of its life',
};

const cessionForm = {
  it: {
    title: 'Richiesta di cessione di un cavallo',
    description: `Devi separarti dal tuo cavallo? Scrivi a ${association.name}: leggiamo ogni richiesta e ti chiameremo per cercare insieme una strada.`,
    headings: ['I tuoi dati', 'Il cavallo'],
    fields: ['Nome', 'Telefono', 'Nome del cavallo', 'Data di nascita'],
    submit: 'Invia la richiesta',
  },
  en: {
    title: 'Request to surrender a horse',
    description: `Do you have to part with your horse? Write to ${association.name}: we read every request and will call you to look for a way together.`,
    headings: ['About you', 'The horse'],
    fields: ['Given name', 'Phone', 'Horse’s name', 'Date of birth'],
    submit: 'Send the request',
  },
} as const;

const cessionIntros = {
  it: 'Separarsi da un cavallo è una delle decisioni più difficili',
  en: 'Parting with a horse is one of the hardest decisions there is',
};

/**
 * The facts of a horse's page whose words agree with its sex (decision 78), label and value as
 * shown: "Nata il" of a mare or a jenny, "Where to find her" or "him"; never the other word, nor
 * "them" for a horse whose sex is known. Written out here, not computed by the app's helper.
 */
function sexWords(
  horse: DemoWebHorse,
  language: SiteLanguage,
): Pick<PublicPage, 'texts' | 'absent'> {
  const female = horse.sex === 'Femmina';
  if (language === 'it') {
    const born = horse.birthday && formatCalendarDate(horse.birthday, 'it');
    if (!born) return { texts: [], absent: [] };
    const [shown, other] = female ? ['Nata il', 'Nato il'] : ['Nato il', 'Nata il'];
    return { texts: [`${shown} ${born}`], absent: [`${other} ${born}`] };
  }
  if (!horse.location) return { texts: [], absent: [] };
  const [shown, ...others] = female ? ['her', 'him', 'them'] : ['him', 'her', 'them'];
  const where = (word: string | undefined) => `Where to find ${word} ${horse.location}`;
  return { texts: [where(shown)], absent: others.map(where) };
}

/** A horse's English page: its English texts where staff gave them, else the Italian ones. */
function englishHorsePage(horse: DemoWebHorse): PublicPage {
  // The demo data leaves out the texts staff did not write: the projection has them empty.
  const texts = {
    claim_it: horse.claim_it || horse.claim || '',
    claim_en: horse.claim_en ?? '',
    short_it: horse.short_it || horse.short || '',
    short_en: horse.short_en ?? '',
    description_it: horse.description_it || horse.description || '',
    description_en: horse.description_en ?? '',
    donationDescription_it: horse.donationDescription_it ?? '',
    donationDescription_en: horse.donationDescription_en ?? '',
  };
  const staff = horseTexts({ ...horse, ...texts } as unknown as PublicHorse, 'en');
  const status = statusIn(horse.status, 'en');
  const funding = funded([horse], 'en');
  return publicPage({
    path: paths.horse(horse.slug, 'en'),
    kind: 'horse',
    language: 'en',
    title: titled(horse.name),
    description: staff.short.text || staff.claim.text || `${horse.name}, ${status.toLowerCase()}.`,
    h1: horse.name,
    texts: [
      status,
      staff.claim.text,
      ...funding.map((bar) => bar.text),
      ...sexWords(horse, 'en').texts,
    ].filter(Boolean),
    absent: sexWords(horse, 'en').absent,
    links: [
      '← All our horses',
      ...(hasCircle(horse.status) ? [`Join ${horse.name}'s circle`] : []),
      ...(horse.stripeDonationLink ? ['Make a donation'] : []),
    ],
    bars: funding.map((bar) => bar.bar),
    hydrate: hydratedHorses.has(horse.slug),
  });
}

/** The English information pages (src/app/routes/site/en), their heads and sections. */
const englishPages: PublicPage[] = [
  publicPage({
    path: paths.home('en'),
    language: 'en',
    title: association.name,
    description: 'Help us save those who cannot save themselves!',
    h1: association.name,
    headings: ['Our manifesto'],
    texts: ['A volunteer association for horses and donkeys'],
    links: ['Support us', 'Meet the horses'],
  }),
  publicPage({
    path: paths.association('en'),
    language: 'en',
    title: titled('Association'),
    description: `Who we are and what we do: ${association.name} rescues horses and donkeys that have been mistreated, abandoned or retired.`,
    h1: 'About us',
    // The page's heading says who we are: no section repeats it.
    headings: ['What we do', 'How you can be part of it'],
  }),
  publicPage({
    path: paths.support('en'),
    language: 'en',
    title: titled('Support us'),
    description:
      'How to help: sponsor a horse from 20 euros a month, donate, give your 5x1000, volunteer or give supplies.',
    h1: 'Support us',
    headings: [
      'Sponsor a horse, from 20 euros a month',
      'Your 5x1000',
      'Make a donation',
      'Come and lend a hand',
      'Give supplies',
      'Who lives with us at the Oasis',
    ],
    texts: [association.taxCode, association.iban],
    links: residents,
  }),
  publicPage({
    path: paths.circles('en'),
    language: 'en',
    title: titled('Circles'),
    description: "Join a horse's circle of supporters: sponsor a horse from 20 euros a month.",
    h1: 'Circles of supporters',
    headings: ['How it works', 'Who is waiting for their circle'],
    texts: funded(withCircle, 'en').map((funding) => funding.text),
    links: ['Apply to join a circle', ...withCircle.map((horse) => horse.name)],
    bars: funded(withCircle, 'en').map((funding) => funding.bar),
  }),
  publicPage({
    path: paths.fivePerThousand('en'),
    language: 'en',
    title: titled('5x1000'),
    description: `Give your 5x1000 to ${association.name}: tax code ${association.taxCode}.`,
    h1: '5x1000',
    headings: ['Our tax code', 'What the 5x1000 is', 'How to do it'],
    texts: [association.taxCode],
  }),
  publicPage({
    path: paths.horses('en'),
    language: 'en',
    title: titled('Horses'),
    description:
      'The horses and donkeys of the Oasis: those looking for a home, those who live with us and those who have found a family.',
    h1: 'Our horses',
    headings: (['In cerca di casa', "Residente dell'Oasi", 'Adottato'] as const).map((status) =>
      statusIn(status, 'en'),
    ),
    texts: ['Every one of them has a story.'],
    links: webHorses.map((horse) => horse.name),
  }),
  ...webHorses.map(englishHorsePage),
  publicPage({
    path: paths.contacts('en'),
    language: 'en',
    title: titled('Contacts'),
    description: `Write to or call ${association.name}, and come and visit us at the Oasis.`,
    h1: 'Contacts',
    headings: ['Write to us or call us', 'Follow us', 'Where we are'],
    links: [association.email, association.phone],
  }),
  publicPage({
    path: paths.privacy('en'),
    language: 'en',
    title: titled('Privacy notice'),
    description: `How ${association.name} handles the personal data this site collects, cookies, and the rights of its visitors.`,
    h1: 'Privacy notice',
    headings: [
      'Data controller',
      'What data we collect and why',
      'Applying to a circle of supporters',
      'The e-mails we send you',
      'Where the data is kept',
      'How long we keep it',
      'Cookies and preferences',
      'Your rights',
    ],
  }),
];

/** Every public page, each once: the spec's one table. */
const publicPages: PublicPage[] = [
  ...englishPages,
  publicPage({
    path: paths.home(),
    language: 'it',
    title: association.name,
    description: association.tagline,
    h1: association.name,
    // "Prossimi eventi" is a section of the home page too: complete HTML has it.
    headings: ['Il nostro manifesto', 'Prossimi eventi'],
    texts: [
      'Organizzazione di volontariato per cavalli e asini',
      association.tagline,
      'Crediamo che un cavallo non smetta di valere quando smette di lavorare.',
      'Accogliamo equidi maltrattati, abbandonati, sequestrati o rimasti senza nessuno.',
      'Siamo volontari.',
      'Vieni a trovarci: conoscerai i cavalli e le persone che se ne prendono cura.',
    ],
    links: [
      'Sostienici',
      'Conosci i cavalli',
      'Adotta a distanza',
      'Chi siamo',
      eventCardIn(nextEvent, 'it'),
      'Tutti gli eventi',
    ],
  }),
  publicPage({
    path: paths.association(),
    language: 'it',
    title: titled('Associazione'),
    description: `Chi siamo e cosa facciamo: ${association.name} salva cavalli e asini maltrattati, abbandonati o a fine carriera.`,
    h1: 'Chi siamo',
    headings: ['Cosa facciamo', 'Come puoi esserci'],
    texts: [
      `${association.name} è un'organizzazione di volontariato che salva cavalli e asini`,
      'Siamo un gruppo di volontari: veterinari, maniscalchi, insegnanti, impiegati, studenti.',
      "All'Oasi vivono oggi decine di cavalli e asini",
      'Accogliamo equidi in difficoltà',
      'Teniamo con noi per sempre',
      'Puoi adottare a distanza uno dei nostri cavalli',
    ],
    links: ['Scopri come aiutarci', 'Conosci i cavalli'],
  }),
  publicPage({
    path: paths.support(),
    language: 'it',
    title: titled('Sostienici'),
    description:
      'Come aiutarci: 5x1000, donazioni, adozione a distanza da 20 euro al mese, volontariato e donazioni di materiale.',
    h1: 'Sostienici',
    headings: [
      'Adotta a distanza, da 20 euro al mese',
      'Il tuo 5x1000',
      'Fai una donazione',
      'Vieni a darci una mano',
      'Dona materiale',
      "Chi vive con noi all'Oasi",
    ],
    texts: [
      'Mantenere un cavallo costa circa 300 euro al mese.',
      'Entra nella cerchia di sostenitori di un cavallo o di un asino',
      association.taxCode,
      association.iban,
      'Per esempio, con la tua donazione paghi:',
      '50 euro una balla di fieno',
      "All'Oasi c'è sempre bisogno di braccia",
      'Fieno, mangimi per cavalli anziani',
      'Sono i cavalli e gli asini che resteranno con noi per sempre',
    ],
    links: ['Scopri le cerchie', 'Come destinare il 5x1000', 'Dona con carta', ...residents],
  }),
  publicPage({
    path: paths.circles(),
    language: 'it',
    title: titled('Cerchie'),
    description:
      "Entra nella cerchia di sostenitori di un cavallo: l'adozione a distanza, da 20 euro al mese.",
    h1: 'Le cerchie dei sostenitori',
    headings: ['Come funziona', 'Chi aspetta la sua cerchia'],
    texts: [
      "L'adozione a distanza: un cavallo, tante persone che se ne prendono cura.",
      "Scegli un cavallo o un asino tra quelli dell'Oasi.",
      'Compila la candidatura: ti scriveremo con i dati per il pagamento',
      'Ogni cavallo costa circa 300 euro al mese',
      'Prima chi ha più bisogno',
      ...circleBars.map((funding) => funding.text),
    ],
    links: ['Candidati per una cerchia', ...withCircle.map((horse) => horse.name)],
    bars: circleBars.map((funding) => funding.bar),
  }),
  publicPage({
    path: paths.fivePerThousand(),
    language: 'it',
    title: titled('5x1000'),
    description: `Destina il 5x1000 a ${association.name}: codice fiscale ${association.taxCode}.`,
    h1: '5x1000',
    headings: ['Il nostro codice fiscale', "Che cos'è il 5x1000", 'Come fare'],
    texts: [
      'Una firma che a te non costa nulla, per loro vale moltissimo.',
      association.taxCode,
      'Ogni anno lo Stato lascia ai contribuenti la scelta',
      'Firma nel riquadro.',
      'Puoi farlo anche se non presenti la dichiarazione',
      'Passa parola: chiedilo a familiari e amici.',
    ],
  }),
  publicPage({
    path: paths.horses(),
    language: 'it',
    title: titled('Cavalli'),
    description:
      "I cavalli e gli asini dell'Oasi: chi cerca casa, chi vive con noi e chi è stato adottato.",
    h1: 'I nostri cavalli',
    headings: ['In cerca di casa', "Residente dell'Oasi", 'Adottato'],
    texts: ['Ognuno ha una storia. Alcuni cercano una famiglia'],
    links: webHorses.map((horse) => horse.name),
  }),
  ...webHorses.map((horse) => {
    const claim = horse.claim_it || horse.claim || '';
    const story = horse.description_it || horse.description || '';
    const donation = horse.stripeDonationLink
      ? firstParagraph(horse.donationDescription_it || horse.donationReason || '')
      : '';
    const funding = funded([horse]);
    // A mare's own page says "Adottata".
    const status = statusOf({ status: horse.status, sex: horse.sex ?? '' }, 'it');
    return publicPage({
      path: paths.horse(horse.slug),
      kind: 'horse',
      language: 'it',
      title: titled(horse.name),
      description:
        horse.short_it || horse.short || claim || `${horse.name}, ${status.toLowerCase()}.`,
      h1: horse.name,
      texts: [
        status,
        claim,
        story && firstParagraph(story),
        donation,
        ...funding.map((bar) => bar.text),
        ...sexWords(horse, 'it').texts,
      ].filter(Boolean),
      absent: sexWords(horse, 'it').absent,
      links: [
        '← Tutti i cavalli',
        ...(hasCircle(horse.status) ? [`Entra nella cerchia di ${horse.name}`] : []),
        ...(horse.stripeDonationLink ? ['Fai una donazione'] : []),
      ],
      bars: funding.map((bar) => bar.bar),
      hydrate: hydratedHorses.has(horse.slug),
    });
  }),
  publicPage({
    path: paths.contacts(),
    language: 'it',
    title: titled('Contatti'),
    description: `Scrivi o chiama ${association.name}, vieni a trovarci all'Oasi.`,
    h1: 'Contatti',
    headings: ['Scrivici o chiamaci', 'Seguici', 'Dove siamo'],
    texts: [
      'Per adozioni, visite, volontariato o per segnalarci un cavallo in difficoltà.',
      formatAddress(association.oasisAddress),
      "Le visite all'Oasi sono su appuntamento: scrivici prima di venire.",
      'La mappa è fornita da Google Maps',
    ],
    links: [association.email, association.phone],
  }),
  publicPage({
    path: paths.privacy(),
    language: 'it',
    title: titled('Informativa sulla privacy'),
    description: `Come ${association.name} tratta i dati personali raccolti da questo sito, cookie e diritti di chi lo visita.`,
    h1: 'Informativa sulla privacy',
    headings: [
      'Titolare del trattamento',
      'Quali dati raccogliamo e perché',
      'Candidatura a una cerchia di sostegno',
      'Statistiche, solo con il tuo consenso',
      'Le e-mail che ti mandiamo',
      'Dove sono conservati i dati',
      'Per quanto tempo',
      'Cookie e preferenze',
      'I tuoi diritti',
    ],
    texts: [
      'Questa informativa spiega quali dati personali raccoglie il sito',
      `${association.name}, codice fiscale ${association.taxCode}`,
      'Li usiamo solo per contattarti e organizzare',
      'I dati dei moduli sono conservati su Google Firebase',
      'Finché non invii il modulo, quello che scrivi resta solo nel tuo browser',
      // This build has no analytics (.env.emulator): the page says so.
      'Al momento le statistiche sono disattivate: il sito non usa alcun cookie.',
      'In qualsiasi momento puoi chiedere:',
    ],
    links: ['candidatura a una cerchia', 'Garante per la protezione dei dati personali'],
  }),
  ...(['it', 'en'] as const).map((language) => {
    const t = eventTexts[language];
    return publicPage({
      path: paths.events(language),
      kind: 'events',
      language,
      title: titled(t.title),
      description: t.description,
      h1: t.title,
      headings: [t.next, t.past],
      links: webEvents.map((event) => eventCardIn(event, language)),
    });
  }),
  ...(['it', 'en'] as const).flatMap((language) =>
    webEvents.map((event) => {
      const t = eventTexts[language];
      const name = eventNameIn(event, language);
      const date = formatEventDate(demoDate(event, now), language);
      const description =
        language === 'en' ? event.description_en || event.description_it : event.description_it;
      return publicPage({
        path: paths.event(language, event.slug),
        kind: 'events',
        language,
        title: titled(name),
        description: `${name}: ${date}`,
        h1: name,
        texts: [t.when, date, event.location, firstParagraph(description)],
        links: [t.back],
        hydrate: hydratedEvents.has(event.slug),
      });
    }),
  ),
  ...(['it', 'en'] as const).map((language) => {
    const t = circleForm[language];
    return publicPage({
      path: paths.circleApplication(language),
      kind: 'form',
      language,
      title: titled(t.title),
      description: t.description,
      h1: t.title,
      texts: [circleIntros[language], t.submit],
      absent: [circleIntros[language === 'it' ? 'en' : 'it']],
      fields: [...t.fields],
    });
  }),
  ...(['it', 'en'] as const).map((language) => {
    const t = volunteerForm[language];
    return publicPage({
      path: paths.volunteering(language),
      kind: 'form',
      language,
      title: titled(t.title),
      description: t.description,
      h1: t.title,
      texts: [t.intro, t.submit],
      absent: [volunteerForm[language === 'it' ? 'en' : 'it'].intro],
      fields: [...t.fields],
    });
  }),
  ...(['it', 'en'] as const).map((language) => {
    const t = adoptionForm[language];
    return publicPage({
      path: paths.adoptionApplication(language),
      kind: 'form',
      language,
      title: titled(t.title),
      description: t.description,
      h1: t.title,
      headings: [...t.headings],
      texts: [adoptionIntros[language], t.submit],
      absent: [adoptionIntros[language === 'it' ? 'en' : 'it']],
      fields: [...t.fields],
    });
  }),
  ...(['it', 'en'] as const).map((language) => {
    const t = cessionForm[language];
    return publicPage({
      path: paths.cessionApplication(language),
      kind: 'form',
      language,
      title: titled(t.title),
      description: t.description,
      h1: t.title,
      headings: [...t.headings],
      texts: [cessionIntros[language], t.submit],
      absent: [cessionIntros[language === 'it' ? 'en' : 'it']],
      fields: [...t.fields],
    });
  }),
];

// The unsubscribe link's page is reached only from a mail, never indexed (language-links.spec),
// and tested with its mails (circle-news.spec).
const mailOnlyPages: readonly string[] = [paths.unsubscribe('it'), paths.unsubscribe('en')];

/** The pages the build in front of these tests prerendered (scripts/prerender), as addresses. */
function builtPages(): string[] {
  const outDir = testSiteDir;
  return readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && file !== 'app.html')
    .map((file) => `/${relative(outDir, join(outDir, file)).split(sep).join('/')}`)
    .map((file) => (file === '/index.html' ? '/' : file.slice(0, -'.html'.length)))
    .filter((path) => !mailOnlyPages.includes(path))
    .sort();
}

const tablePaths = publicPages.map((page) => page.path).sort();

test('the table has every prerendered page, once', () => {
  expect(new Set(tablePaths).size).toBe(tablePaths.length);
  // The build in front of these tests prerendered the pages its routes declare
  // (src/app/routes/site/site-routes.tsx) with the demo data.
  expect(tablePaths).toEqual(expect.arrayContaining(builtPages()));
});

test('every page of the table is prerendered', () => {
  expect(builtPages()).toEqual(tablePaths);
});

/** A tag written out as text ("<strong>" on the page) rather than being an element. */
const tagAsText = /<\/?[a-z][^>]*>/i;
/** An HTML entity shown as text ("&amp;" on the page): escaped twice. */
const entityAsText = /&(?:[a-z]+|#\d+|#x[\da-f]+);/i;

/** Soft checks: each page reports every difference, not only its first. */
const check = expect.configure({ soft: true, timeout: 5000 });

/** What a page shows, read at once: its head tags, and what is still loading. */
interface Shown {
  h1s: string[];
  titles: string[];
  descriptions: (string | null)[];
  /** The path of each canonical link. */
  canonicals: string[];
  lang: string | null;
  /** Loading placeholders in the content (components/ui/loading.tsx, the route fallback, any status). */
  placeholders: string[];
  rootText: string;
  bodyText: string;
}

function readShown(page: Page): Promise<Shown> {
  return page.evaluate(() => {
    const all = (selector: string, root: ParentNode = document) => [
      ...root.querySelectorAll(selector),
    ];
    const main = document.querySelector('main');
    return {
      h1s: all('h1').map((h1) => h1.textContent ?? ''),
      titles: all('title').map((title) => title.textContent ?? ''),
      descriptions: all('meta[name="description"]').map((meta) => meta.getAttribute('content')),
      canonicals: all('link[rel="canonical"]').map(
        (link) => new URL((link as HTMLLinkElement).href).pathname,
      ),
      lang: document.documentElement.getAttribute('lang'),
      placeholders: main
        ? all('[role="status"], .spinner-border, .loading, .route-fallback', main).map((element) =>
            element.outerHTML.slice(0, 160),
          )
        : [],
      rootText: document.getElementById('root')?.innerText ?? '',
      bodyText: document.body.innerText,
    };
  });
}

/** A node of an ARIA snapshot (Playwright's YAML): its role and exact accessible name. */
const ariaNode = (role: string, name: string, level?: number) =>
  new RegExp(
    `^\\s*- ${role} ${escapeRegExp(JSON.stringify(name))}${level ? ` \\[level=${level}\\]` : ''}(?=[ :]|$)`,
    'm',
  );

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The page shows all of its content and its head tags, with nothing still loading. Read in a few
 * calls (the accessibility tree and the rendered text of the content, the head), as it is checked
 * for some 50 pages.
 */
async function expectComplete(page: Page, entry: PublicPage): Promise<void> {
  const at = entry.path;
  const main = page.getByRole('main');
  const [shown, tree, mainText] = await Promise.all([
    readShown(page),
    // The page is static here: these wait only for a machine busy with the other lanes.
    main.ariaSnapshot({ timeout: 10_000 }),
    main.innerText({ timeout: 10_000 }),
  ]);
  // innerText is the text as rendered: nothing hidden by CSS is in it (and some of it in capitals).
  const text = oneLine(mainText).toLowerCase();
  check(shown.h1s, `${at}: its one h1`).toEqual([entry.h1]);
  check(tree, `${at}: the h1 in the content`).toMatch(ariaNode('heading', entry.h1, 1));
  check(text, `${at}: the h1 shown`).toContain(entry.h1.toLowerCase());
  for (const name of entry.headings) {
    check(tree, `${at}: the section "${name}"`).toMatch(ariaNode('heading', name));
  }
  for (const paragraph of entry.texts) {
    check(text, `${at}: a text shown`).toContain(oneLine(paragraph).toLowerCase());
  }
  for (const paragraph of entry.absent) {
    check(text, `${at}: a text it does not show`).not.toContain(oneLine(paragraph).toLowerCase());
  }
  for (const name of entry.links) {
    check(tree, `${at}: the link "${name}"`).toMatch(ariaNode('link', name));
  }
  for (const label of entry.fields) await check(main.getByLabel(label).first()).toBeVisible();
  // One language per address: the footer leads to the page in the other one.
  await check(
    page
      .getByRole('contentinfo')
      .getByRole('link', { name: switchTo[entry.language], exact: true }),
    `${at}: the link to the other language`,
  ).toBeVisible();
  for (const name of entry.bars) {
    check(tree, `${at}: the bar "${name}"`).toMatch(ariaNode('progressbar', name));
  }
  check(tree.match(/^\s*- progressbar\b/gm) ?? [], `${at}: its bars`).toHaveLength(
    entry.bars.length,
  );

  check(shown.titles, `${at}: one <title>`).toEqual([entry.title]);
  check(shown.descriptions, `${at}: one meta description`).toEqual([entry.description]);
  check(shown.canonicals, `${at}: one canonical link`).toEqual([entry.path]);
  check(shown.lang, `${at}: <html lang>`).toBe(entry.language);
  check(shown.placeholders, `${at}: loading placeholders`).toEqual([]);
  check(shown.rootText, `${at}: tags shown as text`).not.toMatch(tagAsText);
  check(shown.rootText, `${at}: entities shown as text`).not.toMatch(entityAsText);
  // index.html's <noscript> is for the app shell: this page works without JavaScript.
  check(shown.bodyText, `${at}: a message about JavaScript`).not.toMatch(/JavaScript/);
}

/** The strip of horses below every page, named in the page's language. */
const strip: Record<SiteLanguage, string> = {
  it: 'Alcuni dei nostri cavalli',
  en: 'Some of our horses',
};

/** The footer's link to the other language, in that language. */
const switchTo: Record<SiteLanguage, string> = { it: 'Read in English', en: 'Leggi in italiano' };

/** The kinds of page, each a step of the one visit without JavaScript. */
const kinds: Record<PublicPage['kind'], string> = {
  site: 'the site pages',
  horse: 'the horse pages',
  events: 'the event lists and the event pages',
  form: 'both addresses of the circle, adoption and cession forms',
};

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every page is complete, and the app shell says it needs JavaScript', async ({ page }) => {
    allowVisits(publicPages.length + 2);
    for (const [kind, pages] of Object.entries(kinds)) {
      await test.step(`${pages} are complete`, async () => {
        for (const entry of publicPages.filter((candidate) => candidate.kind === kind)) {
          await test.step(entry.path, async () => {
            const response = await page.goto(entry.path);
            check(response?.status(), `${entry.path}: the answer`).toBe(200);
            await expectComplete(page, entry);
          });
        }
      });
    }

    for (const path of [paths.admin(), '/pagina-che-non-esiste']) {
      await test.step(`the app shell at ${path} says it needs JavaScript`, async () => {
        await page.goto(path);
        await expect(page.locator('#root')).toBeEmpty();
        await expect(page.locator('noscript')).toBeVisible();
        expect(await page.locator('body').innerText()).toBe(
          'Per usare questo sito è necessario abilitare JavaScript.',
        );
      });
    }
  });
});

/** The page's h1s as the server sent them, before any script ran. */
async function servedHeadings(page: Page, path: string): Promise<string[]> {
  const response = await page.request.get(path, { headers: { accept: 'text/html' } });
  const html = await response.text();
  return page.evaluate(
    (html) =>
      [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('h1')].map(
        (h1) => h1.textContent ?? '',
      ),
    html,
  );
}

/** Largest total of unexpected layout shift tolerated: none, give or take rounding. */
const shiftEpsilon = 0.001;

test('with JavaScript, every page hydrates without an error, a change of heading or a layout shift', async ({
  page,
}) => {
  const hydrated = publicPages.filter((entry) => entry.hydrate);
  allowVisits(hydrated.length + 1);
  await observeLayoutShifts(page);
  const hydrationMessages: string[] = [];
  page.on('console', (message) => {
    if (/hydrat/i.test(message.text())) hydrationMessages.push(message.text());
  });
  // Each page as a visitor's first: nothing of the previous pages in the browser's cache.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

  // The checks below rely on the measure: it sees content pushed down.
  await test.step('the layout shift measure sees content pushed down', async () => {
    await page.goto(paths.fivePerThousand());
    await page.evaluate(() => {
      const block = document.createElement('div');
      block.style.height = '200px';
      document.getElementById('main-content')?.prepend(block);
    });
    const shifts = await layoutShifts(page);
    expect(unexpectedShift(shifts)).toBeGreaterThan(0.05);
    expect(shifts.flatMap((shift) => shift.sources.map((source) => source.node))).toContainEqual(
      expect.stringContaining('<img.page-header__image>'),
    );
  });

  for (const entry of hydrated) {
    await test.step(entry.path, async () => {
      const at = entry.path;
      hydrationMessages.length = 0;
      check(await servedHeadings(page, entry.path), `${at}: the h1 in the served HTML`).toEqual([
        entry.h1,
      ]);

      // The fixture waits for the app to be ready (<html data-app="ready">): hydrated.
      await page.goto(entry.path);
      check(await page.locator('h1').allTextContents(), `${at}: the h1 once hydrated`).toEqual([
        entry.h1,
      ]);

      // The visit's own reads (the horses for the strip below every page, the events) are done.
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('list', { name: strip[entry.language] })).toBeAttached();
      check(await page.locator('h1').allTextContents(), `${at}: the h1 after the data`).toEqual([
        entry.h1,
      ]);
      await expectComplete(page, entry);
      check(hydrationMessages, `${at}: hydration messages`).toEqual([]);

      const shifts = await layoutShifts(page);
      for (const shift of shifts) {
        test.info().annotations.push({
          type: 'layout shift',
          description: `${at}: ${describeShift(shift)}`,
        });
      }
      check(unexpectedShift(shifts), `${at}: ${shifts.map(describeShift).join('\n')}`).toBeLessThan(
        shiftEpsilon,
      );
    });
  }
});

test('a page whose HTML differs from what the app renders fails to hydrate, loudly', async ({
  page,
  consoleErrors,
}) => {
  // The checks above rely on main.tsx reporting a mismatch: make one, a heading changed in the
  // page before the app hydrates it (boot.ts starts it after the first paint, past this event).
  const path = paths.fivePerThousand();
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const heading = document.querySelector('h1');
      if (heading) heading.textContent = 'Cinque per mille';
    });
  });
  await page.goto(path);
  const mismatch = (error: string) => error.startsWith('Hydration failed:');
  await expect.poll(() => consoleErrors.filter(mismatch)).toHaveLength(1);
  expect(consoleErrors.filter((error) => !mismatch(error))).toEqual([]);
  // React rendered the page anew, as the app has it.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('5x1000');
  // Expected here: the fixture fails every other test on such an error.
  consoleErrors.length = 0;
});
