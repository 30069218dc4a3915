import { horseTexts, missingEnglishTexts } from './horse-labels';
import type { PublicHorse } from './model/public-horse';

const texts = {
  claim: '',
  short: '',
  description: '',
  claim_it: 'Dolcissima',
  claim_en: '',
  short_it: '',
  short_en: '',
  description_it: '<p>La sua storia.</p>',
  description_en: '<p></p>',
  donationDescription_it: '',
  donationDescription_en: '',
};

describe('the English texts of a horse', () => {
  it('names the English texts missing where the Italian one is written', () => {
    expect(missingEnglishTexts(texts)).toEqual(['Claim', 'Descrizione']);
    expect(
      missingEnglishTexts({ ...texts, claim_en: 'Sweetest', description_en: 'Story' }),
    ).toEqual([]);
  });

  it('counts an Italian text kept in the old fields, which an English page shows too', () => {
    const old = { ...texts, claim_it: '', description_it: '', claim: 'Dolce', short: 'Breve' };
    expect(missingEnglishTexts(old)).toEqual(['Claim', 'Descrizione breve']);
    expect(missingEnglishTexts({ ...old, claim_en: 'Sweet', short_en: 'Short' })).toEqual([]);
  });

  it('gives an English page the English text, or the Italian one marked as Italian', () => {
    const horse = { ...texts, claim: '', short: '', description: '', claim_en: 'Sweetest' };
    const english = horseTexts(horse as unknown as PublicHorse, 'en');
    expect(english.claim).toEqual({ text: 'Sweetest', language: 'en' });
    expect(english.description).toEqual({ text: '<p>La sua storia.</p>', language: 'it' });
    expect(horseTexts(horse as unknown as PublicHorse).claim).toEqual({
      text: 'Dolcissima',
      language: 'it',
    });
  });
});
