import { adoptionApplicationSchema } from '../../model/adoption-application';
import {
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

  it('shows every field but the code, the date and the horses (chosen apart), once', () => {
    const shown = adoptionGroups.flatMap((group) => group.fields.map((spec) => spec.field));
    const expected = Object.keys(adoptionApplicationSchema.def.shape).filter(
      (field) => !['slug', 'date', 'horses'].includes(field),
    );
    expect([...shown].sort()).toEqual(expected.sort());
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
