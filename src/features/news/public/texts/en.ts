import type { HorseNewsTexts } from './it';

export const en: HorseNewsTexts = {
  heading: (horse) => `News from ${horse}`,
  inItalian: 'We write our news in Italian.',
};
