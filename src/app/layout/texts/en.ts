import type { LayoutTexts } from './it';

export const en: LayoutTexts = {
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
  languages: 'Language',
  /** The random strip of horses above the footer. */
  strip: { title: 'Meet our horses', label: 'Some of our horses' },
};
