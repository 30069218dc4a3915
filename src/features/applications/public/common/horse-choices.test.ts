import { ready } from '#src/lib/async/use-result';
import { horsesToChoose, nameFromSlug, type AdoptableHorses } from './horse-choices';

const listed: AdoptableHorses = ready([
  { slug: 'benji', name: 'Benji' },
  { slug: 'rio', name: 'Rio' },
]);
const loading: AdoptableHorses = { status: 'loading' };
const failed: AdoptableHorses = {
  status: 'failed',
  error: { code: 'unavailable', message: 'offline' },
};

describe('horsesToChoose', () => {
  it('adds the horse of the address once the list has it', () => {
    expect(horsesToChoose([], listed, 'benji', false)).toEqual(['benji']);
    expect(horsesToChoose(['rio'], listed, 'benji', false)).toEqual(['rio', 'benji']);
  });

  it('returns the same list when nothing changes', () => {
    const current = ['benji'];
    expect(horsesToChoose(current, listed, 'benji', false)).toBe(current);
    expect(horsesToChoose(current, listed, '', false)).toBe(current);
    expect(horsesToChoose(current, loading, 'rio', false)).toBe(current);
  });

  it('does not add the horse of the address after the visitor changed the choice', () => {
    expect(horsesToChoose([], listed, 'benji', true)).toEqual([]);
  });

  it('ignores an address naming a horse that is not looking for a home', () => {
    expect(horsesToChoose([], listed, 'frodo', false)).toEqual([]);
  });

  it('drops the horses no longer in the list (a draft’s horse since adopted)', () => {
    expect(horsesToChoose(['frodo', 'rio'], listed, '', false)).toEqual(['rio']);
  });

  it('keeps the choice while the horses load', () => {
    expect(horsesToChoose(['frodo'], loading, 'benji', false)).toEqual(['frodo']);
  });

  it('when the list failed, keeps the choice and adds a well-formed slug of the address', () => {
    expect(horsesToChoose(['rio'], failed, 'benji', false)).toEqual(['rio', 'benji']);
    expect(horsesToChoose([], failed, 'Not a slug!', false)).toEqual([]);
    expect(horsesToChoose([], failed, 'benji', true)).toEqual([]);
  });
});

describe('nameFromSlug', () => {
  it('makes a readable name', () => {
    expect(nameFromSlug('sugar-smart-spot')).toBe('Sugar smart spot');
    expect(nameFromSlug('benji')).toBe('Benji');
  });
});
