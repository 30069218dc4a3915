import { publicHorseFields, toPublicHorse } from './public-horse';

const privateFields = [
  'adopter',
  'adopterPhone',
  'adopterEmail',
  'owner',
  'barn',
  'barncode',
  'latlng',
  'notes',
  'chipnumber',
  'uelnnumber',
  'docnumber',
  'notesAdoptionContract',
  'barncodeAdoptionContract',
];

describe('toPublicHorse', () => {
  it('keeps only the fields public pages show', () => {
    const horse = {
      slug: 'ada',
      name: 'Ada',
      showWeb: true,
      adopter: 'Maria Rossi',
      adopterPhone: '+39 333 0000000',
      latlng: '45.1,9.2',
      notes: 'private',
    };
    expect(toPublicHorse(horse)).toEqual({ slug: 'ada', name: 'Ada', showWeb: true });
  });

  it('lists no private field', () => {
    for (const field of privateFields) {
      expect(publicHorseFields).not.toContain(field);
    }
  });
});
