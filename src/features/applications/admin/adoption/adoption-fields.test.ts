import { adoptionApplicationSchema } from '../../model/adoption-application';
import {
  adoptionFieldsShownApart,
  adoptionGroups,
  adoptionTitle,
  evaluationChoices,
  homecheckChoices,
} from './adoption-fields';

describe('the adoption form', () => {
  it('has the groups of docs/product.md §2, in order', () => {
    expect(adoptionGroups.map((group) => group.title)).toEqual([
      'Valutazione generale',
      'Dati personali',
      'La vita del cavallo',
      'Attività',
      'Il cavallo desiderato',
    ]);
  });

  it('shows every field but the code, the date and those shown apart, once', () => {
    const shown = adoptionGroups.flatMap((group) => group.fields.map((spec) => spec.field));
    const apart = Object.keys(adoptionFieldsShownApart);
    expect(apart.sort()).toEqual(['anyHorse', 'horses', 'isNew', 'photos']);
    const expected = Object.keys(adoptionApplicationSchema.def.shape).filter(
      (field) => !['slug', 'reference', 'date', ...apart].includes(field),
    );
    expect([...shown].sort()).toEqual(expected.sort());
  });

  it('shows the declaration read-only first among the personal data, and the barn code after the address', () => {
    const fields = (key: string) =>
      adoptionGroups.find((group) => group.key === key)?.fields.map((spec) => spec.field) ?? [];
    expect(adoptionGroups.find((group) => group.key === 'person')?.fields[0]).toEqual({
      kind: 'fact',
      field: 'declaration',
      label: 'Dichiarazione accettata',
    });
    const life = fields('life');
    expect(life.indexOf('horseBarncode')).toBe(life.indexOf('horseAddress') + 1);
    expect(adoptionGroups.find((group) => group.key === 'life')?.title).toBe('La vita del cavallo');
  });

  it('edits the answers of the option lists with selects and the flags with checkboxes', () => {
    const kinds = Object.fromEntries(
      adoptionGroups.flatMap((group) => group.fields.map((spec) => [spec.field, spec.kind])),
    );
    for (const field of ['horsePlace', 'horseFriends', 'horseHouse', 'horseFeeding', 'horseFeet']) {
      expect(kinds[field], field).toBe('select');
    }
    expect(kinds.desiredHealth).toBe('select');
    expect(kinds.desiredBrain).toBe('select');
    expect(kinds.newsletterSupport).toBe('checkbox');
    expect(kinds.horseFeetNotes).toBe('textarea');
    expect(kinds.horseBarncode).toBe('text');
    expect(kinds.declaration).toBe('fact');
  });

  it('reads an empty evaluation as "Da valutare"', () => {
    expect(evaluationChoices[0]).toEqual({ value: '', label: 'Da valutare' });
    expect(homecheckChoices.map((choice) => choice.value)).toEqual([
      '',
      'Da fare',
      'Fatto',
      'Non necessario',
    ]);
  });

  it('is titled with the applicant', () => {
    expect(adoptionTitle({ slug: 'a', givenName: 'Chiara', familyName: 'Rinaldi' })).toBe(
      'Candidatura adozione: Chiara Rinaldi',
    );
    expect(adoptionTitle({ slug: 'adozione-002', givenName: '', familyName: '' })).toBe(
      'Candidatura adozione: adozione-002',
    );
  });
});
