import { horsesAskedFor, NOT_IN_REGISTRY_SUFFIX } from './horse-choice';

const horses = [
  { slug: 'benji', name: 'Benji' },
  { slug: 'colorado', name: ' ' },
];

describe('horsesAskedFor', () => {
  it('names the horses in the applicant’s order, once each', () => {
    expect(horsesAskedFor(horses, ['colorado', 'benji', 'colorado'])).toEqual([
      'colorado',
      'Benji',
    ]);
  });

  it('keeps a horse no longer in the registry by its slug, marked', () => {
    expect(horsesAskedFor(horses, ['dudu'])).toEqual([`dudu${NOT_IN_REGISTRY_SUFFIX}`]);
  });

  it('is empty when no horse was chosen', () => {
    expect(horsesAskedFor(horses, [])).toEqual([]);
  });
});
