import type { HorseTexts } from './it';

export const en: HorseTexts = {
  originalName: 'Registered name',
  species: 'Species',
  sex: 'Sex',
  born: { female: 'Born on', male: 'Born on', unknown: 'Born on' },
  birthplace: 'Birthplace',
  // A mare or a jenny is "her", a gelding, a stallion or a jack "him" (decision 78).
  location: {
    female: 'Where to find her',
    male: 'Where to find him',
    unknown: 'Where to find them',
  },
  breadcrumb: 'Breadcrumb',
  back: '← All our horses',
  adopt: (name: string) => `Apply to adopt ${name}`,
  circle: (name: string) => `Join ${name}'s circle`,
  donate: 'Make a donation',
  story: (name: string) => `${name}'s story`,
  inItalian: 'We have not translated this part yet: here it is in Italian.',
  loading: 'Loading the horse…',
  failed: 'We cannot show you this horse right now:',
  retry: 'Try again',
  registry: {
    Cavallo: 'Horse',
    Asino: 'Donkey',
    Altro: 'Other',
    Femmina: 'Female',
    Castrone: 'Gelding',
    Stallone: 'Stallion',
    Maschio: 'Male',
  },
};
