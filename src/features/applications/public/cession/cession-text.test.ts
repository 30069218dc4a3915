import { textsFor } from '#src/lib/text/dictionary';
import { cessionFields } from './cession-form';
import { cessionTexts } from './texts';

const italian = textsFor(cessionTexts, 'it');
const english = textsFor(cessionTexts, 'en');

/** Each text of the page as `{ it, en }`, the same key in both languages. */
const both = <T extends Record<string, unknown>>(inItalian: T, inEnglish: T) =>
  Object.keys(inItalian).map((key) => ({ it: inItalian[key], en: inEnglish[key] }));

const texts = [
  ...both(italian.labels, english.labels),
  ...both(italian.hints, english.hints),
  ...both(italian.sections, english.sections),
  ...both(
    {
      title: italian.title,
      description: italian.description,
      intro: italian.intro,
      photosLabel: italian.photosLabel,
      submit: italian.submit,
    },
    {
      title: english.title,
      description: english.description,
      intro: english.intro,
      photosLabel: english.photosLabel,
      submit: english.submit,
    },
  ),
] as { it: string; en: string }[];

describe('cession texts', () => {
  it('label every field in both languages', () => {
    expect(Object.keys(italian.labels).sort()).toEqual([...cessionFields].sort());
    for (const text of texts) {
      expect(text.it.trim()).not.toBe('');
      expect(text.en.trim()).not.toBe('');
    }
  });

  it('ask the declaration in the words the association chose', () => {
    expect(italian.labels.declaration).toBe(
      "Dichiaro che le informazioni fornite sono vere e accetto che l'associazione venga a conoscere il cavallo prima di prenderlo in carico.",
    );
    expect(english.labels.declaration).toMatch(/^I declare that the information given is true/);
  });

  it('say what happens next after sending, in both languages', () => {
    const text = {
      it: italian.sent('Stella').join(' '),
      en: english.sent('Stella').join(' '),
    };
    expect(text.it).toContain('La richiesta per Stella è arrivata');
    expect(text.it).toContain('ti chiameremo');
    expect(text.it).toContain('entro una settimana, prima se ci hai detto che è urgente');
    expect(text.it).toContain('Non possiamo prendere in carico tutti i cavalli');
    expect(text.en).toContain('will call you');
    expect(text.en).toContain('within a week, sooner if you told us it is urgent');
    expect(text.en).toContain('cannot take in every horse');
  });
});
