import { aHorse } from '#src/test-support/factories';
import type { HorseField } from '../../model/horse';
import { horseSections, type HorseFieldSpec } from './horse-sections';

const fieldsOf = (specs: readonly HorseFieldSpec[]): HorseField[] =>
  specs.flatMap((spec) =>
    'field' in spec ? [spec.field] : 'fields' in spec ? fieldsOf(spec.fields) : [],
  );

describe("the horse form's sections, from one table", () => {
  it('are the four sections, in the order the page shows them', () => {
    expect(horseSections.map(({ key, title }) => [key, title])).toEqual([
      ['registry', 'Informazioni Anagrafiche'],
      ['status', 'Stato'],
      ['adoption', 'Adozione'],
      ['web', 'Sito web'],
    ]);
  });

  it("edit each of the horse's fields once, but the cost, the status's date and the old texts", () => {
    const edited = horseSections.flatMap(({ fields }) => fieldsOf(fields));
    expect(new Set(edited).size).toBe(edited.length);
    const notEdited = Object.keys(aHorse()).filter(
      (field) => !edited.includes(field as HorseField),
    );
    // The cost has an input of its own (typed as text); the save sets the date; the texts without
    // a language are the old site's, read only when the Italian one is empty.
    expect(notEdited.sort()).toEqual(
      ['claim', 'description', 'monthlyCost', 'short', 'statusChangedAt'].sort(),
    );
  });
});
