import { association } from '#src/config/association';
import type { SiteLanguage } from '#src/config/site';

/** The site shell's words, one set per language (docs/product.md, "The English site"). */
export const layoutText = {
  it: {
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
    switchLanguage: 'en',
    languages: 'Lingua',
  },
  en: {
    skipLink: 'Skip to content',
    menu: 'Menu',
    mainMenu: 'Main menu',
    nav: {
      home: 'Home',
      association: 'Association',
      support: 'Support us',
      horses: 'Horses',
      contacts: 'Contacts',
    },
    taxCode: 'Tax code',
    follow: 'Follow us',
    cookies: 'Cookie preferences',
    tagline: 'Help us save those who cannot save themselves!',
    switchShort: 'Italiano',
    switchLong: 'Leggi in italiano',
    switchLanguage: 'it',
    languages: 'Language',
  },
} as const satisfies Record<SiteLanguage, unknown>;
