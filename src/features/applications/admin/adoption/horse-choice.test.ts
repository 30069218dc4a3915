import { horseChoices, NOT_AVAILABLE_SUFFIX, toggleHorse } from './horse-choice';

const available = [
  { slug: 'benji', name: 'Benji' },
  { slug: 'colorado', name: 'Colorado' },
];

describe('horseChoices', () => {
  it('offers the horses looking for a home in the order given', () => {
    expect(horseChoices(available, ['colorado'])).toEqual([
      { slug: 'benji', label: 'Benji', available: true },
      { slug: 'colorado', label: 'Colorado', available: true },
    ]);
  });

  it('keeps the horses chosen earlier that are no longer offered, by slug, once each', () => {
    expect(horseChoices(available, ['zorro', 'benji', 'aramisz', 'zorro']).slice(2)).toEqual([
      { slug: 'aramisz', label: `aramisz${NOT_AVAILABLE_SUFFIX}`, available: false },
      { slug: 'zorro', label: `zorro${NOT_AVAILABLE_SUFFIX}`, available: false },
    ]);
  });

  it('shows the slug of a horse without a name', () => {
    expect(horseChoices([{ slug: 'nuovo', name: ' ' }], [])[0]?.label).toBe('nuovo');
  });
});

describe('toggleHorse', () => {
  it('adds a ticked horse at the end and removes an unticked one', () => {
    expect(toggleHorse(['benji'], 'colorado', true)).toEqual(['benji', 'colorado']);
    expect(toggleHorse(['benji', 'colorado'], 'benji', false)).toEqual(['colorado']);
    expect(toggleHorse(['benji'], 'benji', true)).toEqual(['benji']);
  });
});
