import { association } from '#src/config/association';

/** The site shell's words (docs/product.md, "The English site"). */
export const it = {
  skipLink: 'Vai al contenuto',
  menu: 'Menu',
  mainMenu: 'Menu principale',
  nav: {
    home: 'Home',
    association: 'Associazione',
    support: 'Sostienici',
    horses: 'Cavalli',
    contacts: 'Contatti',
  },
  taxCode: 'Codice fiscale',
  follow: 'Seguici',
  cookies: 'Preferenze cookie',
  tagline: association.tagline,
  // The other language's words, in that language.
  switchShort: 'English',
  switchLong: 'Read in English',
  languages: 'Lingua',
  /** The random strip of horses above the footer. */
  strip: { title: 'Conosci i nostri cavalli', label: 'Alcuni dei nostri cavalli' },
};

export type LayoutTexts = typeof it;
