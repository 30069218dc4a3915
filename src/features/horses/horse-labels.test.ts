import * as z from 'zod/mini';
import { genderOf, horsesWithStatus, horseTexts, originalName } from './horse-labels';
import { publicHorseSchema } from './model/public-horse';

const horse = (fields: Record<string, unknown>) =>
  z.parse(publicHorseSchema, { slug: 'x', showWeb: true, ...fields });

describe('horse labels', () => {
  it('shows the original name only when it differs', () => {
    expect(originalName({ name: 'Ada', docname: 'Adelaide' })).toBe('Adelaide');
    expect(originalName({ name: 'Ada', docname: 'ada' })).toBeUndefined();
    expect(originalName({ name: 'Ada', docname: ' ' })).toBeUndefined();
  });

  it('prefers the Italian texts and falls back to the legacy fields', () => {
    expect(horseTexts(horse({ claim_it: 'Ciao', claim: 'Old', short: 'Breve' }))).toMatchObject({
      claim: { text: 'Ciao', language: 'it' },
      short: { text: 'Breve', language: 'it' },
    });
  });

  it("reads a horse's gender from the registry's sex, unknown when it is not one of them", () => {
    expect(genderOf('Femmina')).toBe('female');
    for (const sex of ['Castrone', 'Stallone', 'Maschio']) expect(genderOf(sex)).toBe('male');
    for (const sex of ['', 'femmina', 'constructor']) expect(genderOf(sex)).toBe('unknown');
  });

  it('groups by status keeping the order', () => {
    const horses = [
      horse({ slug: 'a', status: 'Adottato' }),
      horse({ slug: 'b', status: 'In cerca di casa' }),
      horse({ slug: 'c', status: 'Adottato' }),
    ];
    expect(horsesWithStatus(horses, 'Adottato').map((h) => h.slug)).toEqual(['a', 'c']);
  });
});
