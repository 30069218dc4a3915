import { cessionFields } from './cession-form';
import {
  cessionHints,
  cessionLabels,
  cessionSections,
  cessionSuccessText,
  cessionText,
} from './cession-text';

const texts = [
  ...Object.values(cessionLabels),
  ...Object.values(cessionHints),
  ...Object.values(cessionSections),
  ...Object.values(cessionText),
];

describe('cession texts', () => {
  it('label every field in both languages', () => {
    expect(Object.keys(cessionLabels).sort()).toEqual([...cessionFields].sort());
    for (const text of texts) {
      expect(text.it.trim()).not.toBe('');
      expect(text.en.trim()).not.toBe('');
    }
  });

  it('ask the declaration in the words the association chose', () => {
    expect(cessionLabels.declaration.it).toBe(
      "Dichiaro che le informazioni fornite sono vere e accetto che l'associazione venga a conoscere il cavallo prima di prenderlo in carico.",
    );
    expect(cessionLabels.declaration.en).toMatch(/^I declare that the information given is true/);
  });

  it('say what happens next after sending, in both languages', () => {
    const paragraphs = cessionSuccessText('Stella');
    const text = {
      it: paragraphs.map((paragraph) => paragraph.it).join(' '),
      en: paragraphs.map((paragraph) => paragraph.en).join(' '),
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
