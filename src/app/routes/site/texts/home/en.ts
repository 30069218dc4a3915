import { en as layout } from '#src/app/layout/texts/en';
import type { HomeTexts } from './it';

export const en: HomeTexts = {
  eyebrow: 'A volunteer association for horses and donkeys',
  tagline: layout.tagline,
  support: 'Support us',
  meetHorses: 'Meet the horses',
  manifesto: 'Our manifesto',
  manifestoLead:
    "We believe a horse does not stop mattering when it stops working. That a donkey is not a tool to be thrown away. That old age, illness and a difficult temper are nobody's fault.",
  manifestoBody: [
    'We take in horses and donkeys that have been mistreated, abandoned, seized or simply left with no one. We care for them, give them the time they need to trust people again and, whenever we can, look for a family that will keep them for good. Those who cannot be adopted stay with us, at the Oasis, until their last day.',
    'We are volunteers. Every bale of hay, every hoof trim, every visit from the vet happens because someone chose to help us.',
  ],
  circles: 'Sponsor a horse',
  association: 'About us',
  /** The next events, when there are some. */
  events: {
    title: 'Upcoming events',
    invitation: 'Come and visit: you will meet the horses and the people who look after them.',
    all: 'All events',
  },
};
