import { deleteTexts } from './delete-application';

describe('the texts of "Elimina candidatura"', () => {
  it('speak of the photos for an application that has them (adoption, cession)', () => {
    expect(deleteTexts.question('Marco Ferri')).toBe(
      "Eliminare la candidatura di Marco Ferri? Verranno eliminate anche le sue foto. L'operazione non si può annullare.",
    );
    expect(deleteTexts.deleted('Marco Ferri')).toBe(
      'La candidatura di Marco Ferri è stata eliminata, con le sue foto.',
    );
  });

  it('say nothing of photos for an application without them (a circle application)', () => {
    expect(deleteTexts.question('Marta Gallo', false)).toBe(
      "Eliminare la candidatura di Marta Gallo? L'operazione non si può annullare.",
    );
    expect(deleteTexts.deleted('Marta Gallo', false)).toBe(
      'La candidatura di Marta Gallo è stata eliminata.',
    );
  });
});
