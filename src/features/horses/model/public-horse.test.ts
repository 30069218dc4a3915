import { newHorse } from './horse';
import { coverageFields, publicHorseFields, toPublicHorse } from './public-horse';

// Every field that identifies or locates a person, or the horse's papers and whereabouts.
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
  'doctype',
  'dpa',
  'isAdoptionContractualized',
  'adoptionContractLocation',
  'adoptionContractDate',
  'barnAdoptionContract',
  'barncodeAdoptionContract',
  'notesAdoptionContract',
  'stripeCircleId',
];

describe('the public horse projection', () => {
  it('lists exactly the fields public pages show', () => {
    expect([...publicHorseFields].sort()).toEqual(
      [
        'birthday',
        'birthplace',
        'breed',
        'claim',
        'claim_en',
        'claim_it',
        'coat',
        'description',
        'description_en',
        'description_it',
        'docname',
        'donationDescription_en',
        'donationDescription_it',
        'donationImageSlug',
        'donationReason',
        'emergency',
        'location',
        'monthlyCost',
        'name',
        'sex',
        'short',
        'short_en',
        'short_it',
        'showWeb',
        'slug',
        'species',
        'status',
        'stripeCircleLink',
        'stripeDonationLink',
      ].sort(),
    );
  });

  it('never contains a private field, even when the horse has them all', () => {
    const horse = {
      ...newHorse('ada'),
      adopter: 'Maria Rossi',
      adopterPhone: '+39 333 0000000',
      adopterEmail: 'maria@example.org',
      owner: 'Associazione',
      latlng: '45.1,9.2',
      notes: 'private',
      showWeb: true,
    };
    const projection = toPublicHorse(horse, { coveredAmount: 135, activeSupporters: 6 });
    for (const field of privateFields) expect(projection).not.toHaveProperty(field);
    expect(projection).toMatchObject({ slug: 'ada', name: 'ada', showWeb: true });
  });

  it("adds the circle's totals and the monthly cost, and nothing of its members", () => {
    const projection = toPublicHorse(
      { ...newHorse('ada'), showWeb: true, monthlyCost: 280 },
      { coveredAmount: 135.5, activeSupporters: 6 },
    );
    expect(projection).toMatchObject({
      monthlyCost: 280,
      coveredAmount: 135.5,
      activeSupporters: 6,
    });
    expect(Object.keys(projection).sort()).toEqual(
      [...publicHorseFields, ...coverageFields].sort(),
    );
  });
});
