import { horsePlaceOptions } from '#src/config/options';
import {
  choicesOf,
  labelledChoices,
  LEGACY_SUFFIX,
  NOT_GIVEN,
  oneOfOrEmpty,
} from './option-choices';

describe('choicesOf', () => {
  it('offers "not given" then the list, in order', () => {
    expect(choicesOf(horsePlaceOptions, 'Terreno in affitto')).toEqual([
      { value: '', label: NOT_GIVEN },
      ...horsePlaceOptions.map((value) => ({ value, label: value })),
    ]);
    expect(choicesOf(horsePlaceOptions, '')).toHaveLength(horsePlaceOptions.length + 1);
  });

  it('keeps a stored value that is not in the list selectable, marked as such', () => {
    const choices = choicesOf(horsePlaceOptions, 'Giardino di casa');
    expect(choices.at(-1)).toEqual({
      value: 'Giardino di casa',
      label: `Giardino di casa${LEGACY_SUFFIX}`,
    });
    expect(choices.filter((choice) => choice.value === 'Giardino di casa')).toHaveLength(1);
  });
});

describe('labelledChoices', () => {
  it('labels the values, the empty one with the given label', () => {
    expect(labelledChoices(['', 'Promosso'], { '': 'Da valutare' })).toEqual([
      { value: '', label: 'Da valutare' },
      { value: 'Promosso', label: 'Promosso' },
    ]);
    expect(labelledChoices(['', 'Fatto'])[0]).toEqual({ value: '', label: NOT_GIVEN });
  });
});

describe('oneOfOrEmpty', () => {
  it('accepts a listed value and reads anything else as empty', () => {
    expect(oneOfOrEmpty(['Fatto', 'Da fare'], 'Fatto')).toBe('Fatto');
    expect(oneOfOrEmpty(['Fatto', 'Da fare'], 'Forse')).toBe('');
  });
});
